import { createActor, type EventFromLogic } from 'xstate';
import { consentMachine } from '../../machines/consent.ts';
import { ApiError } from '../../src/api/errors.ts';
import type { Case } from '../../src/api/schemas/case.ts';
import { reviewCase } from '../unit/document-fixtures.ts';
import { build } from './document-paths.ts';
import { inspecting, pendingCalls, type Run, replay } from './replay.ts';

/**
 * The consent machine's generated paths (decision 212), replayed against fakes: every answer to the
 * disclosure, the sample check's outcomes, the calls' successes and failures, a decline taken back.
 */

const INPUT = { caseId: '100006', role: 'customer', partyId: 'p-olivia' } as const;

/** Olivia's case before she consented. */
const ASKED: Case = (() => {
  const c = reviewCase();
  const withoutConsent = ({ consentedAt: _, ...party }: Case['parties'][number]) => party;
  return { ...c, parties: c.parties.map(withoutConsent) };
})();

const failed = (call: 'getCase' | 'giveConsent' | 'declineConsent') =>
  new ApiError('Service unavailable', { code: 'ServerError', status: 503, call });

export function consentModel() {
  return build('consent', consentMachine, {
    input: INPUT,
    events: [
      { type: 'xstate.done.actor.loadCase', output: ASKED },
      // Consented already: straight on to the review.
      { type: 'xstate.done.actor.loadCase', output: reviewCase() },
      { type: 'xstate.error.actor.loadCase', error: failed('getCase') },
      {
        type: 'xstate.error.actor.loadCase',
        error: new ApiError('Case not found!', { code: 'CaseNotFound', status: 404, call: 'getCase' }),
      },
      { type: 'consent.retry' },
      { type: 'consent.tick', agreed: true },
      { type: 'consent.tick', agreed: false },
      { type: 'consent.sampleShown' },
      { type: 'consent.sampleFailed' },
      { type: 'consent.agree' },
      { type: 'consent.decline' },
      { type: 'consent.reconsider' },
      {
        type: 'xstate.done.actor.giveConsent',
        output: { partyId: 'p-olivia', consentedAt: '2026-11-26T15:00:00.000Z' },
      },
      { type: 'xstate.error.actor.giveConsent', error: failed('giveConsent') },
      { type: 'xstate.done.actor.declineConsent', output: { isSuccessful: true } },
      { type: 'xstate.error.actor.declineConsent', error: failed('declineConsent') },
    ] as EventFromLogic<typeof consentMachine>[],
    serializeState: (s) => JSON.stringify([s.value, s.context.agreed, s.context.sample, s.context.problem]),
  });
}

export const runConsentPath: Run = async (path, inspect) => {
  const { logic, settle } = pendingCalls();
  const machine = consentMachine.provide({
    actors: { loadCase: logic as never, giveConsent: logic as never, declineConsent: logic as never },
    actions: { navigate: () => {} },
  });
  await replay(createActor(machine, { input: INPUT, ...inspecting(inspect) }), settle, path);
};
