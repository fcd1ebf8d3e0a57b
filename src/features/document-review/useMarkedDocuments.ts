import { useRef, useState } from 'react';
import type { Case } from '../../api/schemas/case.ts';
import { type CommentModalRef, marksReporter } from '../../components/comments/index.ts';
import type { MarksChange } from '../../components/pdf-viewer/index.ts';
import { markedDocumentMessage } from '../../domain/review/markedPages.ts';
import { rawMessage } from '../../i18n/rawText.ts';

export type ExportMarks = Parameters<MarksChange>[1];

/**
 * Hands each change of the customer's marks on a document, as the viewer reports it, to the comment
 * modal, so a question or change request can attach them. A change of marks
 * re-renders nothing.
 */
export function useMarkedDocuments(modal: CommentModalRef | null | undefined, caseData: Case | null) {
  const latest = useRef({ modal, caseData });
  latest.current = { modal, caseData };
  const [marked] = useState(() => ({
    note: (documentId: string, hasMarks: boolean, exportMarks: ExportMarks) => {
      const { modal: to, caseData: shown } = latest.current;
      if (!to) return;
      const doc = shown?.documents.find((d) => d.documentId === documentId);
      const name = doc
        ? markedDocumentMessage(doc.documentType, shown?.isAnnuity ?? false)
        : rawMessage(documentId);
      marksReporter(to, documentId, name)(hasMarks, exportMarks);
    },
  }));
  return marked;
}
