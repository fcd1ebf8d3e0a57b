import { useEffect, useRef } from 'react';
import type { FindMatch } from '../../../machines/pdfFind.ts';
import type { PdfViewerEvent } from '../../../machines/pdfViewer.ts';

/**
 * When find's current match changes, the viewer goes to its page if that page is not drawn (a page
 * far off is rendered only once it is near), and the returned flag asks the page that highlights the
 * match to bring it into view, once: scrolling back to that page later does not jump to it again.
 */
export function useFindJump(
  viewer: { send: (event: PdfViewerEvent) => void },
  current: FindMatch | null,
  wanted: readonly number[],
) {
  const reveal = useRef(false);
  const wantedNow = useRef(wanted);
  wantedNow.current = wanted;
  useEffect(() => {
    if (!current) return;
    reveal.current = true;
    if (!wantedNow.current.includes(current.page)) viewer.send({ type: 'page.go', index: current.page });
  }, [viewer, current]);
  return reveal;
}
