import { afterAll, describe, expect, it } from 'vitest';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import {
  movePayment,
  type PaymentStatusEvent,
  type PaymentStatusSnapshot,
  paymentStatusMachine,
  paymentStatusOf,
  restorePayment,
} from '../../machines/paymentStatus.ts';
import { demoCases } from '../../sandbox/demo/cases.ts';
import { paymentFactsOf } from '../../sandbox/payments.ts';
import type { StoredCase } from '../../sandbox/store/types.ts';
import type {
  InitialPaymentRequest,
  PaymentSourceType,
  PaymentStatus,
  RecurringOption,
  RecurringPaymentRequest,
} from '../../src/api/schemas/index.ts';
import type { PaymentFacts } from '../../src/domain/paymentRules.ts';
import { errorOf, OLIVIA, startTestSandbox } from '../sandbox/support.ts';

/**
 * Paths generated from machines/paymentStatus with xstate/graph, each replayed against the running
 * sandbox over HTTP on Olivia's case 100001: after every step the stored payment status and facts must
 * be what the model reached, and at the end every payment the model refuses must be refused (400 on
 * the same field, or 409) with nothing stored.
 */
const sb = startTestSandbox();
const AT = '2026-11-22T12:00:00.000Z';
const CASE_ID = '100001';

const ACCOUNT = { routingNumber: '021000021', accountNumber: '123456789', accountHolderName: 'Olivia Owner' };
const OTHER_ACCOUNT = { ...ACCOUNT, accountNumber: '987654321' };
const CARD = { expirationDate: '1229', providerId: '2', token: 'tok_4242424242424242', txnAuth: 'AUTH1' };

interface Scenario {
  name: string;
  change?: (stored: StoredCase) => void;
}

const SCENARIOS: Scenario[] = [
  { name: '100001 (recurring setup required, frequency may change)' },
  {
    name: '100001 with recurring already settled and the frequency fixed',
    change(stored) {
      stored.payment.requiresRecurringSetup = false;
      stored.payment.canChangePaymentFrequency = false;
    },
  },
];

function scenarioCase(scenario: Scenario): StoredCase {
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
function eventsFor(snapshot: PaymentStatusSnapshot): PaymentStatusEvent[] {
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

const label = (e: PaymentStatusEvent) =>
  e.type === 'payment.initial'
    ? `initial(${e.request.billingFrequency} ${e.request.paymentMethodType}${e.request.recurringOption ? ` ${e.request.recurringOption}` : ''}${e.request.paymentAmount === 10 ? ' $10' : ''})`
    : `recurring(${e.request.paymentMethodType} ${e.bankAccount})`;

interface ModelPath {
  name: string;
  scenario: Scenario;
  steps: { event: PaymentStatusEvent; status: PaymentStatus; facts: PaymentFacts; transition: string }[];
  end: PaymentStatusSnapshot;
}

/** The machine's own transition definitions, each named by source, event and its place in the list. */
const TRANSITIONS = new Map(
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

const PATHS = SCENARIOS.flatMap(pathsFor);

// Coverage, measured on what the replays walk: states entered and the machine's transition
// definitions taken (source, event, which guarded candidate), against all the machine has.
const coveredStates = new Set<string>();
const coveredTransitions = new Set<string>();
const refusalsChecked = new Set<string>();

afterAll(() => {
  const states = Object.keys(paymentStatusMachine.states);
  const missing = [...TRANSITIONS.values()].filter((t) => !coveredTransitions.has(t));
  console.info(
    `[paymentStatus model] ${PATHS.length} paths from ${SCENARIOS.length} scenarios replayed over HTTP; ` +
      `states covered ${coveredStates.size}/${states.length}; ` +
      `transitions covered ${coveredTransitions.size}/${TRANSITIONS.size}${missing.length ? ` (missing: ${missing.join('; ')})` : ''}; ` +
      `refused (status, payment) pairs checked ${refusalsChecked.size}`,
  );
});

/** The stored facts, with the enrollment time the sandbox's clock chose set to the model's. */
function storedFacts(stored: StoredCase): PaymentFacts {
  const facts = paymentFactsOf(stored.payment);
  return facts.recurring ? { ...facts, recurring: { ...facts.recurring, enrolledOn: AT } } : facts;
}

let sends = 0;

async function send(tokens: Awaited<ReturnType<typeof sb.customer>>, event: PaymentStatusEvent) {
  // A fresh key per send: the same body sent again on purpose is a new submission, not a retry.
  sends += 1;
  const headers = { 'Idempotency-Key': `model-${sends}` };
  const params = { caseId: CASE_ID };
  // The card the hosted form would hand back for a card session of this case (the model's is a stand-in).
  if (event.request.cardToken)
    event = {
      ...event,
      request: { ...event.request, cardToken: await sb.cardToken(tokens, CASE_ID) },
    } as PaymentStatusEvent;
  return event.type === 'payment.initial'
    ? sb.call('initialPayment', { params, tokens, json: event.request, headers })
    : sb.call('recurringPayment', { params, tokens, json: event.request, headers });
}

describe('paymentStatus paths replayed against the sandbox', () => {
  it('generates paths from every scenario', () => {
    for (const scenario of SCENARIOS)
      expect(PATHS.filter((p) => p.scenario === scenario).length, scenario.name).toBeGreaterThan(1);
  });

  for (const path of PATHS) {
    it(path.name, async () => {
      const start = scenarioCase(path.scenario);
      if (path.scenario.change) {
        const put = await sb.request('PUT', `/__sandbox/cases/${CASE_ID}`, { json: start });
        expect(put.status, put.text).toBe(200);
      }
      const tokens = await sb.customer(OLIVIA);
      let stored = await sb.stored(CASE_ID);
      expect(storedFacts(stored), 'the sandbox starts where the model does').toEqual(
        paymentFactsOf(start.payment),
      );
      coveredStates.add(stored.payment.status);
      for (const step of path.steps) {
        const result = await send(tokens, step.event);
        expect(result.status, `${label(step.event)}: ${result.text}`).toBe(200);
        expect(result.body).toMatchObject({ paymentStatus: step.status });
        stored = await sb.stored(CASE_ID);
        expect(stored.payment.status).toBe(step.status);
        expect(storedFacts(stored), `facts after ${label(step.event)}`).toEqual(step.facts);
        coveredStates.add(step.status);
        coveredTransitions.add(step.transition);
      }
      // Every payment the model refuses here is refused over HTTP, for the same field, storing nothing.
      for (const event of eventsFor(path.end)) {
        if (path.end.can(event)) continue;
        const result = await send(tokens, event);
        const field = errorOf(result).Field ?? null;
        expect([400, 409], `${label(event)}: ${result.text}`).toContain(result.status);
        const model = movePayment(paymentStatusOf(path.end), path.end.context, event);
        expect(model.ok).toBe(false);
        expect(result.status === 409 ? null : field, label(event)).toBe(model.ok ? 'none' : model.field);
        const after = await sb.stored(CASE_ID);
        expect(after.payment).toEqual(stored.payment);
        refusalsChecked.add(`${paymentStatusOf(path.end)}:${label(event)}`);
      }
    });
  }
});
