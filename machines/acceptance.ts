import { type ActorRefFrom, assertEvent, assign, type ErrorActorEvent, fromPromise, setup } from 'xstate';
import { failedWith, failureMessage } from '../src/api/failure.ts';
import type { Case, SuccessResponse, TrackerResponse } from '../src/api/schemas/case.ts';
import type { PaymentStatus } from '../src/api/schemas/enums.ts';
import type { AcceptCaseRequest } from '../src/api/schemas/signature.ts';
import { acceptanceRecorded, confirmationRouteOf } from '../src/domain/acceptance/acceptanceRules.ts';
import {
  namesMatch,
  SIGNING_TEXTS,
  type SigningDocument,
  signedDocuments,
  signerOf,
  signerRole,
} from '../src/domain/acceptance/signature.ts';
import type { AmountLine, SigningPremiums } from '../src/domain/acceptance/signingAmounts.ts';
import type { ViewerRole } from '../src/domain/documents/documents.ts';
import { ACCEPT_FAILURES, CASE_FAILURE_MESSAGES } from '../src/domain/failureTexts.ts';
import { CONFIRMATION_TEXTS } from '../src/domain/journey/confirmationTexts.ts';
import { STEP_TEXTS } from '../src/domain/journey/stepTexts.ts';
import type { RouteTarget } from '../src/domain/routeNames.ts';
import { type Message, message } from '../src/i18n/message.ts';
import { acceptanceRedirect } from './acceptanceRedirect.ts';
import { loadFailed } from './parts/loadFailed.ts';

/**
 * SPEC §2 Acceptance: the Owner accepts the policy with an electronic signature, once. The signature
 * is adopted in `ready` (decision 220): the Owner types their full name, and
 * 'Accept Policy' is offered only once it is their name on the case.
 */

export interface AcceptanceInput {
  caseId: string;
  role: ViewerRole;
  /** The AcceptanceSequenced screen: the same acceptance under the step tracker. */
  sequenced?: boolean;
}

export interface AcceptanceLoad {
  case: Case;
  paymentStatus: PaymentStatus;
  /** The step tracker's steps on the sequenced screen; null elsewhere. */
  tracker: TrackerResponse | null;
  /** Every document of the case with its fingerprints: what is signed. */
  documents: SigningDocument[];
  /** The amounts the case has (src/domain/acceptance/signingAmounts.ts). */
  amounts: AmountLine[];
  /** The premiums those amounts are made from, for a view to write them in the chosen language. */
  premiums?: SigningPremiums;
}

export interface AcceptanceContext {
  caseId: string;
  role: ViewerRole;
  sequenced: boolean;
  case: Case | null;
  tracker: TrackerResponse | null;
  loadError: Message | null;
  documents: SigningDocument[];
  amounts: AmountLine[];
  premiums?: SigningPremiums;
  /** The name typed as the signature, exactly as typed: never cleared by a refusal. */
  typedName: string;
  /** Why the insurer refused the signature (ACCEPT_FAILURES), shown until the name changes. */
  refusal: Message | null;
  /**
   * After a failed accept, what the check of the case found (decision 365): the signature was not
   * recorded, or the check itself failed and it is not known. Null until an accept fails.
   */
  acceptOutcome: 'notRecorded' | 'unknown' | null;
}

export type AcceptanceEvent =
  | { type: 'acceptance.accept' }
  | { type: 'acceptance.retry' }
  /** The name field changed. */
  | { type: 'acceptance.type'; name: string }
  /** The name field lost focus. */
  | { type: 'acceptance.leave' };

const ACCEPT_FAILED = message(CONFIRMATION_TEXTS, 'acceptFailed');

export type AcceptanceNotice = { message: Message; kind: 'success' | 'error' };

/** SPEC §8 'Accept failure': one text whatever went wrong (the kind decides nothing here). */

const redirectOf = (context: Pick<AcceptanceContext, 'role'>, load: AcceptanceLoad) =>
  acceptanceRedirect(load.case, context.role, load.paymentStatus);

/** The accept call's body: the typed name and the fingerprint of every document signed. */
const acceptRequest = (context: Pick<AcceptanceContext, 'typedName' | 'documents'>): AcceptCaseRequest => ({
  typedName: context.typedName,
  documents: signedDocuments(context.documents),
});

const isSignerName = (context: Pick<AcceptanceContext, 'case'>, name: string) =>
  context.case !== null && namesMatch(name, signerOf(context.case)?.displayName ?? '');

const nameOf = (event: AcceptanceEvent) => (event.type === 'acceptance.type' ? event.name : '');

/** A typed name: signed when it is the signer's, else where `otherwise` says. */
const typing = (otherwise: 'unsigned' | 'mismatch') =>
  [
    {
      guard: { type: 'typesSignerName', params: ({ event }: { event: AcceptanceEvent }) => nameOf(event) },
      target: 'signed',
      actions: 'recordName',
    },
    { target: otherwise, actions: 'recordName' },
  ] as const;

