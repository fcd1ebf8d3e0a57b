import { afterAll, describe, expect, it } from 'vitest';
import {
  movePayment,
  type PaymentStatusEvent,
  paymentStatusMachine,
  paymentStatusOf,
} from '../../machines/paymentStatus.ts';
import { paymentFactsOf } from '../../sandbox/payments/payments.ts';
import type { StoredCase } from '../../sandbox/store/types.ts';
import type { PaymentFacts } from '../../src/domain/payment/paymentRules.ts';
import { errorOf, OLIVIA, startTestSandbox } from '../sandbox/support.ts';
import {
  AT,
  CASE_ID,
  eventsFor,
  label,
  PATHS,
  SCENARIOS,
  scenarioCase,
  TRANSITIONS,
} from './paymentStatus-paths.ts';

/**
 * Paths generated from machines/paymentStatus with xstate/graph (paymentStatus-paths.ts), each replayed
 * against the running sandbox over HTTP on Olivia's case 100001: after every step the stored payment status and facts must
 * be what the model reached, and at the end every payment the model refuses must be refused (400 on
 * the same field, or 409) with nothing stored.
 */
const sb = startTestSandbox();

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
