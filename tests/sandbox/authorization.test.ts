import { beforeAll, describe, expect, it } from 'vitest';
import type { StoredCase } from '../../sandbox/store/types.ts';
import { CALLS, type CallName } from '../../src/api/contract.ts';
import { CONSENT_DISCLOSURE_VERSION } from '../../src/domain/record/consentTexts.ts';
import { askWithMarkedPages } from './markedPagesSupport.ts';
import { ANNA, beaAsBga, IAN, OLIVIA, startTestSandbox, type Tokens } from './support.ts';

/**
 * Every call of the contract × every kind of caller → the status it must answer. A call
 * added to src/api/contract.ts without a row here fails to compile and fails the first test.
 *
 * The case is 100005 (Olivia Owner, Ian Insured, Alex Agent) with Bea added as its Bga; each row may
 * put it in the state its call needs, so that an allowed caller gets through (200) and a refusal can
 * only be the permission's. A refused call must leave the stored case as it was.
 */
const CASE_ID = '100005';

const CALLERS = [
  'owner',
  'otherParty',
  'anotherCustomer',
  'caseAgent',
  'anotherAgent',
  'bga',
  'linkToken',
  'caseToken',
  'noToken',
  'expiredToken',
] as const;
type Caller = (typeof CALLERS)[number];
type Statuses = [number, number, number, number, number, number, number, number, number, number];

interface Row {
  /** The statuses, in the order of CALLERS. */
  expect: Statuses;
  /** The state the call needs, made from the table's case. */
  prepare?: (stored: StoredCase) => void;
  params?: Record<string, string>;
  body?: unknown;
  /** The body is the owner's signature of the case as delivered after each put (decision 220). */
  signedBy?: string;
  /** The owner first asks a question with marked pages; its id is the `commentId` parameter. */
  attach?: true;
}

// Who is let in, by kind of call.                 owner other stranger agent otherAgent bga link case none expired
const READ: Statuses = /*                      */ [200, 200, 403, 200, 403, 200, 200, 200, 401, 401];
const REVIEW: Statuses = /*                    */ [200, 200, 403, 200, 403, 200, 200, 200, 401, 401];
const OWNER_ONLY: Statuses = /*                */ [200, 403, 403, 403, 403, 403, 200, 200, 401, 401];
const CUSTOMER_ONLY: Statuses = /*             */ [200, 200, 403, 403, 403, 403, 200, 200, 401, 401];
const AGENT_ON_CASE: Statuses = /*             */ [403, 403, 403, 200, 403, 200, 403, 401, 401, 401];
const BGA_ONLY: Statuses = /*                  */ [403, 403, 403, 403, 403, 200, 403, 401, 401, 401];
// A customer sees only their own comments (SPEC §5), so only the one who sent them; agents on the case.
const MARKED_PAGES: Statuses = /*              */ [200, 403, 403, 200, 403, 200, 200, 200, 401, 401];
const ANYONE: Statuses = /*                    */ [200, 200, 200, 200, 200, 200, 200, 200, 200, 200];

const reviewedBy = (stored: StoredCase, partyId: string) => {
  for (const doc of stored.documents)
    doc.reviews[partyId] = {
      currentReviewStatus: doc.requiredReviewStatus.includes('Accepted') ? 'Accepted' : 'Reviewed',
      acceptedOrDeclinedOn: '2026-10-30T10:00:00.000Z',
      isReviewComplete: true,
    };
};
const waitingApproval = (stored: StoredCase, approvers: string[]) => {
  stored.lifeCycleStatus = 'WaitingApproval';
  stored.approvals = approvers.map((partyId) => ({
    partyId,
    role: partyId.includes('BGA') ? 'Bga' : 'Agent',
    isAssigned: true,
    isComplete: false,
    closedOn: null,
  }));
};
const waitingDelivery = (stored: StoredCase) => {
  stored.lifeCycleStatus = 'WaitingDeliveryConfirmation';
  for (const a of stored.acceptances)
    Object.assign(a, { isComplete: true, closedOn: '2026-10-30T10:00:00.000Z' });
  stored.deliveryConfirmations = [
    { partyId: 'P-100005-OLIVIA', confirmationKey: 'DC-TABLE-KEY', confirmedOn: null, registeredOn: null },
  ];
};
const withoutConsent = (stored: StoredCase) => {
  for (const party of stored.parties) delete party.consentedAt;
};
const CONSENT = { disclosureVersion: CONSENT_DISCLOSURE_VERSION };
const BANK = { routingNumber: '021000021', accountNumber: '123456789', accountHolderName: 'Olivia Owner' };
const ALEX_PARTY = 'P-100005-AGENT-10001';
const BEA_PARTY = 'P-100005-BGA-20001';

