import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import * as schemas from '../../src/api/schemas/index.ts';
import * as fixtures from './api-fixtures.ts';
import { certificateFixture } from './certificate-fixtures.ts';

/**
 * Every schema of src/api/schemas against good payloads and malformed ones. A malformed payload names
 * the dot path its first issue must point at (null: the value itself).
 */
type Bad = [label: string, payload: unknown, path: string | null];
interface Table {
  good: unknown[];
  bad: Bad[];
}

/** A copy of `value` with the dot path set (or removed when `to` is REMOVE). */
const REMOVE = Symbol('remove');
function change(value: unknown, path: string, to: unknown): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  const keys = path.split('.');
  const last = keys.pop() as string;
  let target: Record<string, unknown> = copy;
  for (const key of keys) target = target[key] as Record<string, unknown>;
  if (to === REMOVE) delete target[last];
  else target[last] = to;
  return copy;
}
const without = (value: unknown, path: string) => change(value, path, REMOVE);

const iso = '2026-11-20T10:15:00.000Z';
const sessionJwtClaims = {
  UserType: '2',
  given_name: 'Alex',
  family_name: 'Agent',
  AgentNumbers: '10001',
  unique_name: 'alex.agent',
  AuthProviderId: 'sandbox',
  exp: 1_900_000_000,
};
const replacementAnswers = {
  mightDiscontinue: 'yes',
  mightFinance: 'no',
  replacementReason: 'Better rate',
  policies: [
    {
      policyNumber: 'X1',
      insuredName: 'Olivia Owner',
      insurerName: 'Other Life',
      replaceOrFinance: 'Replaced',
    },
  ],
};
const answer = { questionId: 'policyNumber', value: 'X1', policyIndex: 0 };
const SHA = 'ab'.repeat(32);
const signed = { documentId: 'D-1', sha256: SHA };
const marked = { documentId: 'D-1', pages: [2, 5], pdf: 'JVBERi0xLjc=' };
const acceptBody = { typedName: 'Olivia Owner', documents: [signed] };
const signature = { typedName: 'olivia owner', signedAt: iso, documents: [signed] };
const frequency = fixtures.paymentInfo().paymentFrequencyOptions[0];
const record = fixtures.paymentInfo().paymentsOnRecord[0];
const enrollment = fixtures.paymentInfo().recurringEnrollmentDetails;
const picklist = (good: string[], bad: string): Table => ({
  good,
  bad: [
    ['unknown value', bad, null],
    ['wrong case', good[0]?.toUpperCase(), null],
    ['not a string', 1, null],
  ],
});

const ENVELOPE = {
  name: 'Microsoft.ApplicationInsights.Pageview',
  time: '2026-11-22T10:00:00.000Z',
  iKey: 'KEY',
  tags: { 'ai.cloud.role': 'epd-v2-ui' },
  data: { baseType: 'PageviewData', baseData: { name: 'Login' } },
};

