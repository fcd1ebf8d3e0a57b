import { useEffect, useId, useRef, useState } from 'react';
import type { Document } from '../../api/schemas/document.ts';
import { documentsArchiveName } from '../../domain/documents/documents.ts';
import { DOCUMENT_TEXTS } from '../../domain/documents/documentTexts.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import { downloadBlob } from '../../shell/download.ts';
import { DOCUMENTS_TEXTS } from './messages.ts';

/** The case's documents, from the page or from the documents call. */
type LoadedDocuments = Promise<readonly Pick<Document, 'documentType' | 'content'>[]>;
type LoadDocuments = (signal: AbortSignal) => LoadedDocuments;

/**
 * One click, one file: every document of the case in a ZIP named by the policy number (decision 085).
 * The documents come from `load` (those the page holds, or the case's documents call); the archive code
 * is fetched on the click. The file goes to the browser through an object address: nothing of the
 * customer's is in any address.
 */
export function DownloadAllDocumentsButton({
  policyNumber,
  isAnnuity,
  load,
  texts,
  hint,
}: {
  policyNumber: string;
  isAnnuity: boolean;
  load: LoadDocuments;
  /** Text files to add beside the documents (the payment receipt). */
  texts?: () => { name: string; text: string }[];
  hint: string;
}) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const running = useRef<AbortController | null>(null);
  const hintId = useId();
  const t = useTexts(DOCUMENTS_TEXTS).downloadAll;
  const names = useTexts(DOCUMENT_TEXTS);
  useEffect(() => () => running.current?.abort(), []);

  const download = async () => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setState('busy');
    try {
      const [documents, { documentsArchive }] = await Promise.all([
        load(controller.signal),
        import('./documentsArchive.ts'),
      ]);
      if (controller.signal.aborted) return;
      downloadBlob(
        documentsArchiveName(policyNumber, names),
        documentsArchive(documents, isAnnuity, texts?.(), names),
      );
      setState('idle');
    } catch {
      if (!controller.signal.aborted) setState('failed');
    } finally {
      if (running.current === controller) running.current = null;
    }
  };

  return (
    <div className="download-all">
      <button
        type="button"
        className="button button--primary download-all__button"
        aria-describedby={hintId}
        aria-disabled={state === 'busy'}
        onClick={() => void download()}
      >
        {t.button}
      </button>
      <p id={hintId} className="download-all__hint">
        {hint}
      </p>
      <p className="download-all__status" role="status">
        {state === 'busy' ? t.preparing : ''}
      </p>
      {state === 'failed' ? (
        <p className="alert alert--error" role="alert">
          {t.failed}
        </p>
      ) : null}
    </div>
  );
}