const TABLE = {
  // Basic credentials only: no bearer token, however good, is a password.
  login: { expect: [401, 401, 401, 401, 401, 401, 401, 401, 401, 401] },
  agentLogin: { expect: ANYONE, params: { agentNumber: '10001' } },
  config: { expect: ANYONE },
  uiConfig: { expect: ANYONE },
  // A link opens its one case; a case token alone is no session.
  dashboard: { expect: [200, 200, 200, 200, 200, 200, 403, 401, 401, 401] },
  getCase: { expect: READ },
  getCaseForAgent: { expect: AGENT_ON_CASE },
  // The certificate is a case read: the case's parties, its agent and its Bga (decision 232).
  certificate: { expect: READ },
  acceptCase: {
    expect: OWNER_ONLY,
    signedBy: 'olivia owner',
    prepare: (stored) => {
      reviewedBy(stored, 'P-100005-OLIVIA');
      stored.payment.status = 'Complete';
    },
  },
  // Release is the next approver's (Alex); Bea is on the case but not next, which the lifecycle says.
  // Decision 212: each customer party answers for themselves; agents read the case but never answer.
  giveConsent: { expect: CUSTOMER_ONLY, prepare: (stored) => withoutConsent(stored), body: CONSENT },
  declineConsent: { expect: CUSTOMER_ONLY, prepare: (stored) => withoutConsent(stored), body: CONSENT },
  releaseCase: {
    expect: [403, 403, 403, 200, 403, 409, 403, 401, 401, 401],
    prepare: (stored) => {
      waitingApproval(stored, [ALEX_PARTY]);
      reviewedBy(stored, ALEX_PARTY);
    },
  },
  bypassApproval: { expect: BGA_ONLY, prepare: (stored) => waitingApproval(stored, [BEA_PARTY, ALEX_PARTY]) },
  searchBook: { expect: [403, 403, 403, 200, 200, 200, 403, 401, 401, 401], body: {} },
  queueCounts: { expect: [403, 403, 403, 200, 200, 200, 403, 401, 401, 401] },
  createAgentChangeRequest: { expect: AGENT_ON_CASE, body: 'Please correct the insured’s birth date.' },
  createChangeRequest: { expect: CUSTOMER_ONLY, body: 'Please change the beneficiary.' },
  createComment: { expect: CUSTOMER_ONLY, body: 'When is my first payment due?' },
  // Decision 285: the marked pages of Olivia's question, never cached.
  markedPages: { expect: MARKED_PAGES, attach: true },
  notTaken: { expect: AGENT_ON_CASE },
  revertToPaper: { expect: AGENT_ON_CASE },
  createBgaComment: { expect: BGA_ONLY, body: 'Approved on my side.' },
  tracker: { expect: READ, params: { currentPage: 'doc-review' } },
  documentsWithSigned: { expect: READ },
  documentsOnlySignedPolicy: { expect: READ },
  documents: { expect: READ },
  acceptDocument: { expect: REVIEW, params: { documentId: 'D-100005-2' }, body: { newStatus: 'Accepted' } },
  completeDocument: {
    expect: REVIEW,
    params: { documentId: 'D-100005-4' },
    prepare: (stored) => {
      stored.documents.push({
        documentId: 'D-100005-4',
        documentType: 'ReplacementForm',
        requiredReviewStatus: ['Completed'],
        isReviewRequired: true,
        pageCount: 2,
        reviews: {},
      });
    },
    body: {
      answers: [
        { questionId: 'mightDiscontinue', value: 'no' },
        { questionId: 'mightFinance', value: 'no' },
        { questionId: 'replacementReason', value: 'Better terms' },
      ],
    },
  },
  reviewDocument: { expect: REVIEW, params: { documentId: 'D-100005-1' } },
  paymentInfo: { expect: READ },
  paymentCardSession: { expect: OWNER_ONLY },
  initialPayment: {
    expect: OWNER_ONLY,
    body: {
      billingFrequency: 'Monthly',
      paymentMethodType: 'BankAccount',
      bankAccount: BANK,
      paymentAmount: 113.4,
    },
  },
  // Today's main let the other party and agents through here: no test held the owner check.
  recurringPayment: {
    expect: OWNER_ONLY,
    prepare: (stored) => {
      stored.payment.status = 'RecurringSetupRequired';
      stored.payment.requiresRecurringSetup = true;
    },
    body: { paymentMethodType: 'BankAccount', bankAccount: BANK },
  },
  // The link's key and e-mail are the credentials; a bearer token neither helps nor hurts.
  acknowledgeDelivery: {
    expect: ANYONE,
    prepare: waitingDelivery,
    params: { confirmationKey: 'DC-TABLE-KEY' },
    body: { emailAddress: OLIVIA },
  },
  registerUnauthenticated: {
    expect: ANYONE,
    prepare: waitingDelivery,
    params: { confirmationKey: 'DC-TABLE-KEY' },
    body: { emailAddress: OLIVIA },
  },
  // Ian is a customer on the case but holds no delivery confirmation.
  acknowledgeAuthenticated: { expect: OWNER_ONLY, prepare: waitingDelivery },
} satisfies Record<CallName, Row>;

