import type { Case } from '../../api/schemas/case.ts';
import type { Comment } from '../../api/schemas/party.ts';
import { DOCUMENT_TEXTS } from '../../domain/documents/documentTexts.ts';
import { commentTypeLabel } from '../../domain/review/comments.ts';
import { COMMENT_MESSAGES } from '../../domain/review/commentTexts.ts';
import { markedDocumentName } from '../../domain/review/markedPages.ts';
import { useFormats, useTexts } from '../../i18n/useTexts.ts';
import { MarkedPagesLink } from './MarkedPagesLink.tsx';
import { COMMENT_TEXTS } from './messages.ts';
import type { LoadMarkedPages } from './provideMarkedPages.ts';

/** The name of the document a comment's pages were marked in, as the case lists it. */
function documentNameOf(caseData: Case, documentId: string, texts: typeof DOCUMENT_TEXTS): string {
  const doc = caseData.documents.find((d) => d.documentId === documentId);
  return doc ? markedDocumentName(doc.documentType, caseData.isAnnuity, texts) : documentId;
}

/** SPEC §2 'Change History': the comments the caller may see, with their type wording and marked pages. */
interface ChangeHistoryProps {
  comments: Comment[];
  caseData: Case;
  /** Opens a comment's marked pages (provideMarkedPages with the screen's services). */
  loadMarkedPages: LoadMarkedPages;
}

export function ChangeHistory({ comments, caseData, loadMarkedPages }: ChangeHistoryProps) {
  const t = useTexts(COMMENT_TEXTS);
  const types = useTexts(COMMENT_MESSAGES);
  const documents = useTexts(DOCUMENT_TEXTS);
  const { date } = useFormats();
  if (comments.length === 0) return <p>{t.noHistory}</p>;
  return (
    <table className="change-history">
      <caption className="visually-hidden">{t.changeHistory}</caption>
      <thead>
        <tr>
          <th scope="col">{t.type}</th>
          <th scope="col">{t.date}</th>
          <th scope="col">{t.details}</th>
        </tr>
      </thead>
      <tbody>
        {comments.map((c) => (
          <tr key={c.commentId}>
            <td>{commentTypeLabel(c.commentType, types)}</td>
            <td>{date(c.createdDateTime)}</td>
            <td>
              {c.textDetails}
              {c.markedPages && (
                <MarkedPagesLink
                  load={loadMarkedPages}
                  caseId={caseData.caseId}
                  commentId={c.commentId}
                  pages={c.markedPages.pages}
                  documentName={documentNameOf(caseData, c.markedPages.documentId, documents)}
                />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