const TABLE: Record<string, Table> = {
  // common
  CaseId: {
    good: ['100001', 'LEG-7001'],
    bad: [
      ['slash', '../1', null],
      ['empty', '', null],
      ['too long', 'x'.repeat(41), null],
      ['number', 100001, null],
    ],
  },
  Id: {
    good: ['P-1'],
    bad: [
      ['empty', '', null],
      ['too long', 'x'.repeat(81), null],
      ['null', null, null],
    ],
  },
  IsoDateTime: {
    good: [iso, '2026-11-20T10:15:00Z'],
    bad: [
      ['date only', '2026-11-20', null],
      ['US date', '11/20/2026', null],
      ['number', 1_700_000_000, null],
    ],
  },
  IsoDate: {
    good: [iso],
    bad: [
      ['words', 'yesterday', null],
      ['null', null, null],
    ],
  },
  Money: {
    good: [0, 142.5],
    bad: [
      ['text', '142.50', null],
      ['infinite', Number.POSITIVE_INFINITY, null],
      ['NaN', Number.NaN, null],
    ],
  },
  PaymentAmount: {
    good: [0.01, 142.5, 142.49, 1624.5, 10_000_000],
    bad: [
      ['below a cent', 142.4991, null],
      ['a millionth over', 142.5000001, null],
      ['zero', 0, null],
      ['negative', -142.5, null],
      ['huge', 1e300, null],
      ['text', '142.50', null],
      ['infinite', Number.POSITIVE_INFINITY, null],
    ],
  },
  Digits6to17: {
    good: ['123456', '12345678901234567'],
    bad: [
      ['five digits', '12345', null],
      ['eighteen digits', '1'.repeat(18), null],
      ['letters', '12345a', null],
      ['number', 123456, null],
    ],
  },
  // enums
  LifeCycleStatus: picklist(['WaitingAcceptance', 'Complete', 'Unknown'], 'Open'),
  PartyRole: picklist(['Owner', 'Bga', 'SubBga'], 'Beneficiary'),
  DocumentType: picklist(['SignedPolicy', 'SaveAge', 'EdjDeliveryReceipt'], 'Brochure'),
  ReviewStatus: picklist(['Reviewed', 'Accepted', 'Completed'], 'Declined'),
  CurrentReviewStatus: picklist(['Declined', 'Completed'], 'Pending'),
  PaymentSourceType: picklist(['BankAccount', 'CreditCard', 'DebitCard'], 'Cash'),
  PaymentStatus: picklist(['InitialPaymentRequired', 'RecurringSetupRequired', 'Complete'], 'Paid'),
  RecurringOption: picklist(['SameAsInitial', 'NewPaymentMethod', 'Direct'], 'Later'),
  BankAccountType: picklist(['Checking', 'Savings'], 'Brokerage'),
  SortColumn: picklist(['ValidFrom', 'LifeCycleStatus', 'PolicyNumber'], 'InsuredName'),
  SortOrder: picklist(['Ascending', 'Descending'], 'Random'),
  CommentKind: picklist(['question', 'change'], 'complaint'),
  ReplaceOrFinance: picklist(['neither', 'Replaced', 'Financing'], 'Both'),
  ErrorCode: picklist(['EpdDown', 'CaseNotFound', 'PaymentIssue', 'PaymentCardError'], 'Oops'),
  // party
  Party: {
    good: [
      fixtures.party(),
      { ...fixtures.party(), emailAddress: null, roles: [] },
      { ...fixtures.party(), consentedAt: '2026-11-26T15:00:00.000Z' },
      { ...fixtures.party(), signature },
    ],
    bad: [
      [
        'signature without its time',
        { ...fixtures.party(), signature: without(signature, 'signedAt') },
        'signature.signedAt',
      ],
      ['bad email', change(fixtures.party(), 'emailAddress', 'not-an-email'), 'emailAddress'],
      ['consent not a time', { ...fixtures.party(), consentedAt: 'yesterday' }, 'consentedAt'],
      ['bad role', change(fixtures.party(), 'roles', ['Owner', 'Boss']), 'roles.1'],
      ['missing name', without(fixtures.party(), 'displayName'), 'displayName'],
      ['id number', change(fixtures.party(), 'id', 7), 'id'],
    ],
  },
  Acceptance: {
    good: [fixtures.caseRecord().acceptances[0]],
    bad: [
      ['bad status', change(fixtures.caseRecord().acceptances[0], 'status', 'Done'), 'status'],
      ['missing isAssigned', without(fixtures.caseRecord().acceptances[0], 'isAssigned'), 'isAssigned'],
      ['bad closedOn', change(fixtures.caseRecord().acceptances[0], 'closedOn', 'soon'), 'closedOn'],
    ],
  },
  Approval: {
    good: [fixtures.caseRecord().approvals[0]],
    bad: [
      ['bad role', change(fixtures.caseRecord().approvals[0], 'role', 'Clerk'), 'role'],
      ['isComplete text', change(fixtures.caseRecord().approvals[0], 'isComplete', 'true'), 'isComplete'],
      ['missing partyId', without(fixtures.caseRecord().approvals[0], 'partyId'), 'partyId'],
    ],
  },
  DeliveryConfirmation: {
    good: [{ partyId: 'P-1', confirmationKey: 'DC-200001-KEY' }],
    bad: [
      ['missing key', { partyId: 'P-1' }, 'confirmationKey'],
      ['empty party', { partyId: '', confirmationKey: 'K' }, 'partyId'],
    ],
  },
  Comment: {
    good: [
      fixtures.caseRecord().comments[0],
      {
        ...fixtures.caseRecord().comments[0],
        markedPages: { documentId: 'D-1', pages: [2, 5], sha256: SHA },
      },
    ],
    bad: [
      [
        'bad date',
        change(fixtures.caseRecord().comments[0], 'createdDateTime', '11/20/2026'),
        'createdDateTime',
      ],
      ['missing text', without(fixtures.caseRecord().comments[0], 'textDetails'), 'textDetails'],
      ['text number', change(fixtures.caseRecord().comments[0], 'textDetails', 5), 'textDetails'],
      [
        'marked pages without hash',
        { ...fixtures.caseRecord().comments[0], markedPages: { documentId: 'D-1', pages: [2] } },
        'markedPages.sha256',
      ],
    ],
  },
  // case
  DeliveryMethod: {
    good: [fixtures.caseRecord().deliveryMethod],
    bad: [
      ['order not a list', { isDirectToInForce: false, deliveryOrder: 'Review' }, 'deliveryOrder'],
      ['missing flag', { deliveryOrder: [] }, 'isDirectToInForce'],
    ],
  },
  Case: {
    good: [
      fixtures.caseRecord(),
      { ...fixtures.caseRecord(), caseId: 'LEG-7001', partyId: null, documents: [] },
    ],
    bad: [
      ['bad status', change(fixtures.caseRecord(), 'lifeCycleStatus', 'Open'), 'lifeCycleStatus'],
      ['bad product', change(fixtures.caseRecord(), 'productType', 'Car'), 'productType'],
      [
        'bad document type',
        change(fixtures.caseRecord(), 'documents.0.documentType', 'Brochure'),
        'documents.0.documentType',
      ],
      [
        'bad party email',
        change(fixtures.caseRecord(), 'parties.0.emailAddress', 'olivia'),
        'parties.0.emailAddress',
      ],
      ['missing policy number', without(fixtures.caseRecord(), 'policyNumber'), 'policyNumber'],
      ['bad date', change(fixtures.caseRecord(), 'lastUpdatedOn', 'Tuesday'), 'lastUpdatedOn'],
      ['a list', [], 'caseId'],
      ['null', null, null],
    ],
  },
  DashboardResponse: {
    good: [fixtures.dashboard(), { agreementAuthToken: 't', cases: [] }],
    bad: [
      ['missing token', without(fixtures.dashboard(), 'agreementAuthToken'), 'agreementAuthToken'],
      ['bad case', change(fixtures.dashboard(), 'cases.0.isAnnuity', 'no'), 'cases.0.isAnnuity'],
    ],
  },
  TrackerStep: {
    good: [{ page: 'review', label: 'Review', isComplete: true, isActive: false }],
    bad: [
      ['missing label', { page: 'review', isComplete: true, isActive: false }, 'label'],
      ['active text', { page: 'review', label: 'Review', isComplete: true, isActive: 'yes' }, 'isActive'],
    ],
  },
  TrackerResponse: {
    good: [{ steps: [] }, { steps: [{ page: 'pay', label: 'Payment', isComplete: false, isActive: true }] }],
    bad: [
      ['steps not a list', { steps: {} }, 'steps'],
      ['bad step', { steps: [{ page: 'pay' }] }, 'steps.0.label'],
    ],
  },
  QueueCounts: {
    good: [
      { toRelease: 3, waitingForCustomers: 5, changeRequested: 1 },
      { toRelease: 0, waitingForCustomers: 0, changeRequested: 0 },
    ],
    bad: [
      ['missing group', { toRelease: 3, waitingForCustomers: 5 }, 'changeRequested'],
      ['negative count', { toRelease: -1, waitingForCustomers: 5, changeRequested: 1 }, 'toRelease'],
      [
        'count as text',
        { toRelease: 3, waitingForCustomers: '5', changeRequested: 1 },
        'waitingForCustomers',
      ],
    ],
  },
  DeliveryAcknowledgeResponse: {
    good: [
      { isSuccessful: true },
      {
        isSuccessful: true,
        message: 'Delivery confirmed',
        contract: { policyNumber: 'A1', plob: null, isAnnuity: true },
      },
    ],
    bad: [
      [
        'contract without number',
        { isSuccessful: true, contract: { plob: null, isAnnuity: true } },
        'contract.policyNumber',
      ],
      ['flag text', { isSuccessful: 'true' }, 'isSuccessful'],
    ],
  },
  SuccessResponse: {
    good: [{ isSuccessful: true }, { isSuccessful: false, message: 'Not now' }],
    bad: [
      ['missing flag', { message: 'x' }, 'isSuccessful'],
      ['flag text', { isSuccessful: 'true' }, 'isSuccessful'],
      ['message number', { isSuccessful: true, message: 1 }, 'message'],
    ],
  },
  CommentText: {
    good: ['A question', '  padded  '],
    bad: [
      ['empty', '', null],
      ['blank', '   ', null],
      ['too long', 'x'.repeat(4001), null],
      ['not text', { text: 'x' }, null],
      ['only bidi and control characters', '\u202E\u0007\u200F', null],
    ],
  },
  CommentWithMarkedPages: {
    good: [{ text: 'Page 2?', markedPages: marked }],
    bad: [
      ['blank text', { text: ' ', markedPages: marked }, 'text'],
      ['no marked pages', { text: 'Page 2?' }, 'markedPages'],
      ['pages out of order', { text: 'Q', markedPages: { ...marked, pages: [5, 2] } }, 'markedPages.pages'],
    ],
  },
  CommentRequest: {
    good: ['A question', { text: 'Page 2?', markedPages: marked }],
    bad: [
      ['empty text', '', null],
      ['marked pages without text', { markedPages: marked }, null],
      ['a number', 5, null],
    ],
  },
  MarkedPageNumbers: {
    good: [[1], [2, 5], [1, 2, 3, 500]],
    bad: [
      ['none', [], null],
      ['page 0', [0], '0'],
      ['past 500', [501], '0'],
      ['a half page', [2.5], '0'],
      ['repeated', [2, 2], null],
      ['out of order', [5, 2], null],
    ],
  },
  PdfBase64: {
    good: ['JVBERi0xLjc=', 'AAAA'],
    bad: [
      ['empty', '', null],
      ['not base64', '%PDF-1.7', null],
      ['over 4 MB', 'A'.repeat(Math.ceil((4 * 1024 * 1024) / 3) * 4 + 4), null],
    ],
  },
  MarkedPagesUpload: {
    good: [marked],
    bad: [
      ['no document', without(marked, 'documentId'), 'documentId'],
      ['page as text', change(marked, 'pages', ['2']), 'pages.0'],
      ['pdf not base64', change(marked, 'pdf', 'hello!'), 'pdf'],
    ],
  },
  MarkedPagesInfo: {
    good: [{ documentId: 'D-1', pages: [2, 5], sha256: SHA }],
    bad: [
      ['bad hash', { documentId: 'D-1', pages: [2, 5], sha256: 'abc' }, 'sha256'],
      ['no pages', { documentId: 'D-1', pages: [], sha256: SHA }, 'pages'],
    ],
  },
  MarkedPagesFile: {
    good: [{ commentId: 'C-1', ...marked, sha256: SHA, content: marked.pdf }],
    bad: [
      ['no content', { commentId: 'C-1', ...marked, sha256: SHA }, 'content'],
      ['no comment', { ...marked, sha256: SHA, content: marked.pdf }, 'commentId'],
    ],
  },
  CommentPayload: {
    good: [{ caseId: '100001', kind: 'change', text: 'Please fix my name' }],
    bad: [
      ['bad kind', { caseId: '100001', kind: 'complaint', text: 'x' }, 'kind'],
      ['empty text', { caseId: '100001', kind: 'question', text: ' ' }, 'text'],
      ['bad case id', { caseId: 'a/b', kind: 'question', text: 'x' }, 'caseId'],
    ],
  },
  DeliveryAcknowledgeRequest: {
    good: [{ emailAddress: 'anna.annuitant@example.com' }],
    bad: [
      ['bad email', { emailAddress: 'anna' }, 'emailAddress'],
      ['missing email', {}, 'emailAddress'],
    ],
  },
  // agent
  SortField: {
    good: [{ columnName: 'ValidFrom', columnOrder: 'Descending' }],
    bad: [
      ['bad column', { columnName: 'Name', columnOrder: 'Descending' }, 'columnName'],
      ['bad order', { columnName: 'ValidFrom', columnOrder: 'Up' }, 'columnOrder'],
    ],
  },
  SearchRequest: {
    good: [
      {},
      {
        agentNumbers: ['10001'],
        policyNumber: 'L1',
        validFrom: iso,
        validTo: null,
        lifeCycleStatuses: ['WaitingApproval', 'Complete'],
        sortFields: [
          { columnName: 'ValidFrom', columnOrder: 'Descending' },
          { columnName: 'PolicyNumber', columnOrder: 'Ascending' },
        ],
        take: 20,
        skip: 40,
      },
    ],
    bad: [
      [
        'duplicate sort column',
        {
          sortFields: [
            { columnName: 'ValidFrom', columnOrder: 'Ascending' },
            { columnName: 'ValidFrom', columnOrder: 'Descending' },
          ],
        },
        'sortFields',
      ],
      ['bad agent number', { agentNumbers: ['A1'] }, 'agentNumbers.0'],
      ['bad status', { lifeCycleStatuses: ['Open'] }, 'lifeCycleStatuses.0'],
      ['take zero', { take: 0 }, 'take'],
      ['skip negative', { skip: -20 }, 'skip'],
      ['skip fraction', { skip: 1.5 }, 'skip'],
      ['bad date', { validFrom: '2026-13-01' }, 'validFrom'],
    ],
  },
  CaseSummary: {
    good: [fixtures.caseSummary(), { ...fixtures.caseSummary(), insuredEmail: null, groupNumber: null }],
    bad: [
      ['bad status', change(fixtures.caseSummary(), 'lifeCycleStatus', 'Nope'), 'lifeCycleStatus'],
      ['names not a list', change(fixtures.caseSummary(), 'insuredNames', 'Olivia'), 'insuredNames'],
      ['missing date', without(fixtures.caseSummary(), 'statusDate'), 'statusDate'],
    ],
  },
  SearchResponse: {
    good: [{ cases: [fixtures.caseSummary()], totalCount: 1 }],
    bad: [
      ['negative count', { cases: [], totalCount: -1 }, 'totalCount'],
      ['bad row', { cases: [{ caseId: '1' }], totalCount: 1 }, 'cases.0.policyNumber'],
    ],
  },
  // config
  ConfigResponse: {
    good: [
      {
        apiVersion: '1.0',
        allowAgentLogin: true,
        allowMfaBypass: false,
        cardSessionReferralBase: '/epd/card',
      },
    ],
    bad: [
      [
        'flag text',
        { apiVersion: '1.0', allowAgentLogin: 'yes', allowMfaBypass: false, cardSessionReferralBase: '/' },
        'allowAgentLogin',
      ],
      [
        'missing base',
        { apiVersion: '1.0', allowAgentLogin: true, allowMfaBypass: false },
        'cardSessionReferralBase',
      ],
    ],
  },
  UiConfigResponse: {
    good: [{ v2SsoEndpoint: 'http://localhost/sso', appInsightsInstrumentationKey: null }],
    bad: [
      ['missing sso', { appInsightsInstrumentationKey: null }, 'v2SsoEndpoint'],
      [
        'key number',
        { v2SsoEndpoint: 'x', appInsightsInstrumentationKey: 5 },
        'appInsightsInstrumentationKey',
      ],
      [
        'phone null',
        { v2SsoEndpoint: 'x', appInsightsInstrumentationKey: null, supportPhone: null },
        'supportPhone',
      ],
    ],
  },
  // document
  DocumentInfo: {
    good: [fixtures.documentInfo(), without(fixtures.documentInfo(), 'pageCount')],
    bad: [
      ['bad type', change(fixtures.documentInfo(), 'documentType', 'Brochure'), 'documentType'],
      [
        'bad required status',
        change(fixtures.documentInfo(), 'requiredReviewStatus', ['Declined']),
        'requiredReviewStatus.0',
      ],
      [
        'bad current status',
        change(fixtures.documentInfo(), 'currentReviewStatus', 'Pending'),
        'currentReviewStatus',
      ],
      ['missing case id', without(fixtures.documentInfo(), 'caseId'), 'caseId'],
    ],
  },
  Document: {
    good: [fixtures.documentWithContent()],
    bad: [
      ['missing content', fixtures.documentInfo(), 'content'],
      ['content bytes', change(fixtures.documentWithContent(), 'content', [37, 80]), 'content'],
    ],
  },
  DocumentList: {
    good: [[], [fixtures.documentWithContent()]],
    bad: [
      ['not a list', fixtures.documentWithContent(), null],
      ['bad item', [fixtures.documentWithContent(), fixtures.documentInfo()], '1.content'],
    ],
  },
  Answer: {
    good: [answer, { questionId: 'newIssueDate', value: '12/01/2026' }],
    bad: [
      ['bad question', { questionId: 'favouriteColour', value: 'x' }, 'questionId'],
      ['fourth policy', { ...answer, policyIndex: 3 }, 'policyIndex'],
      ['value too long', { ...answer, value: 'x'.repeat(2001) }, 'value'],
    ],
  },
  ReplacementPolicy: {
    good: [replacementAnswers.policies[0]],
    bad: [
      ['bad choice', { ...replacementAnswers.policies[0], replaceOrFinance: 'Both' }, 'replaceOrFinance'],
      ['missing insurer', without(replacementAnswers.policies[0], 'insurerName'), 'insurerName'],
    ],
  },
  ReplacementFormAnswers: {
    good: [replacementAnswers],
    bad: [
      [
        'four policies',
        { ...replacementAnswers, policies: Array(4).fill(replacementAnswers.policies[0]) },
        'policies',
      ],
      ['bad yes/no', { ...replacementAnswers, mightFinance: 'maybe' }, 'mightFinance'],
      ['missing reason', without(replacementAnswers, 'replacementReason'), 'replacementReason'],
    ],
  },
  Sha256: {
    good: [SHA],
    bad: [
      ['upper case', SHA.toUpperCase(), null],
      ['too short', SHA.slice(1), null],
    ],
  },
  SignedDocument: {
    good: [signed],
    bad: [
      ['not hex', { ...signed, sha256: 'z'.repeat(64) }, 'sha256'],
      ['missing id', without(signed, 'documentId'), 'documentId'],
    ],
  },
  TypedName: {
    good: ['Olivia Owner', '  José  de la Cruz '],
    bad: [
      ['blank', '   ', null],
      ['two lines', 'Olivia\nOwner', null],
      ['too long', 'x'.repeat(201), null],
    ],
  },
  AcceptCaseRequest: {
    good: [acceptBody],
    bad: [
      ['no name', without(acceptBody, 'typedName'), 'typedName'],
      ['no documents', without(acceptBody, 'documents'), 'documents'],
      ['empty documents', { ...acceptBody, documents: [] }, 'documents'],
      ['too many documents', { ...acceptBody, documents: Array(101).fill(signed) }, 'documents'],
      ['bad fingerprint', { ...acceptBody, documents: [{ ...signed, sha256: 'abc' }] }, 'documents.0.sha256'],
    ],
  },
  Signature: {
    good: [signature],
    bad: [
      ['not a time', { ...signature, signedAt: 'now' }, 'signedAt'],
      ['missing documents', without(signature, 'documents'), 'documents'],
    ],
  },
  AcceptDocumentRequest: {
    good: [
      { newStatus: 'Accepted' },
      { newStatus: 'Declined', declinationNote: 'Wrong name', answers: [answer] },
    ],
    bad: [
      ['bad status', { newStatus: 'Maybe' }, 'newStatus'],
      ['missing status', { declinationNote: 'x' }, 'newStatus'],
      [
        'bad answer',
        { newStatus: 'Accepted', answers: [{ questionId: 'x', value: '' }] },
        'answers.0.questionId',
      ],
    ],
  },
  CompleteDocumentRequest: {
    good: [{ answers: [] }, { answers: [answer] }],
    bad: [
      ['missing answers', {}, 'answers'],
      ['answers not a list', { answers: answer }, 'answers'],
    ],
  },
  DocumentActionResult: {
    good: [fixtures.documentActionResult(), { ...fixtures.documentActionResult(), nextDocumentId: null }],
    bad: [
      ['missing next', without(fixtures.documentActionResult(), 'nextDocumentId'), 'nextDocumentId'],
      [
        'bad document',
        change(fixtures.documentActionResult(), 'document.isReviewComplete', 1),
        'document.isReviewComplete',
      ],
    ],
  },
  // errors
  ErrorBody: {
    good: [
      { errors: { Error: 'Case not found!', Code: 'CaseNotFound' } },
      { errors: { Error: 'Bad', Field: 'take' } },
    ],
    bad: [
      ['bad code', { errors: { Error: 'x', Code: 'Teapot' } }, 'errors.Code'],
      ['missing message', { errors: { Code: 'Conflict' } }, 'errors.Error'],
      ['errors text', { errors: 'x' }, 'errors'],
    ],
  },
  ExceptionBody: {
    good: [{ isException: true, message: 'Policy is locked' }],
    bad: [
      ['flag false', { isException: false, message: 'x' }, 'isException'],
      ['missing message', { isException: true }, 'message'],
    ],
  },
  // payment
  FrequencyOption: {
    good: [frequency],
    bad: [
      ['amount text', { ...frequency, recurringAmount: '142.50' }, 'recurringAmount'],
      ['missing current', without(frequency, 'isCurrent'), 'isCurrent'],
    ],
  },
  PaymentMethodOnFile: {
    good: [{ paymentSourceType: 'BankAccount', description: 'Checking ****6789', hasAllInfoNeeded: true }],
    bad: [
      [
        'bad source',
        { paymentSourceType: 'Cash', description: 'x', hasAllInfoNeeded: true },
        'paymentSourceType',
      ],
      ['missing description', { paymentSourceType: 'BankAccount', hasAllInfoNeeded: true }, 'description'],
    ],
  },
  PaymentMethodUsed: {
    good: [
      { paymentSourceType: 'BankAccount' },
      { paymentSourceType: 'CreditCard', description: 'Visa ending in 4242 12/29' },
    ],
    bad: [
      ['bad kind', { paymentSourceType: 'Cash' }, 'paymentSourceType'],
      [
        'description too long',
        { paymentSourceType: 'BankAccount', description: 'x'.repeat(81) },
        'description',
      ],
      ['description not text', { paymentSourceType: 'BankAccount', description: 6789 }, 'description'],
    ],
  },
  PaymentRecord: {
    good: [record, change(record, 'paymentMethod.description', 'Checking Account ending in 6789')],
    bad: [
      [
        'bad method',
        change(record, 'paymentMethod.paymentSourceType', 'Cash'),
        'paymentMethod.paymentSourceType',
      ],
      ['bad time', change(record, 'timeStamp', 'now'), 'timeStamp'],
      ['amount infinite', change(record, 'amount', Number.POSITIVE_INFINITY), 'amount'],
    ],
  },
  RecurringEnrollmentDetails: {
    good: [
      enrollment,
      {
        isEnrolledInRecurring: true,
        enrolledPaymentMethod: { paymentSourceType: 'BankAccount' },
        enrolledOn: iso,
        requiresRecurringSetup: false,
      },
    ],
    bad: [
      [
        'bad method',
        { ...enrollment, enrolledPaymentMethod: { paymentSourceType: 'Gold' } },
        'enrolledPaymentMethod.paymentSourceType',
      ],
      ['missing flag', without(enrollment, 'requiresRecurringSetup'), 'requiresRecurringSetup'],
    ],
  },
  PaymentInfo: {
    good: [
      fixtures.paymentInfo(),
      without(fixtures.paymentInfo(), 'initialAmountDue'),
      change(fixtures.paymentInfo(), 'initialAmountDue', null),
    ],
    bad: [
      ['bad status', change(fixtures.paymentInfo(), 'paymentStatus', 'Paid'), 'paymentStatus'],
      ['amount text', change(fixtures.paymentInfo(), 'initialAmountDue', '142.50'), 'initialAmountDue'],
      [
        'bad source',
        change(fixtures.paymentInfo(), 'availableSourcesForInitialPayment', ['Cash']),
        'availableSourcesForInitialPayment.0',
      ],
      [
        'missing enrollment',
        without(fixtures.paymentInfo(), 'recurringEnrollmentDetails'),
        'recurringEnrollmentDetails',
      ],
    ],
  },
  BankAccountInput: {
    good: [
      fixtures.bankAccount(),
      { routingNumber: '123456', accountNumber: '12345678901234567', accountHolderName: 'Ian' },
    ],
    bad: [
      ['short routing', { ...fixtures.bankAccount(), routingNumber: '12345' }, 'routingNumber'],
      ['long account', { ...fixtures.bankAccount(), accountNumber: '1'.repeat(18) }, 'accountNumber'],
      ['blank holder', { ...fixtures.bankAccount(), accountHolderName: '   ' }, 'accountHolderName'],
      ['bad type', { ...fixtures.bankAccount(), bankAccountType: 'Brokerage' }, 'bankAccountType'],
      ['card source', { ...fixtures.bankAccount(), paymentSourceType: 'CreditCard' }, 'paymentSourceType'],
    ],
  },
  CardTokenResult: {
    good: [fixtures.cardToken()],
    bad: [
      ['month 13', { ...fixtures.cardToken(), expirationDate: '1329' }, 'expirationDate'],
      ['provider letters', { ...fixtures.cardToken(), providerId: 'V' }, 'providerId'],
      ['short token', { ...fixtures.cardToken(), token: '123' }, 'token'],
      ['missing auth', without(fixtures.cardToken(), 'txnAuth'), 'txnAuth'],
    ],
  },
  PaymentCardSessionResponse: {
    good: [{ paymentCardSessionId: 'S-1', cardFormUrl: 'http://127.0.0.1:4174/card?session=S-1' }],
    bad: [
      ['not a URL', { paymentCardSessionId: 'S-1', cardFormUrl: 'card form' }, 'cardFormUrl'],
      ['missing id', { cardFormUrl: 'http://x/card' }, 'paymentCardSessionId'],
    ],
  },
  InitialPaymentRequest: {
    good: [
      fixtures.initialPaymentRequest(),
      {
        billingFrequency: 'Annual',
        paymentMethodType: 'CreditCard',
        cardToken: fixtures.cardToken(),
        paymentAmount: 1620,
      },
    ],
    bad: [
      ['zero amount', { ...fixtures.initialPaymentRequest(), paymentAmount: 0 }, 'paymentAmount'],
      ['bad method', { ...fixtures.initialPaymentRequest(), paymentMethodType: 'Cash' }, 'paymentMethodType'],
      [
        'bad routing',
        change(fixtures.initialPaymentRequest(), 'bankAccount.routingNumber', '1'),
        'bankAccount.routingNumber',
      ],
      [
        'bad recurring option',
        { ...fixtures.initialPaymentRequest(), recurringOption: 'Never' },
        'recurringOption',
      ],
      [
        'missing frequency',
        without(fixtures.initialPaymentRequest(), 'billingFrequency'),
        'billingFrequency',
      ],
    ],
  },
  RecurringPaymentRequest: {
    good: [{ paymentMethodType: 'BankAccount', bankAccount: fixtures.bankAccount() }],
    bad: [
      ['missing method', { bankAccount: fixtures.bankAccount() }, 'paymentMethodType'],
      [
        'bad card',
        { paymentMethodType: 'DebitCard', cardToken: { ...fixtures.cardToken(), expirationDate: '12/29' } },
        'cardToken.expirationDate',
      ],
    ],
  },
  PaymentResult: {
    good: [
      fixtures.paymentResult(),
      {
        isSuccessful: false,
        paymentId: null,
        confirmationNumber: null,
        paymentStatus: 'InitialPaymentRequired',
      },
    ],
    bad: [
      ['bad status', { ...fixtures.paymentResult(), paymentStatus: 'Paid' }, 'paymentStatus'],
      ['missing confirmation', without(fixtures.paymentResult(), 'confirmationNumber'), 'confirmationNumber'],
    ],
  },
  // tokens
  SessionClaims: {
    good: [sessionJwtClaims, { UserType: 1, given_name: 'Olivia' }],
    bad: [
      ['missing user type', { given_name: 'Olivia' }, 'UserType'],
      ['user type words', { UserType: 'agent' }, 'UserType'],
      ['exp text', { UserType: 1, exp: 'tomorrow' }, 'exp'],
    ],
  },
  CaseClaim: {
    good: [{ Roles: [1, '3'], UserPartyIds: ['P-1'] }],
    bad: [
      ['roles words', { Roles: ['owner'], UserPartyIds: [] }, 'Roles.0'],
      ['missing parties', { Roles: [1] }, 'UserPartyIds'],
    ],
  },
  CaseTokenClaims: {
    good: [{ 'Case-100001': JSON.stringify({ Roles: [1], UserPartyIds: ['P-1'] }), exp: 1_900_000_000 }],
    bad: [
      ['not an object', 'Case-100001', null],
      ['null', null, null],
      ['a number', 5, null],
    ],
  },
  TelemetryEnvelopeSchema: {
    good: [ENVELOPE],
    bad: [
      ['unknown base type', { ...ENVELOPE, data: { baseType: 'Other', baseData: {} } }, 'data.baseType'],
      ['not a time', { ...ENVELOPE, time: 'yesterday' }, 'time'],
      ['an extra key', { ...ENVELOPE, extra: 1 }, 'extra'],
    ],
  },
  ConsentRequest: {
    good: [{ disclosureVersion: 'e-records-2026-11' }],
    bad: [
      ['no version', {}, 'disclosureVersion'],
      ['an empty version', { disclosureVersion: '' }, 'disclosureVersion'],
      ['not a version name', { disclosureVersion: 'Version 1!' }, 'disclosureVersion'],
    ],
  },
  ConsentResult: {
    good: [{ partyId: 'P-1', consentedAt: '2026-11-26T15:00:00.000Z' }],
    bad: [
      ['no time', { partyId: 'P-1' }, 'consentedAt'],
      ['not a time', { partyId: 'P-1', consentedAt: 'today' }, 'consentedAt'],
    ],
  },
  CertificateStamp: {
    good: [{ at: iso, partyId: 'P-1', name: 'Olivia Owner' }],
    bad: [
      ['not a time', { at: 'today', partyId: 'P-1', name: 'Olivia Owner' }, 'at'],
      ['no party', { at: iso, name: 'Olivia Owner' }, 'partyId'],
    ],
  },
  CertificateParty: {
    good: [
      { id: 'P-1', displayName: 'Olivia Owner', roles: ['Owner'] },
      { id: 'P-1', displayName: 'Olivia Owner', roles: ['Owner'], consentedAt: iso, signature },
    ],
    bad: [
      ['consent not a time', { id: 'P-1', displayName: 'O', roles: [], consentedAt: 'once' }, 'consentedAt'],
      [
        'a signature without its name',
        { id: 'P-1', displayName: 'O', roles: [], signature: without(signature, 'typedName') },
        'signature.typedName',
      ],
    ],
  },
  CertificateDocument: {
    good: [
      certificateFixture().documents[0],
      { ...certificateFixture().documents[0], sha256: null, delivered: null },
    ],
    bad: [
      [
        'an upper-case fingerprint',
        change(certificateFixture().documents[0], 'sha256', 'AB'.repeat(32)),
        'sha256',
      ],
      [
        'a review without its status',
        change(certificateFixture().documents[0], 'reviewed', [{ at: iso, partyId: 'P-1', name: 'O' }]),
        'reviewed.0.status',
      ],
    ],
  },
  CertificatePayment: {
    good: [certificateFixture().payments[0], { ...certificateFixture().payments[0], methodLast4: null }],
    bad: [
      [
        'a whole confirmation number',
        change(certificateFixture().payments[0], 'confirmationLast4', 'C-20261027-0021'),
        'confirmationLast4',
      ],
      [
        'a whole card number',
        change(certificateFixture().payments[0], 'methodLast4', '4111111111111111'),
        'methodLast4',
      ],
    ],
  },
  CertificateChain: {
    good: [certificateFixture().chain, { ...certificateFixture().chain, verifies: false, brokenAt: 2 }],
    bad: [
      ['a short hash', change(certificateFixture().chain, 'lastHash', 'cd'), 'lastHash'],
      ['verifies in words', change(certificateFixture().chain, 'verifies', 'yes'), 'verifies'],
    ],
  },
  CertificateContradiction: {
    good: [
      { rule: 'reviewedBeforeDelivery', documentId: 'D-1', partyId: 'P-1' },
      { rule: 'confirmedBeforeAcceptance', documentId: null, partyId: 'P-1' },
    ],
    bad: [
      ['an unknown rule', { rule: 'somethingElse', documentId: null, partyId: null }, 'rule'],
      ['no document field', { rule: 'reviewedBeforeDelivery', partyId: null }, 'documentId'],
    ],
  },
  Certificate: {
    good: [certificateFixture(), certificateFixture({ productType: 'Annuity', isAnnuity: true })],
    bad: [
      ['free look of no days', change(certificateFixture(), 'freeLook.days', 0), 'freeLook.days'],
      ['an unknown product', change(certificateFixture(), 'productType', 'Car'), 'productType'],
      ['no chain', without(certificateFixture(), 'chain'), 'chain'],
    ],
  },
  TelemetryBatch: {
    good: [[ENVELOPE]],
    bad: [
      ['empty', [], null],
      ['not a batch', ENVELOPE, null],
      ['a stranger inside', [{ name: 'x' }], '0.time'],
    ],
  },
};

