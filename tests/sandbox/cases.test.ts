import { describe, expect, it } from 'vitest';
import type { StoredCase } from '../../sandbox/store/types.ts';
import type { Case, PaymentInfo, SearchResponse } from '../../src/api/schemas/index.ts';
import { CONSENT_DISCLOSURE_VERSION } from '../../src/domain/record/consentTexts.ts';
import {
  ANNA,
  beaAsBga,
  errorOf,
  IAN,
  OLIVIA,
  OLIVIA_CHECKING,
  startTestSandbox,
  type Tokens,
} from './support.ts';

const sb = startTestSandbox();

async function reviewAll(tokens: Tokens, caseId: string) {
  const docs = (await sb.call('documents', { params: { caseId }, tokens })).body as {
    documentId: string;
    requiredReviewStatus: string[];
    documentType: string;
  }[];
  for (const doc of docs) {
    const params = { caseId, documentId: doc.documentId };
    if (doc.requiredReviewStatus.includes('Accepted'))
      expect(
        (await sb.call('acceptDocument', { params, tokens, json: { newStatus: 'Accepted' } })).status,
      ).toBe(200);
    else expect((await sb.call('reviewDocument', { params, tokens })).status).toBe(200);
  }
}

describe('GET case', () => {
  it("answers a customer's case with their party id and only their own comments", async () => {
    const olivia = await sb.customer(OLIVIA);
    const ian = await sb.customer(IAN);
    await sb.call('createComment', { params: { caseId: '100005' }, tokens: olivia, json: 'Olivia asks' });
    await sb.call('createComment', { params: { caseId: '100005' }, tokens: ian, json: 'Ian asks' });
    const asIan = (await sb.call('getCase', { params: { caseId: '100005' }, tokens: ian })).body as Case;
    expect(asIan.partyId).toBe('P-100005-IAN');
    expect(asIan.comments.map((c) => c.textDetails)).toEqual(['Ian asks']);
    const alex = await sb.agent('10001');
    const asAgent = (await sb.call('getCaseForAgent', { params: { caseId: '100005' }, tokens: alex }))
      .body as Case;
    expect(asAgent.comments.map((c) => c.textDetails)).toEqual(['Olivia asks', 'Ian asks']);
    expect(asAgent.partyId).toBe('P-100005-AGENT-10001');
  });

  it('answers 404 CaseNotFound for an unknown case', async () => {
    const olivia = await sb.customer(OLIVIA);
    const result = await sb.call('getCase', { params: { caseId: '999999' }, tokens: olivia });
    expect(result.status).toBe(404);
    expect(errorOf(result).Code).toBe('CaseNotFound');
  });

  it('answers 404 NotFound, naming it, for a document that is not on the case', async () => {
    const olivia = await sb.customer(OLIVIA);
    const result = await sb.call('reviewDocument', {
      params: { caseId: '100001', documentId: 'D-NOT-HERE' },
      tokens: olivia,
    });
    expect(result.status).toBe(404);
    expect(errorOf(result).Code).toBe('NotFound');
    // SPEC §8 shows the reason a document could not be opened: it names the document.
    expect(errorOf(result).Error).toContain('D-NOT-HERE');
  });

  it('refuses a customer a case they are not a party on (403)', async () => {
    const ian = await sb.customer(IAN);
    expect((await sb.call('getCase', { params: { caseId: '100001' }, tokens: ian })).status).toBe(403);
  });

  it('lets an agent read a case of their book with the case call, and refuses another agent (403)', async () => {
    expect(
      (await sb.call('getCase', { params: { caseId: '100001' }, tokens: await sb.agent('10001') })).status,
    ).toBe(200);
    const bea = await sb.agent('20001');
    expect((await sb.call('getCaseForAgent', { params: { caseId: '100001' }, tokens: bea })).status).toBe(
      403,
    );
    expect((await sb.call('getCaseForAgent', { params: { caseId: '100011' }, tokens: bea })).status).toBe(
      200,
    );
  });

  it('refuses the agent view to a customer (403)', async () => {
    const olivia = await sb.customer(OLIVIA);
    expect((await sb.call('getCaseForAgent', { params: { caseId: '100001' }, tokens: olivia })).status).toBe(
      403,
    );
  });

  it('keeps the demo data', async () => {
    const alex = await sb.agent('10001');
    const get = async (caseId: string) =>
      (await sb.call('getCaseForAgent', { params: { caseId }, tokens: alex })).body as Case;
    const c100001 = await get('100001');
    expect(c100001.documents.map((d) => [d.documentType, d.requiredReviewStatus[0]])).toEqual([
      ['SignedPolicy', 'Reviewed'],
      ['Amendment', 'Accepted'],
      ['StatementOfHealth', 'Accepted'],
      ['ReplacementForm', 'Completed'],
      ['EdjDeliveryReceipt', 'Accepted'],
      ['IllustrationSignature', 'Reviewed'],
    ]);
    expect(c100001.documents[0]?.pageCount).toBe(120);
    expect((await get('100004')).lifeCycleStatus).toBe('Complete');
    expect((await get('200001')).lifeCycleStatus).toBe('WaitingDeliveryConfirmation');
    expect((await get('200002')).isAnnuity).toBe(true);
    expect((await get('100010')).approvals).toMatchObject([
      { role: 'Agent', isAssigned: true, isComplete: false },
    ]);
    expect((await get('100011')).approvals.map((a) => a.role)).toEqual(['Bga', 'Agent']);
    expect((await get('LEG-7001')).policyNumber).toBe('LG7001');
    expect((await get('100003')).documents.some((d) => d.documentType === 'SaveAge')).toBe(true);
  });
});

