import { useRef, useState } from 'react';
import type { Case } from '../../api/schemas/case.ts';
import { type CommentModalRef, marksReporter } from '../../components/comments/index.ts';
import type { MarksChange } from '../../components/pdf-viewer/index.ts';
import { DOCUMENT_TEXTS } from '../../domain/documents/documentTexts.ts';
import { markedDocumentName } from '../../domain/review/markedPages.ts';
import { useTexts } from '../../i18n/useTexts.ts';

export type ExportMarks = Parameters<MarksChange>[1];

/**
 * Hands each change of the customer's marks on a document, as the viewer reports it, to the comment
 * modal, so a question or change request can attach them. A change of marks
 * re-renders nothing.
 */
export function useMarkedDocuments(modal: CommentModalRef | null | undefined, caseData: Case | null) {
  const names = useTexts(DOCUMENT_TEXTS);
  const latest = useRef({ modal, caseData, names });
  latest.current = { modal, caseData, names };
  const [marked] = useState(() => ({
    note: (documentId: string, hasMarks: boolean, exportMarks: ExportMarks) => {
      const { modal: to, caseData: shown, names: texts } = latest.current;
      if (!to) return;
      const doc = shown?.documents.find((d) => d.documentId === documentId);
      const name = doc ? markedDocumentName(doc.documentType, shown?.isAnnuity ?? false, texts) : documentId;
      marksReporter(to, documentId, name)(hasMarks, exportMarks);
    },
  }));
  return marked;
}
