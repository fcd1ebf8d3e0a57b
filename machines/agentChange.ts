import { type ActorRefFrom, assertEvent, assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import {
  AGENT_CHANGE_OPTIONS,
  AGENT_MESSAGES,
  type AgentChangeOption,
} from '../src/domain/agent/agentCase.ts';
import { isBlankComment } from '../src/domain/review/comments.ts';
import type { Message } from '../src/i18n/message.ts';
import { rawMessage } from '../src/i18n/rawText.ts';

export interface AgentChangeContext {
  caseId: string;
  /** Revert to Paper is offered (a life case not already reverted), as the review said on opening. */
  offerRevert: boolean;
  option: AgentChangeOption | null;
  text: string;
  error: Message | null;
}

export type AgentChangeEvent =
  | { type: 'agentChange.open'; offerRevert: boolean }
  | { type: 'agentChange.choose'; option: AgentChangeOption }
  | { type: 'agentChange.edit'; text: string }
  | { type: 'agentChange.submit' }
  | { type: 'agentChange.confirm' }
  | { type: 'agentChange.back' }
  | { type: 'agentChange.close' }
  | { type: 'bgaComment.open' };

export interface AgentChangeCall {
  caseId: string;
  text: string;
}

type Notice = { message: Message; kind: 'success' | 'error' };

/** The agent's screens are English only (decision 270): their words are carried as they are written. */
const say = (words: string): Message => rawMessage(words);

const failed = {
  type: 'notify',
  params: { message: say(AGENT_MESSAGES.requestFailed), kind: 'error' },
} as const;
const changed = [
  { type: 'notify', params: { message: say(AGENT_MESSAGES.changeSubmitted), kind: 'success' } },
  'changed',
] as const;

/**
 * SPEC §4, §5 the agent's change request: choose one of three options; a change needs its text;
 * Not Taken and Revert to Paper go through a confirmation first. A Bga or SubBga may send a comment to
 * the agent. Each call is its own named actor; a success reloads the case (`changed`).
 */
export const agentChangeMachine = setup({
  types: {
    context: {} as AgentChangeContext,
    events: {} as AgentChangeEvent,
    input: {} as { caseId: string },
  },
  actors: {
    requestChange: fromPromise<boolean, AgentChangeCall>(async () => {
      throw new Error('requestChange is provided by the app');
    }),
    processNotTaken: fromPromise<boolean, AgentChangeCall>(async () => {
      throw new Error('processNotTaken is provided by the app');
    }),
    revertToPaper: fromPromise<boolean, AgentChangeCall>(async () => {
      throw new Error('revertToPaper is provided by the app');
    }),
    sendBgaComment: fromPromise<boolean, AgentChangeCall>(async () => {
      throw new Error('sendBgaComment is provided by the app');
    }),
  },
  guards: {
    noOption: ({ context }) => context.option === null,
    changeWithoutText: ({ context }) => context.option === 'change' && isBlankComment(context.text),
    isChange: ({ context }) => context.option === 'change',
    isNotTaken: ({ context }) => context.option === 'notTaken',
    offered: ({ context, event }) => {
      assertEvent(event, 'agentChange.choose');
      return event.option !== 'revertToPaper' || context.offerRevert;
    },
    noText: ({ context }) => isBlankComment(context.text),
    succeeded: (_, isSuccessful: boolean) => isSuccessful,
  },
  actions: {
    notify: (_, _params: Notice) => {},
    /** The case changed: the screen reloads it. */
    changed: () => {},
    openChange: assign(({ event }) => {
      assertEvent(event, 'agentChange.open');
      return { offerRevert: event.offerRevert, option: null, text: '', error: null };
    }),
    openComment: assign({ option: null, text: '', error: null }),
    choose: assign(({ event }) => {
      assertEvent(event, 'agentChange.choose');
      return { option: event.option, error: null };
    }),
    edit: assign(({ event }) => {
      assertEvent(event, 'agentChange.edit');
      return { text: event.text, error: null };
    }),
    sayMakeSelection: assign({ error: say(AGENT_MESSAGES.makeSelection) }),
    sayProvideChange: assign({ error: say(AGENT_MESSAGES.provideChange) }),
    sayProvideComment: assign({ error: say(AGENT_MESSAGES.provideComment) }),
  },
}).createMachine({
  id: 'agentChange',
  context: ({ input }) => ({ caseId: input.caseId, offerRevert: false, option: null, text: '', error: null }),
  initial: 'hidden',
  states: {
    hidden: {
      on: {
        'agentChange.open': { target: 'choosing', actions: 'openChange' },
        'bgaComment.open': { target: 'commenting', actions: 'openComment' },
      },
    },
    choosing: {
      on: {
        'agentChange.choose': { guard: 'offered', actions: 'choose' },
        'agentChange.edit': { actions: 'edit' },
        'agentChange.submit': [
          { guard: 'noOption', actions: 'sayMakeSelection' },
          { guard: 'changeWithoutText', actions: 'sayProvideChange' },
          { guard: 'isChange', target: 'requestingChange' },
          { target: 'confirming' },
        ],
        'agentChange.close': 'hidden',
      },
    },
    confirming: {
      on: {
        'agentChange.confirm': [
          { guard: 'isNotTaken', target: 'processingNotTaken' },
          { target: 'revertingToPaper' },
        ],
        'agentChange.back': 'choosing',
        'agentChange.close': 'hidden',
      },
    },
    requestingChange: {
      tags: ['busy'],
      invoke: {
        id: 'requestChange',
        src: 'requestChange',
        input: ({ context }) => ({ caseId: context.caseId, text: context.text.trim() }),
        onDone: [
          {
            guard: { type: 'succeeded', params: ({ event }) => event.output },
            target: 'hidden',
            actions: changed,
          },
          { target: 'choosing', actions: failed },
        ],
        onError: { target: 'choosing', actions: failed },
      },
    },
    processingNotTaken: {
      tags: ['busy'],
      invoke: {
        id: 'processNotTaken',
        src: 'processNotTaken',
        input: ({ context }) => ({ caseId: context.caseId, text: '' }),
        onDone: { target: 'hidden', actions: changed },
        onError: { target: 'confirming', actions: failed },
      },
    },
    revertingToPaper: {
      tags: ['busy'],
      invoke: {
        id: 'revertToPaper',
        src: 'revertToPaper',
        input: ({ context }) => ({ caseId: context.caseId, text: '' }),
        onDone: { target: 'hidden', actions: changed },
        onError: { target: 'confirming', actions: failed },
      },
    },
    commenting: {
      on: {
        'agentChange.edit': { actions: 'edit' },
        'agentChange.submit': [
          { guard: 'noText', actions: 'sayProvideComment' },
          { target: 'sendingComment' },
        ],
        'agentChange.close': 'hidden',
      },
    },
    sendingComment: {
      tags: ['busy'],
      invoke: {
        id: 'sendBgaComment',
        src: 'sendBgaComment',
        input: ({ context }) => ({ caseId: context.caseId, text: context.text.trim() }),
        onDone: [
          {
            guard: { type: 'succeeded', params: ({ event }) => event.output },
            target: 'hidden',
            actions: [
              { type: 'notify', params: { message: say(AGENT_MESSAGES.bgaCommentSent), kind: 'success' } },
              'changed',
            ],
          },
          { target: 'commenting', actions: failed },
        ],
        onError: { target: 'commenting', actions: failed },
      },
    },
  },
});

type AgentChangeMachine = typeof agentChangeMachine;
export type AgentChangeRef = ActorRefFrom<AgentChangeMachine>;

type AgentChangeSnapshot = SnapshotFrom<AgentChangeMachine>;

/** The modal's step: a call on its way keeps showing the step that made it. */
export type AgentChangeStep = 'hidden' | 'choosing' | 'confirming' | 'commenting';

export function selectAgentChangeStep(s: AgentChangeSnapshot): AgentChangeStep {
  if (s.matches('hidden')) return 'hidden';
  if (s.matches('confirming') || s.matches('processingNotTaken') || s.matches('revertingToPaper'))
    return 'confirming';
  if (s.matches('commenting') || s.matches('sendingComment')) return 'commenting';
  return 'choosing';
}

const OPTIONS = Object.keys(AGENT_CHANGE_OPTIONS) as AgentChangeOption[];

/** The options offered: Revert to Paper only where the review said it may be (SPEC §4). */
export const selectOfferedOptions = (s: AgentChangeSnapshot): AgentChangeOption[] =>
  OPTIONS.filter((o) => o !== 'revertToPaper' || s.context.offerRevert);
