/** The longest file name kept, extension included: every file system takes it. */
const MAX_FILE_NAME_LENGTH = 120;

/**
 * A name from a safe alphabet for a file the portal writes (a download, a ZIP entry): letters and
 * digits of any script, space, `.`, `_`, `(`, `)` and `-`. Anything else (a slash, a backslash, a
 * colon, a control character) becomes `_`, a run of dots one dot, and no name starts with a dot or
 * ends with a space, so no part of a policy number can climb out of the folder it is unpacked into.
 */
export function safeFileName(name: string): string {
  const cleaned = name
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N} ._()-]/gu, '_')
    .replace(/\.{2,}/g, '.')
    .replace(/^[. ]+/, '')
    .trimEnd();
  const chars = Array.from(cleaned);
  if (chars.length === 0) return 'file';
  if (chars.length <= MAX_FILE_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? Array.from(cleaned.slice(dot)).slice(0, 10).join('') : '';
  return `${chars.slice(0, MAX_FILE_NAME_LENGTH - Array.from(extension).length).join('')}${extension}`;
}
