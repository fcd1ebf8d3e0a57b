import { and, assertEvent, assign, fromPromise, sendParent, sendTo, setup, stateIn } from 'xstate';
import type { BankAccountType, PaymentSourceType, RecurringOption } from '../src/api/schemas/enums.ts';
import type { CardTokenResult, PaymentInfo } from '../src/api/schemas/payment.ts';
import {
  type BankField,
  EMPTY_BANK,
  type EntryErrors,
  emptyDraft,
  entryErrors,
  entrySummary,
  type PaymentDraft,
  type PaymentMode,
  type PaymentRequest,
  paymentRequest,
  withSoleChoices,
} from '../src/domain/payment/paymentEntry.ts';
import { isCard, type PaymentFacts, paymentFactsOf } from '../src/domain/payment/paymentRules.ts';
import { ENTRY_MESSAGES } from '../src/domain/payment/paymentTexts.ts';
import { type Message, message } from '../src/i18n/message.ts';
import { type CardFrameReport, cardFrameStub } from './cardFrame.ts';

/**
 * One payment entry (SPEC §3, §5): the initial payment (frequency, method, bank account or card,
 * recurring option, acknowledgement) or the recurring setup (method, bank account). Its checks are
 * src/domain/payment/paymentEntry's; a card comes from the hosted card frame actor. A checked entry goes to the
 * parent payment machine as `payment.submit`, once, with an idempotency key that stays the same until
 * the entry changes, so a retry of the same entry is the same payment.
 */
export interface PaymentFormInput {
  caseId: string;
  mode: PaymentMode;
  info: PaymentInfo;
}

export interface PaymentFormContext {
  caseId: string;
  mode: PaymentMode;
  facts: PaymentFacts;
  draft: PaymentDraft;
  errors: EntryErrors;
  /** The form-level message (SPEC §5), beside the fields' own. */
  summary: Message | null;
  idempotencyKey: string | null;
  /** The hosted form's address while a card method is chosen. */
  cardAddress: string | null;
}

export type PaymentFormEvent =
  | { type: 'paymentForm.chooseMethod'; method: PaymentSourceType }
  | { type: 'paymentForm.chooseFrequency'; frequency: string }
  | { type: 'paymentForm.editBank'; field: Exclude<BankField, 'bankAccountType'>; value: string }
  | { type: 'paymentForm.chooseAccountType'; accountType: BankAccountType }
  | { type: 'paymentForm.chooseRecurring'; option: RecurringOption }
  | { type: 'paymentForm.acknowledge'; value: boolean }
  | { type: 'paymentForm.submit' }
  | { type: 'paymentForm.retryCard' }
  /** Another card instead of the one tokenized: a new card session. */
  | { type: 'paymentForm.changeCard' }
  /** From the parent after a refused payment: edit again; a card refused by the processor is cleared. */
  | { type: 'paymentForm.resume'; clearCard: boolean }
  | CardFrameReport;

/** What the form hands its parent. */
export interface PaymentSubmitEvent {
  type: 'payment.submit';
  request: PaymentRequest;
  idempotencyKey: string;
}

const newKey = () => globalThis.crypto.randomUUID();

const CARD_NEEDED = message(ENTRY_MESSAGES, 'cardNeeded');

// Any change of the entry makes it another payment: a new key, and its old refusals no longer apply.
const changed = { idempotencyKey: null, summary: null } as const;

