import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { PdfLoading } from './PdfLoading.tsx';
import { type PageEvents, PdfPage } from './PdfPage.tsx';
import type { PDFDocumentProxy } from './pdfjs.ts';
import { providePdfViewer } from './providePdfViewer.ts';
import { RenderQueue } from './renderQueue.ts';
import { usePageObservers } from './usePageObservers.ts';
import './pdf-viewer.css';

export interface PdfCanvasViewerProps {
  /** base64 PDF, as the documents call returns it. */
  content: string;
  label: string;
  onFirstPage?: () => void;
  /** Told whether the file could not be shown, so a screen can hold back what depends on reading it. */
  onUnreadable?: (unreadable: boolean) => void;
}

/**
 * The canvas viewer (SPEC §2, §9): pages render as they come near the scroll box's viewport and are
 * released when far, and the heap watchdog frees pdf.js caches past 50 MB.
 */
export function PdfCanvasViewer({ content, label, onFirstPage, onUnreadable }: PdfCanvasViewerProps) {
  const docRef = useRef<PDFDocumentProxy | null>(null);
  const [pageSize, setPageSize] = useState<{ width: number; height: number } | null>(null);
  // pdf.js must not clean up while a page is rendering; the queue does it once idle.
  const [queue] = useState(() => new RenderQueue(() => void docRef.current?.cleanup()));

  const machine = useMemo(
    () => providePdfViewer({ content, docRef, queue, onPageSize: setPageSize }),
    [content, queue],
  );
  const viewer = useActorRef(machine);
  const status = useSelector(viewer, (s) =>
    s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'ready',
  );
  const error = useSelector(viewer, (s) => s.context.error);
  const pageCount = useSelector(viewer, (s) => s.context.pageCount);
  const wanted = useSelector(viewer, (s) => s.context.wanted);
  const firstPage = useRef(onFirstPage);
  firstPage.current = onFirstPage;
  const events = useMemo<PageEvents>(
    () => ({
      rendered: (index) => {
        if (index === 0) firstPage.current?.();
        viewer.send({ type: 'page.rendered', index });
      },
      failed: (index, message) => viewer.send({ type: 'page.failed', index, message }),
    }),
    [viewer],
  );

  useEffect(
    () => () => {
      void docRef.current?.destroy();
      docRef.current = null;
    },
    [],
  );

  const boxRef = useRef<HTMLElement>(null);
  const { boxWidth, observer } = usePageObservers(boxRef, status === 'ready', viewer, queue);

  useEffect(() => {
    if (status !== 'loading') onUnreadable?.(status === 'failed');
  }, [status, onUnreadable]);

  if (status === 'loading') {
    return <PdfLoading />;
  }
  if (status === 'failed') {
    return (
      <div className="pdf-viewer__error" role="alert">
        {error}
      </div>
    );
  }
  const wantedSet = new Set(wanted);
  const doc = docRef.current;
  return (
    <div className="pdf-viewer">
      {/* The scroll box is the named region and takes focus, so keyboard users can scroll the pages. */}
      <section
        className="pdf-viewer__scroll"
        ref={boxRef}
        data-testid="pdf-scroll"
        aria-label={`${label}, ${pageCount} ${pageCount === 1 ? 'page' : 'pages'}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1)
        tabIndex={0}
      >
        {pageSize &&
          doc &&
          boxWidth > 0 &&
          Array.from({ length: pageCount }, (_, index) => (
            <PdfPage
              // biome-ignore lint/suspicious/noArrayIndexKey: pages are identified by their index
              key={index}
              index={index}
              pageCount={pageCount}
              doc={doc}
              estimate={pageSize}
              containerWidth={boxWidth}
              render={wantedSet.has(index)}
              observer={observer}
              queue={queue}
              events={events}
            />
          ))}
      </section>
    </div>
  );
}

export default PdfCanvasViewer;
