import type { Comment } from '../../api/schemas/party.ts';
import { commentTypeLabel } from '../../domain/comments.ts';
import { COMMENT_MESSAGES } from '../../domain/commentTexts.ts';
import { useFormats, useTexts } from '../../i18n/useTexts.ts';
import { COMMENT_TEXTS } from './messages.ts';

/** SPEC §2 'Change History': the comments the caller may see, with their type wording. */
export function ChangeHistory({ comments }: { comments: Comment[] }) {
  const t = useTexts(COMMENT_TEXTS);
  const types = useTexts(COMMENT_MESSAGES);
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
            <td>{c.textDetails}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
