import { and, assertEvent, assign, fromPromise, not, setup } from 'xstate';
import { failureMessage } from '../src/api/failure.ts';
import type { Case, SuccessResponse } from '../src/api/schemas/case.ts';
import type { ConsentResult } from '../src/api/schemas/party.ts';
import type { ViewerRole } from '../src/domain/documents/documents.ts';
import { CASE_FAILURE_MESSAGES } from '../src/domain/failureTexts.ts';
import { awaitsConsent } from '../src/domain/record/consent.ts';
import { CONSENT_DISCLOSURE_VERSION, CONSENT_TEXTS } from '../src/domain/record/consentTexts.ts';
import type { RouteTarget } from '../src/domain/routeNames.ts';
import { type Message, message } from '../src/i18n/message.ts';
import { loadFailed } from './parts/loadFailed.ts';

/**
 * Consent to electronic records (E-SIGN §101(c), decision 212): before the first
 * document opens, the customer reads what they agree to, sees a sample PDF (the check that their
 * browser shows one), ticks 'I agree' and continues to the review; or declines and is told how to get
 * paper, with nothing about the case moved.
 */

export interface ConsentInput {
  caseId: string;
  role: ViewerRole;
  /** The party the review was opened for, handed back to it. */
  partyId?: string;
}

/** The sample document's check: shown on screen, or the browser could not show it. */
type SampleCheck = 'pending' | 'shown' | 'failed';

export interface ConsentContext {
  caseId: string;
  role: ViewerRole;
  partyId: string | null;
  case: Case | null;
  agreed: boolean;
  sample: SampleCheck;
  /** Why Continue did not go on, in words; null when nothing is wrong. */
  problem: Message | null;
  loadError: Message | null;
}

export type ConsentEvent =
  | { type: 'consent.tick'; agreed: boolean }
  | { type: 'consent.sampleShown' }
  | { type: 'consent.sampleFailed' }
  | { type: 'consent.agree' }
  | { type: 'consent.decline' }
  | { type: 'consent.reconsider' }
  | { type: 'consent.retry' };

const consentCall = { disclosureVersion: CONSENT_DISCLOSURE_VERSION };

/** Back to the review it came from, in place of this screen (the address is a redirect). */
const toReview = ({ context }: { context: ConsentContext }): RouteTarget => ({
  name: 'DocumentReview',
  params: { caseId: context.caseId },
  ...(context.partyId ? { search: { partyId: context.partyId } } : {}),
  replace: true,
});

