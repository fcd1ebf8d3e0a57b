import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, type RefObject, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  type PdfViewerMachine,
  samePanels,
  selectPanels,
  selectPinchScale,
  selectZoom,
  toolbarFolds,
} from '../../../machines/pdfViewer.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import type { EditorRef } from '../annotation-editor/editorRef.ts';
import { leavesOnEscape, MarkupArea } from '../annotation-editor/MarkupArea.tsx';
import { useHighlightOnSelect } from '../annotation-editor/useHighlightOnSelect.ts';
import type { MarkupLanding } from '../annotation-editor/useMarkup.ts';
import { PDF_VIEWER_TEXTS } from './messages.ts';
import { type PageEvents, PdfPage } from './PdfPage.tsx';
import { PdfToolbar } from './PdfToolbar.tsx';
import type { PDFDocumentProxy } from './pdfjs.ts';
import { PdfjsFind, preloadFind } from './pdfjsFind.ts';
import { providePdfFind } from './providePdfFind.ts';
import type { RenderQueue } from './renderQueue.ts';
import { useFindJump } from './useFindJump.ts';
import { centerIn, useGoTo } from './useGoTo.ts';
import { usePageObservers } from './usePageObservers.ts';
import { pinchStyle, usePinch } from './usePinch.ts';
import { viewerKeyCommand } from './viewerKeys.ts';

interface PdfReaderProps {
  viewer: ActorRefFrom<PdfViewerMachine>;
  doc: PDFDocumentProxy;
  pageSize: { width: number; height: number };
  label: string;
  queue: RenderQueue;
  onFirstPage: () => void;
  editor: EditorRef | null;
  /** Where the editor's effects land (the placed mark, the control after Done). */
  landing?: RefObject<MarkupLanding | null>;
  actions?: ReactNode;
}

/** An open document: zoom and page controls, find, the editor where marking up is on, and the pages. */
export function PdfReader(props: PdfReaderProps) {
  const { viewer, doc, pageSize, label, queue, onFirstPage, editor, landing, actions } = props;
  const t = useTexts(PDF_VIEWER_TEXTS);
  const [pdfjsFind] = useState(() => new PdfjsFind(doc));
  useEffect(() => () => pdfjsFind.close(), [pdfjsFind]);
  const find = useActorRef(
    useMemo(() => providePdfFind(pdfjsFind), [pdfjsFind]),
    {
      input: { pageCount: doc.numPages },
    },
  );
  const pageCount = useSelector(viewer, (s) => s.context.pageCount);
  const wanted = useSelector(viewer, (s) => s.context.wanted);
  const zoom = useSelector(viewer, selectZoom);
  const goTo = useSelector(viewer, (s) => s.context.goTo);
  const query = useSelector(find, (s) => (s.matches('idle') ? '' : s.context.query));
  const current = useSelector(find, (s) => s.context.current);
  const searching = useSelector(find, (s) => s.matches('searching'));
  useEffect(() => queue.holdOffScreen(searching), [queue, searching]);
  const boxRef = useRef<HTMLElement>(null);
  const { boxWidth, observer } = usePageObservers(boxRef, true, viewer, queue);
  useGoTo(boxRef, goTo);
  const pinchScale = useSelector(viewer, selectPinchScale);
  const anchor = usePinch(boxRef, viewer, zoom);
  const panels = useSelector(viewer, selectPanels, samePanels);
  const folded = toolbarFolds(boxWidth);
  const toolsId = useId();
  useHighlightOnSelect(boxRef, editor);
  const currentPage = useSelector(viewer, (s) => s.context.currentPage);
  const reveal = useFindJump(viewer, current, wanted);
  const firstPage = useRef(onFirstPage);
  firstPage.current = onFirstPage;
  const events = useMemo<PageEvents>(
    () => ({
      rendered: (index) => {
        if (index === 0) {
          firstPage.current();
          preloadFind();
        }
        viewer.send({ type: 'page.rendered', index });
      },
      failed: (index, message) => viewer.send({ type: 'page.failed', index, message }),
      matchShown: (mark) => {
        if (reveal.current && boxRef.current) {
          centerIn(boxRef.current, mark);
          // The box may itself be partly off the screen (a phone): the match is brought onto it too.
          mark.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        }
        reveal.current = false;
      },
    }),
    [viewer, reveal],
  );
  const wantedSet = new Set(wanted);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape from any control inside leaves mark-up
    <div className="pdf-viewer" onKeyDown={leavesOnEscape(editor)}>
      <PdfToolbar {...{ viewer, find, folded, toolsId, actions }} hasTools={editor !== null} />
      {editor && (!folded || panels.tools) && (
        <MarkupArea {...{ editor, landing, boxRef, currentPage }} id={toolsId} />
      )}
      {/* The scroll box is the named region and takes focus, so keyboard users can scroll the pages. */}
      <section
        className="pdf-viewer__scroll"
        ref={boxRef}
        data-testid="pdf-scroll"
        aria-label={t.document(label, pageCount)}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1)
        tabIndex={0}
        onKeyDown={(e) => {
          const command = viewerKeyCommand(e, true);
          if (!command) return;
          e.preventDefault();
          viewer.send(command);
        }}
      >
        <div className="pdf-viewer__pages" style={pinchStyle(pinchScale, anchor.current)}>
          {boxWidth > 0 &&
            Array.from({ length: pageCount }, (_, index) => (
              <PdfPage
                // biome-ignore lint/suspicious/noArrayIndexKey: pages are identified by their index
                key={index}
                {...{ index, pageCount, doc, zoom, observer, queue, events, find: pdfjsFind, query, editor }}
                estimate={pageSize}
                containerWidth={boxWidth}
                render={wantedSet.has(index)}
                selected={current?.page === index ? current.index : null}
              />
            ))}
        </div>
      </section>
    </div>
  );
}
