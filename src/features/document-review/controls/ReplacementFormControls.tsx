import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { DocumentCardRef } from '../../../../machines/documentReview.ts';
import { REPLACE_OR_FINANCE } from '../../../api/schemas/enums.ts';

const REPLACE_LABELS: Record<(typeof REPLACE_OR_FINANCE)[number], string> = {
  neither: 'Neither',
  Replaced: 'Replaced',
  Financing: 'Financing',
};

function YesNo(props: {
  legend: string;
  value: 'yes' | 'no' | null;
  disabled: boolean;
  onChange: (v: 'yes' | 'no') => void;
}) {
  const name = useId();
  return (
    <fieldset className="review-choice" disabled={props.disabled}>
      <legend>{props.legend}</legend>
      {(['yes', 'no'] as const).map((v) => (
        <label key={v}>
          <input type="radio" name={name} checked={props.value === v} onChange={() => props.onChange(v)} />{' '}
          {v === 'yes' ? 'Yes' : 'No'}
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
  const reasonId = useId();
  const baseId = useId();
  return (
    <div className="replacement-form">
      <YesNo
        legend="Might this policy replace, discontinue or change any existing insurance or annuity?"
        value={draft.mightDiscontinue}
        disabled={!canEdit}
        onChange={(value) => card.send({ type: 'document.answer', question: 'mightDiscontinue', value })}
      />
      <YesNo
        legend="Might this policy be financed with the values of an existing policy?"
        value={draft.mightFinance}
        disabled={!canEdit}
        onChange={(value) => card.send({ type: 'document.answer', question: 'mightFinance', value })}
      />
      <div className="field">
        <label htmlFor={reasonId}>Reason for replacement</label>
        <textarea
          id={reasonId}
          rows={2}
          value={draft.replacementReason}
          disabled={!canEdit}
          onChange={(e) => card.send({ type: 'document.reason', text: e.target.value })}
        />
      </div>
      {draft.policies.map((policy, index) => {
        const id = (field: string) => `${baseId}-${index}-${field}`;
        const edit = (
          field: 'policyNumber' | 'insuredName' | 'insurerName' | 'replaceOrFinance',
          value: string,
        ) => card.send({ type: 'document.policy.edit', index, field, value });
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the policy's position is its identity in the answers
          <fieldset key={index} className="replacement-form__policy" disabled={!canEdit}>
            <legend>Policy {index + 1}</legend>
            <label htmlFor={id('number')}>Policy number</label>
            <input
              id={id('number')}
              value={policy.policyNumber}
              onChange={(e) => edit('policyNumber', e.target.value)}
            />
            <label htmlFor={id('insured')}>Insured name</label>
            <input
              id={id('insured')}
              value={policy.insuredName}
              onChange={(e) => edit('insuredName', e.target.value)}
            />
            <label htmlFor={id('insurer')}>Insurer name</label>
            <input
              id={id('insurer')}
              value={policy.insurerName}
              onChange={(e) => edit('insurerName', e.target.value)}
            />
            <label htmlFor={id('rof')}>Replaced or financing</label>
            <select
              id={id('rof')}
              value={policy.replaceOrFinance}
              onChange={(e) => edit('replaceOrFinance', e.target.value)}
            >
              {REPLACE_OR_FINANCE.map((v) => (
                <option key={v} value={v}>
                  {REPLACE_LABELS[v]}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="button button--link"
              onClick={() => card.send({ type: 'document.policy.remove', index })}
            >
              Remove policy {index + 1}
            </button>
          </fieldset>
        );
      })}
      <button
        type="button"
        className="button button--secondary"
        disabled={!canAdd}
        onClick={() => card.send({ type: 'document.policy.add' })}
      >
        Add a policy
      </button>
      {!canAdd && canEdit && draft.policies.length >= 3 && (
        <p className="review-controls__hint">At most 3 policies can be listed.</p>
      )}
    </div>
  );
}
