import { useSelector } from '@xstate/react';
import { Suspense } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { markedPagesViewerMachine } from '../../../machines/markedPagesViewer.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import { PdfLoading, PdfViewer } from '../pdf-viewer/index.ts';
import { COMMENT_TEXTS } from './messages.ts';

type ViewerRef = ActorRefFrom<typeof markedPagesViewerMachine>;

/** The dialog's body: the spinner, the pages in the portal's own viewer (lazily loaded), or the failure. */
export function MarkedPagesBody({ viewer, label }: { viewer: ViewerRef; label: string }) {
  const t = useTexts(COMMENT_TEXTS);
  const state = useSelector(viewer, (s) =>
    s.matches('shown') ? 'shown' : s.matches('failed') ? 'failed' : 'loading',
  );
  const content = useSelector(viewer, (s) => s.context.content);
  if (state === 'failed')
    return (
      <div role="alert" className="pdf-viewer__error">
        <p>{t.markedPagesFailed}</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => viewer.send({ type: 'pages.retry' })}
        >
          {t.tryAgain}
        </button>
      </div>
    );
  if (state === 'loading' || content === null) return <PdfLoading />;
  return (
    <Suspense fallback={<PdfLoading />}>
      <PdfViewer content={content} label={label} />
    </Suspense>
  );
}