export const acceptanceMachine = setup({
  types: {
    context: {} as AcceptanceContext,
    events: {} as AcceptanceEvent,
    input: {} as AcceptanceInput,
  },
  actors: {
    loadAcceptance: fromPromise<AcceptanceLoad, { caseId: string; role: ViewerRole; sequenced: boolean }>(
      async () => {
        throw new Error('loadAcceptance is provided by the app');
      },
    ),
    acceptCase: fromPromise<SuccessResponse, { caseId: string; request: AcceptCaseRequest }>(async () => {
      throw new Error('acceptCase is provided by the app');
    }),
    loadCase: fromPromise<Case, { caseId: string; role: ViewerRole }>(async () => {
      throw new Error('loadCase is provided by the app');
    }),
  },
  guards: {
    mustLeave: ({ context }, load: AcceptanceLoad) => redirectOf(context, load) !== null,
    refused: (_, answer: SuccessResponse) => !answer.isSuccessful,
    // The answer was lost but the acceptance may have been recorded: then it is done, not failed.
    recorded: ({ context }, caseData: Case) => acceptanceRecorded(caseData, context.role),
    typesSignerName: ({ context }, name: string) => isSignerName(context, name),
    nameTyped: ({ context }) => context.typedName.trim() !== '',
    // A 400 is the insurer refusing the signature itself: nothing was recorded, nothing to check.
    signatureRefused: (_, error: unknown) => failedWith(error, 'validation'),
  },
  actions: {
    // Effects the app supplies with .provide().
    navigate: (_, _target: RouteTarget) => {},
    notify: (_, _notice: AcceptanceNotice) => {},
    /** Says what a step did, in the shell's live region (decision 352). */
    announce: (_, _texts: readonly Message[]) => {},
    // A toast here stays until closed (SPEC §9 times them out in the review and payment only): a new
    // try takes the last failure's away, so it never stands beside the answer to the new one.
    clearNotices: () => {},
    recordLoad: assign((_, load: AcceptanceLoad) => ({
      case: load.case,
      tracker: load.tracker,
      documents: load.documents,
      amounts: load.amounts,
      premiums: load.premiums,
      loadError: null,
    })),
    recordName: assign(({ event }) => {
      assertEvent(event, 'acceptance.type');
      return { typedName: event.name, refusal: null };
    }),
    recordRefusal: assign((_, error: unknown) => ({ refusal: failureMessage(ACCEPT_FAILURES, error) })),
    recordLoadError: assign((_, error: unknown) => ({
      loadError: failureMessage(CASE_FAILURE_MESSAGES, error),
    })),
  },
}).createMachine({
  id: 'acceptance',
  context: ({ input }) => ({
    caseId: input.caseId,
    role: input.role,
    sequenced: input.sequenced === true,
    case: null,
    tracker: null,
    loadError: null,
    documents: [],
    amounts: [],
    typedName: '',
    refusal: null,
    acceptOutcome: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadAcceptance',
        src: 'loadAcceptance',
        input: ({ context }) => ({
          caseId: context.caseId,
          role: context.role,
          sequenced: context.sequenced,
        }),
        onDone: [
          {
            guard: { type: 'mustLeave', params: ({ event }) => event.output },
            target: 'redirected',
            actions: {
              type: 'navigate',
              params: ({ context, event }) => ({
                name: redirectOf(context, event.output) ?? 'DocumentReview',
                params: { caseId: context.caseId },
                replace: true,
              }),
            },
          },
          { target: 'ready', actions: { type: 'recordLoad', params: ({ event }) => event.output } },
        ],
        onError: loadFailed,
      },
    },
    failed: {
      on: { 'acceptance.retry': 'loading' },
    },
    /** No access to the case, or no such case: final; the screen offers the way home. */
    denied: { type: 'final' },
    /** The signature is adopted here: the name typed decides whether 'Accept Policy' is offered. */
    ready: {
      initial: 'unsigned',
      states: {
        /** Not the signer's name (or nothing) yet, and not told so: the customer is still typing. */
        unsigned: {
          on: {
            'acceptance.type': typing('unsigned'),
            'acceptance.leave': { guard: 'nameTyped', target: 'mismatch' },
            'acceptance.accept': [{ guard: 'nameTyped', target: 'mismatch' }, { target: 'missing' }],
          },
        },
        /** Tried to accept with no name typed: told to type it. */
        missing: {
          on: { 'acceptance.type': typing('unsigned') },
        },
        /** Left the field, or tried, with another name: told it does not match until it does. */
        mismatch: {
          on: { 'acceptance.type': typing('mismatch') },
        },
        /** The signer's name: 'Accept Policy' is offered. */
        signed: {
          on: {
            'acceptance.type': typing('unsigned'),
            'acceptance.accept': '#acceptance.accepting',
          },
        },
        /** The insurer refused the signature (its words in `refusal`); the name typed is kept. */
        refused: {
          on: {
            'acceptance.type': typing('unsigned'),
            'acceptance.accept': '#acceptance.accepting',
          },
        },
      },
    },
    // A second click while the call runs finds no 'acceptance.accept' here: one request.
    accepting: {
      tags: ['busy'],
      entry: ['clearNotices', assign({ acceptOutcome: null })],
      invoke: {
        id: 'acceptCase',
        src: 'acceptCase',
        input: ({ context }) => ({ caseId: context.caseId, request: acceptRequest(context) }),
        onDone: [
          { guard: { type: 'refused', params: ({ event }) => event.output }, target: 'verifying' },
          {
            target: 'accepted',
            actions: [
              {
                type: 'announce',
                params: ({ context }) => [
                  message(STEP_TEXTS, context.case?.isAnnuity ? 'contractAccepted' : 'policyAccepted'),
                ],
              },
              {
                type: 'navigate',
                params: ({ context }) => ({
                  name: context.case ? confirmationRouteOf(context.case) : 'Confirmation',
                  params: { caseId: context.caseId },
                }),
              },
            ],
          },
        ],
        onError: [
          {
            guard: {
              type: 'signatureRefused',
              params: ({ event }: { event: ErrorActorEvent }) => event.error,
            },
            target: 'ready.refused',
            actions: {
              type: 'recordRefusal',
              params: ({ event }: { event: ErrorActorEvent }) => event.error,
            },
          },
          { target: 'verifying' },
        ],
      },
    },
    // After a failure or a timeout, the case tells whether the acceptance was recorded after all.
    verifying: {
      tags: ['busy'],
      invoke: {
        id: 'verifyAcceptance',
        src: 'loadCase',
        input: ({ context }) => ({ caseId: context.caseId, role: context.role }),
        onDone: [
          {
            guard: { type: 'recorded', params: ({ event }) => event.output },
            target: 'accepted',
            // Said as after an answer that came: the acceptance is as done (decision 352).
            actions: [
              {
                type: 'announce',
                params: ({ event }) => [
                  message(STEP_TEXTS, event.output.isAnnuity ? 'contractAccepted' : 'policyAccepted'),
                ],
              },
              {
                type: 'navigate',
                params: ({ context, event }) => ({
                  name: confirmationRouteOf(event.output),
                  params: { caseId: context.caseId },
                }),
              },
            ],
          },
          {
            target: 'ready.signed',
            actions: [
              assign({ case: ({ event }) => event.output, acceptOutcome: 'notRecorded' }),
              { type: 'notify', params: { message: ACCEPT_FAILED, kind: 'error' } },
            ],
          },
        ],
        onError: {
          target: 'ready.signed',
          actions: [
            assign({ acceptOutcome: 'unknown' }),
            { type: 'notify', params: { message: ACCEPT_FAILED, kind: 'error' } },
          ],
        },
      },
    },
    accepted: { type: 'final' },
    redirected: { type: 'final' },
  },
});

