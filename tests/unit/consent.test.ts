import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  consentMachine,
  selectAwaitingSample,
  selectBusy,
  selectSampleNote,
} from '../../machines/consent.ts';
import { ApiError } from '../../src/api/errors.ts';
import type { Case, SuccessResponse } from '../../src/api/schemas/case.ts';
import type { ConsentResult } from '../../src/api/schemas/party.ts';
import { SPEC_TEXTS } from '../../src/domain/failureTexts.ts';
import { agentContactOf, agentNameOf, awaitsConsent, consentLines } from '../../src/domain/record/consent.ts';
import { CONSENT_DISCLOSURE_VERSION, CONSENT_TEXTS } from '../../src/domain/record/consentTexts.ts';
import type { RouteTarget } from '../../src/domain/routeNames.ts';
import { message } from '../../src/i18n/message.ts';
import { rawMessage } from '../../src/i18n/rawText.ts';
import { approvalCase100011, reviewCase } from './document-fixtures.ts';

/** Olivia has not consented yet; Ian has. */
const unconsented = (): Case => {
  const c = reviewCase();
  const withoutConsent = ({ consentedAt: _, ...party }: Case['parties'][number]) => party;
  return { ...c, parties: c.parties.map((p) => (p.id === 'p-olivia' ? withoutConsent(p) : p)) };
};

interface Options {
  caseData?: Case;
  /** Each load in turn: an Error is thrown, anything else is the case; the rest load `caseData`. */
  loadAnswers?: (Case | Error)[];
  role?: 'customer' | 'agent';
  give?: () => Promise<ConsentResult>;
  decline?: () => Promise<SuccessResponse>;
}

