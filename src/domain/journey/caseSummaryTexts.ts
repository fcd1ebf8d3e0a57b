import type { LifeCycleStatus, PartyRole } from '../../api/schemas/enums.ts';
import { textCatalog } from '../../i18n/message.ts';

/**
 * The case summary card's words (SPEC §2, §3, §4, §6; decision 020). The rules in caseSummary.ts build
 * the lines from these; a view shows them through useTranslate().
 */
export const SUMMARY_TEXTS = textCatalog('summaryTexts', {
  pendingNumber: 'Your policy number will be confirmed once your policy is placed in force.',
  certificateProduct: 'Group Life Certificate',
  annuityProduct: 'Annuity',
  lifeProduct: 'Life Insurance',
  certificateNumber: 'Certificate Number',
  contractNumber: 'Contract Number',
  policyNumber: 'Policy Number',
  awaitingAcceptance: (names: string) => `Awaiting acceptance by ${names}`,
  acceptedOn: (date: string) =>
    `You accepted this policy electronically on ${date}. Your electronic acceptance serves as your signature.`,
  signature: 'Your electronic acceptance serves as your signature.',
} as const);

/** The parties' roles as the card names them. */
export const ROLE_TEXTS = textCatalog('roleTexts', {
  Insured: 'Insured',
  Owner: 'Owner',
  Annuitant: 'Annuitant',
  Agent: 'Agent',
  Bga: 'Bga',
  SubBga: 'SubBga',
  IMO: 'IMO',
} as const satisfies Record<PartyRole, string>);

/** A case's status as the insurer's friendly status words it (src/domain/agent/agentSearch.ts displayStatus). */
export const STATUS_TEXTS = textCatalog('statusTexts', {
  Initialized: 'Initialized',
  WaitingApproval: 'Waiting Agent Approval',
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
} as const satisfies Record<LifeCycleStatus, string>);

/** The journey's four steps, as the tracker call labels them. */
export const JOURNEY_STEP_TEXTS = textCatalog('journeyStepTexts', {
  review: 'Review',
  payment: 'Pay',
  acceptance: 'Accept',
  confirmation: 'Done',
} as const);