const sb = startTestSandbox();
const tokens = {} as Record<Caller, Tokens>;

beforeAll(async () => {
  const [owner, otherParty, anotherCustomer, caseAgent, bga] = await Promise.all([
    sb.customer(OLIVIA),
    sb.customer(IAN),
    sb.customer(ANNA),
    sb.agent('10001'),
    sb.agent('20001'),
  ]);
  const link = await sb.request('POST', '/__sandbox/link-token', {
    json: { caseId: CASE_ID, email: OLIVIA },
  });
  const now = Math.floor(Date.now() / 1000);
  const session = (claims: Record<string, unknown>) => ({
    AuthProviderId: 'epd-sandbox',
    given_name: 'Omar',
    family_name: 'Other',
    ...claims,
  });
  // Signed with the data dir's secret, as a login of an agent the case does not name would be.
  const anotherAgent = await sb.forge(
    session({ UserType: 2, AgentNumbers: '30001', unique_name: 'omar.other@example.com' }),
    now + 3600,
  );
  const olivia = session({
    UserType: 1,
    given_name: 'Olivia',
    family_name: 'Owner',
    AgentNumbers: '',
    unique_name: OLIVIA,
  });
  const caseClaim = { [`Case-${CASE_ID}`]: { Roles: [3], UserPartyIds: ['P-100005-OLIVIA'] } };
  Object.assign(tokens, {
    owner,
    otherParty,
    anotherCustomer,
    caseAgent,
    anotherAgent: { session: anotherAgent, caseToken: null },
    bga,
    linkToken: { session: link.text, caseToken: link.text },
    caseToken: { session: null, caseToken: owner.caseToken },
    noToken: { session: null, caseToken: null },
    expiredToken: {
      session: await sb.forge(olivia, now - 60),
      caseToken: await sb.forge({ ...caseClaim, sub: OLIVIA }, now - 60),
    },
  } satisfies Record<Caller, Tokens>);
});

