import type { CallName } from '../../src/api/contract.ts';
import { initialPayment, paymentCardSession, paymentInfo, recurringPayment } from '../payments/routes.ts';
import { agentLogin, config, dashboard, login, uiConfig } from './auth.ts';
import {
  acceptCase,
  bypassApproval,
  getCase,
  getCaseForAgent,
  queueCounts,
  releaseCase,
  searchBook,
} from './cases.ts';
import { certificate } from './certificate.ts';
import {
  createAgentChangeRequest,
  createBgaComment,
  createChangeRequest,
  createComment,
  markedPages,
  notTaken,
  revertToPaper,
} from './change.ts';
import { acknowledgeAuthenticated, acknowledgeDelivery, registerUnauthenticated } from './confirmation.ts';
import { declineConsent, giveConsent } from './consent.ts';
import {
  acceptDocument,
  completeDocument,
  documents,
  documentsOnlySignedPolicy,
  documentsWithSigned,
  reviewDocument,
  tracker,
} from './documents.ts';
import type { Handler } from './shared.ts';

/** One handler per call of src/api/contract.ts; the compiler checks none is missing. */
export const HANDLERS: Record<CallName, Handler> = {
  login,
  agentLogin,
  config,
  uiConfig,
  dashboard,
  getCase,
  getCaseForAgent,
  certificate,
  acceptCase,
  giveConsent,
  declineConsent,
  releaseCase,
  bypassApproval,
  searchBook,
  queueCounts,
  createAgentChangeRequest,
  createChangeRequest,
  createComment,
  markedPages,
  notTaken,
  revertToPaper,
  createBgaComment,
  tracker,
  documentsWithSigned,
  documentsOnlySignedPolicy,
  documents,
  acceptDocument,
  completeDocument,
  reviewDocument,
  paymentInfo,
  paymentCardSession,
  initialPayment,
  recurringPayment,
  acknowledgeDelivery,
  registerUnauthenticated,
  acknowledgeAuthenticated,
};
