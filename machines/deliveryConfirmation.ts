import { assign, type DoneActorEvent, type ErrorActorEvent, fromPromise, setup } from 'xstate';
import { classifyFailure, failureMessage, retryCannotHelp } from '../src/api/failure.ts';
import type { Case, DeliveryAcknowledgeResponse } from '../src/api/schemas/case.ts';
import type { Document } from '../src/api/schemas/document.ts';
import { holdsDelivery } from '../src/domain/caseRules.ts';
import { type ViewerRole, viewerOf } from '../src/domain/documents/documents.ts';
import { CASE_FAILURE_MESSAGES } from '../src/domain/failureTexts.ts';
import type { RouteTarget } from '../src/domain/routeNames.ts';
import type { Message } from '../src/i18n/message.ts';
import { loadFailed } from './parts/loadFailed.ts';

/**
 * SPEC §2, §4: an annuity waiting for delivery confirmation is acknowledged by its customer, in one of
 * three ways: signed in on the annuity confirmation screen, from the e-mail's link (anonymous), or
 * from the link for customers without an account, which registers them and sends them to the
 * external account site.
 */

/** The confirmation link's own parameters; never logged, tracked or put in an address the portal builds. */
export interface DeliveryLink {
  confirmationKey: string;
  emailAddress: string;
}

export type DeliveryConfirmationInput =
  | { variant: 'signedIn'; caseId: string; role: ViewerRole }
  | ({ variant: 'link' | 'unregistered'; caseId: string } & DeliveryLink);

export interface ContractLoad {
  case: Case;
  /** The signed contract documents (GetWithOnlySignedPolicy). */
  documents: Document[];
}

export interface DeliveryConfirmationContext {
  variant: DeliveryConfirmationInput['variant'];
  caseId: string;
  role: ViewerRole;
  link: DeliveryLink | null;
  case: Case | null;
  documents: Document[];
  loadError: Message | null;
  /** The case moved but could not be read again: its old status is not shown as if current. */
  statusUnknown: boolean;
  /** The contract the link confirmed, as its answer names it (decision 424); null when it does not. */
  contract: DeliveredContract | null;
  /**
   * Whether asking again could succeed: a link refused for its key or e-mail, or for a case that is not
   * there, is refused again, so no 'Try again' is offered for it (decision 424).
   */
  retryHelps: boolean;
}

export type DeliveredContract = NonNullable<DeliveryAcknowledgeResponse['contract']>;

export type DeliveryConfirmationEvent = { type: 'delivery.retry' };

export type DeliveryNotice = { message: Message; kind: 'success' | 'error' };

/** The tracking events of the unregistered link (SPEC §2), by name; their properties name no person. */
export const DELIVERY_EVENTS = {
  registered: 'DeliveryConfirmationRegistered',
  registrationFailed: 'DeliveryConfirmationRegistrationFailed',
} as const;
export type DeliveryTrackingEvent = {
  name: (typeof DELIVERY_EVENTS)[keyof typeof DELIVERY_EVENTS];
  properties: Record<string, string>;
};

/** Where a signed-in viewer of the annuity confirmation belongs when it is not their screen. */
function elsewhere(
  context: Pick<DeliveryConfirmationContext, 'role' | 'caseId'>,
  c: Case,
): RouteTarget | null {
  const params = { caseId: context.caseId };
  if (context.role === 'agent') return { name: 'AgentConfirmationAnnuity', params, replace: true };
  if (!c.isAnnuity) return { name: 'Confirmation', params, replace: true };
  return null;
}

