import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import {
  type PaymentStatusEvent,
  type PaymentStatusSnapshot,
  paymentStatusMachine,
  paymentStatusOf,
  restorePayment,
} from '../../machines/paymentStatus.ts';
import { demoCases } from '../../sandbox/demo/cases.ts';
import { paymentFactsOf } from '../../sandbox/payments/payments.ts';
import type { StoredCase } from '../../sandbox/store/types.ts';
import type {
  InitialPaymentRequest,
  PaymentSourceType,
  PaymentStatus,
  RecurringOption,
  RecurringPaymentRequest,
} from '../../src/api/schemas/index.ts';
import type { PaymentFacts } from '../../src/domain/payment/paymentRules.ts';
import { type Inspect, replayFromSnapshot } from './replay.ts';

/**
 * Paths generated from machines/paymentStatus with xstate/graph on Olivia's case 100001.
 * tests/model/paymentStatus.test.ts replays each against the running sandbox over HTTP;
 * `runPaymentStatusPath` replays it on the machine itself, for the coverage the registry reports.
 */
export const AT = '2026-11-22T12:00:00.000Z';
export const CASE_ID = '100001';

const ACCOUNT = { routingNumber: '021000021', accountNumber: '123456789', accountHolderName: 'Olivia Owner' };
const OTHER_ACCOUNT = { ...ACCOUNT, accountNumber: '987654321' };
const CARD = { expirationDate: '1229', providerId: '2', token: 'tok_4242424242424242', txnAuth: 'AUTH1' };

export interface Scenario {
  name: string;
  change?: (stored: StoredCase) => void;
}

export const SCENARIOS: Scenario[] = [
  { name: '100001 (recurring setup required, frequency may change)' },
  {
    name: '100001 with recurring already settled and the frequency fixed',
    change(stored) {
      stored.payment.requiresRecurringSetup = false;
      stored.payment.canChangePaymentFrequency = false;
    },
  },
];

export function scenarioCase(scenario: Scenario): StoredCase {
  const stored = structuredClone(demoCases().find((c) => c.caseId === CASE_ID));
  if (!stored) throw new Error(`No demo case ${CASE_ID}`);
  scenario.change?.(stored);
  return stored;
}

const amountOf = (facts: PaymentFacts, frequency: string) =>
  facts.paymentFrequencyOptions.find((o) => o.frequency === frequency)?.initialAmountDue ?? 0;

/** One account number is "the" account: once kept, sending it again is sending the one on file. */
function entered(facts: PaymentFacts, account: typeof ACCOUNT | undefined) {
  if (!account) return 'none' as const;
  return facts.bankAccountOnFile && account === ACCOUNT ? ('onFile' as const) : ('new' as const);
}

/** The payments a customer can send, as the state stands: good ones and ones the rules refuse. */
export function eventsFor(snapshot: PaymentStatusSnapshot): PaymentStatusEvent[] {
  const facts = snapshot.context;
  const initial = (
    frequency: string,
    source: PaymentSourceType,
    recurringOption?: RecurringOption,
    amount = amountOf(facts, frequency),
  ): PaymentStatusEvent => {
    const account = source === 'BankAccount' ? ACCOUNT : undefined;
    const request: InitialPaymentRequest = {
      billingFrequency: frequency,
      paymentMethodType: source,
      paymentAmount: amount,
      ...(account ? { bankAccount: { ...account, bankAccountType: 'Checking' } } : { cardToken: CARD }),
      ...(recurringOption ? { recurringOption } : {}),
    } as InitialPaymentRequest;
    return { type: 'payment.initial', request, bankAccount: entered(facts, account), at: AT };
  };
  const recurring = (source: PaymentSourceType, account?: typeof ACCOUNT): PaymentStatusEvent => {
    const request = {
      paymentMethodType: source,
      ...(account ? { bankAccount: { ...account, bankAccountType: 'Checking' } } : {}),
      ...(source === 'BankAccount' ? {} : { cardToken: CARD }),
    } as RecurringPaymentRequest;
    return { type: 'payment.recurring', request, bankAccount: entered(facts, account), at: AT };
  };
  return [
    initial('Monthly', 'BankAccount', 'SameAsInitial'),
    initial('Quarterly', 'BankAccount', 'Direct'),
    initial('Annual', 'CreditCard'),
    initial('Monthly', 'BankAccount', 'NewPaymentMethod'),
    initial('Monthly', 'BankAccount'),
    initial('Monthly', 'BankAccount', 'Direct'),
    initial('Monthly', 'DebitCard', 'SameAsInitial'),
    initial('Monthly', 'BankAccount', undefined, 10),
    recurring('BankAccount', ACCOUNT),
    recurring('BankAccount'),
    recurring('BankAccount', OTHER_ACCOUNT),
    recurring('DebitCard'),
  ];
}

