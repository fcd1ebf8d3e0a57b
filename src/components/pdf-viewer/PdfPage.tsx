import { type CSSProperties, memo, useEffect, useRef, useState } from 'react';
import { failureReason } from '../../api/failure.ts';
import { drawPage } from './drawPage.ts';
import { cssScale } from './geometry.ts';
import type { PageTexts } from './pageTexts.ts';
import type { PDFDocumentProxy } from './pdfjs.ts';
import type { RenderQueue } from './renderQueue.ts';
import type { TextHighlights } from './textHighlights.ts';
import { usePageHighlights } from './usePageHighlights.ts';

export interface PageEvents {
  /** The page's canvas and text layer are drawn. */
  rendered: (index: number) => void;
  failed: (index: number, message: string) => void;
  /** The current find match is highlighted here: the viewer brings it into view. */
  matchShown: (mark: HTMLElement) => void;
}

export type PageObserver = Pick<IntersectionObserver, 'observe' | 'unobserve'>;

interface PdfPageProps {
  index: number;
  pageCount: number;
  doc: PDFDocumentProxy;
  /** The first page's size, used until this page's own is known. */
  estimate: { width: number; height: number };
  containerWidth: number;
  zoom: number;
  render: boolean;
  observer: PageObserver | null;
  queue: RenderQueue;
  events: PageEvents;
  texts: PageTexts;
  /** Find's query ('' for none) and which of this page's matches is the current one. */
  query: string;
  selected: number | null;
}

/**
 * data-painted is set on the slot directly: it tells tests and the bench the moment the canvas holds
 * the page, not a React commit later that waits behind the next page's drawing.
 */
function markPainted(slot: HTMLElement | null, painted: boolean) {
  if (slot) slot.dataset.painted = String(painted);
}

/** One page slot: always sized, holding a canvas and its text layer only while the viewer wants it rendered. */
export const PdfPage = memo(function PdfPage(props: PdfPageProps) {
  const { index, pageCount, doc, estimate, containerWidth, zoom, render, observer, queue, events } = props;
  const slotRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState(estimate);
  const [text, setText] = useState<TextHighlights | 'none' | null>(null);

  useEffect(() => {
    const slot = slotRef.current;
    if (!slot || !observer) return;
    observer.observe(slot);
    return () => observer.unobserve(slot);
  }, [observer]);

  useEffect(() => {
    const canvas = canvasRef.current;
    const textBox = textRef.current;
    const slot = slotRef.current;
    if (!render || !canvas || !textBox) return;
    const cancels: (() => void)[] = [];
    let cancelled = false;
    const remove = queue.add({
      index,
      run: async () => {
        if (cancelled) return;
        try {
          const drawn = await drawPage({
            ...{ doc, index, canvas, textBox, containerWidth, zoom },
            cancelled: () => cancelled,
            onCancel: (cancel) => cancels.push(cancel),
            onSize: setSize,
            onPainted: () => markPainted(slot, true),
          });
          if (!drawn) return;
          setText(drawn);
          events.rendered(index);
        } catch (error) {
          if (!cancelled) events.failed(index, failureReason(error));
        }
      },
    });
    return () => {
      cancelled = true;
      remove();
      for (const cancel of cancels) cancel();
      // Zero-sized canvases give their backing store back at once.
      canvas.width = 0;
      canvas.height = 0;
      textBox.replaceChildren();
      setText(null);
      markPainted(slot, false);
    };
  }, [render, doc, index, containerWidth, zoom, queue, events]);

  usePageHighlights({
    text,
    index,
    texts: props.texts,
    query: props.query,
    selected: props.selected,
    events,
  });

  const fit = cssScale(size.width, containerWidth, zoom);
  const style = {
    width: size.width * fit,
    height: size.height * fit,
    '--scale-factor': fit,
  } as CSSProperties;
  return (
    <div
      ref={slotRef}
      className="pdf-viewer__page"
      data-page-index={index}
      data-painted="false"
      data-text={text === null ? undefined : text === 'none' ? 'none' : 'ready'}
      style={style}
    >
      {render && (
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={`Page ${index + 1} of ${pageCount}`}
          className="pdf-viewer__canvas"
        />
      )}
      {render && <div ref={textRef} className="textLayer" />}
      {text === 'none' && <p className="visually-hidden">{noTextNote(index)}</p>}
    </div>
  );
});

/** Said for a page whose PDF holds no text (a scan): there is nothing to select, find or read aloud. */
export const noTextNote = (index: number) => `Page ${index + 1} has no text to select, find or read aloud.`;
