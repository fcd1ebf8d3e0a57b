import { describe, expect, it } from 'vitest';
import { REPEAT_RULE, THROTTLE_RULES, TOO_MANY_REPEATS } from '../../sandbox/auth/throttle.ts';
import type { StoredCase } from '../../sandbox/store/types.ts';
import type { Case } from '../../src/api/schemas/index.ts';
import { CASE_REFUSALS } from '../../src/domain/caseRefusalTexts.ts';
import type { EventLog } from '../support/eventLog.ts';
import { ANNA, errorOf, IAN, OLIVIA, startTestSandbox } from './support.ts';

const sb = startTestSandbox();
const KEY = 'DC-200001-KEY';
const CONFIRMED = { isSuccessful: true };
const loggedCalls = async (caseId: string) =>
  (
    (await sb.request('GET', `/__sandbox/cases/${caseId}/events`)).body as {
      events: { call: string; by: string }[];
    }
  ).events.map((e) => [e.call, e.by]);

/** 100005 (Olivia Owner, Ian Insured) accepted by both, waiting for their delivery confirmations. */
async function bothWaitingDelivery(change: (stored: StoredCase) => void = () => undefined) {
  const stored = await sb.stored('100005');
  stored.lifeCycleStatus = 'WaitingDeliveryConfirmation';
  for (const a of stored.acceptances)
    Object.assign(a, { isComplete: true, closedOn: '2026-10-30T10:00:00.000Z' });
  stored.deliveryConfirmations = [
    { partyId: 'P-100005-OLIVIA', confirmationKey: 'DC-OLIVIA-KEY', confirmedOn: null, registeredOn: null },
    { partyId: 'P-100005-IAN', confirmationKey: 'DC-IAN-KEY', confirmedOn: null, registeredOn: null },
  ];
  change(stored);
  const put = await sb.request('PUT', '/__sandbox/cases/100005', { json: stored });
  expect(put.status, put.text).toBe(200);
}
const acknowledge = (confirmationKey: string, emailAddress: string) =>
  sb.call('acknowledgeDelivery', { params: { caseId: '100005', confirmationKey }, json: { emailAddress } });

