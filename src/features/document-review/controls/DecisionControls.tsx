import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import type { DocumentCardRef } from '../../../../machines/documentReview.ts';
import { acceptQuestion } from '../../../domain/documents/documents.ts';
import { DOCUMENT_TEXTS } from '../../../domain/documents/documentTexts.ts';
import { useTexts } from '../../../i18n/useTexts.ts';
import { landOn } from '../../../shell/landing.ts';
import { REVIEW_TEXTS } from '../messages.ts';
import { ChoiceGroup } from './ChoiceGroup.tsx';
import { FieldError, useFieldError } from './FieldError.tsx';
import { ReplacementFormControls } from './ReplacementFormControls.tsx';

/** SPEC §5 controls by document type; every rule lives in the card machine, the view only sends. */
export function DecisionControls({ card }: { card: DocumentCardRef }) {
  const kind = useSelector(card, (s) => s.context.kind);
  const type = useSelector(card, (s) => s.context.document.documentType);
  const draft = useSelector(card, (s) => s.context.draft);
  const canEdit = useSelector(card, (s) => s.can({ type: 'document.choose', choice: 'Accepted' }));
  const canSubmit = useSelector(card, (s) => s.can({ type: 'document.submit' }));
  const busy = useSelector(card, (s) => s.hasTag('busy'));
  const choiceError = useFieldError(card, 'choice');
  const commentsError = useFieldError(card, 'comments');
  const dateError = useFieldError(card, 'newIssueDate');
  const form = useRef<HTMLFormElement>(null);
  const refusals = useSelector(card, (s) => s.context.refusals);
  // A refused Submit: focus goes to the first field it names, whose message is its description.
  useEffect(() => {
    if (refusals > 0) landOn(form.current?.querySelector('[aria-invalid="true"]'));
  }, [refusals]);
  const commentsId = useId();
  const dateId = useId();
  const t = useTexts(REVIEW_TEXTS).controls;
  const texts = useTexts(DOCUMENT_TEXTS);

  if (kind === 'reviewOnly') return null;
  const submit = (
    <button type="submit" className="button button--primary" disabled={!canSubmit}>
      {busy ? t.submitting : t.submit}
    </button>
  );
  return (
    <form
      ref={form}
      className="review-controls"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        card.send({ type: 'document.submit' });
      }}
    >
      {kind === 'replacementForm' ? (
        <ReplacementFormControls card={card} />
      ) : (
        <ChoiceGroup
          legend={acceptQuestion(type, texts)}
          value={draft.choice}
          disabled={!canEdit}
          onChange={(choice) => card.send({ type: 'document.choose', choice })}
          error={choiceError}
        />
      )}
      {kind === 'saveAge' && draft.choice === 'Declined' && (
        <p className="review-controls__hint">{t.saveAgeHint}</p>
      )}
      {kind === 'deliveryReceipt' && draft.choice === 'Declined' && (
        <div className="field">
          <label htmlFor={dateId}>{t.newIssueDate}</label>
          <input
            id={dateId}
            inputMode="numeric"
            placeholder={t.datePlaceholder}
            value={draft.newIssueDate}
            disabled={!canEdit}
            onChange={(e) => card.send({ type: 'document.issueDate', text: e.target.value })}
            {...dateError.control}
          />
          <FieldError error={dateError} />
        </div>
      )}
      {(kind === 'acceptDecline' || kind === 'deliveryReceipt') && draft.choice === 'Declined' && (
        <div className="field">
          <label htmlFor={commentsId}>{t.comments}</label>
          <textarea
            id={commentsId}
            rows={3}
            value={draft.comments}
            disabled={!canEdit}
            onChange={(e) => card.send({ type: 'document.comments', text: e.target.value })}
            {...commentsError.control}
          />
          <FieldError error={commentsError} />
        </div>
      )}
      {submit}
    </form>
  );
}
