import { useId } from 'react';
import type { DocumentCardRef } from '../../../../machines/documentReview.ts';
import { REPLACE_OR_FINANCE } from '../../../api/schemas/enums.ts';
import type { DocumentDraft } from '../../../domain/documents.ts';

const REPLACE_LABELS: Record<(typeof REPLACE_OR_FINANCE)[number], string> = {
  neither: 'Neither',
  Replaced: 'Replaced',
  Financing: 'Financing',
};

type PolicyField = 'policyNumber' | 'insuredName' | 'insurerName' | 'replaceOrFinance';

interface ReplacementPolicyProps {
  card: DocumentCardRef;
  index: number;
  policy: DocumentDraft['policies'][number];
  disabled: boolean;
}

/** One policy the new one may replace or be financed by (SPEC §3/§5). */
export function ReplacementPolicy({ card, index, policy, disabled }: ReplacementPolicyProps) {
  const baseId = useId();
  const id = (field: string) => `${baseId}-${index}-${field}`;
  const edit = (field: PolicyField, value: string) =>
    card.send({ type: 'document.policy.edit', index, field, value });
  return (
    <fieldset className="replacement-form__policy" disabled={disabled}>
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
}