/** The table's case as this row needs it, and the parameters made with it. */
async function tableCase(row: Row): Promise<{ prepared: StoredCase; params: Record<string, string> }> {
  const stored = await sb.stored(CASE_ID);
  stored.parties.push(beaAsBga(CASE_ID));
  row.prepare?.(stored);
  if (!row.attach) return { prepared: stored, params: {} };
  expect((await sb.request('PUT', `/__sandbox/cases/${CASE_ID}`, { json: stored })).status).toBe(200);
  const commentId = await askWithMarkedPages(sb, CASE_ID, tokens.owner);
  return { prepared: await sb.stored(CASE_ID), params: { commentId } };
}

describe('the authorization table', () => {
  it('has a row for every call of the contract', () => {
    expect(Object.keys(TABLE).sort()).toEqual(Object.keys(CALLS).sort());
  });

  for (const [name, row] of Object.entries(TABLE) as [CallName, Row][]) {
    it(`${name}: ${CALLERS.map((c, i) => `${c} ${row.expect[i]}`).join(', ')}`, async () => {
      const { prepared, params } = await tableCase(row);
      const answered: Record<string, number> = {};
      for (const caller of CALLERS) {
        const put = await sb.request('PUT', `/__sandbox/cases/${CASE_ID}`, { json: prepared });
        expect(put.status).toBe(200);
        const before = await sb.stored(CASE_ID);
        const body = row.signedBy ? await sb.signature(CASE_ID, tokens.owner, row.signedBy) : row.body;
        const result = await sb.call(name, {
          params: { caseId: CASE_ID, ...row.params, ...params },
          tokens: tokens[caller],
          ...(body === undefined ? {} : { json: body }),
          headers: { 'Idempotency-Key': `table-${name}-${caller}` },
        });
        answered[caller] = result.status;
        if (result.status >= 400)
          expect(await sb.stored(CASE_ID), `${name} refused ${caller} but changed the case`).toEqual(before);
      }
      expect(answered).toEqual(Object.fromEntries(CALLERS.map((c, i) => [c, row.expect[i]])));
    });
  }
});

/**
 * Who the caller is (sandbox/auth/callers.ts) beyond the table's ten callers: docs/api.md "Tokens" and
 * "Who may do what". Tokens the logins do not make are forged with the data dir's secret.
 */
