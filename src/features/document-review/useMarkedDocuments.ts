import { useState } from 'react';
import type { MarksChange } from '../../components/pdf-viewer/index.ts';

export type ExportMarks = Parameters<MarksChange>[1];

/**
 * The customer's marks per document, as the viewer last reported them: what a question or change
 * request attaches (issue 24 point 4). A ref-like store: a change of marks re-renders nothing.
 */
export function useMarkedDocuments() {
  const [marked] = useState(() => {
    const exports = new Map<string, ExportMarks>();
    return {
      note: (documentId: string, hasMarks: boolean, exportMarks: ExportMarks) => {
        if (hasMarks) exports.set(documentId, exportMarks);
        else exports.delete(documentId);
      },
      /** The documents holding marks, each with how to export its marked PDF. */
      current: (): ReadonlyMap<string, ExportMarks> => exports,
    };
  });
  return marked;
}
