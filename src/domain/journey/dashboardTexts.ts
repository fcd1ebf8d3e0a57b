import { textCatalog } from '../../i18n/message.ts';
import { STATUS_TEXTS } from './caseSummaryTexts.ts';

/** The customer dashboard's words (SPEC §2): its title, the tiles' sentences and the statuses' names. */
export const DASHBOARD_TEXTS = textCatalog('dashboardTexts', {
  title: "It's great to see you!",
  pageTitle: 'Your policies',
  welcome: (name: string) => `Welcome back, ${name}. Here are your policies and contracts.`,
  loadFailed:
    "We weren't able to load your agreements. Refresh the page to try again. Please contact us if this problem continues.",
  /** Before SPEC's sentence: the page's own name for what did not load (decision 365). */
  loadFailedWhat: 'Your policies and contracts could not be loaded.',
  loading: 'Loading your policies and contracts…',
  empty: 'You have no policies or contracts waiting for you right now.',
  annuity: 'Annuity contract',
  life: 'Life insurance policy',
  waitingReview: (policyNumber: string) => `${policyNumber} is waiting your review`,
  reviewCompleted: (policyNumber: string) => `You have completed your review of ${policyNumber}`,
  waitingDelivery: (policyNumber: string) => `${policyNumber} is waiting your Delivery Confirmation`,
  /** Each status in words, as statusInWords splits it ('WaitingDeliveryConfirmation' → three words). */
  // The case summary's status words (caseSummaryTexts.ts), but for SPEC's 'Waiting Approval' here.
  statuses: { ...STATUS_TEXTS, WaitingApproval: 'Waiting Approval' },
} as const);