function start({
  caseData = unconsented(),
  loadAnswers = [],
  role = 'customer',
  give = async () => ({ partyId: 'p-olivia', consentedAt: '2026-11-26T15:00:00.000Z' }),
  decline = async () => ({ isSuccessful: true }),
}: Options = {}) {
  const navigations: RouteTarget[] = [];
  const calls: { call: string; input: unknown }[] = [];
  const loads: unknown[] = [];
  const machine = consentMachine.provide({
    actors: {
      loadCase: fromPromise(async ({ input }) => {
        loads.push(input);
        const answer = loadAnswers.shift() ?? caseData;
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      giveConsent: fromPromise(async ({ input }) => {
        calls.push({ call: 'giveConsent', input });
        return give();
      }),
      declineConsent: fromPromise(async ({ input }) => {
        calls.push({ call: 'declineConsent', input });
        return decline();
      }),
    },
    actions: { navigate: (_, target) => navigations.push(target) },
  });
  const actor = createActor(machine, { input: { caseId: '100001', role, partyId: 'p-olivia' } }).start();
  return { actor, navigations, calls, loads };
}

const asking = (run: ReturnType<typeof start>) => waitFor(run.actor, (s) => s.matches('asking'));

describe('consent rules', () => {
  it('asks a customer whose own party has not consented, never an agent nor a party that did', () => {
    expect(awaitsConsent(unconsented(), 'customer')).toBe(true);
    expect(awaitsConsent(unconsented(), 'agent')).toBe(false);
    expect(awaitsConsent(reviewCase(), 'customer')).toBe(false);
    expect(awaitsConsent({ ...unconsented(), partyId: 'p-ian' }, 'customer')).toBe(false);
    // A viewer whose party is not on the case has no consent of their own to give.
    expect(awaitsConsent({ ...unconsented(), partyId: 'p-nobody' }, 'customer')).toBe(false);
  });

  it("lists every customer party (SPEC §1: Insured, Owner, Annuitant) for the agent, and no agent's party", () => {
    const c = reviewCase();
    const party = (id: string, displayName: string, roles: Case['parties'][number]['roles']) => ({
      id,
      displayName,
      emailAddress: null,
      roles,
    });
    const caseData = {
      ...c,
      parties: [
        ...c.parties,
        party('p-ann', 'Ann Annuitant', ['Annuitant']),
        party('p-oscar', 'Oscar Owner', ['Owner']),
        party('p-sam', 'Sam Seller', ['Agent', 'Owner']),
        party('p-bea', 'Bea Bga', ['Bga']),
        party('p-alex', 'Alex Agent', ['Agent']),
      ],
    };
    expect(consentLines(caseData, 'UTC')).toEqual([
      'Olivia Owner: agreed on 01/01/2026 at 09:00:00 am',
      'Ian Insured: agreed on 01/01/2026 at 09:30:00 am',
      'Ann Annuitant: not yet',
      'Oscar Owner: not yet',
      'Sam Seller: not yet',
    ]);
  });

  it("names the case's agent to ask for paper (decision 212), and no one when the case names none", () => {
    expect(agentNameOf(approvalCase100011('p-own'))).toBe('Alex Agent');
    expect(agentNameOf(reviewCase())).toBeNull();
  });

  it('gives a customer who wants paper the agent’s name, phone and e-mail as known (decision 425), or no one', () => {
    const known = approvalCase100011('p-own');
    const reachable = {
      ...known,
      parties: known.parties.map((p) =>
        p.roles.includes('Agent')
          ? { ...p, phoneNumber: '515-555-0142', emailAddress: 'alex@example.net' }
          : p,
      ),
    };
    expect(agentContactOf(reachable)).toEqual({
      name: 'Alex Agent',
      phone: '515-555-0142',
      email: 'alex@example.net',
    });
    // An agent with neither: the page names them and gives no number or address (null, never undefined).
    expect(agentContactOf(known)).toStrictEqual({ name: 'Alex Agent', phone: null, email: null });
    expect(agentContactOf(reviewCase())).toBeNull();
  });

  it('tells the agent each customer party: agreed with date and time, or not yet', () => {
    expect(consentLines(unconsented(), 'UTC')).toEqual([
      'Olivia Owner: not yet',
      'Ian Insured: agreed on 01/01/2026 at 09:30:00 am',
    ]);
  });
});

describe('consent machine', () => {
  it('records consent once the sample showed and the box is ticked, then opens the review', async () => {
    const run = start();
    await asking(run);
    run.actor.send({ type: 'consent.sampleShown' });
    expect(selectSampleNote(run.actor.getSnapshot())).toEqual(message(CONSENT_TEXTS, 'checkPassed'));
    run.actor.send({ type: 'consent.tick', agreed: true });
    run.actor.send({ type: 'consent.agree' });
    expect(selectBusy(run.actor.getSnapshot())).toBe(true);
    run.actor.send({ type: 'consent.agree' });
    await waitFor(run.actor, (s) => s.matches('consented'));
    expect(run.calls).toEqual([
      { call: 'giveConsent', input: { caseId: '100001', disclosureVersion: CONSENT_DISCLOSURE_VERSION } },
    ]);
    expect(run.navigations).toEqual([
      {
        name: 'DocumentReview',
        params: { caseId: '100001' },
        search: { partyId: 'p-olivia' },
        replace: true,
      },
    ]);
  });

  it('records nothing until the box is ticked, and says so', async () => {
    const run = start();
    await asking(run);
    run.actor.send({ type: 'consent.sampleShown' });
    run.actor.send({ type: 'consent.agree' });
    expect(run.actor.getSnapshot().context.problem).toEqual(message(CONSENT_TEXTS, 'notTicked'));
    expect(run.actor.getSnapshot().matches('asking')).toBe(true);
    run.actor.send({ type: 'consent.tick', agreed: true });
    expect(run.actor.getSnapshot().context.problem).toBeNull();
    run.actor.send({ type: 'consent.tick', agreed: false });
    run.actor.send({ type: 'consent.agree' });
    expect(run.calls).toEqual([]);
  });

  it('Continue pressed before the sample shows waits for it, then records at once: one press', async () => {
    const run = start();
    await asking(run);
    run.actor.send({ type: 'consent.tick', agreed: true });
    run.actor.send({ type: 'consent.agree' });
    const waiting = run.actor.getSnapshot();
    expect(selectAwaitingSample(waiting)).toBe(true);
    // Nothing contradicts what follows: no problem is said, the sample's note is not yet there.
    expect(waiting.context.problem).toBeNull();
    expect(selectSampleNote(waiting)).toBeNull();
    // A second press while waiting changes nothing.
    run.actor.send({ type: 'consent.agree' });
    expect(run.calls).toEqual([]);
    run.actor.send({ type: 'consent.sampleShown' });
    expect(selectAwaitingSample(run.actor.getSnapshot())).toBe(false);
    expect(selectBusy(run.actor.getSnapshot())).toBe(true);
    await waitFor(run.actor, (s) => s.matches('consented'));
    expect(run.calls).toEqual([
      { call: 'giveConsent', input: { caseId: '100001', disclosureVersion: CONSENT_DISCLOSURE_VERSION } },
    ]);
    expect(run.navigations).toHaveLength(1);
  });

  it('a sample that cannot show, while Continue waits, stops it and says why; nothing is recorded', async () => {
    const run = start();
    await asking(run);
    run.actor.send({ type: 'consent.tick', agreed: true });
    run.actor.send({ type: 'consent.agree' });
    run.actor.send({ type: 'consent.sampleFailed' });
    const after = run.actor.getSnapshot();
    expect(after.matches('asking')).toBe(true);
    expect(selectAwaitingSample(after)).toBe(false);
    expect(selectSampleNote(after)).toEqual(message(CONSENT_TEXTS, 'checkFailed'));
    expect(after.context.problem).toEqual(message(CONSENT_TEXTS, 'checkFailed'));
    run.actor.send({ type: 'consent.agree' });
    expect(run.actor.getSnapshot().context.problem).toEqual(message(CONSENT_TEXTS, 'checkFailed'));
    expect(run.calls).toEqual([]);
  });

  it('a sample that could not show before Continue was pressed: Continue says why beside it, records nothing', async () => {
    const run = start();
    await asking(run);
    run.actor.send({ type: 'consent.sampleFailed' });
    run.actor.send({ type: 'consent.tick', agreed: true });
    expect(run.actor.getSnapshot().context.problem).toBeNull();
    run.actor.send({ type: 'consent.agree' });
    const after = run.actor.getSnapshot();
    expect(after.matches('asking')).toBe(true);
    expect(selectAwaitingSample(after)).toBe(false);
    expect(after.context.problem).toEqual(message(CONSENT_TEXTS, 'checkFailed'));
    expect(run.calls).toEqual([]);
    expect(run.navigations).toEqual([]);
  });

  it('taking the tick back while Continue waits takes the answer back; paper can still be chosen', async () => {
    const run = start();
    await asking(run);
    run.actor.send({ type: 'consent.tick', agreed: true });
    run.actor.send({ type: 'consent.agree' });
    // Ticking again changes nothing: still waiting.
    run.actor.send({ type: 'consent.tick', agreed: true });
    expect(selectAwaitingSample(run.actor.getSnapshot())).toBe(true);
    run.actor.send({ type: 'consent.tick', agreed: false });
    expect(run.actor.getSnapshot().matches('asking')).toBe(true);
    // The box the screen draws from `agreed` shows the tick taken back.
    expect(run.actor.getSnapshot().context.agreed).toBe(false);
    run.actor.send({ type: 'consent.sampleShown' });
    expect(run.actor.getSnapshot().matches('asking')).toBe(true);
    expect(run.calls).toEqual([]);
    // Continue now asks for the tick again, as on a box never ticked.
    run.actor.send({ type: 'consent.agree' });
    expect(run.actor.getSnapshot().context.problem).toEqual(message(CONSENT_TEXTS, 'notTicked'));
    expect(run.calls).toEqual([]);

    const other = start();
    await asking(other);
    other.actor.send({ type: 'consent.tick', agreed: true });
    other.actor.send({ type: 'consent.agree' });
    other.actor.send({ type: 'consent.decline' });
    await waitFor(other.actor, (s) => s.matches('declined'));
    expect(other.calls.map((c) => c.call)).toEqual(['declineConsent']);
  });

  it('keeps the answer when recording fails, says why, and records on the next try', async () => {
    let fail = true;
    const run = start({
      give: async () => {
        if (fail) throw new ApiError('Boom', { code: 'ServerError', status: 500, call: 'giveConsent' });
        return { partyId: 'p-olivia', consentedAt: '2026-11-26T15:00:00.000Z' };
      },
    });
    await asking(run);
    run.actor.send({ type: 'consent.sampleShown' });
    run.actor.send({ type: 'consent.tick', agreed: true });
    run.actor.send({ type: 'consent.agree' });
    await waitFor(run.actor, (s) => s.matches('asking') && s.context.problem !== null);
    expect(run.actor.getSnapshot().context).toMatchObject({ agreed: true, sample: 'shown' });
    expect(run.navigations).toEqual([]);
    fail = false;
    run.actor.send({ type: 'consent.agree' });
    await waitFor(run.actor, (s) => s.matches('consented'));
  });

  it('declining shows the way to paper, moves nothing, and can be taken back', async () => {
    const run = start();
    await asking(run);
    run.actor.send({ type: 'consent.tick', agreed: true });
    run.actor.send({ type: 'consent.decline' });
    await waitFor(run.actor, (s) => s.matches('declined'));
    expect(run.calls.map((c) => c.call)).toEqual(['declineConsent']);
    expect(run.navigations).toEqual([]);
    run.actor.send({ type: 'consent.reconsider' });
    expect(run.actor.getSnapshot().matches('asking')).toBe(true);
    expect(run.actor.getSnapshot().context.agreed).toBe(false);
  });

  it('shows the way to paper even when the decline could not be logged', async () => {
    const run = start({
      decline: async () => {
        throw new ApiError('down', { code: 'Network', status: null, call: 'declineConsent' });
      },
    });
    await asking(run);
    run.actor.send({ type: 'consent.decline' });
    await waitFor(run.actor, (s) => s.matches('declined'));
  });

  it('sends a party that already consented, and an agent, straight on to the review', async () => {
    for (const run of [start({ caseData: reviewCase() }), start({ role: 'agent' })]) {
      await waitFor(run.actor, (s) => s.matches('redirected'));
      expect(run.navigations[0]).toMatchObject({ name: 'DocumentReview', replace: true });
    }
  });
});

describe('consent machine: loading, the sample note, declining', () => {
  it('loads the case it was opened for, as the viewer, and keeps it for the screen', async () => {
    const caseData = unconsented();
    const run = start({ caseData });
    await asking(run);
    expect(run.loads).toEqual([{ caseId: '100001', role: 'customer' }]);
    // The screen draws the agreement from the case it loaded (the policy number, the agent's name).
    expect(run.actor.getSnapshot().context.case).toEqual(caseData);
    expect(run.actor.getSnapshot().context.loadError).toBeNull();
  });

  it('a failed load says why and loads again on retry; a case not found ends with SPEC’s words', async () => {
    const run = start({
      loadAnswers: [
        new ApiError('Service unavailable', { code: 'ServerError', status: 503, call: 'getCase' }),
      ],
    });
    await waitFor(run.actor, (s) => s.matches('failed'));
    // A failure says its own words, as every case call's (CASE_FAILURES, decision 201).
    expect(run.actor.getSnapshot().context.loadError).toEqual(rawMessage('Service unavailable'));
    run.actor.send({ type: 'consent.retry' });
    await asking(run);
    expect(run.loads).toHaveLength(2);
    expect(run.actor.getSnapshot().context.loadError).toBeNull();

    const gone = start({
      loadAnswers: [new ApiError('no', { code: 'CaseNotFound', status: 404, call: 'getCase' })],
    });
    await waitFor(gone.actor, (s) => s.matches('denied'));
    expect(gone.actor.getSnapshot().context.loadError).toEqual(message(SPEC_TEXTS, 'caseNotFound'));
    // Asking again cannot change the answer: the machine ends (decision 073).
    expect(gone.actor.getSnapshot().status).toBe('done');
  });

  it('says nothing about the sample while it is still being shown', async () => {
    const run = start();
    await asking(run);
    expect(selectSampleNote(run.actor.getSnapshot())).toBeNull();
    run.actor.send({ type: 'consent.tick', agreed: true });
    expect(selectSampleNote(run.actor.getSnapshot())).toBeNull();
  });

  it('holds both answers while the decline is sent, and sends it for this case and wording', async () => {
    let answer: (value: SuccessResponse) => void = () => {};
    const run = start({ decline: () => new Promise((resolve) => (answer = resolve)) });
    await asking(run);
    run.actor.send({ type: 'consent.decline' });
    expect(selectBusy(run.actor.getSnapshot())).toBe(true);
    await waitFor(run.actor, () => run.calls.length === 1);
    expect(run.calls).toEqual([
      { call: 'declineConsent', input: { caseId: '100001', disclosureVersion: CONSENT_DISCLOSURE_VERSION } },
    ]);
    answer({ isSuccessful: true });
    await waitFor(run.actor, (s) => s.matches('declined'));
    expect(selectBusy(run.actor.getSnapshot())).toBe(false);
  });
});
