/** The customer dashboard's words (SPEC §2): its title, the tiles' sentences and the statuses' names. */
export const DASHBOARD_TEXTS = {
  title: "It's great to see you!",
  pageTitle: 'Your policies',
  welcome: (name: string) => `Welcome back, ${name}. Here are your policies and contracts.`,
  loadFailed:
    "We weren't able to load your agreements. Refresh the page to try again. Please contact us if this problem continues.",
  loading: 'Loading your agreements…',
  empty: 'You have no policies or contracts waiting for you right now.',
  annuity: 'Annuity contract',
  life: 'Life insurance policy',
  waitingReview: (policyNumber: string) => `${policyNumber} is waiting your review`,
  reviewCompleted: (policyNumber: string) => `You have completed your review of ${policyNumber}`,
  waitingDelivery: (policyNumber: string) => `${policyNumber} is waiting your Delivery Confirmation`,
  /** Each status in words, as statusInWords splits it ('WaitingDeliveryConfirmation' → three words). */
  statuses: {
    Initialized: 'Initialized',
    WaitingApproval: 'Waiting Approval',
    WaitingRelease: 'Waiting Release',
    WaitingAcceptance: 'Waiting Acceptance',
    WaitingCompletion: 'Waiting Completion',
    WaitingDeliveryConfirmation: 'Waiting Delivery Confirmation',
    Complete: 'Complete',
    RevertedToPaper: 'Reverted To Paper',
    Canceled: 'Canceled',
    ReissueRequested: 'Reissue Requested',
    ChangeRequested: 'Change Requested',
    AgentChangeRequested: 'Agent Change Requested',
    BgaChangeRequested: 'Bga Change Requested',
    Unknown: 'Unknown',
  },
} as const;