const exportedSchemas = Object.entries(schemas).filter(
  ([, value]) =>
    typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'schema',
);

describe('schemas', () => {
  it('cover every exported schema in this table', () => {
    const missing = exportedSchemas.map(([name]) => name).filter((name) => !(name in TABLE));
    const unknown = Object.keys(TABLE).filter(
      (name) => !exportedSchemas.some(([exported]) => exported === name),
    );
    expect({ missing, unknown }).toEqual({ missing: [], unknown: [] });
  });

  for (const [name, schema] of exportedSchemas) {
    const table = TABLE[name];
    if (!table) continue;
    describe(name, () => {
      it.each(table.good.map((payload, index) => [index, payload] as const))(
        'accepts good payload %i',
        (_, payload) => {
          const result = v.safeParse(schema as v.GenericSchema, payload);
          expect(result.issues ?? []).toEqual([]);
        },
      );
      it.each(table.bad)('refuses %s', (_, payload, path) => {
        const result = v.safeParse(schema as v.GenericSchema, payload);
        expect(result.success).toBe(false);
        const issue = result.issues?.[0];
        expect(issue && v.getDotPath(issue)).toBe(path);
        expect(issue?.message).toBeTruthy();
      });
      it('has at least two malformed payloads', () => {
        expect(table.bad.length).toBeGreaterThanOrEqual(2);
      });
    });
  }
});

