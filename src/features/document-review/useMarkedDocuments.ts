import { useRef, useState } from 'react';
import type { Case } from '../../api/schemas/case.ts';
import { type CommentModalRef, marksReporter } from '../../components/comments/index.ts';
import type { MarksChange } from '../../components/pdf-viewer/index.ts';
import { DOCUMENT_TEXTS } from '../../domain/documentTexts.ts';
import { markedDocumentName } from '../../domain/markedPages.ts';
import { useTexts } from '../../i18n/useTexts.ts';

export type ExportMarks = Parameters<MarksChange>[1];

/**
 * The customer's marks per document, as the viewer last reported them, handed on to the comment modal
 * so a question or change request can attach them (issue 24 point 4). A ref-like store: a change of
 * marks re-renders nothing.
 */
export function useMarkedDocuments(modal: CommentModalRef | null | undefined, caseData: Case | null) {
  const names = useTexts(DOCUMENT_TEXTS);
  const latest = useRef({ modal, caseData, names });
  latest.current = { modal, caseData, names };
  const [marked] = useState(() => {
    const exports = new Map<string, ExportMarks>();
    return {
      note: (documentId: string, hasMarks: boolean, exportMarks: ExportMarks) => {
        if (hasMarks) exports.set(documentId, exportMarks);
        else exports.delete(documentId);
        const { modal: to, caseData: shown, names: texts } = latest.current;
        if (!to) return;
        const doc = shown?.documents.find((d) => d.documentId === documentId);
        const name = doc
          ? markedDocumentName(doc.documentType, shown?.isAnnuity ?? false, texts)
          : documentId;
        marksReporter(to, documentId, name)(hasMarks, exportMarks);
      },
      /** The documents holding marks, each with how to export its marked PDF. */
      current: (): ReadonlyMap<string, ExportMarks> => exports,
    };
  });
  return marked;
}
