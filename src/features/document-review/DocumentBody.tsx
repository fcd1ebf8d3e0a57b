import { Suspense, useEffect, useState } from 'react';
import type { DocumentContent } from '../../../machines/documentReview.ts';
import { DocumentFrame, FramePlaceholder } from '../../components/documents/DocumentFrame.tsx';
import { type MarksChange, openDocument, PdfLoading, PdfViewer } from '../../components/pdf-viewer/index.ts';
import { DOCUMENT_TEXTS } from '../../domain/documents/documentTexts.ts';
import { pdfLoadFailed } from '../../domain/failureTexts.ts';
import { type Message, message } from '../../i18n/message.ts';
import { useSay, useTexts } from '../../i18n/useTexts.ts';
import { REVIEW_TEXTS } from './messages.ts';

interface DocumentBodyProps {
  content: DocumentContent;
  title: string;
  handheld: boolean;
  /** What a phone saves the file as (decision 362). */
  fileName: string;
  onUnreadable: (unreadable: boolean) => void;
  /** The file could not be shown: nothing is offered to do with it (no mark-up, no download). */
  unreadable?: boolean;
  /** Where marking up is on (the customer's review): hears the marks as they change. */
  onMarksChange?: MarksChange;
}

/** The document itself: in the browser's frame on a desktop, in the canvas viewer on phones (SPEC §2, §9). */
export function DocumentBody(props: DocumentBodyProps) {
  const { content, title, handheld, fileName, onUnreadable, onMarksChange, unreadable = false } = props;
  // What the customer can do about a file that cannot be shown, in its failure banner (decision 423).
  const failureNote = message(DOCUMENT_TEXTS, 'unreadable');
  const [openError, setOpenError] = useState<Message | null>(null);
  const t = useTexts(REVIEW_TEXTS);
  const say = useSay();
  // On a desktop the browser's frame shows the document until the customer asks to mark it up.
  const [marking, setMarking] = useState(false);
  // Not fetched at all: there is nothing to read, so nothing may be decided yet.
  const missing =
    content.status === 'down' ||
    content.status === 'failed' ||
    (content.status === 'shown' && content.content === undefined);
  useEffect(() => {
    if (missing) onUnreadable(true);
  }, [missing, onUnreadable]);
  if (content.status === 'fetching') {
    // On a desktop the placeholder is the frame's size: nothing below it moves when the file arrives.
    return handheld ? <PdfLoading /> : <FramePlaceholder />;
  }
  if (content.status === 'down') {
    return <p className="document-card__unavailable">{t.documentDown}</p>;
  }
  if (content.status === 'failed' || content.content === undefined) {
    return (
      <div className="pdf-viewer__error" role="alert">
        <p>
          {say(
            pdfLoadFailed(
              content.status === 'failed' ? content.message : message(DOCUMENT_TEXTS, 'notReturned'),
            ),
          )}
        </p>
        <p>{say(failureNote)}</p>
      </div>
    );
  }
  const pdf = content.content;
  if (!handheld && !marking)
    return (
      <>
        {onMarksChange && !unreadable && (
          <button type="button" className="button button--secondary" onClick={() => setMarking(true)}>
            {t.markUp}
          </button>
        )}
        <DocumentFrame content={pdf} title={title} onUnreadable={onUnreadable} failureNote={failureNote} />
      </>
    );
  // The download sits in the viewer's toolbar, at its end: on a phone a row of its own cost the pages room.
  const download = (
    <button
      type="button"
      className="button button--icon document-card__download"
      aria-label={t.download(title)}
      onClick={() => setOpenError(openDocument(pdf, fileName))}
    >
      ⤓
    </button>
  );
  return (
    <>
      {openError && (
        <p className="pdf-viewer__error" role="alert">
          {say(openError)}
        </p>
      )}
      <Suspense fallback={<PdfLoading />}>
        <PdfViewer
          content={pdf}
          label={title}
          onUnreadable={onUnreadable}
          onMarksChange={onMarksChange}
          actions={download}
          failureNote={failureNote}
        />
      </Suspense>
    </>
  );
}
