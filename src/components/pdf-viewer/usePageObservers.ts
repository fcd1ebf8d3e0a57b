import { type RefObject, useEffect, useState } from 'react';
import type { PdfViewerEvent } from '../../../machines/pdfViewer.ts';
import type { PageObserver } from './PdfPage.tsx';
import type { RenderQueue } from './renderQueue.ts';

/**
 * Watches the scroll box once the document is open: its width (pages scale to it), the pages coming near
 * the viewport (the machine decides which to render) and those actually on screen (rendered first; the current page is the one filling most of it).
 */
export function usePageObservers(
  boxRef: RefObject<HTMLElement | null>,
  ready: boolean,
  viewer: { send: (event: PdfViewerEvent) => void },
  queue: RenderQueue,
) {
  const [boxWidth, setBoxWidth] = useState(0);
  const [observer, setObserver] = useState<PageObserver | null>(null);
  useEffect(() => {
    const box = boxRef.current;
    if (!box || !ready) return;
    setBoxWidth(box.clientWidth);
    const resize = new ResizeObserver(() => setBoxWidth(box.clientWidth));
    resize.observe(box);
    const io = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const index = Number((entry.target as HTMLElement).dataset.pageIndex);
          viewer.send({ type: entry.isIntersecting ? 'page.visible' : 'page.hidden', index });
        }
      },
      { root: box, rootMargin: '50% 0px' },
    );
    const screen = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const index = Number((entry.target as HTMLElement).dataset.pageIndex);
          queue.setOnScreen(index, entry.isIntersecting ? Math.max(entry.intersectionRatio, 0.01) : 0);
          // The part of the scroll box the page fills: the machine names the current page from it.
          const boxHeight = entry.rootBounds?.height || box.clientHeight || 1;
          const part = entry.isIntersecting ? entry.intersectionRect.height / boxHeight : 0;
          viewer.send({ type: 'page.shown', index, part });
        }
      },
      { root: box, threshold: [0, 0.1, 0.25, 0.4, 0.5, 0.6, 0.75, 0.9, 1] },
    );
    setObserver({
      observe: (el) => {
        io.observe(el);
        screen.observe(el);
      },
      unobserve: (el) => {
        io.unobserve(el);
        screen.unobserve(el);
      },
    });
    return () => {
      resize.disconnect();
      io.disconnect();
      screen.disconnect();
    };
  }, [boxRef, ready, viewer, queue]);
  return { boxWidth, observer };
}
