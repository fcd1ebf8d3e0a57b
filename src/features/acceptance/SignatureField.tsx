import { useSelector } from '@xstate/react';
import { useId } from 'react';
import {
  type AcceptanceRef,
  selectAccepting,
  selectNameInvalid,
  selectNameMessage,
  selectSignerRole,
} from '../../../machines/acceptance.ts';
import type { PartyRole } from '../../api/schemas/enums.ts';
import { MAX_TYPED_NAME } from '../../api/schemas/signature.ts';
import { SIGNING_TEXTS } from '../../domain/acceptance/signingTexts.ts';
import { ROLE_TEXTS } from '../../domain/journey/caseSummaryTexts.ts';
import { useSay, useTexts } from '../../i18n/useTexts.ts';

/**
 * The adopted signature: the customer types their full name (decision 220). The field keeps what was
 * typed whatever the machine says of it; the message under it is the machine's.
 */
export function SignatureField({ acceptance }: { acceptance: AcceptanceRef }) {
  const id = useId();
  const typedName = useSelector(acceptance, (s) => s.context.typedName);
  const invalid = useSelector(acceptance, selectNameInvalid);
  const message = useSelector(acceptance, selectNameMessage);
  const role = useSelector(acceptance, selectSignerRole);
  const busy = useSelector(acceptance, selectAccepting);
  const t = useTexts(SIGNING_TEXTS);
  const roles: Record<string, string> = useTexts(ROLE_TEXTS);
  const say = useSay();
  return (
    <div className="field signature-field">
      <label htmlFor={`${id}-name`}>{t.nameLabel}</label>
      <p id={`${id}-hint`} className="signature-field__hint">
        {t.nameHint(roles[role as PartyRole] ?? role)}
      </p>
      <input
        id={`${id}-name`}
        type="text"
        autoComplete="name"
        spellCheck={false}
        maxLength={MAX_TYPED_NAME}
        value={typedName}
        readOnly={busy}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={message ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(e) => acceptance.send({ type: 'acceptance.type', name: e.target.value })}
        onBlur={() => acceptance.send({ type: 'acceptance.leave' })}
        onKeyDown={(e) => {
          // The button stays disabled until the name signs, so Enter is how a customer tries here.
          if (e.key === 'Enter') acceptance.send({ type: 'acceptance.accept' });
        }}
      />
      {message ? (
        <p id={`${id}-error`} className="signature-field__error" role="alert">
          {say(message)}
        </p>
      ) : null}
    </div>
  );
}
