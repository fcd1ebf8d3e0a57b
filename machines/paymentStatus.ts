import { and, assertEvent, assign, type SnapshotFrom, setup, transition } from 'xstate';
import type { PaymentStatus } from '../src/api/schemas/enums.ts';
import {
  INITIAL_PAYMENT_CHECKS,
  type InitialPaymentEntry,
  type InitialPaymentRule,
  initialPaymentRefusal,
  initialPaymentRules,
  isCard,
  type PaymentFacts,
  type PaymentField,
  RECURRING_SETUP_CHECKS,
  type RecurringSetupEntry,
  type RecurringSetupRule,
  recurringSetupRefusal,
  recurringSetupRules,
  statusAfterInitialPayment,
} from '../src/domain/payment/paymentRules.ts';
import { OUT_OF_TURN_TEXTS } from '../src/domain/payment/paymentTexts.ts';

/**
 * The payment status of SPEC §4: InitialPaymentRequired → RecurringSetupRequired → Complete. Like
 * caseLifecycle, the sandbox restores a snapshot from the stored status and payment facts and asks
 * for the next status with the pure `transition` (`movePayment`); a refused payment says which rule
 * of src/domain/payment/paymentRules failed. The portal's payment forms call the same rules.
 */

export type PaymentStatusEvent =
  | ({ type: 'payment.initial'; at: string } & InitialPaymentEntry)
  | ({ type: 'payment.recurring'; at: string } & RecurringSetupEntry);

type PaymentStatusEventType = PaymentStatusEvent['type'];

/**
 * The rules each payment's guards require, in the order they are checked: the config and refusals read this.
 * @internal a table the tests walk whole, read from here so that a new row is tested without a new test
 *   (tests/unit/paymentStatus.test.ts).
 */
export const REQUIRES = {
  'payment.initial': INITIAL_PAYMENT_CHECKS,
  'payment.recurring': RECURRING_SETUP_CHECKS,
} as const satisfies Record<PaymentStatusEventType, readonly (InitialPaymentRule | RecurringSetupRule)[]>;

type Guard = (args: { context: PaymentFacts; event: PaymentStatusEvent }) => boolean;

const initialGuard =
  (name: InitialPaymentRule): Guard =>
  ({ context, event }) => {
    assertEvent(event, 'payment.initial');
    return initialPaymentRules[name].holds(context, event);
  };

const recurringGuard =
  (name: RecurringSetupRule): Guard =>
  ({ context, event }) => {
    assertEvent(event, 'payment.recurring');
    return recurringSetupRules[name].holds(context, event);
  };

const ruleGuards = {
  ...(Object.fromEntries(INITIAL_PAYMENT_CHECKS.map((name) => [name, initialGuard(name)])) as Record<
    InitialPaymentRule,
    Guard
  >),
  ...(Object.fromEntries(RECURRING_SETUP_CHECKS.map((name) => [name, recurringGuard(name)])) as Record<
    RecurringSetupRule,
    Guard
  >),
};

/**
 * @internal the model the model-based tests walk, replayed against the sandbox and the screens
 * (tests/model/paymentStatus-paths.ts, tests/model/paymentStatus.test.ts …).
 */
