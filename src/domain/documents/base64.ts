type Base64Decoder = (base64: string) => Uint8Array<ArrayBuffer>;

/**
 * The bytes of a base64 text, or null when it is not base64. The browser's own decoder where it has one
 * (`Uint8Array.fromBase64`: Chromium 140, Safari 18.2, Firefox 133); else `atob` and a plain loop. The
 * review decodes every document of the case at once as they arrive (a 120-page policy is 500 KB of
 * base64), and the viewer once more as it opens one: `Uint8Array.from` with a function per byte held the
 * main thread for about 80 ms more (decision 454); the plain loop, 26 ms at a phone's 4× slower CPU in a
 * profile of the review, where the native decoder takes a few.
 */
export function bytesOfBase64(base64: string): Uint8Array<ArrayBuffer> | null {
  const decoder = Uint8Array as unknown as { fromBase64?: Base64Decoder };
  try {
    if (decoder.fromBase64) return decoder.fromBase64(base64);
    const binary = atob(base64);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}