export const deliveryConfirmationMachine = setup({
  types: {
    context: {} as DeliveryConfirmationContext,
    events: {} as DeliveryConfirmationEvent,
    input: {} as DeliveryConfirmationInput,
  },
  actors: {
    loadContract: fromPromise<ContractLoad, { caseId: string; role: ViewerRole }>(async () => {
      throw new Error('loadContract is provided by the app');
    }),
    /** Signed in (link null) or by the link's key and e-mail. */
    acknowledge: fromPromise<DeliveryAcknowledgeResponse, { caseId: string; link: DeliveryLink | null }>(
      async () => {
        throw new Error('acknowledge is provided by the app');
      },
    ),
    register: fromPromise<boolean, { caseId: string; link: DeliveryLink | null }>(async () => {
      throw new Error('register is provided by the app');
    }),
    /** Records a tracking event and resolves once it has been sent (the page is about to be left). */
    recordEvent: fromPromise<void, DeliveryTrackingEvent>(async () => {
      throw new Error('recordEvent is provided by the app');
    }),
  },
  guards: {
    isSignedIn: ({ context }) => context.variant === 'signedIn',
    isUnregistered: ({ context }) => context.variant === 'unregistered',
    notThisScreen: ({ context }, c: Case) => elsewhere(context, c) !== null,
    // SPEC §2: acknowledged on arrival when the case waits for this customer's confirmation.
    awaitsMyConfirmation: ({ context }, c: Case) =>
      c.lifeCycleStatus === 'WaitingDeliveryConfirmation' &&
      holdsDelivery(
        { deliveryPartyIds: c.deliveryConfirmations.map((d) => d.partyId) },
        viewerOf(c, context.role),
      ),
    refused: (_, answer: DeliveryAcknowledgeResponse) => !answer.isSuccessful,
    registered: (_, answer: boolean) => answer,
    retryHelps: ({ context }) => context.retryHelps,
  },
  actions: {
    // Effects the app supplies with .provide().
    navigate: (_, _target: RouteTarget) => {},
    notify: (_, _notice: DeliveryNotice) => {},
    track: (_, _event: DeliveryTrackingEvent) => {},
    /** Leaves the portal for the external account site's login page (SPEC §2). */
    openAccountLogin: () => {},
    recordContract: assign((_, load: ContractLoad) => ({
      case: load.case,
      documents: load.documents,
      loadError: null,
    })),
    forgetStatus: assign({ statusUnknown: true }),
    recordDelivered: assign((_, answer: DeliveryAcknowledgeResponse) => ({
      contract: answer.contract ?? null,
    })),
    judgeRetry: assign((_, error: unknown) => ({ retryHelps: !retryCannotHelp(error) })),
    recordLoadError: assign((_, error: unknown) => ({
      loadError: failureMessage(CASE_FAILURE_MESSAGES, error),
    })),
  },
}).createMachine({
  id: 'deliveryConfirmation',
  context: ({ input }) => ({
    variant: input.variant,
    caseId: input.caseId,
    role: input.variant === 'signedIn' ? input.role : 'customer',
    link:
      input.variant === 'signedIn'
        ? null
        : { confirmationKey: input.confirmationKey, emailAddress: input.emailAddress },
    case: null,
    documents: [],
    loadError: null,
    statusUnknown: false,
    contract: null,
    retryHelps: true,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'isSignedIn', target: 'loading' },
        { guard: 'isUnregistered', target: 'registering' },
        { target: 'acknowledging' },
      ],
    },
    loading: {
      invoke: {
        id: 'loadContract',
        src: 'loadContract',
        input: ({ context }) => ({ caseId: context.caseId, role: context.role }),
        onDone: [
          {
            guard: { type: 'notThisScreen', params: ({ event }) => event.output.case },
            target: 'redirected',
            actions: {
              type: 'navigate',
              params: ({ context, event }) => elsewhere(context, event.output.case) ?? { name: 'Home' },
            },
          },
          {
            guard: { type: 'awaitsMyConfirmation', params: ({ event }) => event.output.case },
            target: 'acknowledging',
            actions: { type: 'recordContract', params: ({ event }) => event.output },
          },
          { target: 'shown', actions: { type: 'recordContract', params: ({ event }) => event.output } },
        ],
        onError: loadFailed,
      },
    },
    failed: { on: { 'delivery.retry': 'loading' } },
    /** No access to the case, or no such case: final; the screen offers the way home. */
    denied: { type: 'final' },
    redirected: { type: 'final' },
    /** Signed in, nothing to confirm: the contract and its documents. */
    shown: { type: 'final' },
    acknowledging: {
      tags: ['busy'],
      invoke: {
        id: 'acknowledge',
        src: 'acknowledge',
        input: ({ context }) => ({ caseId: context.caseId, link: context.link }),
        onDone: [
          { guard: { type: 'refused', params: ({ event }) => event.output }, target: 'notConfirmed' },
          { guard: 'isSignedIn', target: 'refreshing' },
          {
            target: 'confirmed',
            actions: {
              type: 'recordDelivered',
              params: ({ event }: { event: DoneActorEvent<DeliveryAcknowledgeResponse> }) => event.output,
            },
          },
        ],
        onError: {
          target: 'notConfirmed',
          actions: { type: 'judgeRetry', params: ({ event }: { event: ErrorActorEvent }) => event.error },
        },
      },
    },
    // The case on screen moved (to Complete): shown as it is now, not as it was before confirming.
    refreshing: {
      tags: ['busy'],
      invoke: {
        id: 'reloadContract',
        src: 'loadContract',
        input: ({ context }) => ({ caseId: context.caseId, role: context.role }),
        onDone: {
          target: 'confirmed',
          actions: { type: 'recordContract', params: ({ event }) => event.output },
        },
        // Confirmed is confirmed: a failed reload only leaves the status unshown.
        onError: { target: 'confirmed', actions: 'forgetStatus' },
      },
    },
    confirmed: { type: 'final' },
    notConfirmed: { on: { 'delivery.retry': { guard: 'retryHelps', target: 'acknowledging' } } },
    registering: {
      tags: ['busy'],
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => ({ caseId: context.caseId, link: context.link }),
        onDone: [
          {
            guard: { type: 'registered', params: ({ event }) => event.output },
            target: 'recordingRegistration',
          },
          {
            target: 'notRegistered',
            actions: { type: 'track', params: ({ context }) => registrationFailed(context, 'refused') },
          },
        ],
        onError: {
          target: 'notRegistered',
          actions: [
            {
              type: 'track',
              params: ({
                context,
                event,
              }: {
                context: DeliveryConfirmationContext;
                event: ErrorActorEvent;
              }) => registrationFailed(context, classifyFailure(event.error).kind),
            },
            { type: 'judgeRetry', params: ({ event }: { event: ErrorActorEvent }) => event.error },
          ],
        },
      },
    },
    // The event must reach the collector before the browser leaves for the account site.
    recordingRegistration: {
      tags: ['busy'],
      invoke: {
        id: 'recordEvent',
        src: 'recordEvent',
        input: ({ context }) => ({
          name: DELIVERY_EVENTS.registered,
          properties: { caseId: context.caseId },
        }),
        onDone: { target: 'leaving', actions: 'openAccountLogin' },
        // No telemetry is no reason to keep the customer from their account.
        onError: { target: 'leaving', actions: 'openAccountLogin' },
      },
    },
    leaving: { type: 'final' },
    notRegistered: { on: { 'delivery.retry': { guard: 'retryHelps', target: 'registering' } } },
  },
});

