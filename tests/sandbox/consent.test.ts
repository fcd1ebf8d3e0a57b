import { describe, expect, it } from 'vitest';
import { REPEAT_RULE, TOO_MANY_REPEATS } from '../../sandbox/auth/throttle.ts';
import { CONSENT_DISCLOSURE_VERSION } from '../../src/domain/record/consentTexts.ts';
import { errorOf, IAN, OLIVIA, startTestSandbox } from './support.ts';

/** Decision 212: consent to electronic records, once per party per case. */
const sb = startTestSandbox();

const NORA = 'nora.newcomer@example.com';
const CASE_ID = '100006';
const NORA_PARTY = 'P-100006-NORA';
const BODY = { disclosureVersion: CONSENT_DISCLOSURE_VERSION };

const log = async (caseId: string) =>
  (
    (await sb.request('GET', `/__sandbox/cases/${caseId}/events`)).body as {
      events: { call: string; by: string; statusBefore: string; statusAfter: string }[];
    }
  ).events;
const noraParty = async () => (await sb.stored(CASE_ID)).parties.find((p) => p.id === NORA_PARTY);

describe('consent to electronic records', () => {
  it('the demo cases come consented, all but 100006, which is there to try it', async () => {
    for (const caseId of ['100001', '100002', '100005', '200001', '200002']) {
      const customers = (await sb.stored(caseId)).parties.filter((p) => p.agentNumber === undefined);
      for (const party of customers) expect(party.consentedAt, `${caseId} ${party.id}`).toMatch(/^2026-/);
    }
    expect(await noraParty()).not.toHaveProperty('consentedAt');
  });

  it('records the time and the wording once, shows it on the case, and logs one event', async () => {
    const nora = await sb.customer(NORA);
    const before = await sb.stored(CASE_ID);
    const given = await sb.call('giveConsent', { params: { caseId: CASE_ID }, tokens: nora, json: BODY });
    expect(given.status).toBe(200);
    const { consentedAt, partyId } = given.body as { consentedAt: string; partyId: string };
    expect(partyId).toBe(NORA_PARTY);
    expect(Date.now() - Date.parse(consentedAt)).toBeLessThan(60_000);

    const read = await sb.call('getCase', { params: { caseId: CASE_ID }, tokens: nora });
    const parties = (read.body as { parties: { id: string; consentedAt?: string }[] }).parties;
    expect(parties.find((p) => p.id === NORA_PARTY)?.consentedAt).toBe(consentedAt);
    // The agent's party has nothing to consent to.
    expect(parties.find((p) => p.id !== NORA_PARTY)).not.toHaveProperty('consentedAt');
    // The tester's case read: the party, the time and the wording agreed to.
    expect(await noraParty()).toMatchObject({ consentedAt, consentDisclosure: CONSENT_DISCLOSURE_VERSION });
    expect((await sb.stored(CASE_ID)).lifeCycleStatus).toBe(before.lifeCycleStatus);
    expect(await log(CASE_ID)).toEqual([
      expect.objectContaining({
        call: 'giveConsent',
        by: NORA_PARTY,
        statusBefore: 'WaitingAcceptance',
        statusAfter: 'WaitingAcceptance',
      }),
    ]);

    // Once per party: a second answer gives the first time back and records nothing more.
    const again = await sb.call('giveConsent', { params: { caseId: CASE_ID }, tokens: nora, json: BODY });
    expect(again.status).toBe(200);
    expect((again.body as { consentedAt: string }).consentedAt).toBe(consentedAt);
    expect((await noraParty())?.consentedAt).toBe(consentedAt);
    expect(await log(CASE_ID)).toHaveLength(1);
  });

  it('a decline moves nothing and records no consent, only the event; after consent it is refused', async () => {
    const nora = await sb.customer(NORA);
    const before = await sb.stored(CASE_ID);
    const declined = await sb.call('declineConsent', {
      params: { caseId: CASE_ID },
      tokens: nora,
      json: BODY,
    });
    expect(declined.status).toBe(200);
    expect(await sb.stored(CASE_ID)).toEqual(before);
    expect((await log(CASE_ID)).map((e) => e.call)).toEqual(['declineConsent']);

    await sb.call('giveConsent', { params: { caseId: CASE_ID }, tokens: nora, json: BODY });
    const consented = await sb.stored(CASE_ID);
    const late = await sb.call('declineConsent', { params: { caseId: CASE_ID }, tokens: nora, json: BODY });
    expect(late.status).toBe(409);
    expect(errorOf(late).Error).toMatch(/ask your agent for paper/);
    expect(await sb.stored(CASE_ID)).toEqual(consented);
  });

  it('a decline repeated past the limit from one address is refused (429, with Retry-After); another address is not', async () => {
    const nora = await sb.customer(NORA);
    const decline = (from: string) =>
      sb.call('declineConsent', { params: { caseId: CASE_ID }, tokens: nora, json: BODY, from });
    for (let i = 0; i < REPEAT_RULE.limit; i += 1) expect((await decline('127.0.5.2')).status).toBe(200);
    const refused = await decline('127.0.5.2');
    expect(refused.status).toBe(429);
    expect(errorOf(refused)).toEqual({ Error: TOO_MANY_REPEATS, Code: 'TooManyRequests' });
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await decline('127.0.5.3')).status).toBe(200);
    expect((await log(CASE_ID)).map((e) => e.call)).toEqual(['declineConsent']);
  });

  it('only a customer of the case answers, for themselves: others are refused and nothing is recorded', async () => {
    const refusals = [
      { tokens: await sb.customer(OLIVIA), status: 403 },
      { tokens: await sb.agent('10001'), status: 403 },
      { tokens: { session: null, caseToken: null }, status: 401 },
    ];
    for (const { tokens, status } of refusals)
      for (const call of ['giveConsent', 'declineConsent'] as const) {
        const answer = await sb.call(call, { params: { caseId: CASE_ID }, tokens, json: BODY });
        expect(answer.status, call).toBe(status);
      }
    // An agent on the case may read it, but never answer for its customer.
    const alexOnHisCase = await sb.call('giveConsent', {
      params: { caseId: '100005' },
      tokens: await sb.agent('10001'),
      json: BODY,
    });
    expect(alexOnHisCase.status).toBe(403);
    // The refusal says why (SPEC §8 reads errors.Error): the answer is a customer's.
    expect(errorOf(alexOnHisCase).Error).toMatch(/customer/i);
    expect(await noraParty()).not.toHaveProperty('consentedAt');
    expect(await log(CASE_ID)).toEqual([]);
  });

  it('refuses a malformed body with the field, and records nothing', async () => {
    const nora = await sb.customer(NORA);
    const params = { caseId: CASE_ID };
    for (const json of [
      {},
      { disclosureVersion: '' },
      { disclosureVersion: 'NOT A VERSION!' },
      { disclosureVersion: 7 },
    ]) {
      const answer = await sb.call('giveConsent', { params, tokens: nora, json });
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(errorOf(answer).Field).toBe('disclosureVersion');
    }
    const notJson = await sb.call('giveConsent', { params, tokens: nora, raw: '{"disclosureVersion":' });
    expect(notJson.status).toBe(400);
    const empty = await sb.call('declineConsent', { params, tokens: nora });
    expect(empty.status).toBe(400);
    expect(await noraParty()).not.toHaveProperty('consentedAt');
    expect(await log(CASE_ID)).toEqual([]);
  });

  it("on a case with two customers, each answers for their own party, whatever the other's answer", async () => {
    // 100005: Olivia (its first party) consented; Ian, the insured, not yet.
    const stored = await sb.stored('100005');
    const oliviaAt = stored.parties.find((p) => p.id === 'P-100005-OLIVIA')?.consentedAt;
    expect(oliviaAt).toMatch(/^2026-/);
    for (const party of stored.parties) if (party.id === 'P-100005-IAN') delete party.consentedAt;
    expect((await sb.request('PUT', '/__sandbox/cases/100005', { json: stored })).status).toBe(200);
    const ian = await sb.customer(IAN);
    const params = { caseId: '100005' };

    const declined = await sb.call('declineConsent', { params, tokens: ian, json: BODY });
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ isSuccessful: true });

    const given = await sb.call('giveConsent', { params, tokens: ian, json: BODY });
    expect(given.status).toBe(200);
    const { consentedAt } = given.body as { consentedAt: string };
    expect(consentedAt).not.toBe(oliviaAt);
    const parties = (await sb.stored('100005')).parties;
    expect(parties.find((p) => p.id === 'P-100005-IAN')?.consentedAt).toBe(consentedAt);
    expect(parties.find((p) => p.id === 'P-100005-OLIVIA')?.consentedAt).toBe(oliviaAt);
  });

  it("a customer with two parties on the case: consent fills the one without, and keeps the other's first answer", async () => {
    const stored = await sb.stored('100005');
    const ianParty = stored.parties.find((p) => p.id === 'P-100005-IAN');
    if (!ianParty) throw new Error('no Ian on 100005');
    // Olivia is the insured too, under a second party; her owner party consented before.
    Object.assign(ianParty, { emailAddress: OLIVIA, displayName: 'Olivia Owner' });
    delete ianParty.consentedAt;
    delete ianParty.consentDisclosure;
    const first = stored.parties.find((p) => p.id === 'P-100005-OLIVIA');
    const firstAnswer = { consentedAt: first?.consentedAt, consentDisclosure: first?.consentDisclosure };
    expect(firstAnswer.consentedAt).toMatch(/^2026-/);
    expect((await sb.request('PUT', '/__sandbox/cases/100005', { json: stored })).status).toBe(200);

    const olivia = await sb.customer(OLIVIA);
    const given = await sb.call('giveConsent', { params: { caseId: '100005' }, tokens: olivia, json: BODY });
    expect(given.status).toBe(200);
    const parties = (await sb.stored('100005')).parties;
    expect(parties.find((p) => p.id === 'P-100005-IAN')?.consentedAt).toBe(
      (given.body as { consentedAt: string }).consentedAt,
    );
    expect(parties.find((p) => p.id === 'P-100005-OLIVIA')).toMatchObject(firstAnswer);
  });
});
