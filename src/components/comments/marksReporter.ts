import type { ExportedMarks } from '../../domain/review/markedPages.ts';
import type { Message } from '../../i18n/message.ts';
import type { CommentModalRef } from './CommentModal.tsx';

/**
 * The viewer's `onMarksChange` for one document: tells the comment modal whether the
 * customer has marked pages in it, and how to export them. The annotation editor's viewer calls it.
 */
export const marksReporter =
  (modal: CommentModalRef, documentId: string, documentName: Message) =>
  (hasMarks: boolean, exportMarks: () => Promise<ExportedMarks>) =>
    modal.send({
      type: 'comment.marks',
      documentId,
      documentName,
      exportMarks: hasMarks ? exportMarks : null,
    });
