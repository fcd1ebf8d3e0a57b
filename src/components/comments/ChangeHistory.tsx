import type { Comment } from '../../api/schemas/party.ts';
import { commentTypeLabel } from '../../domain/comments.ts';
import { formatUsDate } from '../../domain/dates.ts';

/** SPEC §2 'Change History': the comments the caller may see, with their type wording. */
export function ChangeHistory({ comments }: { comments: Comment[] }) {
  if (comments.length === 0) return <p>There are no changes or questions on this policy yet.</p>;
  return (
    <table className="change-history">
      <caption className="visually-hidden">Change History</caption>
      <thead>
        <tr>
          <th scope="col">Type</th>
          <th scope="col">Date</th>
          <th scope="col">Details</th>
        </tr>
      </thead>
      <tbody>
        {comments.map((c) => (
          <tr key={c.commentId}>
            <td>{commentTypeLabel(c.commentType)}</td>
            <td>{formatUsDate(c.createdDateTime)}</td>
            <td>{c.textDetails}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
