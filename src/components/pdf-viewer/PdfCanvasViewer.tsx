import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import type { Message } from '../../i18n/message.ts';
import { useSay } from '../../i18n/useTexts.ts';
import { type MarksChange, useMarkup } from '../annotation-editor/useMarkup.ts';
import { PdfLoading } from './PdfLoading.tsx';
import { PdfReader } from './PdfReader.tsx';
import type { PDFDocumentProxy } from './pdfjs.ts';
import { providePdfViewer } from './providePdfViewer.ts';
import { RenderQueue } from './renderQueue.ts';
import './pdf-viewer.css';

export interface PdfCanvasViewerProps {
  /** base64 PDF, as the documents call returns it. */
  content: string;
  label: string;
  onFirstPage?: () => void;
  /** Told whether the file could not be shown, so a screen can hold back what depends on reading it. */
  onUnreadable?: (unreadable: boolean) => void;
  /**
   * Given where marking up is on: the editor shows, and this hears whether there
   * are marks and how to export the marked PDF each time they change.
   */
  onMarksChange?: MarksChange;
  /** The screen's own controls for this document (a download), at the end of the viewer's toolbar. */
  actions?: ReactNode;
  /** What the screen adds to the failure banner (what the customer can do): one banner, not two. */
  failureNote?: Message;
}

/**
 * The canvas viewer (SPEC §2, §9): pages render, each with its text layer, as they come near the
 * scroll box's viewport and are released when far, and the heap watchdog frees pdf.js caches past
 * 50 MB. Once open, PdfReader adds zoom, pages and find.
 */
export function PdfCanvasViewer(props: PdfCanvasViewerProps) {
  const { content, label, onFirstPage, onUnreadable, onMarksChange, actions, failureNote } = props;
  const say = useSay();
  const docRef = useRef<PDFDocumentProxy | null>(null);
  const [pageSize, setPageSize] = useState<{ width: number; height: number } | null>(null);
  // pdf.js must not clean up while a page is rendering; the queue does it once idle.
  const [queue] = useState(() => new RenderQueue(() => void docRef.current?.cleanup()));

  const machine = useMemo(
    () => providePdfViewer({ content, docRef, queue, onPageSize: setPageSize }),
    [content, queue],
  );
  const viewer = useActorRef(machine);
  const { editor, landing } = useMarkup(content, onMarksChange);
  const status = useSelector(viewer, (s) =>
    s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'ready',
  );
  const error = useSelector(viewer, (s) => s.context.error);
  useEffect(
    () => () => {
      void docRef.current?.loadingTask.destroy();
      docRef.current = null;
    },
    [],
  );

  useEffect(() => {
    if (status !== 'loading') onUnreadable?.(status === 'failed');
  }, [status, onUnreadable]);

  if (status === 'loading') {
    return <PdfLoading />;
  }
  if (status === 'failed') {
    return (
      <div className="pdf-viewer__error" role="alert">
        <p>{error && say(error)}</p>
        {failureNote && <p>{say(failureNote)}</p>}
      </div>
    );
  }
  const doc = docRef.current;
  if (!doc || !pageSize) return <PdfLoading />;
  return (
    <PdfReader
      {...{ viewer, doc, pageSize, label, queue, actions }}
      editor={onMarksChange ? editor : null}
      landing={landing}
      onFirstPage={() => onFirstPage?.()}
    />
  );
}