export const label = (e: PaymentStatusEvent) =>
  e.type === 'payment.initial'
    ? `initial(${e.request.billingFrequency} ${e.request.paymentMethodType}${e.request.recurringOption ? ` ${e.request.recurringOption}` : ''}${e.request.paymentAmount === 10 ? ' $10' : ''})`
    : `recurring(${e.request.paymentMethodType} ${e.bankAccount})`;

export interface ModelPath {
  name: string;
  scenario: Scenario;
  steps: { event: PaymentStatusEvent; status: PaymentStatus; facts: PaymentFacts; transition: string }[];
  end: PaymentStatusSnapshot;
}

/** The machine's own transition definitions, each named by source, event and its place in the list. */
export const TRANSITIONS = new Map(
  Object.entries(paymentStatusMachine.states).flatMap(([state, node]) =>
    Object.entries(node.on).flatMap(([type, candidates]) =>
      candidates.map(
        (definition, index) =>
          [definition, `${state} --${type}[${index}]--> ${definition.target?.[0]?.key}`] as const,
      ),
    ),
  ),
);

function transitionTaken(snapshot: PaymentStatusSnapshot, event: PaymentStatusEvent): string {
  const [taken] = paymentStatusMachine.getTransitionData(snapshot, event) ?? [];
  const name = taken && TRANSITIONS.get(taken);
  if (!name) throw new Error(`No transition taken by ${label(event)}`);
  return name;
}

function pathsFor(scenario: Scenario): ModelPath[] {
  const stored = scenarioCase(scenario);
  const fromState = restorePayment(stored.payment.status, paymentFactsOf(stored.payment));
  const options = { fromState, events: eventsFor };
  const seen = new Set<string>();
  const paths: ModelPath[] = [];
  for (const path of [
    ...getShortestPaths(paymentStatusMachine, options),
    ...getSimplePaths(paymentStatusMachine, options),
  ]) {
    let before = fromState;
    const steps: ModelPath['steps'] = [];
    for (const step of path.steps) {
      const event = step.event as PaymentStatusEvent | { type: 'xstate.init' };
      if (event.type === 'xstate.init') continue;
      const transition = transitionTaken(before, event);
      steps.push({ event, status: paymentStatusOf(step.state), facts: step.state.context, transition });
      before = step.state;
    }
    const key = steps.map((s) => label(s.event)).join(' ');
    if (seen.has(key)) continue;
    seen.add(key);
    const title = steps.map((s) => `${label(s.event)} → ${s.status}`).join(', ');
    paths.push({ name: `${scenario.name}: ${title || 'start'}`, scenario, steps, end: path.state });
  }
  return paths;
}

export const PATHS = SCENARIOS.flatMap(pathsFor);

/** One path replayed on the machine, from the payment state the scenario's case starts in. */
export async function runPaymentStatusPath(path: ModelPath, inspect?: Inspect) {
  const stored = scenarioCase(path.scenario);
  const start = restorePayment(stored.payment.status, paymentFactsOf(stored.payment));
  replayFromSnapshot(paymentStatusMachine, start, path.steps, {
    statusOf: paymentStatusOf,
    describe: label,
    inspect,
  });
}
