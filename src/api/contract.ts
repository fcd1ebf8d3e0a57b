import * as v from 'valibot';
import * as s from './schemas/index.ts';

/**
 * Every call of SPEC §7, once: method, path under the API base, request and response schemas.
 * `kind` says how the body is read: `json` through its schema, `text` as a plain string (tokens),
 * `raw` for posts whose only answer is their status (non-2xx: 'Error received from api').
 */
export interface CallDef {
  method: 'GET' | 'POST';
  path: string;
  request?: v.GenericSchema;
  response?: v.GenericSchema;
  kind: 'json' | 'text' | 'raw';
  auth: 'none' | 'session' | 'case';
}

const def = <const T extends CallDef>(d: T) => d;

export const CALLS = {
  login: def({ method: 'POST', path: 'auth/login', kind: 'text', auth: 'none' }),
  agentLogin: def({ method: 'POST', path: 'agents/:agentNumber/login', kind: 'text', auth: 'none' }),
  config: def({ method: 'GET', path: 'config', response: s.ConfigResponse, kind: 'json', auth: 'none' }),
  uiConfig: def({
    method: 'GET',
    path: 'config/ui',
    response: s.UiConfigResponse,
    kind: 'json',
    auth: 'none',
  }),
  dashboard: def({
    method: 'GET',
    path: 'Dashboard',
    response: s.DashboardResponse,
    kind: 'json',
    auth: 'session',
  }),
  getCase: def({ method: 'GET', path: 'cases/:caseId', response: s.Case, kind: 'json', auth: 'case' }),
  getCaseForAgent: def({
    method: 'GET',
    path: 'Cases/:caseId/ForAgent',
    response: s.Case,
    kind: 'json',
    auth: 'session',
  }),
  certificate: def({
    method: 'GET',
    path: 'cases/:caseId/certificate',
    response: s.Certificate,
    kind: 'json',
    auth: 'case',
  }),
  acceptCase: def({
    method: 'POST',
    path: 'cases/:caseId/accept',
    request: s.AcceptCaseRequest,
    response: s.SuccessResponse,
    kind: 'json',
    auth: 'case',
  }),
  // Consent to electronic records (E-SIGN §101(c), decision 212): given once per party, or declined.
  giveConsent: def({
    method: 'POST',
    path: 'cases/:caseId/consent',
    request: s.ConsentRequest,
    response: s.ConsentResult,
    kind: 'json',
    auth: 'case',
  }),
  declineConsent: def({
    method: 'POST',
    path: 'cases/:caseId/consent/decline',
    request: s.ConsentRequest,
    response: s.SuccessResponse,
    kind: 'json',
    auth: 'case',
  }),
  releaseCase: def({
    method: 'POST',
    path: 'cases/:caseId/release',
    response: s.SuccessResponse,
    kind: 'json',
    auth: 'session',
  }),
  bypassApproval: def({ method: 'POST', path: 'cases/:caseId/bypassApproval', kind: 'raw', auth: 'session' }),
  searchBook: def({
    method: 'POST',
    path: 'Agents/BookOfBusiness/Search',
    request: s.SearchRequest,
    response: s.SearchResponse,
    kind: 'json',
    auth: 'session',
  }),
  queueCounts: def({
    method: 'GET',
    path: 'Agents/BookOfBusiness/QueueCounts',
    response: s.QueueCounts,
    kind: 'json',
    auth: 'session',
  }),
  createAgentChangeRequest: def({
    method: 'POST',
    path: 'Change/:caseId/CreateAgentChangeRequest',
    request: s.CommentText,
    response: s.SuccessResponse,
    kind: 'json',
    auth: 'session',
  }),
  createChangeRequest: def({
    method: 'POST',
    path: 'Change/:caseId/CreateChangeRequest',
    request: s.CommentRequest,
    response: s.SuccessResponse,
    kind: 'json',
    auth: 'case',
  }),
  createComment: def({
    method: 'POST',
    path: 'Change/:caseId/CreateComment',
    request: s.CommentRequest,
    response: s.SuccessResponse,
    kind: 'json',
    auth: 'case',
  }),
  // The pages a customer marked and attached to a question or change request (decision 285): the
  // commenter and the case's agents may read them.
  markedPages: def({
    method: 'GET',
    path: 'Change/:caseId/MarkedPages/:commentId',
    response: s.MarkedPagesFile,
    kind: 'json',
    auth: 'case',
  }),
  notTaken: def({
    method: 'POST',
    path: 'Change/:caseId/CreateNotTakenRequest',
    kind: 'raw',
    auth: 'session',
  }),
  revertToPaper: def({
    method: 'POST',
    path: 'Change/:caseId/RevertToPaperRequest',
    kind: 'raw',
    auth: 'session',
  }),
  createBgaComment: def({
    method: 'POST',
    path: 'Comment/:caseId/CreateBgaComment',
    request: s.CommentText,
    response: s.SuccessResponse,
    kind: 'json',
    auth: 'session',
  }),
  tracker: def({
    method: 'GET',
    path: 'Tracker/:caseId/:currentPage',
    response: s.TrackerResponse,
    kind: 'json',
    auth: 'case',
  }),
  documentsWithSigned: def({
    method: 'GET',
    path: 'Documents/:caseId/GetWithSigned',
    response: s.DocumentList,
    kind: 'json',
    auth: 'case',
  }),
  documentsOnlySignedPolicy: def({
    method: 'GET',
    path: 'Documents/:caseId/GetWithOnlySignedPolicy',
    response: s.DocumentList,
    kind: 'json',
    auth: 'case',
  }),
  documents: def({
    method: 'GET',
    path: 'Documents/:caseId',
    response: s.DocumentList,
    kind: 'json',
    auth: 'case',
  }),
  acceptDocument: def({
    method: 'POST',
    path: 'Documents/:documentId/accept/:caseId',
    request: s.AcceptDocumentRequest,
    response: s.DocumentActionResult,
    kind: 'json',
    auth: 'case',
  }),
  completeDocument: def({
    method: 'POST',
    path: 'Documents/:documentId/complete/:caseId',
    request: s.CompleteDocumentRequest,
    response: s.DocumentActionResult,
    kind: 'json',
    auth: 'case',
  }),
  reviewDocument: def({
    method: 'POST',
    path: 'Documents/:documentId/review/:caseId',
    response: s.DocumentActionResult,
    kind: 'json',
    auth: 'case',
  }),
  paymentInfo: def({
    method: 'GET',
    path: 'Payments/:caseId',
    response: s.PaymentInfo,
    kind: 'json',
    auth: 'case',
  }),
  paymentCardSession: def({
    method: 'GET',
    path: 'Payments/:caseId/PaymentCardSessionId',
    response: s.PaymentCardSessionResponse,
    kind: 'json',
    auth: 'case',
  }),
  initialPayment: def({
    method: 'POST',
    path: 'Payments/:caseId/Initial',
    request: s.InitialPaymentRequest,
    response: s.PaymentResult,
    kind: 'json',
    auth: 'case',
  }),
  recurringPayment: def({
    method: 'POST',
    path: 'Payments/:caseId/Recurring',
    request: s.RecurringPaymentRequest,
    response: s.PaymentResult,
    kind: 'json',
    auth: 'case',
  }),
  acknowledgeDelivery: def({
    method: 'POST',
    path: 'Confirmation/:caseId/Acknowledge/:confirmationKey',
    request: s.DeliveryAcknowledgeRequest,
    response: s.DeliveryAcknowledgeResponse,
    kind: 'json',
    auth: 'none',
  }),
  registerUnauthenticated: def({
    method: 'POST',
    path: 'Confirmation/:caseId/RegisterUnAuthenticated/:confirmationKey',
    request: s.DeliveryAcknowledgeRequest,
    response: v.boolean(),
    kind: 'json',
    auth: 'none',
  }),
  acknowledgeAuthenticated: def({
    method: 'POST',
    path: 'Confirmation/:caseId/AcknowledgeAuthenticated',
    response: s.SuccessResponse,
    kind: 'json',
    auth: 'case',
  }),
} as const satisfies Record<string, CallDef>;

export type CallName = keyof typeof CALLS;

/** Fills `:name` segments, URI-encoding each value. */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}