describe('who the caller is (docs/api.md, SPEC §6)', () => {
  const now = () => Math.floor(Date.now() / 1000);
  const sessionOf = (claims: Record<string, unknown>) =>
    sb.forge(
      {
        AuthProviderId: 'epd-sandbox',
        given_name: 'Omar',
        family_name: 'Other',
        unique_name: 'o@x.com',
        ...claims,
      },
      now() + 3600,
    );
  const asSession = async (claims: Record<string, unknown>): Promise<Tokens> => ({
    session: await sessionOf(claims),
    caseToken: null,
  });
  const message = (result: { body: unknown }) => (result.body as { errors: { Error: string } }).errors.Error;
  const storeCase = (change: (stored: StoredCase) => void) => sb.changeStored(CASE_ID, change);

  it('says why a call without any token is refused', async () => {
    const result = await sb.call('dashboard', { tokens: tokens.noToken });
    expect(result.status).toBe(401);
    expect(message(result)).toMatch(/\w/);
  });

  it('does not call a bad token expired, and says it is not valid', async () => {
    const result = await sb.call('dashboard', { tokens: { session: 'not-a-token', caseToken: null } });
    expect(result.status).toBe(401);
    expect(message(result)).toMatch(/\w/);
    expect(message(result)).not.toMatch(/expired/i);
  });

  it('says why a case token alone opens no session call', async () => {
    const result = await sb.call('dashboard', { tokens: tokens.caseToken });
    expect(result.status).toBe(401);
    expect(message(result)).toMatch(/\w/);
  });

  it('refuses agent calls to a customer session, even one naming agent numbers', async () => {
    const customer = await asSession({ UserType: 1, AgentNumbers: '10001' });
    for (const name of ['queueCounts', 'getCaseForAgent'] as const) {
      const result = await sb.call(name, { params: { caseId: CASE_ID }, tokens: customer });
      expect(result.status, name).toBe(403);
      expect(message(result), name).toMatch(/\w/);
    }
  });

  it('refuses agent calls to an agent session without agent numbers', async () => {
    for (const claims of [
      { UserType: 2, AgentNumbers: '' },
      { UserType: 2, AgentNumbers: ' , ' },
      { UserType: 2 },
    ]) {
      const result = await sb.call('queueCounts', { tokens: await asSession(claims) });
      expect(result.status, JSON.stringify(claims)).toBe(403);
    }
  });

  it('lets an agent in by any of their comma-separated agent numbers', async () => {
    const agent = await asSession({ UserType: 2, AgentNumbers: '30001, 10001' });
    const result = await sb.call('getCaseForAgent', { params: { caseId: CASE_ID }, tokens: agent });
    expect(result.status).toBe(200);
  });

  it('lets in an agent whose party on the case also holds a customer role', async () => {
    await storeCase((stored) => {
      const alex = stored.parties.find((p) => p.id === ALEX_PARTY);
      if (alex) alex.roles = ['Agent', 'Insured'];
    });
    const result = await sb.call('getCaseForAgent', {
      params: { caseId: CASE_ID },
      tokens: tokens.caseAgent,
    });
    expect(result.status).toBe(200);
  });

  it('lets in a customer whose party on the case also holds an agent role', async () => {
    await storeCase((stored) => {
      const olivia = stored.parties.find((p) => p.id === 'P-100005-OLIVIA');
      if (olivia) olivia.roles = ['Owner', 'Agent'];
    });
    const result = await sb.call('getCase', { params: { caseId: CASE_ID }, tokens: tokens.owner });
    expect(result.status).toBe(200);
  });

  it('refuses a case token whose claim names no party left on the case', async () => {
    await storeCase((stored) => {
      stored.parties = stored.parties.filter((p) => p.id !== 'P-100005-IAN');
    });
    const result = await sb.call('getCase', { params: { caseId: CASE_ID }, tokens: tokens.otherParty });
    expect(result.status).toBe(403);
    expect(message(result)).toContain(CASE_ID);
  });

  it('tells an agent off the case that it is not in their book of business (decision 26)', async () => {
    const result = await sb.call('getCase', { params: { caseId: CASE_ID }, tokens: tokens.anotherAgent });
    expect(result.status).toBe(403);
    expect(message(result)).toMatch(/not in your book of business/);
  });

  it('tells a customer on another case that they have no access to this one (decision 73)', async () => {
    const result = await sb.call('getCase', { params: { caseId: CASE_ID }, tokens: tokens.anotherCustomer });
    expect(result.status).toBe(403);
    expect(message(result)).toMatch(/You do not have access to case 100005/);
    const caseTokenOnly = { session: null, caseToken: tokens.anotherCustomer.caseToken };
    const alone = await sb.call('getCase', { params: { caseId: CASE_ID }, tokens: caseTokenOnly });
    expect(alone.status).toBe(403);
    expect(message(alone)).toMatch(/You do not have access to case 100005/);
  });

  it('tells a party other than the owner that only the owner pays (docs/api.md)', async () => {
    const result = await sb.call('initialPayment', {
      params: { caseId: CASE_ID },
      tokens: tokens.otherParty,
    });
    expect(result.status).toBe(403);
    expect(message(result)).toBe('Only the policy owner can pay for this policy.');
  });

  it('tells the case agent that only a Bga or SubBga sends a comment to the agent', async () => {
    await storeCase((stored) => stored.parties.push(beaAsBga(CASE_ID)));
    const result = await sb.call('createBgaComment', {
      params: { caseId: CASE_ID },
      tokens: tokens.caseAgent,
      json: 'Approved on my side.',
    });
    expect(result.status).toBe(403);
    expect(message(result)).toMatch(/Bga or SubBga/);
  });
});