export const paymentStatusMachine = setup({
  types: {
    context: {} as PaymentFacts,
    events: {} as PaymentStatusEvent,
    input: {} as PaymentFacts,
  },
  guards: {
    ...ruleGuards,
    choseSameAsInitial: ({ event }) => {
      assertEvent(event, 'payment.initial');
      return event.request.recurringOption === 'SameAsInitial';
    },
    choseDirect: ({ event }) => {
      assertEvent(event, 'payment.initial');
      return event.request.recurringOption === 'Direct';
    },
    recurringSetupFollows: ({ context, event }) => {
      assertEvent(event, 'payment.initial');
      return statusAfterInitialPayment(context, event.request.recurringOption) === 'RecurringSetupRequired';
    },
  },
  actions: {
    chooseFrequency: assign({
      paymentFrequencyOptions: ({ context, event }) => {
        assertEvent(event, 'payment.initial');
        return context.paymentFrequencyOptions.map((o) => ({
          ...o,
          isCurrent: o.frequency === event.request.billingFrequency,
        }));
      },
    }),
    keepBankAccount: assign({
      bankAccountOnFile: ({ context, event }) =>
        context.bankAccountOnFile || !isCard(event.request.paymentMethodType),
    }),
    enrollSameAsInitial: assign({
      recurring: ({ event }) => ({ method: 'BankAccount' as const, enrolledOn: event.at }),
    }),
    billByMail: assign({ requiresRecurringSetup: false }),
    enrollRecurring: assign({
      recurring: ({ event }) => {
        assertEvent(event, 'payment.recurring');
        return { method: event.request.paymentMethodType, enrolledOn: event.at };
      },
    }),
  },
}).createMachine({
  id: 'paymentStatus',
  context: ({ input }) => input,
  initial: 'InitialPaymentRequired',
  states: {
    InitialPaymentRequired: {
      description: 'SPEC §4 payment status InitialPaymentRequired: the initial payment form',
      on: {
        'payment.initial': [
          {
            guard: and([...REQUIRES['payment.initial'], 'choseSameAsInitial']),
            target: 'Complete',
            actions: ['chooseFrequency', 'keepBankAccount', 'enrollSameAsInitial'],
          },
          {
            guard: and([...REQUIRES['payment.initial'], 'choseDirect']),
            target: 'Complete',
            actions: ['chooseFrequency', 'keepBankAccount', 'billByMail'],
          },
          {
            guard: and([...REQUIRES['payment.initial'], 'recurringSetupFollows']),
            target: 'RecurringSetupRequired',
            actions: ['chooseFrequency', 'keepBankAccount'],
          },
          {
            guard: and([...REQUIRES['payment.initial']]),
            target: 'Complete',
            actions: ['chooseFrequency', 'keepBankAccount'],
          },
        ],
      },
    },
    RecurringSetupRequired: {
      description: 'SPEC §4 payment status RecurringSetupRequired: recurring setup',
      on: {
        'payment.recurring': {
          guard: and([...REQUIRES['payment.recurring']]),
          target: 'Complete',
          actions: ['keepBankAccount', 'enrollRecurring'],
        },
      },
    },
    Complete: { description: 'SPEC §4 payment status Complete: on to Acceptance' },
  },
});

/**
 * @internal the model the model-based tests walk, replayed against the sandbox and the screens
 * (tests/model/paymentStatus-paths.ts).
 */
export type PaymentStatusSnapshot = SnapshotFrom<typeof paymentStatusMachine>;

/**
 * @internal the model the model-based tests walk, replayed against the sandbox and the screens
 * (tests/model/paymentStatus-paths.ts, tests/unit/paymentStatus.test.ts).
 */
export function restorePayment(status: PaymentStatus, facts: PaymentFacts): PaymentStatusSnapshot {
  return paymentStatusMachine.resolveState({ value: status, context: facts });
}

/**
 * @internal the model the model-based tests walk, replayed against the sandbox and the screens
 * (tests/model/paymentStatus-paths.ts, tests/model/paymentStatus.test.ts).
 */
export function paymentStatusOf(snapshot: PaymentStatusSnapshot): PaymentStatus {
  return snapshot.value as PaymentStatus;
}

/** Why a status takes no such payment at all (answered 409: the request itself may be fine). */
const OUT_OF_TURN: Record<PaymentStatus, Partial<Record<PaymentStatusEventType, string>>> = {
  InitialPaymentRequired: {
    'payment.recurring': OUT_OF_TURN_TEXTS.initialFirst,
  },
  RecurringSetupRequired: { 'payment.initial': OUT_OF_TURN_TEXTS.initialMade },
  Complete: {
    'payment.initial': OUT_OF_TURN_TEXTS.initialMade,
    'payment.recurring': OUT_OF_TURN_TEXTS.complete,
  },
};

export type PaymentMoveResult =
  | { ok: true; status: PaymentStatus; facts: PaymentFacts }
  /** `field` names what to correct in the request (400); null when the status does not take it (409). */
  | { ok: false; field: PaymentField | null; message: string };

/** The first rule of the event's guards that fails (REQUIRES order is the domain's check order). */
function refusalOf(facts: PaymentFacts, event: PaymentStatusEvent) {
  return event.type === 'payment.initial'
    ? initialPaymentRefusal(facts, event)
    : recurringSetupRefusal(facts, event);
}

/** Asks the machine for the payment's move; a refusal comes from the first guard rule that fails. */
export function movePayment(
  status: PaymentStatus,
  facts: PaymentFacts,
  event: PaymentStatusEvent,
): PaymentMoveResult {
  const snapshot = restorePayment(status, facts);
  if (snapshot.can(event)) {
    const [next] = transition(paymentStatusMachine, snapshot, event);
    return { ok: true, status: paymentStatusOf(next), facts: next.context };
  }
  const outOfTurn = OUT_OF_TURN[status][event.type];
  if (outOfTurn) return { ok: false, field: null, message: outOfTurn };
  const refusal = refusalOf(facts, event);
  if (refusal) return { ok: false, ...refusal };
  return { ok: false, field: null, message: `A payment can not be taken while the status is ${status}.` };
}