function registrationFailed(
  context: Pick<DeliveryConfirmationContext, 'caseId'>,
  reason: string,
): DeliveryTrackingEvent {
  return { name: DELIVERY_EVENTS.registrationFailed, properties: { caseId: context.caseId, reason } };
}

type DeliveryConfirmationMachine = typeof deliveryConfirmationMachine;
export type DeliveryConfirmationSnapshot = ReturnType<DeliveryConfirmationMachine['getInitialSnapshot']>;

export type DeliveryOutcome =
  | 'working'
  | 'confirmed'
  | 'failed'
  | 'shown'
  | 'loadFailed'
  | 'loadDenied'
  | 'leaving';

/** What the screen shows: still working, the confirmation, the failure text, or the contract. */
export function selectOutcome(snapshot: DeliveryConfirmationSnapshot): DeliveryOutcome {
  if (snapshot.matches('confirmed')) return 'confirmed';
  if (snapshot.matches('notConfirmed') || snapshot.matches('notRegistered')) return 'failed';
  if (snapshot.matches('shown')) return 'shown';
  if (snapshot.matches('failed')) return 'loadFailed';
  if (snapshot.matches('denied')) return 'loadDenied';
  if (snapshot.matches('leaving') || snapshot.matches('redirected')) return 'leaving';
  return 'working';
}
