import type { PdfViewerEvent } from '../../../machines/pdfViewer.ts';

interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/**
 * The viewer's keys while it has focus: Ctrl (⌘ on a Mac) with + or - zooms and
 * with 0 fits the width, instead of zooming the whole portal; PageUp/PageDown in the pages go a page
 * back or on. Anything else is the browser's.
 */
export function viewerKeyCommand(press: KeyPress, inPages: boolean): PdfViewerEvent | null {
  const command = press.ctrlKey || press.metaKey;
  if (command && !press.altKey) {
    if (press.key === '+' || press.key === '=') return { type: 'zoom.in' };
    if (press.key === '-' || press.key === '_') return { type: 'zoom.out' };
    if (press.key === '0') return { type: 'zoom.fit' };
    return null;
  }
  if (!inPages || press.altKey) return null;
  if (press.key === 'PageDown') return { type: 'page.next' };
  if (press.key === 'PageUp') return { type: 'page.previous' };
  return null;
}