export const paymentFormMachine = setup({
  types: {
    context: {} as PaymentFormContext,
    events: {} as PaymentFormEvent,
    input: {} as PaymentFormInput,
  },
  actors: {
    openCardSession: fromPromise<string, { caseId: string }>(async () => {
      throw new Error('openCardSession is provided by the app');
    }),
    cardFrame: cardFrameStub,
  },
  guards: {
    entryInvalid: ({ context }) =>
      Object.keys(entryErrors(context.facts, context.mode, context.draft)).length > 0,
    awaitsCardToken: ({ context }) =>
      context.draft.method !== null && isCard(context.draft.method) && context.draft.card === null,
    cardFrameOpen: stateIn({ card: 'open' }),
    editing: stateIn({ entry: 'editing' }),
    cardKept: ({ context }) => context.draft.card !== null,
    cardChosen: ({ context }) => context.draft.method !== null && isCard(context.draft.method),
    choseCard: ({ event }) => {
      assertEvent(event, 'paymentForm.chooseMethod');
      return isCard(event.method);
    },
    cardToClear: ({ event }) => {
      assertEvent(event, 'paymentForm.resume');
      return event.clearCard;
    },
  },
  actions: {
    // SPEC §4: choosing a method clears the card, bank and recurring option entered before.
    chooseMethod: assign(({ context, event }) => {
      assertEvent(event, 'paymentForm.chooseMethod');
      return {
        ...changed,
        draft: withSoleChoices(context.facts, context.mode, {
          ...context.draft,
          method: event.method,
          bank: EMPTY_BANK,
          card: null,
          recurringOption: null,
          acknowledged: false,
        }),
        errors: {},
      };
    }),
    chooseFrequency: assign(({ context, event }) => {
      assertEvent(event, 'paymentForm.chooseFrequency');
      const frequency = context.facts.canChangePaymentFrequency ? event.frequency : context.draft.frequency;
      const draft = { ...context.draft, frequency, recurringOption: null };
      return { ...changed, draft: withSoleChoices(context.facts, context.mode, draft) };
    }),
    editBank: assign(({ context, event }) => {
      assertEvent(event, 'paymentForm.editBank');
      const { [event.field]: _, ...errors } = context.errors;
      return {
        ...changed,
        errors,
        draft: { ...context.draft, bank: { ...context.draft.bank, [event.field]: event.value } },
      };
    }),
    chooseAccountType: assign(({ context, event }) => {
      assertEvent(event, 'paymentForm.chooseAccountType');
      return {
        ...changed,
        draft: { ...context.draft, bank: { ...context.draft.bank, bankAccountType: event.accountType } },
      };
    }),
    chooseRecurring: assign(({ context, event }) => {
      assertEvent(event, 'paymentForm.chooseRecurring');
      const { recurringOption: _, ...errors } = context.errors;
      return {
        ...changed,
        errors,
        draft: { ...context.draft, recurringOption: event.option, acknowledged: false },
      };
    }),
    acknowledge: assign(({ context, event }) => {
      assertEvent(event, 'paymentForm.acknowledge');
      const { acknowledged: _, ...errors } = context.errors;
      return { ...changed, errors, draft: { ...context.draft, acknowledged: event.value } };
    }),
    showErrors: assign(({ context }) => {
      const errors = entryErrors(context.facts, context.mode, context.draft);
      return { errors, summary: entrySummary(errors) };
    }),
    clearErrors: assign({ errors: {}, summary: null }),
    cardNeeded: assign({ summary: CARD_NEEDED, errors: { card: CARD_NEEDED } }),
    // The card form says beside its own field what is wrong with the card: the portal adds no second
    // message for the same problem (decision 360).
    cardRefused: assign({ summary: null, errors: {} }),
    keepCard: assign(({ context, event }) => {
      assertEvent(event, 'cardFrame.token');
      const card: CardTokenResult = event.card;
      return { draft: { ...context.draft, card }, idempotencyKey: null };
    }),
    clearCard: assign(({ context }) => ({ ...changed, draft: { ...context.draft, card: null } })),
    keyEntry: assign({ idempotencyKey: ({ context }) => context.idempotencyKey ?? newKey() }),
    submitToParent: sendParent(
      ({ context }): PaymentSubmitEvent => ({
        type: 'payment.submit',
        request: paymentRequest(context.facts, context.mode, context.draft),
        idempotencyKey: context.idempotencyKey ?? newKey(),
      }),
    ),
    askCardFrame: sendTo('cardFrame', { type: 'cardFrame.submit' }),
  },
}).createMachine({
  id: 'paymentForm',
  context: ({ input }) => {
    const facts = paymentFactsOf(input.info);
    return {
      caseId: input.caseId,
      mode: input.mode,
      facts,
      draft: withSoleChoices(facts, input.mode, emptyDraft(facts)),
      errors: {},
      summary: null,
      idempotencyKey: null,
      cardAddress: null,
    };
  },
  type: 'parallel',
  states: {
    entry: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'paymentForm.chooseMethod': { actions: 'chooseMethod' },
            'paymentForm.chooseFrequency': { actions: 'chooseFrequency' },
            'paymentForm.editBank': { actions: 'editBank' },
            'paymentForm.chooseAccountType': { actions: 'chooseAccountType' },
            'paymentForm.chooseRecurring': { actions: 'chooseRecurring' },
            'paymentForm.acknowledge': { actions: 'acknowledge' },
            // A card kept from a payment that failed for another reason is used again unless changed.
            'paymentForm.changeCard': { guard: 'cardKept', actions: 'clearCard' },
            'paymentForm.submit': [
              { guard: 'entryInvalid', actions: 'showErrors' },
              {
                guard: and(['awaitsCardToken', 'cardFrameOpen']),
                target: 'tokenizing',
                actions: 'clearErrors',
              },
              { guard: 'awaitsCardToken', actions: 'cardNeeded' },
              { target: 'sent', actions: ['clearErrors', 'keyEntry', 'submitToParent'] },
            ],
          },
        },
        // The card frame checks the card and hands back a token, or says 'fail'.
        tokenizing: {
          tags: ['busy'],
          entry: 'askCardFrame',
          on: {
            // One Submit pays: the token is the card's check passing, so the payment goes on at once.
            'cardFrame.token': { target: 'sent', actions: ['keepCard', 'keyEntry', 'submitToParent'] },
            'cardFrame.failed': { target: 'editing', actions: 'cardRefused' },
          },
        },
        sent: {
          tags: ['busy'],
          on: {
            'paymentForm.resume': [
              { guard: 'cardToClear', target: 'editing', actions: 'clearCard' },
              { target: 'editing' },
            ],
          },
        },
      },
    },
    card: {
      initial: 'starting',
      on: {
        // Only while the entry is edited: the fieldset is locked while a card is asked or paid.
        'paymentForm.chooseMethod': [
          { guard: and(['editing', 'choseCard']), target: '.opening' },
          { guard: 'editing', target: '.closed' },
        ],
        'paymentForm.resume': { guard: 'cardToClear', target: '.opening' },
        'paymentForm.changeCard': { guard: and(['editing', 'cardKept']), target: '.opening' },
      },
      states: {
        // The only method offered may be a card: its form opens at once.
        starting: { always: [{ guard: 'cardChosen', target: 'opening' }, { target: 'closed' }] },
        closed: { entry: assign({ cardAddress: null }) },
        opening: {
          entry: assign({ cardAddress: null }),
          invoke: {
            id: 'openCardSession',
            src: 'openCardSession',
            input: ({ context }) => ({ caseId: context.caseId }),
            onDone: { target: 'open', actions: assign({ cardAddress: ({ event }) => event.output }) },
            onError: 'unavailable',
          },
        },
        open: {
          invoke: {
            id: 'cardFrame',
            src: 'cardFrame',
            input: ({ context }) => ({ address: context.cardAddress ?? '' }),
          },
        },
        unavailable: { on: { 'paymentForm.retryCard': 'opening' } },
      },
    },
  },
});