describe('questions and change requests', () => {
  it('stores a question (JSON string or plain text) and leaves the case where it was', async () => {
    const olivia = await sb.customer(OLIVIA);
    expect(
      (await sb.call('createComment', { params: { caseId: '100001' }, tokens: olivia, json: 'Why?' })).body,
    ).toEqual({
      isSuccessful: true,
    });
    const plain = await sb.call('createComment', {
      params: { caseId: '100001' },
      tokens: olivia,
      raw: 'And when?',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(plain.status).toBe(200);
    const stored = await sb.stored('100001');
    expect(stored.lifeCycleStatus).toBe('WaitingAcceptance');
    expect(
      stored.comments.map((c: { commentType: string; textDetails: string }) => [
        c.commentType,
        c.textDetails,
      ]),
    ).toEqual([
      ['Question', 'Why?'],
      ['Question', 'And when?'],
    ]);
  });

  it('refuses an empty plain-text question as a missing body (400, docs/api.md)', async () => {
    const olivia = await sb.customer(OLIVIA);
    const empty = await sb.call('createComment', {
      params: { caseId: '100001' },
      tokens: olivia,
      raw: '',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(empty.status).toBe(400);
    expect(errorOf(empty).Error).toMatch(/missing/);
    expect((await sb.stored('100001')).comments).toEqual([]);
  });

  it('refuses an empty question or one that is not text (400) and agents asking questions (403)', async () => {
    const olivia = await sb.customer(OLIVIA);
    const object = await sb.call('createComment', {
      params: { caseId: '100001' },
      tokens: olivia,
      json: { text: 'x' },
    });
    expect(object.status).toBe(400);
    expect(errorOf(object).Error).toMatch(/^The request body is not valid: /);
    expect(
      (await sb.call('createComment', { params: { caseId: '100001' }, tokens: olivia, json: '   ' })).status,
    ).toBe(400);
    const agent = await sb.call('createComment', {
      params: { caseId: '100001' },
      tokens: await sb.agent('10001'),
      json: 'x',
    });
    expect(agent.status).toBe(403);
    expect(errorOf(agent).Error).not.toBe('');
    expect((await sb.stored('100001')).comments).toEqual([]);
  });

  it("a customer's change request moves the case to ChangeRequested", async () => {
    const ian = await sb.customer(IAN);
    const result = await sb.call('createChangeRequest', {
      params: { caseId: '100005' },
      tokens: ian,
      json: 'Wrong name',
    });
    expect(result.status).toBe(200);
    const stored = await sb.stored('100005');
    expect(stored.lifeCycleStatus).toBe('ChangeRequested');
    expect(stored.comments[0]).toMatchObject({
      commentType: 'ChangeRequest',
      commentorPartyId: 'P-100005-IAN',
    });
    const again = await sb.call('createChangeRequest', {
      params: { caseId: '100005' },
      tokens: ian,
      json: 'More',
    });
    expect(again.status).toBe(409);
    expect((await sb.stored('100005')).comments).toHaveLength(1);
  });

  it('an agent change request moves to AgentChangeRequested, a Bga one to BgaChangeRequested', async () => {
    const alex = await sb.agent('10001');
    expect(
      (
        await sb.call('createAgentChangeRequest', {
          params: { caseId: '100001' },
          tokens: alex,
          json: 'Fix it',
        })
      ).status,
    ).toBe(200);
    expect((await sb.stored('100001')).lifeCycleStatus).toBe('AgentChangeRequested');
    const bea = await sb.agent('20001');
    expect(
      (
        await sb.call('createAgentChangeRequest', {
          params: { caseId: '100011' },
          tokens: bea,
          json: 'Fix it',
        })
      ).status,
    ).toBe(200);
    expect((await sb.stored('100011')).lifeCycleStatus).toBe('BgaChangeRequested');
  });

  it('refuses agent change requests to customers and on closed cases', async () => {
    const olivia = await sb.customer(OLIVIA);
    expect(
      (await sb.call('createAgentChangeRequest', { params: { caseId: '100001' }, tokens: olivia, json: 'x' }))
        .status,
    ).toBe(403);
    const alex = await sb.agent('10001');
    const closed = await sb.call('createAgentChangeRequest', {
      params: { caseId: '100004' },
      tokens: alex,
      json: 'x',
    });
    expect(closed.status).toBe(409);
    expect((await sb.stored('100004')).comments).toEqual([]);
  });

  it('Not Taken cancels an open case; Revert to Paper is refused for annuities', async () => {
    const alex = await sb.agent('10001');
    expect((await sb.call('notTaken', { params: { caseId: '100001' }, tokens: alex })).status).toBe(200);
    expect((await sb.stored('100001')).lifeCycleStatus).toBe('Canceled');
    expect((await sb.call('revertToPaper', { params: { caseId: '100002' }, tokens: alex })).status).toBe(200);
    expect((await sb.stored('100002')).lifeCycleStatus).toBe('RevertedToPaper');
    const annuity = await sb.call('revertToPaper', { params: { caseId: '200002' }, tokens: alex });
    expect(annuity.status).toBe(409);
    expect(errorOf(annuity).Error).toMatch(/annuity/);
    expect((await sb.stored('200002')).lifeCycleStatus).toBe('WaitingAcceptance');
    const olivia = await sb.customer(OLIVIA);
    expect((await sb.call('notTaken', { params: { caseId: '100003' }, tokens: olivia })).status).toBe(403);
  });

  it('stores a Bga comment to the agent as Approver, visible to agents; refuses non-Bga agents', async () => {
    const bea = await sb.agent('20001');
    expect(
      (await sb.call('createBgaComment', { params: { caseId: '100011' }, tokens: bea, json: 'Looks good' }))
        .status,
    ).toBe(200);
    const asAlex = (
      await sb.call('getCaseForAgent', { params: { caseId: '100011' }, tokens: await sb.agent('10001') })
    ).body as Case;
    expect(asAlex.comments.map((c) => c.commentType)).toEqual(['Approver']);
    const alex = await sb.agent('10001');
    expect(
      (await sb.call('createBgaComment', { params: { caseId: '100011' }, tokens: alex, json: 'x' })).status,
    ).toBe(403);
  });
});

/** The tester's event log of a case: the last call recorded (docs/api.md: each write logs its call). */
async function lastCall(caseId: string): Promise<string | undefined> {
  const log = (await sb.request('GET', `/__sandbox/cases/${caseId}/events`)).body as EventLog;
  return log.events.at(-1)?.call;
}

describe('what each change call answers, stores and logs (docs/api.md)', () => {
  it("a customer's change request answers isSuccessful true and logs createChangeRequest", async () => {
    const ian = await sb.customer(IAN);
    const result = await sb.call('createChangeRequest', {
      params: { caseId: '100005' },
      tokens: ian,
      json: 'Wrong name',
    });
    expect(result.body).toEqual({ isSuccessful: true });
    expect(await lastCall('100005')).toBe('createChangeRequest');
  });

  it('an agent change request stores the comment AgentChangeRequest with its text, answers true, logs it', async () => {
    const result = await sb.call('createAgentChangeRequest', {
      params: { caseId: '100001' },
      tokens: await sb.agent('10001'),
      json: 'Fix the beneficiary',
    });
    expect(result.body).toEqual({ isSuccessful: true });
    expect((await sb.stored('100001')).comments).toEqual([
      expect.objectContaining({
        commentType: 'AgentChangeRequest',
        textDetails: 'Fix the beneficiary',
        commentorPartyId: 'P-100001-AGENT-10001',
      }),
    ]);
    expect(await lastCall('100001')).toBe('createAgentChangeRequest');
  });

  it('Not Taken and Revert to Paper each store their comment (SPEC §5 wording) and log their call', async () => {
    const alex = await sb.agent('10001');
    expect((await sb.call('notTaken', { params: { caseId: '100001' }, tokens: alex })).status).toBe(200);
    const notTaken = (await sb.stored('100001')).comments;
    expect(notTaken).toHaveLength(1);
    expect(notTaken[0]?.commentType).toBe('NotTaken');
    expect(notTaken[0]?.textDetails).toMatch(/customer does not want policy.*not taken/i);
    expect(await lastCall('100001')).toBe('notTaken');

    expect((await sb.call('revertToPaper', { params: { caseId: '100002' }, tokens: alex })).status).toBe(200);
    const reverted = (await sb.stored('100002')).comments;
    expect(reverted).toHaveLength(1);
    expect(reverted[0]?.commentType).toBe('RevertToPaper');
    expect(reverted[0]?.textDetails).toMatch(/paper policy requested instead of electronic policy/i);
    expect(await lastCall('100002')).toBe('revertToPaper');
  });

  it('a Bga comment answers true, logs createBgaComment, is stored once when sent twice, and is refused on a closed case', async () => {
    const bea = await sb.agent('20001');
    const send = (text: string) =>
      sb.call('createBgaComment', { params: { caseId: '100011' }, tokens: bea, json: text });
    expect((await send('Looks good')).body).toEqual({ isSuccessful: true });
    expect(await lastCall('100011')).toBe('createBgaComment');
    expect((await send('Looks good')).body).toEqual({ isSuccessful: true });
    expect((await sb.stored('100011')).comments.map((c) => [c.commentType, c.textDetails])).toEqual([
      ['Approver', 'Looks good'],
    ]);
    // Closed (Not Taken): no comment to the agent any more (docs/api.md: open cases only).
    expect(
      (await sb.call('notTaken', { params: { caseId: '100011' }, tokens: await sb.agent('10001') })).status,
    ).toBe(200);
    const closed = await send('One more thing');
    expect(closed.status).toBe(409);
    expect(errorOf(closed).Error).not.toBe('');
    expect((await sb.stored('100011')).comments.map((c) => c.commentType)).toEqual(['Approver', 'NotTaken']);
  });
});

describe('delivery confirmation', () => {
  it('acknowledges 200001 by key and matching e-mail: Complete', async () => {
    const result = await sb.call('acknowledgeDelivery', {
      params: { caseId: '200001', confirmationKey: KEY },
      json: { emailAddress: 'Anna.Annuitant@example.com' },
    });
    expect(result.status).toBe(200);
    const stored = await sb.stored('200001');
    // The answer names the contract confirmed, for the welcome page (decision 424).
    expect(result.body).toMatchObject({
      isSuccessful: true,
      contract: { policyNumber: stored.policyNumber, plob: stored.plob, isAnnuity: true },
    });
    expect(stored.lifeCycleStatus).toBe('Complete');
    // Anna's one confirmation is confirmed: no second, unconfirmed one with a new key.
    expect(stored.deliveryConfirmations).toEqual([
      expect.objectContaining({ partyId: 'P-200001-ANNA', confirmationKey: KEY }),
    ]);
    expect(stored.deliveryConfirmations[0]?.confirmedOn).toBeTruthy();
    const again = await sb.call('acknowledgeDelivery', {
      params: { caseId: '200001', confirmationKey: KEY },
      json: { emailAddress: ANNA },
    });
    expect(again.status).toBe(200);
  });

  it('refuses a wrong e-mail, a wrong key and a malformed e-mail, and nothing changes', async () => {
    const wrongEmail = await sb.call('acknowledgeDelivery', {
      params: { caseId: '200001', confirmationKey: KEY },
      json: { emailAddress: OLIVIA },
    });
    expect(wrongEmail.status).toBe(403);
    expect(errorOf(wrongEmail).Error).toBe('This confirmation link is not valid for this e-mail address.');
    const wrongKey = await sb.call('acknowledgeDelivery', {
      params: { caseId: '200001', confirmationKey: 'DC-NOPE' },
      json: { emailAddress: ANNA },
    });
    expect(wrongKey.status).toBe(403);
    const malformed = await sb.call('acknowledgeDelivery', {
      params: { caseId: '200001', confirmationKey: KEY },
      json: { emailAddress: 'not-an-email' },
    });
    expect(malformed.status).toBe(400);
    expect(errorOf(malformed).Field).toBe('emailAddress');
    const unknown = await sb.call('acknowledgeDelivery', {
      params: { caseId: '209999', confirmationKey: KEY },
      json: { emailAddress: ANNA },
    });
    expect(unknown.status).toBe(403);
    expect((await sb.stored('200001')).lifeCycleStatus).toBe('WaitingDeliveryConfirmation');
  });

  it('RegisterUnAuthenticated answers true for a valid key and e-mail without moving the case', async () => {
    const result = await sb.call('registerUnauthenticated', {
      params: { caseId: '200001', confirmationKey: KEY },
      json: { emailAddress: ANNA },
    });
    expect(result.body).toBe(true);
    const stored = await sb.stored('200001');
    expect(stored.lifeCycleStatus).toBe('WaitingDeliveryConfirmation');
    expect(stored.deliveryConfirmations[0]?.registeredOn).toBeTruthy();
    expect(await loggedCalls('200001')).toEqual([['registerUnauthenticated', 'P-200001-ANNA']]);
    const wrong = await sb.call('registerUnauthenticated', {
      params: { caseId: '200001', confirmationKey: KEY },
      json: { emailAddress: IAN },
    });
    expect(wrong.status).toBe(403);
  });

  it('a valid link opened again and again from one address is refused (429) past the limit; another address is not', async () => {
    const register = (from: string) =>
      sb.call('registerUnauthenticated', {
        params: { caseId: '200001', confirmationKey: KEY },
        json: { emailAddress: ANNA },
        from,
      });
    for (let i = 0; i < REPEAT_RULE.limit; i += 1) expect((await register('127.0.5.2')).status).toBe(200);
    const refused = await register('127.0.5.2');
    expect(refused.status).toBe(429);
    expect(errorOf(refused)).toEqual({ Error: TOO_MANY_REPEATS, Code: 'TooManyRequests' });
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await register('127.0.5.3')).body).toBe(true);
  });

  it('AcknowledgeAuthenticated confirms for the signed-in annuitant; refused for agents and on other cases', async () => {
    const alex = await sb.agent('10001');
    const agent = await sb.call('acknowledgeAuthenticated', { params: { caseId: '200001' }, tokens: alex });
    expect(agent.status).toBe(403);
    // The refusal says why (SPEC §8 reads errors.Error): confirming is the customer's.
    expect(errorOf(agent).Error).toMatch(/customer/i);
    const anna = await sb.customer(ANNA);
    const other = await sb.call('acknowledgeAuthenticated', { params: { caseId: '200002' }, tokens: anna });
    expect(other.status).toBe(403);
    const result = await sb.call('acknowledgeAuthenticated', { params: { caseId: '200001' }, tokens: anna });
    expect(result.status).toBe(200);
    // The portal's confirmation screen reads isSuccessful: false would show "not confirmed".
    expect(result.body).toMatchObject(CONFIRMED);
    expect((await sb.stored('200001')).lifeCycleStatus).toBe('Complete');
    expect(await loggedCalls('200001')).toEqual([['acknowledgeAuthenticated', 'P-200001-ANNA']]);
  });

  it('AcknowledgeAuthenticated refuses a customer of the case who holds no delivery confirmation, with the rule', async () => {
    await bothWaitingDelivery((stored) => {
      stored.deliveryConfirmations = stored.deliveryConfirmations.filter((d) => d.partyId !== 'P-100005-IAN');
    });
    const ian = await sb.call('acknowledgeAuthenticated', {
      params: { caseId: '100005' },
      tokens: await sb.customer(IAN),
    });
    expect(ian.status).toBe(403);
    expect(errorOf(ian).Error).toBe(CASE_REFUSALS.holdsDelivery);
    expect((await sb.stored('100005')).lifeCycleStatus).toBe('WaitingDeliveryConfirmation');
  });

  it("a co-owner's link confirms by their own e-mail, and after the case is Complete still records theirs (decision 071)", async () => {
    await bothWaitingDelivery();
    // Ian's link is matched against Ian's e-mail, not the case's first party's.
    const ian = await acknowledge('DC-IAN-KEY', IAN);
    expect(ian.status).toBe(200);
    expect(ian.body).toMatchObject(CONFIRMED);
    expect((await sb.stored('100005')).lifeCycleStatus).toBe('Complete');
    expect((await acknowledge('DC-IAN-KEY', OLIVIA)).status).toBe(403);

    const olivia = await acknowledge('DC-OLIVIA-KEY', OLIVIA);
    expect(olivia.status).toBe(200);
    expect(olivia.body).toMatchObject(CONFIRMED);
    const confirmations = (await sb.stored('100005')).deliveryConfirmations;
    expect(confirmations.map((d) => [d.partyId, typeof d.confirmedOn])).toEqual([
      ['P-100005-OLIVIA', 'string'],
      ['P-100005-IAN', 'string'],
    ]);
    expect(await loggedCalls('100005')).toEqual([
      ['acknowledgeDelivery', 'P-100005-IAN'],
      ['acknowledgeDelivery', 'P-100005-OLIVIA'],
    ]);
  });

  it('answers a link whose party has no e-mail address with the same 403 as a wrong e-mail', async () => {
    await bothWaitingDelivery((stored) => {
      const ian = stored.parties.find((p) => p.id === 'P-100005-IAN');
      if (ian) ian.emailAddress = null;
    });
    const answer = await acknowledge('DC-IAN-KEY', IAN);
    expect(answer.status).toBe(403);
    expect(errorOf(answer).Error).toBe('This confirmation link is not valid for this e-mail address.');
    expect((await sb.stored('100005')).lifeCycleStatus).toBe('WaitingDeliveryConfirmation');
  });

  it('refuses a caller after repeated wrong links, even with the right one: 429 for 15 minutes', async () => {
    for (let i = 0; i < THROTTLE_RULES.deliveryCaller.limit; i += 1)
      expect((await acknowledge(`DC-GUESS-${i}`, OLIVIA)).status).toBe(403);
    await bothWaitingDelivery();
    const locked = await acknowledge('DC-OLIVIA-KEY', OLIVIA);
    expect(locked.status).toBe(429);
    expect(errorOf(locked).Code).toBe('TooManyRequests');
    expect(errorOf(locked).Error).toMatch(/15 minutes/);
    expect((await sb.stored('100005')).lifeCycleStatus).toBe('WaitingDeliveryConfirmation');
  });
});
