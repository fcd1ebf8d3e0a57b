import type { Table } from './row.ts';
import { ACCEPTANCE } from './tables/acceptance.ts';
import { AGENT_CHANGE } from './tables/agent-change.ts';
import { AGENT_QUEUE } from './tables/agent-queue.ts';
import { AGENT_SEARCH } from './tables/agent-search.ts';
import { COMMENT_MODAL } from './tables/comment-modal.ts';
import {
  ANNUITY_CONFIRMATION,
  LINK_CONFIRMATION,
  UNREGISTERED_CONFIRMATION,
} from './tables/delivery-confirmation.ts';
import { DOCUMENT_CARD } from './tables/document-card.ts';
import { DOCUMENT_REVIEW } from './tables/document-review.ts';
import { PAYMENT_TABLE } from './tables/payment.ts';
import { PAYMENT_FORM } from './tables/payment-form.ts';
import { SESSION } from './tables/session.ts';

/**
 * The oracle: per browser replay (its name in tests/model/browser-replays.ts), the table of what SPEC
 * says its screen shows in each state of its machine. Written from SPEC, not from the code it checks.
 */
export const ORACLE: Readonly<Record<string, Table>> = {
  documentCard: DOCUMENT_CARD,
  commentModal: COMMENT_MODAL,
  documentReview: DOCUMENT_REVIEW,
  acceptance: ACCEPTANCE,
  'deliveryConfirmation (signed in)': ANNUITY_CONFIRMATION,
  'deliveryConfirmation (link)': LINK_CONFIRMATION,
  'deliveryConfirmation (unregistered)': UNREGISTERED_CONFIRMATION,
  payment: PAYMENT_TABLE,
  'paymentForm (initial)': PAYMENT_FORM,
  session: SESSION,
  agentSearch: AGENT_SEARCH,
  agentChange: AGENT_CHANGE,
  agentQueue: AGENT_QUEUE,
};

/** The replays whose screens the oracle does not describe yet, each with why. */
export const NOT_YET: Readonly<Record<string, string>> = {};