export const consentMachine = setup({
  types: {
    context: {} as ConsentContext,
    events: {} as ConsentEvent,
    input: {} as ConsentInput,
  },
  actors: {
    loadCase: fromPromise<Case, { caseId: string; role: ViewerRole }>(async () => {
      throw new Error('loadCase is provided by the app');
    }),
    giveConsent: fromPromise<ConsentResult, { caseId: string; disclosureVersion: string }>(async () => {
      throw new Error('giveConsent is provided by the app');
    }),
    declineConsent: fromPromise<SuccessResponse, { caseId: string; disclosureVersion: string }>(async () => {
      throw new Error('declineConsent is provided by the app');
    }),
  },
  guards: {
    // An agent, or a party that already consented, has nothing to answer here.
    nothingToAsk: ({ context }, caseData: Case) => !awaitsConsent(caseData, context.role),
    ticked: ({ context }) => context.agreed,
    sampleShown: ({ context }) => context.sample === 'shown',
    sampleFailed: ({ context }) => context.sample === 'failed',
  },
  actions: {
    // Effects the app supplies with .provide().
    navigate: (_, _target: RouteTarget) => {},
    keepCase: assign((_, caseData: Case) => ({ case: caseData, loadError: null })),
    recordLoadError: assign((_, error: unknown) => ({
      loadError: failureMessage(CASE_FAILURE_MESSAGES, error),
    })),
    tick: assign(({ event }) => {
      assertEvent(event, 'consent.tick');
      return { agreed: event.agreed, problem: null };
    }),
    say: assign((_, problem: Message) => ({ problem })),
  },
}).createMachine({
  id: 'consent',
  context: ({ input }) => ({
    caseId: input.caseId,
    role: input.role,
    partyId: input.partyId ?? null,
    case: null,
    agreed: false,
    sample: 'pending',
    problem: null,
    loadError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadCase',
        src: 'loadCase',
        input: ({ context }) => ({ caseId: context.caseId, role: context.role }),
        onDone: [
          {
            guard: { type: 'nothingToAsk', params: ({ event }) => event.output },
            target: 'redirected',
            actions: { type: 'navigate', params: toReview },
          },
          { target: 'asking', actions: { type: 'keepCase', params: ({ event }) => event.output } },
        ],
        onError: loadFailed,
      },
    },
    failed: { on: { 'consent.retry': 'loading' } },
    /** No access to the case, or no such case: final; the screen offers the way home. */
    denied: { type: 'final' },
    redirected: { type: 'final' },
    asking: {
      on: {
        'consent.tick': { actions: 'tick' },
        'consent.sampleShown': { actions: assign({ sample: 'shown' as const }) },
        'consent.sampleFailed': { actions: assign({ sample: 'failed' as const }) },
        'consent.agree': [
          { guard: and(['ticked', 'sampleShown']), target: 'recording', actions: assign({ problem: null }) },
          { guard: not('ticked'), actions: { type: 'say', params: message(CONSENT_TEXTS, 'notTicked') } },
          { guard: 'sampleFailed', actions: { type: 'say', params: message(CONSENT_TEXTS, 'checkFailed') } },
          // Ticked while the sample is still opening: the press is kept, not swallowed (decision 330).
          { target: 'awaitingSample', actions: assign({ problem: null }) },
        ],
        'consent.decline': { target: 'declining', actions: assign({ problem: null }) },
      },
    },
    awaitingSample: {
      description:
        'Continue was pressed, ticked, before the sample showed: it goes on once the sample shows, or says why not.',
      tags: ['awaitingSample'],
      on: {
        'consent.sampleShown': { target: 'recording', actions: assign({ sample: 'shown' as const }) },
        'consent.sampleFailed': {
          target: 'asking',
          actions: [
            assign({ sample: 'failed' as const }),
            { type: 'say', params: message(CONSENT_TEXTS, 'checkFailed') },
          ],
        },
        // Taking the tick back takes the answer back: nothing is recorded when the sample shows.
        'consent.tick': { guard: ({ event }) => !event.agreed, target: 'asking', actions: 'tick' },
        'consent.decline': { target: 'declining', actions: assign({ problem: null }) },
      },
    },
    // A second click while the call runs finds no 'consent.agree' here: one request.
    recording: {
      tags: ['busy'],
      invoke: {
        id: 'giveConsent',
        src: 'giveConsent',
        input: ({ context }) => ({ caseId: context.caseId, ...consentCall }),
        onDone: { target: 'consented', actions: { type: 'navigate', params: toReview } },
        // The tick and the sample stay as they were: trying again is one click.
        onError: {
          target: 'asking',
          actions: {
            type: 'say',
            params: ({ event }) => failureMessage(CASE_FAILURE_MESSAGES, event.error),
          },
        },
      },
    },
    consented: { type: 'final' },
    declining: {
      tags: ['busy'],
      invoke: {
        id: 'declineConsent',
        src: 'declineConsent',
        input: ({ context }) => ({ caseId: context.caseId, ...consentCall }),
        // Whether or not the log took the answer, the way to paper is the same: it is shown either way.
        onDone: 'declined',
        onError: 'declined',
      },
    },
    declined: {
      on: { 'consent.reconsider': { target: 'asking', actions: assign({ agreed: false }) } },
    },
  },
});

export type ConsentMachine = typeof consentMachine;
export type ConsentSnapshot = ReturnType<ConsentMachine['getInitialSnapshot']>;

/** Is an answer being recorded? Both buttons wait meanwhile. */
export const selectBusy = (snapshot: ConsentSnapshot): boolean => snapshot.hasTag('busy');

/** Continue is pressed and waits for the sample to show: the button waits, with a line saying so. */
export const selectAwaitingSample = (snapshot: ConsentSnapshot): boolean => snapshot.hasTag('awaitingSample');

/** What the sample check says on screen, or null while it runs. */
const SAMPLE_NOTES: Record<SampleCheck, Message | null> = {
  pending: null,
  shown: message(CONSENT_TEXTS, 'checkPassed'),
  failed: message(CONSENT_TEXTS, 'checkFailed'),
};

export function selectSampleNote(snapshot: ConsentSnapshot): Message | null {
  return SAMPLE_NOTES[snapshot.context.sample];
}
