import { type CSSProperties, memo, useEffect, useRef, useState } from 'react';
import { useTexts } from '../../i18n/useTexts.ts';
import type { EditorRef } from '../annotation-editor/editorRef.ts';
import { PageMarks } from '../annotation-editor/PageMarks.tsx';
import { cssScale } from './geometry.ts';
import { PDF_VIEWER_TEXTS } from './messages.ts';
import type { PDFDocumentProxy } from './pdfjs.ts';
import type { PdfjsFind } from './pdfjsFind.ts';
import type { RenderQueue } from './renderQueue.ts';
import type { TextHighlights } from './textHighlights.ts';
import { usePageDrawing } from './usePageDrawing.ts';
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
  find: PdfjsFind;
  /** Find's query ('' for none) and which of this page's matches is the current one. */
  query: string;
  selected: number | null;
  /** The annotation editor, where marking up is on. */
  editor: EditorRef | null;
}

/** One page slot: always sized, holding a canvas and its text layer only while the viewer wants it rendered. */
export const PdfPage = memo(function PdfPage(props: PdfPageProps) {
  const t = useTexts(PDF_VIEWER_TEXTS);
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

  usePageDrawing({
    ...{ slotRef, canvasRef, textRef, render, doc, index, containerWidth, zoom, queue, events },
    onSize: setSize,
    onText: setText,
  });

  usePageHighlights({
    ...{ text, index, find: props.find, query: props.query, selected: props.selected },
    onMatchShown: events.matchShown,
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
          aria-label={t.page(String(index + 1), String(pageCount))}
          className="pdf-viewer__canvas"
        />
      )}
      {render && <div ref={textRef} className="textLayer" />}
      {props.editor && <PageMarks editor={props.editor} page={index} size={size} />}
      {text === 'none' && <p className="visually-hidden">{t.noText(String(index + 1))}</p>}
    </div>
  );
});
