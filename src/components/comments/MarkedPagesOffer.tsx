import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  type commentModalMachine,
  sameMarksOffer,
  selectMarksOffer,
} from '../../../machines/commentModal.ts';
import { useSay, useTexts } from '../../i18n/useTexts.ts';
import { COMMENT_TEXTS } from './messages.ts';

/** The customer's marked pages in the modal: being prepared, offered (ticked), or why not. */
type CommentModalRef = ActorRefFrom<typeof commentModalMachine>;

export function MarkedPagesOffer({ modal, busy }: { modal: CommentModalRef; busy: boolean }) {
  const t = useTexts(COMMENT_TEXTS);
  const say = useSay();
  const offer = useSelector(modal, selectMarksOffer, sameMarksOffer);
  switch (offer.status) {
    case 'none':
      return null;
    case 'preparing':
      return (
        <p className="comment-modal__pages" role="status">
          {t.preparingPages}
        </p>
      );
    case 'offered':
      return (
        <label className="comment-modal__attach">
          <input
            type="checkbox"
            checked={offer.attach}
            disabled={busy}
            onChange={(e) => modal.send({ type: 'comment.attach', attach: e.target.checked })}
          />
          {t.attachPages(offer.pages, say(offer.documentName))}
        </label>
      );
    case 'notAttachable':
      return (
        <p className="form-error" role="alert">
          {t.pagesProblem[offer.problem]}
        </p>
      );
  }
}
