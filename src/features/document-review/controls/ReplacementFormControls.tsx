import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { selectAtPolicyLimit } from '../../../../machines/documentCard.ts';
import type { DocumentCardRef } from '../../../../machines/documentReview.ts';
import { replacesSomething } from '../../../domain/review/replacementForm.ts';
import { useTexts } from '../../../i18n/useTexts.ts';
import { REVIEW_TEXTS } from '../messages.ts';
import { FieldError, useFieldError } from './FieldError.tsx';
import { ReplacementPolicy } from './ReplacementPolicy.tsx';

type Question = 'mightDiscontinue' | 'mightFinance';

function YesNo(props: { card: DocumentCardRef; question: Question; legend: string; disabled: boolean }) {
  const { card, question } = props;
  const value = useSelector(card, (s) => s.context.draft[question]);
  const error = useFieldError(card, question);
  const name = useId();
  const t = useTexts(REVIEW_TEXTS).controls;
  return (
    <fieldset className="review-choice" disabled={props.disabled} {...error.control}>
      <legend>{props.legend}</legend>
      {(['yes', 'no'] as const).map((v) => (
        <label key={v}>
          <input
            type="radio"
            name={name}
            checked={value === v}
            onChange={() => card.send({ type: 'document.answer', question, value: v })}
          />{' '}
          {v === 'yes' ? t.yes : t.no}
        </label>
      ))}
      <FieldError error={error} />
    </fieldset>
  );
}

/**
 * SPEC §3/§5 replacement form: two questions; the reason and up to 3 policies only when something is
 * replaced or financed (decision 351).
 */
export function ReplacementFormControls({ card }: { card: DocumentCardRef }) {
  const draft = useSelector(card, (s) => s.context.draft);
  const canEdit = useSelector(card, (s) => s.can({ type: 'document.reason', text: '' }));
  const canAdd = useSelector(card, (s) => s.can({ type: 'document.policy.add' }));
  const atLimit = useSelector(card, selectAtPolicyLimit);
  const reasonError = useFieldError(card, 'replacementReason');
  const policiesError = useFieldError(card, 'policies');
  const reasonId = useId();
  const t = useTexts(REVIEW_TEXTS).controls;
  return (
    <div className="replacement-form">
      <YesNo card={card} question="mightDiscontinue" legend={t.mightDiscontinue} disabled={!canEdit} />
      <YesNo card={card} question="mightFinance" legend={t.mightFinance} disabled={!canEdit} />
      {replacesSomething(draft) && (
        <>
          <div className="field">
            <label htmlFor={reasonId}>{t.reason}</label>
            <textarea
              id={reasonId}
              rows={2}
              value={draft.replacementReason}
              disabled={!canEdit}
              onChange={(e) => card.send({ type: 'document.reason', text: e.target.value })}
              {...reasonError.control}
            />
            <FieldError error={reasonError} />
          </div>
          {draft.policies.map((policy, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the policy's position is its identity in the answers
            <ReplacementPolicy key={index} card={card} index={index} policy={policy} disabled={!canEdit} />
          ))}
          <button
            type="button"
            className="button button--secondary"
            disabled={!canAdd}
            onClick={() => card.send({ type: 'document.policy.add' })}
          >
            {t.addPolicy}
          </button>
          {atLimit && <p className="review-controls__hint">{t.atMost}</p>}
          <FieldError error={policiesError} />
        </>
      )}
    </div>
  );
}
