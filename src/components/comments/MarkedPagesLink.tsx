import { useActorRef, useSelector } from '@xstate/react';
import { useId, useMemo } from 'react';
import { useTexts } from '../../i18n/useTexts.ts';
import { useModalDialog } from '../../shell/useModalDialog.ts';
import { MarkedPagesBody } from './MarkedPagesBody.tsx';
import { COMMENT_TEXTS } from './messages.ts';
import { type LoadMarkedPages, provideMarkedPages } from './provideMarkedPages.ts';

interface MarkedPagesLinkProps {
  /** The screen's call that fetches them. */
  load: LoadMarkedPages;
  caseId: string;
  commentId: string;
  pages: number[];
  documentName: string;
}

/** A Change History entry's marked pages: what they are, and a dialog with them in the viewer. */
export function MarkedPagesLink({ load, caseId, commentId, pages, documentName }: MarkedPagesLinkProps) {
  const t = useTexts(COMMENT_TEXTS);
  const machine = useMemo(() => provideMarkedPages(load), [load]);
  const viewer = useActorRef(machine, { input: { caseId, commentId } });
  const open = useSelector(viewer, (s) => !s.matches('closed'));
  const dialogRef = useModalDialog(open);
  const titleId = useId();
  const close = () => viewer.send({ type: 'pages.close' });
  return (
    <div className="marked-pages">
      <span>{t.markedPages(pages, documentName)}</span>{' '}
      <button
        type="button"
        className="button button--link"
        onClick={() => viewer.send({ type: 'pages.open' })}
      >
        {t.viewMarkedPages}
      </button>
      <dialog
        ref={dialogRef}
        className="marked-pages__dialog"
        aria-labelledby={titleId}
        onCancel={(e) => {
          e.preventDefault();
          close();
        }}
      >
        {open && (
          <>
            <h2 id={titleId}>{t.markedPagesTitle(pages, documentName)}</h2>
            <MarkedPagesBody viewer={viewer} label={t.markedPagesTitle(pages, documentName)} />
            <div className="comment-modal__actions">
              <button type="button" className="button button--secondary" onClick={close}>
                {t.close}
              </button>
            </div>
          </>
        )}
      </dialog>
    </div>
  );
}