describe('book of business search', () => {
  const search = async (tokens: Tokens, json: unknown) => {
    const result = await sb.call('searchBook', { tokens, json });
    expect(result.status).toBe(200);
    return result.body as SearchResponse;
  };

  it("pages Alex's book by 20 over at least three pages and every case status (all but Unknown)", async () => {
    const alex = await sb.agent('10001');
    const first = await search(alex, { take: 20, skip: 0 });
    expect(first.totalCount).toBeGreaterThan(40);
    expect(first.cases).toHaveLength(20);
    const all = await search(alex, { take: 200 });
    expect(new Set(all.cases.map((c) => c.lifeCycleStatus)).size).toBe(13);
    const third = await search(alex, { take: 20, skip: 40 });
    expect(third.cases.map((c) => c.caseId)).toEqual(all.cases.slice(40, 60).map((c) => c.caseId));
  });

  it('filters by status, policy number, party name, tax id, company code, delivery method and dates', async () => {
    const alex = await sb.agent('10001');
    const waiting = await search(alex, { lifeCycleStatuses: ['WaitingDeliveryConfirmation'], take: 200 });
    expect(waiting.cases.length).toBeGreaterThan(0);
    expect(waiting.cases.every((c) => c.lifeCycleStatus === 'WaitingDeliveryConfirmation')).toBe(true);
    expect((await search(alex, { policyNumber: 'L1000001' })).cases.map((c) => c.caseId)).toEqual(['100001']);
    const byName = await search(alex, { partyName: 'carmen' });
    expect(byName.cases.map((c) => c.caseId)).toEqual(['100010']);
    const anna = await search(alex, { partyName: 'Anna Annuitant' });
    expect(anna.cases.map((c) => c.caseId).sort()).toEqual(['200001', '200002']);
    const annuities = await search(alex, { companyCode: 'EPA', take: 200 });
    expect(annuities.cases.every((c) => c.isAnnuity)).toBe(true);
    const bga = await search(alex, { deliveryMethod: 'Bga' });
    expect(bga.cases.map((c) => c.caseId)).toEqual(['100011']);
    const taxId = (await sb.stored('100020')).parties[0]?.taxId ?? '';
    expect((await search(alex, { partyTaxId: taxId })).cases.map((c) => c.caseId)).toEqual(['100020']);
    const everything = await search(alex, { take: 200 });
    const dated = await search(alex, {
      take: 200,
      validFrom: '2026-10-01T00:00:00.000Z',
      validTo: '2026-10-31T00:00:00.000Z',
    });
    expect(dated.totalCount).toBeGreaterThan(0);
    expect(dated.totalCount).toBeLessThan(everything.totalCount);
  });

  it("includeApprovalStatus narrows to the cases waiting on the caller's own approval", async () => {
    const alex = await sb.agent('10001');
    const all = await search(alex, { take: 200 });
    expect(all.cases.map((c) => c.caseId)).toContain('100010');
    const awaiting = await search(alex, { includeApprovalStatus: true, take: 200 });
    // 100011 waits on Bea's release before Alex's (decision 081): not yet on him.
    expect(awaiting.cases.map((c) => c.caseId)).toContain('100010');
    expect(awaiting.cases.map((c) => c.caseId)).not.toContain('100011');
    // With no sort asked, what waits on the caller comes first, then the latest updated.
    expect(
      all.cases
        .slice(0, awaiting.totalCount)
        .map((c) => c.caseId)
        .sort(),
    ).toEqual(awaiting.cases.map((c) => c.caseId).sort());
    expect(
      awaiting.cases.every(
        (c) => c.lifeCycleStatus === 'WaitingApproval' || c.lifeCycleStatus === 'WaitingRelease',
      ),
    ).toBe(true);
    const bea = await sb.agent('20001');
    expect((await search(bea, { includeApprovalStatus: true })).cases.map((c) => c.caseId)).toEqual([
      '100011',
    ]);
    await sb.call('bypassApproval', { params: { caseId: '100011' }, tokens: bea });
    expect((await search(bea, { includeApprovalStatus: true })).totalCount).toBe(0);
    expect((await search(bea, {})).cases.map((c) => c.caseId)).toEqual(['100011']);
  });

  it('sorts by the sort fields in order', async () => {
    const alex = await sb.agent('10001');
    const byPolicy = await search(alex, {
      take: 200,
      sortFields: [{ columnName: 'PolicyNumber', columnOrder: 'Descending' }],
    });
    const numbers = byPolicy.cases.map((c) => c.policyNumber);
    expect(numbers).toEqual([...numbers].sort().reverse());
    const byStatus = await search(alex, {
      take: 200,
      sortFields: [
        { columnName: 'LifeCycleStatus', columnOrder: 'Ascending' },
        { columnName: 'PolicyNumber', columnOrder: 'Ascending' },
      ],
    });
    expect(byStatus.cases[0]?.lifeCycleStatus).toBe('Initialized');
    const firstTwo = byStatus.cases.filter((c) => c.lifeCycleStatus === byStatus.cases[0]?.lifeCycleStatus);
    expect(firstTwo.map((c) => c.policyNumber)).toEqual(firstTwo.map((c) => c.policyNumber).sort());
  });

  it("limits Bea to her own book and refuses another agent's number (403)", async () => {
    const bea = await sb.agent('20001');
    const own = await search(bea, {});
    expect(own.cases.map((c) => c.caseId)).toEqual(['100011']);
    const foreign = await sb.call('searchBook', { tokens: bea, json: { agentNumbers: ['10001'] } });
    expect(foreign.status).toBe(403);
    const two = await sb.call('searchBook', {
      tokens: bea,
      json: { agentNumbers: ['20001', '10001', '30001'] },
    });
    expect(two.status).toBe(403);
    // The refusal says which numbers are not the caller's.
    expect(errorOf(two).Error).toContain('10001, 30001');
  });

  it("lets an agent name their own number (docs/api.md: only another agent's is refused)", async () => {
    const alex = await sb.agent('10001');
    const named = await search(alex, { agentNumbers: ['10001'], take: 200 });
    expect(named.totalCount).toBe((await search(alex, { take: 200 })).totalCount);
  });

  it('an agent with two numbers who names one searches only that book', async () => {
    const both = await sb.forge(
      { UserType: 2, AgentNumbers: '10001,20001', unique_name: 'two@example.com' },
      Math.floor(Date.now() / 1000) + 600,
    );
    const tokens = { session: both, caseToken: null };
    expect((await search(tokens, { agentNumbers: ['20001'] })).cases.map((c) => c.caseId)).toEqual([
      '100011',
    ]);
    expect((await search(tokens, {})).totalCount).toBeGreaterThan(1);
  });

  it('answers the search as JSON (Content-Type application/json)', async () => {
    const result = await sb.call('searchBook', { tokens: await sb.agent('20001'), json: {} });
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('counts a case once for an agent with two agent numbers on it', async () => {
    const both = await sb.forge(
      { UserType: 2, AgentNumbers: '10001,20001', unique_name: 'two@example.com' },
      Math.floor(Date.now() / 1000) + 600,
    );
    const result = await search({ session: both, caseToken: null }, { take: 200 });
    const ids = result.cases.map((c) => c.caseId);
    expect(ids.filter((id) => id === '100011')).toEqual(['100011']);
    expect(new Set(ids).size).toBe(ids.length);
    const alexOnly = await search(await sb.agent('10001'), { take: 200 });
    expect(result.totalCount).toBe(alexOnly.totalCount);
  });

  it('refuses customers (403), a repeated sort column and a bad take (400)', async () => {
    expect((await sb.call('searchBook', { tokens: await sb.customer(OLIVIA), json: {} })).status).toBe(403);
    const alex = await sb.agent('10001');
    const twice = await sb.call('searchBook', {
      tokens: alex,
      json: {
        sortFields: [
          { columnName: 'PolicyNumber', columnOrder: 'Ascending' },
          { columnName: 'PolicyNumber', columnOrder: 'Descending' },
        ],
      },
    });
    expect(twice.status).toBe(400);
    expect(errorOf(twice).Error).toMatch(/Can not have the same column selected twice/);
    const take = await sb.call('searchBook', { tokens: alex, json: { take: 0 } });
    expect(take.status).toBe(400);
    expect(errorOf(take).Field).toBe('take');
  });
});

describe('release, bypass approval and accept (SPEC §6)', () => {
  it('releases 100010 once Alex has reviewed every document', async () => {
    const alex = await sb.agent('10001');
    const early = await sb.call('releaseCase', { params: { caseId: '100010' }, tokens: alex });
    expect(early.status).toBe(409);
    expect(errorOf(early).Error).toMatch(/review all of the documents/);
    expect((await sb.stored('100010')).lifeCycleStatus).toBe('WaitingApproval');
    await reviewAll(alex, '100010');
    const release = await sb.call('releaseCase', { params: { caseId: '100010' }, tokens: alex });
    expect(release.status).toBe(200);
    // docs/api.md: SuccessResponse with SPEC §4's 'Release was successful'.
    expect(release.body).toEqual({ isSuccessful: true, message: 'Release was successful' });
    const stored = await sb.stored('100010');
    expect(stored.lifeCycleStatus).toBe('WaitingAcceptance');
    expect(stored.approvals[0]?.isComplete).toBe(true);
  });

  it('100022 (WaitingRelease, no approvals): an agent who has not reviewed is told to review first', async () => {
    const stored = await sb.stored('100022');
    expect(stored.lifeCycleStatus).toBe('WaitingRelease');
    expect(stored.approvals).toEqual([]);
    stored.parties.push(beaAsBga('100022'));
    expect((await sb.request('PUT', '/__sandbox/cases/100022', { json: stored })).status).toBe(200);
    const bea = await sb.agent('20001');
    const early = await sb.call('releaseCase', { params: { caseId: '100022' }, tokens: bea });
    expect(early.status).toBe(409);
    expect(errorOf(early).Error).toBe(
      'You must review all of the documents for your policy before approving.',
    );
    expect((await sb.stored('100022')).lifeCycleStatus).toBe('WaitingRelease');
    const alex = await sb.agent('10001');
    expect((await sb.call('releaseCase', { params: { caseId: '100022' }, tokens: alex })).status).toBe(200);
    expect((await sb.stored('100022')).lifeCycleStatus).toBe('WaitingAcceptance');
  });

  it('releases 100011 Bga first, then Agent; the Agent may not go first', async () => {
    const alex = await sb.agent('10001');
    const bea = await sb.agent('20001');
    await reviewAll(alex, '100011');
    await reviewAll(bea, '100011');
    const agentFirst = await sb.call('releaseCase', { params: { caseId: '100011' }, tokens: alex });
    expect(agentFirst.status).toBe(409);
    expect(errorOf(agentFirst).Error).toMatch(/next assigned approver/);
    expect((await sb.call('releaseCase', { params: { caseId: '100011' }, tokens: bea })).status).toBe(200);
    expect((await sb.stored('100011')).lifeCycleStatus).toBe('WaitingApproval');
    expect((await sb.call('releaseCase', { params: { caseId: '100011' }, tokens: alex })).status).toBe(200);
    expect((await sb.stored('100011')).lifeCycleStatus).toBe('WaitingAcceptance');
  });

  it('lets only a Bga bypass approval', async () => {
    const alex = await sb.agent('10001');
    const refused = await sb.call('bypassApproval', { params: { caseId: '100011' }, tokens: alex });
    expect(refused.status).toBe(403);
    // The portal shows a refused bypass's errors.Error to the agent (SPEC §8): it names what was refused.
    expect(errorOf(refused).Error).toMatch(/bypass approval/);
    expect((await sb.stored('100011')).lifeCycleStatus).toBe('WaitingApproval');
    const bea = await sb.agent('20001');
    const bypass = await sb.call('bypassApproval', { params: { caseId: '100011' }, tokens: bea });
    expect(bypass.status).toBe(200);
    // docs/api.md: raw 200 `{isSuccessful:true}`.
    expect(bypass.body).toEqual({ isSuccessful: true });
    const stored = await sb.stored('100011');
    expect(stored.lifeCycleStatus).toBe('WaitingAcceptance');
    expect(stored.approvals.every((a: { isComplete: boolean }) => a.isComplete)).toBe(true);
    expect((await sb.call('bypassApproval', { params: { caseId: '100011' }, tokens: bea })).status).toBe(409);
  });

  it('refuses release and bypass to customers and to agents off the case', async () => {
    const olivia = await sb.customer(OLIVIA);
    expect((await sb.call('releaseCase', { params: { caseId: '100001' }, tokens: olivia })).status).toBe(403);
    expect((await sb.call('bypassApproval', { params: { caseId: '100001' }, tokens: olivia })).status).toBe(
      403,
    );
    const bea = await sb.agent('20001');
    expect((await sb.call('releaseCase', { params: { caseId: '100010' }, tokens: bea })).status).toBe(403);
    expect((await sb.call('releaseCase', { params: { caseId: 'NOPE-1' }, tokens: bea })).status).toBe(404);
  });

  it('accepts 100002 for its owner (documents reviewed, payment complete): Complete', async () => {
    const olivia = await sb.customer(OLIVIA);
    const result = await sb.accept('100002', olivia);
    expect(result.status).toBe(200);
    // The portal's acceptance reads isSuccessful: false would be a refused acceptance.
    expect(result.body).toMatchObject({ isSuccessful: true });
    const stored = await sb.stored('100002');
    expect(stored.lifeCycleStatus).toBe('Complete');
    expect(stored.acceptances[0]?.isComplete).toBe(true);
    expect((await sb.accept('100002', olivia)).status).toBe(409);
  });

  it('accepting annuity 200002 opens its delivery confirmation, so the customer can confirm it: Complete', async () => {
    const anna = await sb.customer(ANNA);
    await reviewAll(anna, '200002');
    expect((await sb.stored('200002')).deliveryConfirmations).toEqual([]);
    expect((await sb.accept('200002', anna)).status).toBe(200);
    const accepted = await sb.stored('200002');
    expect(accepted.lifeCycleStatus).toBe('WaitingDeliveryConfirmation');
    expect(accepted.deliveryConfirmations).toEqual([
      expect.objectContaining({ partyId: 'P-200002-ANNA', confirmedOn: null }),
    ]);
    expect(accepted.deliveryConfirmations[0]?.confirmationKey).toMatch(/^DC-[\w-]{22}$/);
    const confirmed = await sb.call('acknowledgeAuthenticated', {
      params: { caseId: '200002' },
      tokens: anna,
    });
    expect(confirmed.status).toBe(200);
    const done = await sb.stored('200002');
    expect(done.lifeCycleStatus).toBe('Complete');
    expect(done.deliveryConfirmations[0]?.confirmedOn).toBeTruthy();
  });

  it('refuses to accept 100001 before review and payment, with the reason', async () => {
    const olivia = await sb.customer(OLIVIA);
    const early = await sb.accept('100001', olivia);
    expect(early.status).toBe(409);
    expect(errorOf(early).Error).toBe(
      'You must review all of the documents for your policy before continuing.',
    );
    expect((await sb.stored('100001')).lifeCycleStatus).toBe('WaitingAcceptance');
  });

  it('refuses to accept for Ian (not the owner) and for agents', async () => {
    const ian = await sb.customer(IAN);
    const notOwner = await sb.accept('100005', ian);
    expect(notOwner.status).toBe(403);
    expect(errorOf(notOwner).Error).toMatch(/accept/);
    expect((await sb.accept('100002', await sb.agent('10001'))).status).toBe(403);
    expect((await sb.stored('100002')).lifeCycleStatus).toBe('WaitingAcceptance');
  });
  it('refuses a release until every document is reviewed, not just one (409)', async () => {
    const alex = await sb.agent('10001');
    const [first] = (await sb.stored('100010')).documents;
    if (!first) throw new Error('100010 has documents');
    const params = { caseId: '100010', documentId: first.documentId };
    const reviewed = first.requiredReviewStatus.includes('Accepted')
      ? await sb.call('acceptDocument', { params, tokens: alex, json: { newStatus: 'Accepted' } })
      : await sb.call('reviewDocument', { params, tokens: alex });
    expect(reviewed.status).toBe(200);
    const early = await sb.call('releaseCase', { params: { caseId: '100010' }, tokens: alex });
    expect(early.status).toBe(409);
    expect(errorOf(early).Error).toMatch(/review all of the documents/);
    expect((await sb.stored('100010')).lifeCycleStatus).toBe('WaitingApproval');
  });

  it('refuses to accept a reviewed case whose payment is not complete, with the reason (docs/lifecycle.md)', async () => {
    await sb.changeStored('200002', (stored) => {
      stored.payment.status = 'InitialPaymentRequired';
    });
    const anna = await sb.customer(ANNA);
    await reviewAll(anna, '200002');
    const early = await sb.accept('200002', anna);
    expect(early.status).toBe(409);
    expect(errorOf(early).Error).toBe('Your payments must be complete before you accept the policy.');
    expect((await sb.stored('200002')).lifeCycleStatus).toBe('WaitingAcceptance');
  });

  it("refuses a release sent with a body (400 'This call takes no request body.') and moves nothing", async () => {
    const alex = await sb.agent('10001');
    await reviewAll(alex, '100010');
    const stray = await sb.call('releaseCase', { params: { caseId: '100010' }, tokens: alex, json: {} });
    expect(stray.status).toBe(400);
    expect(errorOf(stray).Error).toBe('This call takes no request body.');
    expect((await sb.stored('100010')).lifeCycleStatus).toBe('WaitingApproval');
  });

  it('accepting a co-owned annuity opens a delivery confirmation for each owner who accepted', async () => {
    await sb.changeStored('200002', (stored) => {
      stored.parties.push({
        id: 'P-200002-CO',
        displayName: 'Carl Coowner',
        emailAddress: 'carl.coowner@example.net',
        roles: ['Owner'],
      });
      stored.acceptances.push({
        partyId: 'P-200002-CO',
        isAssigned: true,
        isComplete: true,
        closedOn: '2026-11-01T00:00:00.000Z',
      });
    });
    const anna = await sb.customer(ANNA);
    await reviewAll(anna, '200002');
    expect((await sb.accept('200002', anna)).status).toBe(200);
    const accepted = await sb.stored('200002');
    expect(accepted.lifeCycleStatus).toBe('WaitingDeliveryConfirmation');
    expect(accepted.deliveryConfirmations.map((d) => d.partyId).sort()).toEqual([
      'P-200002-ANNA',
      'P-200002-CO',
    ]);
  });
});

describe('what the case read shows (SPEC §3, docs/api.md getCase)', () => {
  const read = async (caseId: string, tokens: Tokens, name: 'getCase' | 'getCaseForAgent' = 'getCase') => {
    const result = await sb.call(name, { params: { caseId }, tokens });
    expect(result.status).toBe(200);
    return result.body as Case;
  };

  it('marks a document reviewed only once the caller has reviewed it', async () => {
    const ian = await sb.customer(IAN);
    const before = await read('100005', ian);
    expect(before.documents.map((d) => d.isReviewComplete)).toEqual([false, false, false]);
    const first = before.documents[0]?.documentId ?? '';
    const review = await sb.call('reviewDocument', {
      params: { caseId: '100005', documentId: first },
      tokens: ian,
    });
    expect(review.status).toBe(200);
    const after = await read('100005', ian);
    expect(after.documents.map((d) => d.isReviewComplete)).toEqual([true, false, false]);
  });

  it("shows the agent's business line to the customer, who may ask them for paper (decision 425)", async () => {
    const olivia = await sb.customer(OLIVIA);
    const agent = (await read('100001', olivia)).parties.find((p) => p.roles.includes('Agent'));
    expect(agent?.phoneNumber).toMatch(/^1-800-555-\d{4}$/);
  });

  it('reads Open while the case is on its way to the customer and Closed once it is complete', async () => {
    const olivia = await sb.customer(OLIVIA);
    expect((await read('100001', olivia)).status).toBe('Open');
    expect((await read('100004', olivia)).status).toBe('Closed');
  });

  it("shows a party's consent to electronic records once given, and none before", async () => {
    const nora = await sb.customer('nora.newcomer@example.com');
    const party = (c: Case) => c.parties.find((p) => p.id === 'P-100006-NORA');
    expect(party(await read('100006', nora))).not.toHaveProperty('consentedAt');
    const consent = await sb.call('giveConsent', {
      params: { caseId: '100006' },
      tokens: nora,
      json: { disclosureVersion: CONSENT_DISCLOSURE_VERSION },
    });
    expect(consent.status).toBe(200);
    const { consentedAt } = consent.body as { consentedAt: string };
    expect(party(await read('100006', nora))?.consentedAt).toBe(consentedAt);
  });

  it("shows the owner's adopted signature on the case read after the acceptance", async () => {
    const olivia = await sb.customer(OLIVIA);
    expect((await sb.accept('100002', olivia)).status).toBe(200);
    const owner = (await read('100002', olivia)).parties.find((p) => p.roles.includes('Owner'));
    expect(owner?.signature).toMatchObject({ typedName: owner?.displayName });
    expect(owner?.signature?.documents.length).toBeGreaterThan(0);
  });

  it('shows a delivery key only to the party it belongs to, and every key to the agents', async () => {
    const stored = await sb.stored('100005');
    stored.deliveryConfirmations = [
      {
        partyId: 'P-100005-OLIVIA',
        confirmationKey: 'DC-OLIVIAS-KEY',
        confirmedOn: null,
        registeredOn: null,
      },
      { partyId: 'P-100005-IAN', confirmationKey: 'DC-IANS-KEY', confirmedOn: null, registeredOn: null },
    ];
    expect((await sb.request('PUT', '/__sandbox/cases/100005', { json: stored })).status).toBe(200);
    const keys = (c: Case) => c.deliveryConfirmations.map((d) => d.confirmationKey);
    expect(keys(await read('100005', await sb.customer(IAN)))).toEqual(['DC-IANS-KEY']);
    expect(keys(await read('100005', await sb.customer(OLIVIA)))).toEqual(['DC-OLIVIAS-KEY']);
    const alex = await sb.agent('10001');
    expect(keys(await read('100005', alex, 'getCaseForAgent'))).toEqual(['DC-OLIVIAS-KEY', 'DC-IANS-KEY']);
  });
});

describe("the agent's search results name the insured (SPEC §2 AgentHome, §6)", () => {
  const found = async (policyNumber: string) => {
    const result = await sb.call('searchBook', { tokens: await sb.agent('10001'), json: { policyNumber } });
    expect(result.status).toBe(200);
    return (result.body as SearchResponse).cases[0];
  };
  /** A tester's PUT writes the case again, so the result row is made in this test. */
  const put = async (caseId: string, change: (c: StoredCase) => void = () => {}) => {
    const stored = await sb.stored(caseId);
    change(stored);
    expect((await sb.request('PUT', `/__sandbox/cases/${caseId}`, { json: stored })).status).toBe(200);
  };

  it("lists the Insured or Annuitant parties only, with the first one's e-mail", async () => {
    await put('100005');
    // Olivia owns 100005 and Ian is its insured: the owner and the agent are not listed.
    expect(await found('L1000005')).toMatchObject({ insuredNames: ['Ian Insured'], insuredEmail: IAN });
    await put('200001');
    expect(await found('A2000001')).toMatchObject({ insuredNames: ['Anna Annuitant'], insuredEmail: ANNA });
  });

  it('lists a case put with no insured party with no names and no e-mail', async () => {
    await put('100001', (c) => {
      for (const p of c.parties) p.roles = p.roles.filter((r) => r !== 'Insured');
    });
    expect(await found('L1000001')).toMatchObject({ insuredNames: [], insuredEmail: null });
  });
});

describe('payment info as the Payment page reads it (SPEC §3, docs/api.md paymentInfo)', () => {
  const info = async (caseId: string, tokens: Tokens) => {
    const result = await sb.call('paymentInfo', { params: { caseId }, tokens });
    expect(result.status).toBe(200);
    return result.body as PaymentInfo;
  };

  it("asks the current frequency's amount until paid, then 0, naming the bank account and the enrolment", async () => {
    const olivia = await sb.customer(OLIVIA);
    const before = await info('100001', olivia);
    // The $142.50 monthly premium with the policy fee, Monthly being the current frequency.
    expect(before).toMatchObject({
      paymentStatus: 'InitialPaymentRequired',
      initialAmountDue: 167.5,
      paymentMethods: [],
    });
    expect(before.recurringEnrollmentDetails).toMatchObject({
      isEnrolledInRecurring: false,
      enrolledPaymentMethod: null,
      requiresRecurringSetup: true,
    });
    const paid = await sb.call('initialPayment', {
      params: { caseId: '100001' },
      tokens: olivia,
      json: {
        billingFrequency: 'Monthly',
        paymentMethodType: 'BankAccount',
        bankAccount: OLIVIA_CHECKING,
        paymentAmount: 167.5,
        recurringOption: 'SameAsInitial',
      },
    });
    expect(paid.status).toBe(200);
    const after = await info('100001', olivia);
    expect(after).toMatchObject({ paymentStatus: 'Complete', initialAmountDue: 0 });
    const bank = { paymentSourceType: 'BankAccount', description: 'Checking Account ending in 6789' };
    expect(after.paymentMethods).toEqual([{ ...bank, hasAllInfoNeeded: true }]);
    expect(after.recurringEnrollmentDetails).toMatchObject({
      isEnrolledInRecurring: true,
      enrolledPaymentMethod: bank,
      requiresRecurringSetup: false,
    });
  });

  it('lists a card the first payment was made with, and still asks for the recurring setup', async () => {
    const olivia = await sb.customer(OLIVIA);
    const paid = await sb.call('initialPayment', {
      params: { caseId: '100001' },
      tokens: olivia,
      json: {
        billingFrequency: 'Annual',
        paymentMethodType: 'CreditCard',
        cardToken: await sb.cardToken(olivia, '100001', { lastFour: '4242', providerId: '2' }),
        paymentAmount: 1649.5,
      },
    });
    expect(paid.status).toBe(200);
    const body = await info('100001', olivia);
    expect(body.paymentMethods).toEqual([
      { paymentSourceType: 'CreditCard', description: 'Visa ending in 4242 12/29', hasAllInfoNeeded: true },
    ]);
    expect(body.recurringEnrollmentDetails).toMatchObject({
      isEnrolledInRecurring: false,
      requiresRecurringSetup: true,
    });
  });

  it('asks no recurring setup of an annuity with no premium due', async () => {
    const body = await info('200002', await sb.customer(ANNA));
    expect(body.initialAmountDue).toBe(0);
    expect(body.recurringEnrollmentDetails).toMatchObject({
      isEnrolledInRecurring: false,
      requiresRecurringSetup: false,
    });
  });

  it('answers no amount (Payment info not available) while due with no current frequency', async () => {
    const stored = await sb.stored('100001');
    for (const option of stored.payment.frequencyOptions) option.isCurrent = false;
    expect((await sb.request('PUT', '/__sandbox/cases/100001', { json: stored })).status).toBe(200);
    const body = await info('100001', await sb.customer(OLIVIA));
    expect(body.initialAmountDue ?? null).toBeNull();
  });
});
