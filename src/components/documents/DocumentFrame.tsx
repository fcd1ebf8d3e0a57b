import { useEffect, useMemo, useState } from 'react';
import { failureReason } from '../../api/failure.ts';
import { SPEC_TEXTS } from '../../domain/failureTexts.ts';
import { base64ToPdfBytes, checkPdfOpens } from '../pdf-viewer/index.ts';

type Source = { url: string; bytes: Uint8Array; error: null } | { url: null; bytes: null; error: string };

/** pdf.js's answer for one decoded document: null when it opens, else its reason. */
type Verdict = { bytes: Uint8Array; failure: string | null };

/**
 * Desktop: the document inline in an 800 px frame (SPEC §2, §9). The browser's own viewer shows it at
 * once; pdf.js opens it alongside, and a file it cannot open (truncated, encrypted) is replaced by the
 * same failure banner as on phones, since browsers show such a file as their own error, a password
 * prompt or an empty frame.
 */
export function DocumentFrame({
  content,
  title,
  onUnreadable,
}: {
  content: string;
  title: string;
  /** Told whether the file could not be shown, so a screen can hold back what depends on reading it. */
  onUnreadable?: (unreadable: boolean) => void;
}) {
  const source = useMemo((): Source => {
    try {
      const bytes = base64ToPdfBytes(content);
      const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
      return { url, bytes, error: null };
    } catch (error) {
      return { url: null, bytes: null, error: failureReason(error) };
    }
  }, [content]);
  useEffect(() => () => void (source.url && URL.revokeObjectURL(source.url)), [source]);

  const [verdict, setVerdict] = useState<Verdict | null>(null);
  useEffect(() => {
    const { bytes } = source;
    if (!bytes) return;
    const check = new AbortController();
    checkPdfOpens(bytes.slice(), check.signal).then(
      () => setVerdict({ bytes, failure: null }),
      (error: unknown) => {
        if (!check.signal.aborted) setVerdict({ bytes, failure: failureReason(error) });
      },
    );
    return () => check.abort();
  }, [source]);

  const checked = verdict?.bytes === source.bytes ? verdict : null;
  const failure = source.url === null ? source.error : (checked?.failure ?? null);
  useEffect(() => {
    if (failure !== null || checked) onUnreadable?.(failure !== null);
  }, [failure, checked, onUnreadable]);

  if (source.url === null) return <FailureBanner message={source.error} />;
  if (checked && checked.failure !== null) return <FailureBanner message={checked.failure} />;
  return (
    <iframe
      className="document-frame"
      src={source.url}
      title={title}
      height={800}
      // Lets tests (and anyone inspecting the page) tell a checked document from one still being checked.
      data-pdf-check={checked ? 'passed' : 'pending'}
    />
  );
}

function FailureBanner({ message }: { message: string }) {
  return (
    <div className="pdf-viewer__error" role="alert">
      {SPEC_TEXTS.pdfLoadFailed(message)}
    </div>
  );
}
