import { useId } from 'react';
import type { DocumentCardRef } from '../../../../machines/documentReview.ts';
import { REPLACE_OR_FINANCE } from '../../../api/schemas/enums.ts';
import type { DocumentDraft } from '../../../domain/documents/documents.ts';
import { useTexts } from '../../../i18n/useTexts.ts';
import { REVIEW_TEXTS } from '../messages.ts';
import { FieldError, useFieldError } from './FieldError.tsx';

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
  const t = useTexts(REVIEW_TEXTS).controls;
  const n = String(index + 1);
  const id = (field: string) => `${baseId}-${index}-${field}`;
  const errors = {
    policyNumber: useFieldError(card, `policies.${index}.policyNumber`),
    insuredName: useFieldError(card, `policies.${index}.insuredName`),
    insurerName: useFieldError(card, `policies.${index}.insurerName`),
  };
  const edit = (field: PolicyField, value: string) =>
    card.send({ type: 'document.policy.edit', index, field, value });
  return (
    <fieldset className="replacement-form__policy" disabled={disabled}>
      <legend>{t.policy(n)}</legend>
      <label htmlFor={id('number')}>{t.policyNumber}</label>
      <input
        id={id('number')}
        value={policy.policyNumber}
        onChange={(e) => edit('policyNumber', e.target.value)}
        {...errors.policyNumber.control}
      />
      <FieldError error={errors.policyNumber} />
      <label htmlFor={id('insured')}>{t.insuredName}</label>
      <input
        id={id('insured')}
        value={policy.insuredName}
        onChange={(e) => edit('insuredName', e.target.value)}
        {...errors.insuredName.control}
      />
      <FieldError error={errors.insuredName} />
      <label htmlFor={id('insurer')}>{t.insurerName}</label>
      <input
        id={id('insurer')}
        value={policy.insurerName}
        onChange={(e) => edit('insurerName', e.target.value)}
        {...errors.insurerName.control}
      />
      <FieldError error={errors.insurerName} />
      <label htmlFor={id('rof')}>{t.replacedOrFinancing}</label>
      <select
        id={id('rof')}
        value={policy.replaceOrFinance}
        onChange={(e) => edit('replaceOrFinance', e.target.value)}
      >
        {REPLACE_OR_FINANCE.map((v) => (
          <option key={v} value={v}>
            {t.replaceOrFinance[v]}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="button button--link"
        onClick={() => card.send({ type: 'document.policy.remove', index })}
      >
        {t.removePolicy(n)}
      </button>
    </fieldset>
  );
}
