import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { selectAtPolicyLimit } from '../../../../machines/documentCard.ts';
import type { DocumentCardRef } from '../../../../machines/documentReview.ts';
import { useTexts } from '../../../i18n/useTexts.ts';
import { REVIEW_TEXTS } from '../messages.ts';
import { ReplacementPolicy } from './ReplacementPolicy.tsx';

function YesNo(props: {
  legend: string;
  value: 'yes' | 'no' | null;
  disabled: boolean;
  onChange: (v: 'yes' | 'no') => void;
}) {
  const name = useId();
  const t = useTexts(REVIEW_TEXTS).controls;
  return (
    <fieldset className="review-choice" disabled={props.disabled}>
      <legend>{props.legend}</legend>
      {(['yes', 'no'] as const).map((v) => (
        <label key={v}>
          <input type="radio" name={name} checked={props.value === v} onChange={() => props.onChange(v)} />{' '}
          {v === 'yes' ? t.yes : t.no}
        </label>
      ))}
    </fieldset>
  );
}

/** SPEC §3/§5 replacement form: two questions, a reason, and up to 3 policies. */
export function ReplacementFormControls({ card }: { card: DocumentCardRef }) {
  const draft = useSelector(card, (s) => s.context.draft);
  const canEdit = useSelector(card, (s) => s.can({ type: 'document.reason', text: '' }));
  const canAdd = useSelector(card, (s) => s.can({ type: 'document.policy.add' }));
  const atLimit = useSelector(card, selectAtPolicyLimit);
  const reasonId = useId();
  const t = useTexts(REVIEW_TEXTS).controls;
  return (
    <div className="replacement-form">
      <YesNo
        legend={t.mightDiscontinue}
        value={draft.mightDiscontinue}
        disabled={!canEdit}
        onChange={(value) => card.send({ type: 'document.answer', question: 'mightDiscontinue', value })}
      />
      <YesNo
        legend={t.mightFinance}
        value={draft.mightFinance}
        disabled={!canEdit}
        onChange={(value) => card.send({ type: 'document.answer', question: 'mightFinance', value })}
      />
      <div className="field">
        <label htmlFor={reasonId}>{t.reason}</label>
        <textarea
          id={reasonId}
          rows={2}
          value={draft.replacementReason}
          disabled={!canEdit}
          onChange={(e) => card.send({ type: 'document.reason', text: e.target.value })}
        />
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
    </div>
  );
}
