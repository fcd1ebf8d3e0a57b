import { describe, expect, it } from 'vitest';
import { CALLS, type CallName } from '../../src/api/contract.ts';
import { askWithMarkedPages } from './markedPagesSupport.ts';
import { ANNA, basic, type CallResult, OLIVIA, PASSWORD, startTestSandbox } from './support.ts';

const sb = startTestSandbox();

type HappyPath = () => Promise<CallResult>;

const bank = { routingNumber: '021000021', accountNumber: '123456789', accountHolderName: 'Olivia Owner' };
const payFirst = async () => {
  const olivia = await sb.customer(OLIVIA);
  await sb.call('initialPayment', {
    params: { caseId: '100001' },
    tokens: olivia,
    json: {
      billingFrequency: 'Monthly',
      paymentMethodType: 'BankAccount',
      bankAccount: bank,
      paymentAmount: 167.5,
    },
  });
  return olivia;
};

/** One happy path per call of the contract; the Record type makes a missing call a compile error. */
const HAPPY: Record<CallName, HappyPath> = {
  login: () => sb.call('login', { headers: basic(OLIVIA, PASSWORD) }),
  agentLogin: () => sb.call('agentLogin', { params: { agentNumber: '10001' } }),
  config: () => sb.call('config'),
  uiConfig: () => sb.call('uiConfig'),
  dashboard: async () =>
    sb.call('dashboard', { tokens: { session: (await sb.customer(OLIVIA)).session, caseToken: null } }),
  getCase: async () =>
    sb.call('getCase', { params: { caseId: '100001' }, tokens: await sb.customer(OLIVIA) }),
  certificate: async () =>
    sb.call('certificate', { params: { caseId: '100002' }, tokens: await sb.customer(OLIVIA) }),
  getCaseForAgent: async () =>
    sb.call('getCaseForAgent', { params: { caseId: 'LEG-7001' }, tokens: await sb.agent('10001') }),
  acceptCase: async () => sb.accept('100002', await sb.customer(OLIVIA)),
  giveConsent: async () =>
    sb.call('giveConsent', {
      params: { caseId: '100006' },
      tokens: await sb.customer('nora.newcomer@example.com'),
      json: { disclosureVersion: 'e-records-2026-11' },
    }),
  declineConsent: async () =>
    sb.call('declineConsent', {
      params: { caseId: '100006' },
      tokens: await sb.customer('nora.newcomer@example.com'),
      json: { disclosureVersion: 'e-records-2026-11' },
    }),
  releaseCase: async () => {
    const alex = await sb.agent('10001');
    for (const documentId of ['D-100010-1'])
      await sb.call('reviewDocument', { params: { caseId: '100010', documentId }, tokens: alex });
    await sb.call('acceptDocument', {
      params: { caseId: '100010', documentId: 'D-100010-2' },
      tokens: alex,
      json: { newStatus: 'Accepted' },
    });
    return sb.call('releaseCase', { params: { caseId: '100010' }, tokens: alex });
  },
  bypassApproval: async () =>
    sb.call('bypassApproval', { params: { caseId: '100011' }, tokens: await sb.agent('20001') }),
  searchBook: async () =>
    sb.call('searchBook', {
      tokens: await sb.agent('10001'),
      json: {
        lifeCycleStatuses: ['WaitingAcceptance'],
        sortFields: [{ columnName: 'ValidFrom', columnOrder: 'Descending' }],
      },
    }),
  queueCounts: async () => sb.call('queueCounts', { tokens: await sb.agent('10001') }),
  createAgentChangeRequest: async () =>
    sb.call('createAgentChangeRequest', {
      params: { caseId: '100003' },
      tokens: await sb.agent('10001'),
      json: 'Change',
    }),
  createChangeRequest: async () =>
    sb.call('createChangeRequest', {
      params: { caseId: '100003' },
      tokens: await sb.customer(OLIVIA),
      json: 'Change',
    }),
  createComment: async () =>
    sb.call('createComment', {
      params: { caseId: '100003' },
      tokens: await sb.customer(OLIVIA),
      json: 'Question',
    }),
  markedPages: async () => {
    const olivia = await sb.customer(OLIVIA);
    const commentId = await askWithMarkedPages(sb, '100003', olivia);
    return sb.call('markedPages', { params: { caseId: '100003', commentId }, tokens: olivia });
  },
  notTaken: async () =>
    sb.call('notTaken', { params: { caseId: '100003' }, tokens: await sb.agent('10001') }),
  revertToPaper: async () =>
    sb.call('revertToPaper', { params: { caseId: '100003' }, tokens: await sb.agent('10001') }),
  createBgaComment: async () =>
    sb.call('createBgaComment', {
      params: { caseId: '100011' },
      tokens: await sb.agent('20001'),
      json: 'Note',
    }),
  tracker: async () =>
    sb.call('tracker', {
      params: { caseId: '100001', currentPage: 'doc-review' },
      tokens: await sb.customer(OLIVIA),
    }),
  documentsWithSigned: async () =>
    sb.call('documentsWithSigned', { params: { caseId: '100004' }, tokens: await sb.customer(OLIVIA) }),
  documentsOnlySignedPolicy: async () =>
    sb.call('documentsOnlySignedPolicy', { params: { caseId: '100004' }, tokens: await sb.customer(OLIVIA) }),
  documents: async () =>
    sb.call('documents', { params: { caseId: '200001' }, tokens: await sb.customer(ANNA) }),
  acceptDocument: async () =>
    sb.call('acceptDocument', {
      params: { caseId: '100001', documentId: 'D-100001-2' },
      tokens: await sb.customer(OLIVIA),
      json: { newStatus: 'Accepted' },
    }),
  completeDocument: async () =>
    sb.call('completeDocument', {
      params: { caseId: '100001', documentId: 'D-100001-4' },
      tokens: await sb.customer(OLIVIA),
      json: {
        answers: [
          { questionId: 'mightDiscontinue', value: 'no' },
          { questionId: 'mightFinance', value: 'no' },
          { questionId: 'replacementReason', value: 'None' },
        ],
      },
    }),
  reviewDocument: async () =>
    sb.call('reviewDocument', {
      params: { caseId: '100001', documentId: 'D-100001-1' },
      tokens: await sb.customer(OLIVIA),
    }),
  paymentInfo: async () =>
    sb.call('paymentInfo', { params: { caseId: '100001' }, tokens: await sb.customer(OLIVIA) }),
  paymentCardSession: async () =>
    sb.call('paymentCardSession', { params: { caseId: '100001' }, tokens: await sb.customer(OLIVIA) }),
  initialPayment: async () =>
    sb.call('initialPayment', {
      params: { caseId: '100001' },
      tokens: await sb.customer(OLIVIA),
      json: {
        billingFrequency: 'Quarterly',
        paymentMethodType: 'BankAccount',
        bankAccount: bank,
        paymentAmount: 443.95,
      },
    }),
  recurringPayment: async () =>
    sb.call('recurringPayment', {
      params: { caseId: '100001' },
      tokens: await payFirst(),
      json: { paymentMethodType: 'BankAccount' },
    }),
  acknowledgeDelivery: () =>
    sb.call('acknowledgeDelivery', {
      params: { caseId: '200001', confirmationKey: 'DC-200001-KEY' },
      json: { emailAddress: ANNA },
    }),
  registerUnauthenticated: () =>
    sb.call('registerUnauthenticated', {
      params: { caseId: '200001', confirmationKey: 'DC-200001-KEY' },
      json: { emailAddress: ANNA },
    }),
  acknowledgeAuthenticated: async () =>
    sb.call('acknowledgeAuthenticated', { params: { caseId: '200001' }, tokens: await sb.customer(ANNA) }),
};

describe('every call of the contract', () => {
  it('has a happy path here', () => {
    expect(Object.keys(HAPPY).sort()).toEqual(Object.keys(CALLS).sort());
  });

  for (const name of Object.keys(CALLS) as CallName[]) {
    it(`${name}: 2xx, the response schema holds, availability header true`, async () => {
      const result = await HAPPY[name]();
      expect(result.status, result.text.slice(0, 300)).toBeGreaterThanOrEqual(200);
      expect(result.status).toBeLessThan(300);
      expect(result.headers.get('x-epd-available')).toBe('true');
      // Every case-authenticated happy path here is a customer's: each answer slides the case token.
      if (CALLS[name].auth === 'case') expect(result.headers.get('set-authorization')).toBeTruthy();
    });
  }
});
