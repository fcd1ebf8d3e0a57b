import type { Case } from '../../api/schemas/case.ts';
import type { Comment } from '../../api/schemas/party.ts';
import { commentTypeLabel } from '../../domain/comments.ts';
import { formatUsDate } from '../../domain/dates.ts';
import { markedDocumentName } from '../../domain/markedPages.ts';
import { MarkedPagesLink } from './MarkedPagesLink.tsx';
import { en } from './messages.ts';
import type { LoadMarkedPages } from './provideMarkedPages.ts';

/** The name of the document a comment's pages were marked in, as the case lists it. */
function documentNameOf(caseData: Case, documentId: string): string {
  const doc = caseData.documents.find((d) => d.documentId === documentId);
  return doc ? markedDocumentName(doc.documentType, caseData.isAnnuity) : documentId;
}

/** SPEC §2 'Change History': the comments the caller may see, with their type wording and marked pages. */
interface ChangeHistoryProps {
  comments: Comment[];
  caseData: Case;
  /** Opens a comment's marked pages (provideMarkedPages with the screen's services). */
  loadMarkedPages: LoadMarkedPages;
}

export function ChangeHistory({ comments, caseData, loadMarkedPages }: ChangeHistoryProps) {
  if (comments.length === 0) return <p>{en.history.empty}</p>;
  return (
    <table className="change-history">
      <caption className="visually-hidden">{en.history.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{en.history.type}</th>
          <th scope="col">{en.history.date}</th>
          <th scope="col">{en.history.details}</th>
        </tr>
      </thead>
      <tbody>
        {comments.map((c) => (
          <tr key={c.commentId}>
            <td>{commentTypeLabel(c.commentType)}</td>
            <td>{formatUsDate(c.createdDateTime)}</td>
            <td>
              {c.textDetails}
              {c.markedPages && (
                <MarkedPagesLink
                  load={loadMarkedPages}
                  caseId={caseData.caseId}
                  commentId={c.commentId}
                  pages={c.markedPages.pages}
                  documentName={documentNameOf(caseData, c.markedPages.documentId)}
                />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