describe('schema outputs', () => {
  it('fills the search request defaults', () => {
    expect(v.parse(schemas.SearchRequest, {})).toEqual({
      agentNumbers: [],
      companyCode: null,
      deliveryMethod: null,
      partyTaxId: null,
      policyNumber: null,
      validFrom: null,
      validTo: null,
      lifeCycleStatuses: [],
      includeApprovalStatus: false,
      partyName: null,
      sortFields: [],
      take: schemas.SEARCH_PAGE_SIZE,
      skip: 0,
    });
  });

  it('says "Can not have the same column selected twice"', () => {
    const result = v.safeParse(schemas.SearchRequest, {
      sortFields: [
        { columnName: 'ValidFrom', columnOrder: 'Ascending' },
        { columnName: 'ValidFrom', columnOrder: 'Descending' },
      ],
    });
    expect(result.issues?.[0]?.message).toBe('Can not have the same column selected twice');
  });

  it('trims comment text', () => {
    expect(v.parse(schemas.CommentText, '  Why?  ')).toBe('Why?');
    // Bidi overrides and control characters are removed; tabs and line breaks stay.
    expect(v.parse(schemas.CommentText, 'a\u202Eb\u0000c\td\ne\u2066f')).toBe('abc\td\nef');
  });

  it('reads numeric claims given as text', () => {
    expect(v.parse(schemas.SessionClaims, { UserType: '2' }).UserType).toBe(2);
    expect(v.parse(schemas.CaseClaim, { Roles: ['3', 1], UserPartyIds: [] }).Roles).toEqual([3, 1]);
  });

  it('reads the case claims of a case token, keeping only well-formed ones', () => {
    const parsed = v.parse(schemas.CaseTokenClaims, {
      'Case-100001': JSON.stringify({ Roles: ['1'], UserPartyIds: ['P-1'] }),
      'Case-LEG-7001': { Roles: [3], UserPartyIds: ['P-7'] },
      'Case-100002': '{not json',
      'Case-100003': { Roles: 'x' },
      unique_name: 'olivia',
      exp: 1_900_000_000,
    });
    expect(parsed).toEqual({
      cases: {
        '100001': { Roles: [1], UserPartyIds: ['P-1'] },
        'LEG-7001': { Roles: [3], UserPartyIds: ['P-7'] },
      },
      exp: 1_900_000_000,
    });
  });

  it('defaults a bank account to Checking, bank source, not read-only', () => {
    const parsed = v.parse(schemas.BankAccountInput, {
      routingNumber: '123456',
      accountNumber: '123456',
      accountHolderName: '  Ian  ',
    });
    expect(parsed).toMatchObject({
      bankAccountType: 'Checking',
      paymentSourceType: 'BankAccount',
      isReadOnly: false,
      accountHolderName: 'Ian',
    });
  });

  it('gives the UI config the support phone and null outside addresses by default', () => {
    const parsed = v.parse(schemas.UiConfigResponse, {
      v2SsoEndpoint: 'x',
      appInsightsInstrumentationKey: null,
    });
    expect(parsed.supportPhone).toBe('1-800-555-0142');
    expect(parsed.legacySystemUrl).toBeNull();
  });
});
