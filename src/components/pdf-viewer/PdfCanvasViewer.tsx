import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fromCallback } from 'xstate';
import { fromOwnedPromise } from '../../../machines/parts/ownedPromise.ts';
import { PDF_LIMITS, type PdfViewerEvent, pdfViewerMachine } from '../../../machines/pdfViewer.ts';
import { base64ToPdfBytes } from './bytes.ts';
import { usedHeapBytes } from './memory.ts';
import { type PageEvents, type PageObserver, PdfPage } from './PdfPage.tsx';
import { type PDFDocumentProxy, PDFJS_DATA_OPTIONS, pdfjs, pdfWorker } from './pdfjs.ts';
import { RenderQueue } from './renderQueue.ts';
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
    () =>
      pdfViewerMachine.provide({
        actors: {
          loadPdf: fromOwnedPromise(async ({ signal }) => {
            const task = pdfjs.getDocument({
              data: base64ToPdfBytes(content),
              isEvalSupported: false,
              worker: pdfWorker(),
              ...PDFJS_DATA_OPTIONS,
            });
            signal.addEventListener('abort', () => void task.destroy());
            const doc = await task.promise;
            const first = await doc.getPage(1);
            const viewport = first.getViewport({ scale: 1 });
            first.cleanup();
            docRef.current = doc;
            setPageSize({ width: viewport.width, height: viewport.height });
            return { pageCount: doc.numPages };
          }),
          memoryWatchdog: fromCallback<PdfViewerEvent>(({ sendBack }) => {
            const id = setInterval(() => {
              const used = usedHeapBytes();
              if (used !== null) sendBack({ type: 'memory.sample', usedBytes: used });
            }, PDF_LIMITS.watchdogIntervalMs);
            return () => clearInterval(id);
          }),
        },
        actions: {
          sampleMemory: ({ self }) => {
            const used = usedHeapBytes();
            if (used !== null) queueMicrotask(() => self.send({ type: 'memory.sample', usedBytes: used }));
          },
          freeMemory: () => queue.requestCleanup(),
          logPageError: (_, { index, message }) =>
            console.error(`PDF page ${index + 1} failed to render: ${message}`),
        },
      }),
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
  const [boxWidth, setBoxWidth] = useState(0);
  const [observer, setObserver] = useState<PageObserver | null>(null);
  useEffect(() => {
    const box = boxRef.current;
    if (!box || status !== 'ready') return;
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
    // Pages actually on screen render before the ones only near it.
    const screen = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const index = Number((entry.target as HTMLElement).dataset.pageIndex);
          queue.setOnScreen(index, entry.isIntersecting ? Math.max(entry.intersectionRatio, 0.01) : 0);
        }
      },
      { root: box, threshold: [0, 0.25, 0.5, 0.75, 1] },
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
  }, [status, viewer, queue]);

  useEffect(() => {
    if (status !== 'loading') onUnreadable?.(status === 'failed');
  }, [status, onUnreadable]);

  if (status === 'loading') {
    return (
      <div className="pdf-viewer pdf-viewer--loading" role="status" aria-live="polite">
        <span className="spinner__wheel" aria-hidden="true" />
        <span>Loading PDF...</span>
      </div>
    );
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
