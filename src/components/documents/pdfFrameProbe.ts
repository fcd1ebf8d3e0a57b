/**
 * Whether this browser shows a document in the desktop frame (decision 320): it has a built-in PDF
 * viewer (`navigator.pdfViewerEnabled`), and a `blob:` frame shows under the portal's own policy.
 * The second is tried once per page with a tiny `blob:` page: a `blob:` document inherits the
 * portal's Content-Security-Policy, and WebKit then applies its `frame-ancestors 'none'` to the frame
 * and leaves it white, where Chromium and Firefox show it. Where either fails, the portal's own
 * pdf.js viewer shows the document instead.
 */
let answer: Promise<boolean> | null = null;

const PROBE_ID = 'epd-frame-probe';
/**
 * A blocked frame still loads (empty, or the browser's error page), so this only ends a probe that never
 * loads at all; long, so that a busy machine is never taken for a browser that cannot show the frame.
 */
const PROBE_TIMEOUT_MS = 10_000;

export function pdfFrameShows(): Promise<boolean> {
  if (!answer) answer = navigator.pdfViewerEnabled === true ? probeBlobFrame() : Promise.resolve(false);
  return answer;
}

function probeBlobFrame(): Promise<boolean> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(
      new Blob([`<!doctype html><title>probe</title><p id="${PROBE_ID}">shown</p>`], { type: 'text/html' }),
    );
    const frame = document.createElement('iframe');
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    // Set through the CSSOM, which the portal's style-src does not govern; off screen, never seen.
    Object.assign(frame.style, {
      position: 'absolute',
      left: '-10000px',
      width: '1px',
      height: '1px',
      border: '0',
    });
    const finish = (shows: boolean) => {
      clearTimeout(timer);
      frame.remove();
      URL.revokeObjectURL(url);
      resolve(shows);
    };
    const timer = setTimeout(() => finish(false), PROBE_TIMEOUT_MS);
    frame.addEventListener('load', () => {
      let shown = false;
      try {
        shown = frame.contentDocument?.getElementById(PROBE_ID) != null;
      } catch {
        // A frame the browser replaced with its own error page is another origin: not shown.
      }
      finish(shown);
    });
    frame.src = url;
    document.body.append(frame);
  });
}
