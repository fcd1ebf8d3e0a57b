import './documents.css';
import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, useEffect, useMemo } from 'react';
import { fromOwnedPromise } from '../../../machines/parts/ownedPromise.ts';
import { failureReason } from '../../api/failure.ts';
import { pdfLoadFailed, plainPdfReason } from '../../domain/failureTexts.ts';
import type { Message } from '../../i18n/message.ts';
import { useSay } from '../../i18n/useTexts.ts';
import {
  base64ToPdfBytes,
  checkPdfOpens,
  contentFailure,
  PdfLoading,
  PdfViewer,
} from '../pdf-viewer/index.ts';
import { pdfFrameShows } from './pdfFrameProbe.ts';

type Source = { url: string; bytes: Uint8Array; error: null } | { url: null; bytes: null; error: Message };

/** Asks once per page whether the browser's frame can show a PDF here (pdfFrameProbe.ts). */
const frameProbe = fromOwnedPromise<boolean>(() => pdfFrameShows());

/**
 * Desktop: the document inline in an 800 px frame (SPEC §2, §9) where the browser's own viewer can
 * show it there; elsewhere (no built-in viewer, or a frame the portal's policy leaves white) the
 * portal's pdf.js viewer, as on phones (decision 320).
 */
export function DocumentFrame(props: {
  content: string;
  title: string;
  onUnreadable?: (unreadable: boolean) => void;
  /** What the screen adds to the failure banner (what the customer can do): one banner, not two. */
  failureNote?: Message;
}) {
  const probe = useActorRef(frameProbe);
  const frameShows = useSelector(probe, (s) =>
    s.status === 'done' ? s.output : s.status === 'error' ? false : null,
  );
  if (frameShows === null) return <FramePlaceholder />;
  if (frameShows) return <BrowserFrame {...props} />;
  return (
    <Suspense fallback={<PdfLoading />}>
      <PdfViewer
        content={props.content}
        label={props.title}
        onUnreadable={props.onUnreadable}
        failureNote={props.failureNote}
      />
    </Suspense>
  );
}

/**
 * Where the frame will be, at its size, while the file or the check of the browser arrives: the
 * controls under a document stay where the reader aimed at them (decision 430).
 */
export function FramePlaceholder() {
  return (
    <div className="document-frame document-frame--pending">
      <PdfLoading />
    </div>
  );
}

/**
 * The browser's own viewer shows the document at once; pdf.js opens it alongside, and a file it
 * cannot open (truncated, encrypted) is replaced by the same failure banner as on phones, since
 * browsers show such a file as their own error, a password prompt or an empty frame.
 */
function BrowserFrame({
  content,
  title,
  onUnreadable,
  failureNote,
}: {
  content: string;
  title: string;
  /** Told whether the file could not be shown, so a screen can hold back what depends on reading it. */
  onUnreadable?: (unreadable: boolean) => void;
  failureNote?: Message;
}) {
  const source = useMemo((): Source => {
    try {
      const bytes = base64ToPdfBytes(content);
      const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
      return { url, bytes, error: null };
    } catch (error) {
      return { url: null, bytes: null, error: contentFailure(error) };
    }
  }, [content]);
  useEffect(() => () => void (source.url && URL.revokeObjectURL(source.url)), [source]);

  if (source.url === null)
    return <FailureBanner message={source.error} note={failureNote} onUnreadable={onUnreadable} />;
  // A new file is a new check: the old one's answer can never be taken for it.
  return (
    <CheckedFrame
      key={source.url}
      url={source.url}
      bytes={source.bytes}
      title={title}
      onUnreadable={onUnreadable}
      failureNote={failureNote}
    />
  );
}

/**
 * pdf.js's check of one decoded document, owned by the frame that shows it and stopped with it. It
 * answers the failure's words instead of failing: an actor's error that nobody handles is thrown to the
 * page, and took a whole screen down with one broken file.
 */
const pdfCheck = fromOwnedPromise<Message | null, Uint8Array>(async ({ input, signal }) => {
  try {
    await checkPdfOpens(input.slice(), signal);
    return null;
  } catch (error) {
    return plainPdfReason(failureReason(error));
  }
});

function CheckedFrame({
  url,
  bytes,
  title,
  onUnreadable,
  failureNote,
}: {
  url: string;
  bytes: Uint8Array;
  title: string;
  onUnreadable?: (unreadable: boolean) => void;
  failureNote?: Message;
}) {
  const check = useActorRef(pdfCheck, { input: bytes });
  const status = useSelector(check, (s) => s.status);
  const failure = useSelector(check, (s) => (s.status === 'done' ? s.output : null));
  useEffect(() => {
    if (status === 'done') onUnreadable?.(failure !== null);
  }, [status, failure, onUnreadable]);

  if (failure !== null) return <FailureBanner message={failure} note={failureNote} />;
  return (
    <iframe
      className="document-frame"
      src={url}
      title={title}
      height={800}
      // Lets tests (and anyone inspecting the page) tell a checked document from one still being checked.
      data-pdf-check={status === 'done' ? 'passed' : 'pending'}
    />
  );
}

function FailureBanner({
  message,
  note,
  onUnreadable,
}: {
  message: Message;
  note?: Message;
  /** Told once, for a file that could not even be decoded. */
  onUnreadable?: (unreadable: boolean) => void;
}) {
  const say = useSay();
  useEffect(() => {
    onUnreadable?.(true);
  }, [onUnreadable]);
  return (
    <div className="pdf-viewer__error" role="alert">
      <p>{say(pdfLoadFailed(message))}</p>
      {note && <p>{say(note)}</p>}
    </div>
  );
}
