import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  type ConsentMachine,
  selectAwaitingSample,
  selectBusy,
  selectSampleNote,
} from '../../../machines/consent.ts';
import type { Case } from '../../api/schemas/case.ts';
import { agentNameOf } from '../../domain/record/consent.ts';
import { CONSENT_TEXTS } from '../../domain/record/consentTexts.ts';
import { message } from '../../i18n/message.ts';
import { useSay, useTexts } from '../../i18n/useTexts.ts';
import { Spinner } from '../../shell/PageSpinner.tsx';
import { ConsentTerms } from './ConsentTerms.tsx';
import { SampleDocument } from './SampleDocument.tsx';

/** The disclosure, the sample check, the 'I agree' tick and the two answers. */
export function ConsentForm({
  caseData,
  consent,
}: {
  caseData: Case;
  consent: ActorRefFrom<ConsentMachine>;
}) {
  const agreed = useSelector(consent, (s) => s.context.agreed);
  const problem = useSelector(consent, (s) => s.context.problem);
  const note = useSelector(consent, selectSampleNote);
  const busy = useSelector(consent, selectBusy);
  const awaiting = useSelector(consent, selectAwaitingSample);
  const t = useTexts(CONSENT_TEXTS);
  const say = useSay();
  const onShown = useCallback(() => consent.send({ type: 'consent.sampleShown' }), [consent]);
  const onFailed = useCallback(() => consent.send({ type: 'consent.sampleFailed' }), [consent]);

  return (
    <form
      className="consent__form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        consent.send({ type: 'consent.agree' });
      }}
    >
      <p className="lead">{t.intro(caseData.policyNumber)}</p>
      <ConsentTerms agentName={agentNameOf(caseData)} />
      <SampleDocument note={note && say(note)} onShown={onShown} onFailed={onFailed} />
      <label className="consent__agree">
        <input
          type="checkbox"
          checked={agreed}
          aria-invalid={problem?.id === message(CONSENT_TEXTS, 'notTicked').id}
          aria-describedby={problem ? 'consent-problem' : undefined}
          onChange={(e) => consent.send({ type: 'consent.tick', agreed: e.target.checked })}
        />
        <span>{t.agreeLabel}</span>
      </label>
      {problem ? (
        <p id="consent-problem" className="form-error" role="alert">
          {say(problem)}
        </p>
      ) : null}
      <div className="page-actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={busy || awaiting}
          aria-busy={busy || awaiting}
        >
          {t.agree}
        </button>
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => consent.send({ type: 'consent.decline' })}
        >
          {t.decline}
        </button>
        {busy ? <Spinner label={t.recording} /> : null}
        {awaiting ? (
          <p className="consent__waiting" role="status">
            <span className="spinner__wheel" aria-hidden="true" />
            {t.checkPending}
          </p>
        ) : null}
      </div>
    </form>
  );
}
