import { assign, type ErrorActorEvent, fromPromise, setup } from 'xstate';
import { type FailureMessages, failureMessage } from '../src/api/failure.ts';
import type { Case } from '../src/api/schemas/case.ts';
import type { Document } from '../src/api/schemas/document.ts';
import { CASE_FAILURE_MESSAGES } from '../src/domain/failureTexts.ts';
import type { RouteTarget } from '../src/domain/routeNames.ts';
import type { Message } from '../src/i18n/message.ts';
import { rawMessage } from '../src/i18n/rawText.ts';

/**
 * An agent opening a case of another book hears so (the sandbox answers 403). The agent's screens are
 * English only (decision 270): their words are carried as they are written.
 */
export const AGENT_CASE_FAILURES: FailureMessages = {
  ...CASE_FAILURE_MESSAGES,
  forbidden: rawMessage('This case is not in your book of business.'),
};

export interface AgentCasePageInput {
  caseId: string;
  /** The confirmation shows the signed policy; the details page needs the case only. */
  withSignedPolicy: boolean;
}

export interface AgentCasePageContext extends AgentCasePageInput {
  case: Case | null;
  signedPolicy: Document | null;
  error: Message | null;
  documentError: Message | null;
}

export type AgentCasePageEvent = { type: 'page.retry' } | { type: 'page.back'; popup: boolean };

/**
 * SPEC §2 agent confirmation (life and annuity) and agent details: the case as the agent sees it, and
 * the signed policy for the confirmation's frame. 'Back to Policy List' closes a popup, else goes home.
 */
export const agentCasePageMachine = setup({
  types: {
    context: {} as AgentCasePageContext,
    events: {} as AgentCasePageEvent,
    input: {} as AgentCasePageInput,
  },
  actors: {
    loadCase: fromPromise<Case, { caseId: string }>(async () => {
      throw new Error('loadCase is provided by the app');
    }),
    loadSignedPolicy: fromPromise<Document[], { caseId: string }>(async () => {
      throw new Error('loadSignedPolicy is provided by the app');
    }),
  },
  guards: {
    wantsSignedPolicy: ({ context }) => context.withSignedPolicy,
    inPopup: ({ event }) => event.type === 'page.back' && event.popup,
  },
  actions: {
    navigate: (_, _target: RouteTarget) => {},
    closeWindow: () => {},
    keepCase: assign((_, caseData: Case) => ({ case: caseData, error: null })),
    keepError: assign((_, error: unknown) => ({ error: failureMessage(AGENT_CASE_FAILURES, error) })),
    keepSignedPolicy: assign((_, documents: Document[]) => ({
      signedPolicy: documents.find((d) => d.documentType === 'SignedPolicy') ?? null,
    })),
    keepDocumentError: assign((_, error: unknown) => ({
      documentError: failureMessage(AGENT_CASE_FAILURES, error),
    })),
  },
}).createMachine({
  id: 'agentCasePage',
  context: ({ input }) => ({ ...input, case: null, signedPolicy: null, error: null, documentError: null }),
  initial: 'loading',
  on: {
    'page.back': [
      { guard: 'inPopup', actions: 'closeWindow' },
      { actions: { type: 'navigate', params: { name: 'AgentHome' } } },
    ],
  },
  states: {
    loading: {
      invoke: {
        id: 'loadCase',
        src: 'loadCase',
        input: ({ context }) => ({ caseId: context.caseId }),
        onDone: [
          {
            guard: 'wantsSignedPolicy',
            target: 'loadingSignedPolicy',
            actions: { type: 'keepCase', params: ({ event }) => event.output },
          },
          { target: 'ready', actions: { type: 'keepCase', params: ({ event }) => event.output } },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'keepError', params: ({ event }: { event: ErrorActorEvent }) => event.error },
        },
      },
    },
    loadingSignedPolicy: {
      invoke: {
        id: 'loadSignedPolicy',
        src: 'loadSignedPolicy',
        input: ({ context }) => ({ caseId: context.caseId }),
        onDone: {
          target: 'ready',
          actions: { type: 'keepSignedPolicy', params: ({ event }) => event.output },
        },
        // The status still shows; only the frame says the document could not be loaded.
        onError: {
          target: 'ready',
          actions: {
            type: 'keepDocumentError',
            params: ({ event }: { event: ErrorActorEvent }) => event.error,
          },
        },
      },
    },
    ready: {},
    failed: { on: { 'page.retry': 'loading' } },
  },
});