type AcceptanceMachine = typeof acceptanceMachine;
export type AcceptanceSnapshot = ReturnType<AcceptanceMachine['getInitialSnapshot']>;
export type AcceptanceRef = ActorRefFrom<AcceptanceMachine>;

/** Is the accept call (or the check after it) running? The button is disabled meanwhile. */
export const selectAccepting = (snapshot: AcceptanceSnapshot): boolean => snapshot.hasTag('busy');

/** 'Accept Policy' is offered only to a signature in the signer's name, and not while it is sent. */
export const selectMayAccept = (snapshot: AcceptanceSnapshot): boolean =>
  snapshot.matches({ ready: 'signed' }) || snapshot.matches({ ready: 'refused' });

/** Is the typed name marked wrong (missing, or not the signer's)? */
export const selectNameInvalid = (snapshot: AcceptanceSnapshot): boolean =>
  snapshot.matches({ ready: 'missing' }) || snapshot.matches({ ready: 'mismatch' });

/** What the name field says under it: nothing, the missing name, the mismatch, or the insurer's refusal. */
const NAME_MISSING = message(SIGNING_TEXTS, 'missing');
const NAME_MISMATCH = message(SIGNING_TEXTS, 'mismatch');

export function selectNameMessage(snapshot: AcceptanceSnapshot): Message | null {
  if (snapshot.matches({ ready: 'missing' })) return NAME_MISSING;
  if (snapshot.matches({ ready: 'mismatch' })) return NAME_MISMATCH;
  if (snapshot.matches({ ready: 'refused' })) return snapshot.context.refusal;
  return null;
}

/** The role the name hint points at in the policy summary. */
export const selectSignerRole = (snapshot: AcceptanceSnapshot): string =>
  signerRole(snapshot.context.case ? signerOf(snapshot.context.case) : null);
