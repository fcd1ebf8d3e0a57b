import { afterAll, describe, expect, it } from 'vitest';
import {
  type CaseActor,
  type CaseLifecycleEvent,
  caseLifecycleMachine,
} from '../../machines/caseLifecycle.ts';
import { factsOf } from '../../sandbox/lifecycle.ts';
import type { StoredCase, StoredParty } from '../../sandbox/store/types.ts';
import type { LifeCycleStatus } from '../../src/api/schemas/enums.ts';
import type { PaymentInfo } from '../../src/api/schemas/index.ts';
import { startTestSandbox, type Tokens } from '../sandbox/support.ts';
import {
  EVERYONE,
  eventsFor,
  PATHS,
  partiesOf,
  SCENARIOS,
  type Scenario,
  scenarioCase,
  startFacts,
  type Who,
} from './caseLifecycle-paths.ts';

/**
 * Paths generated from machines/caseLifecycle with xstate/graph (caseLifecycle-paths.ts), each replayed against the running
 * sandbox over HTTP: after every step the stored status must be the state the model reached, and at
 * the end of each path every move the model refuses must be refused by the sandbox too.
 */
const sb = startTestSandbox();

// Coverage: states and transitions (status + move → status) the replayed paths walk.
const coveredStates = new Set<string>();
const coveredTransitions = new Set<string>();
const refusalsChecked = new Set<string>();

function machineTransitionCount(): number {
  let count = 0;
  for (const node of Object.values(caseLifecycleMachine.states)) {
    for (const candidates of Object.values(node.on)) count += (candidates as unknown[]).length;
  }
  return count;
}

afterAll(() => {
  const states = Object.keys(caseLifecycleMachine.states).length;
  console.info(
    `[caseLifecycle model] ${PATHS.length} paths from ${SCENARIOS.length} scenarios (demo cases and tester variants) replayed over HTTP; ` +
      `states covered ${coveredStates.size}/${states} (${[...coveredStates].sort().join(', ')}); ` +
      `transitions covered ${coveredTransitions.size}/${machineTransitionCount()}; ` +
      `refused (status, move) pairs checked ${refusalsChecked.size}`,
  );
});

// ---- replay over HTTP ----

interface Session {
  tokens: Record<Who, Tokens | null>;
  parties: Partial<Record<Who, StoredParty>>;
  stored: StoredCase;
}

async function linkTokens(caseId: string, email: string): Promise<Tokens> {
  const result = await sb.request('POST', '/__sandbox/link-token', { json: { caseId, email } });
  expect(result.status, result.text).toBe(200);
  return { session: result.text, caseToken: result.text };
}

async function reviewEverything(caseId: string, tokens: Tokens) {
  const docs = (await sb.call('documents', { params: { caseId }, tokens })).body as {
    documentId: string;
    documentType: string;
    requiredReviewStatus: string[];
  }[];
  for (const doc of docs) {
    const params = { caseId, documentId: doc.documentId };
    let result: Awaited<ReturnType<typeof sb.call>>;
    if (doc.documentType === 'SaveAge') continue;
    if (doc.requiredReviewStatus.includes('Accepted'))
      result = await sb.call('acceptDocument', { params, tokens, json: { newStatus: 'Accepted' } });
    else if (doc.requiredReviewStatus.includes('Completed'))
      result = await sb.call('completeDocument', {
        params,
        tokens,
        json: {
          answers: [
            { questionId: 'mightDiscontinue', value: 'no' },
            { questionId: 'mightFinance', value: 'no' },
            { questionId: 'replacementReason', value: 'none' },
          ],
        },
      });
    else result = await sb.call('reviewDocument', { params, tokens });
    expect(result.status, result.text).toBe(200);
  }
}

const CUSTOMERS: readonly Who[] = ['owner', 'owner2', 'owner3'];
/** SPEC §4: a customer without an approval reviews only while the case waits on the customers (decision 045). */
const CUSTOMERS_REVIEW_IN: readonly string[] = ['WaitingAcceptance', 'WaitingCompletion'];

/**
 * The model starts with its reviewers' documents reviewed. A customer may not review yet while the case
 * waits on approval, so their reviews are written into the stored case as the tester would.
 */
async function recordReviews(caseId: string, partyId: string) {
  const stored = await sb.stored(caseId);
  for (const doc of stored.documents) {
    if (doc.documentType === 'SaveAge') continue;
    const status = doc.requiredReviewStatus.includes('Accepted')
      ? 'Accepted'
      : doc.requiredReviewStatus.includes('Completed')
        ? 'Completed'
        : 'Reviewed';
    doc.reviews[partyId] = {
      currentReviewStatus: status,
      acceptedOrDeclinedOn: '2026-10-30T10:00:00.000Z',
      isReviewComplete: true,
    };
  }
  const put = await sb.request('PUT', `/__sandbox/cases/${caseId}`, { json: stored });
  expect(put.status, put.text).toBe(200);
}

async function setUp(scenario: Scenario): Promise<Session> {
  const stored = scenarioCase(scenario);
  if (scenario.variant) {
    const put = await sb.request('PUT', `/__sandbox/cases/${scenario.caseId}`, { json: stored });
    expect(put.status, put.text).toBe(200);
  }
  const parties = partiesOf(stored);
  const customer = async (party: StoredParty | undefined) =>
    party?.emailAddress ? linkTokens(scenario.caseId, party.emailAddress) : null;
  const owner = await customer(parties.owner);
  const tokens: Record<Who, Tokens | null> = {
    owner,
    owner2: await customer(parties.owner2),
    owner3: await customer(parties.owner3),
    agent: parties.agent ? await sb.agent('10001') : null,
    bga: parties.bga ? await sb.agent('20001') : null,
  };
  for (const who of scenario.reviewers) {
    const t = tokens[who];
    const party = parties[who];
    if (!t || !party) continue;
    if (CUSTOMERS.includes(who) && !CUSTOMERS_REVIEW_IN.includes(stored.lifeCycleStatus))
      await recordReviews(scenario.caseId, party.id);
    else await reviewEverything(scenario.caseId, t);
  }
  if (scenario.pays && owner) {
    const info = (await sb.call('paymentInfo', { params: { caseId: scenario.caseId }, tokens: owner }))
      .body as PaymentInfo;
    const current = info.paymentFrequencyOptions.find((o) => o.isCurrent);
    const paid = await sb.call('initialPayment', {
      params: { caseId: scenario.caseId },
      tokens: owner,
      json: {
        billingFrequency: current?.frequency,
        paymentMethodType: 'BankAccount',
        bankAccount: {
          routingNumber: '021000021',
          accountNumber: '123456789',
          accountHolderName: 'Model Owner',
        },
        recurringOption: 'SameAsInitial',
        paymentAmount: current?.initialAmountDue,
      },
    });
    expect(paid.status, paid.text).toBe(200);
  }
  return { tokens, parties, stored };
}

function whoIs(session: Session, actor: CaseActor): Who {
  const found = EVERYONE.find((w) => session.parties[w]?.id === actor.partyIds[0]);
  if (!found) throw new Error(`No one in the scenario is ${actor.partyIds[0]}`);
  return found;
}

/** One model event as the portal would send it. */
async function send(session: Session, event: CaseLifecycleEvent) {
  const caseId = session.stored.caseId;
  const who = whoIs(session, event.actor);
  const tokens = session.tokens[who] ?? undefined;
  const params = { caseId };
  switch (event.type) {
    case 'case.release':
      return sb.call('releaseCase', { params, tokens });
    case 'case.bypassApproval':
      return sb.call('bypassApproval', { params, tokens });
    case 'case.accept':
      // Signed with the acting party's own name, as the acceptance screen lets only that through.
      return sb.accept(caseId, tokens, session.parties[who]?.displayName);
    case 'case.confirmDelivery': {
      // Read from the sandbox: generated cases get a random key at each seeding.
      const confirmations: { partyId: string; confirmationKey: string }[] = (await sb.stored(caseId))
        .deliveryConfirmations;
      const mine = confirmations.find((d) => event.actor.partyIds.includes(d.partyId)) ?? confirmations[0];
      const key = mine?.confirmationKey ?? 'none';
      return sb.call('acknowledgeDelivery', {
        params: { caseId, confirmationKey: key },
        json: { emailAddress: session.parties[who]?.emailAddress ?? 'nobody@example.com' },
      });
    }
    case 'case.changeRequest':
      return sb.call('createChangeRequest', { params, tokens, json: 'Please change the beneficiary' });
    case 'case.agentChangeRequest':
      return sb.call('createAgentChangeRequest', { params, tokens, json: 'Change requested to policy' });
    case 'case.notTaken':
      return sb.call('notTaken', { params, tokens });
    case 'case.revertToPaper':
      return sb.call('revertToPaper', { params, tokens });
    case 'case.declineSaveAge': {
      const saveAge = session.stored.documents.find((d) => d.documentType === 'SaveAge');
      return sb.call('acceptDocument', {
        params: { caseId, documentId: saveAge?.documentId ?? 'none' },
        tokens,
        json: { newStatus: 'Declined', declinationNote: 'Declined Save Age document' },
      });
    }
  }
}

describe('caseLifecycle paths replayed against the sandbox', () => {
  it('generates paths from every scenario', () => {
    for (const scenario of SCENARIOS) {
      expect(PATHS.filter((p) => p.scenario === scenario).length, scenario.caseId).toBeGreaterThan(0);
    }
  });

  for (const path of PATHS) {
    it(path.name, async () => {
      const session = await setUp(path.scenario);
      const before = await sb.stored(path.scenario.caseId);
      const actual = factsOf(before as StoredCase);
      expect(
        { ...actual, reviewedBy: [...actual.reviewedBy].sort() },
        'the sandbox starts where the model does',
      ).toEqual(startFacts(path.scenario));
      let status = before.lifeCycleStatus as LifeCycleStatus;
      coveredStates.add(status);
      for (const step of path.steps) {
        const result = await send(session, step.event);
        expect(result.status, `${step.event.type}: ${result.text}`).toBe(200);
        const stored = await sb.stored(path.scenario.caseId);
        expect(stored.lifeCycleStatus, `after ${step.event.type}`).toBe(step.status);
        coveredTransitions.add(`${status} --${step.event.type}--> ${step.status}`);
        coveredStates.add(step.status);
        status = step.status;
      }
      // Every move the model refuses at the end of the path is refused over HTTP, and nothing changes.
      const end = await sb.stored(path.scenario.caseId);
      for (const event of eventsFor(path.scenario)) {
        if (path.end.can(event)) continue;
        const result = await send(session, event);
        const label = `${event.type} by ${event.actor.partyIds[0]}: ${result.text}`;
        const confirmedAgain =
          event.type === 'case.confirmDelivery' &&
          status === 'Complete' &&
          end.deliveryConfirmations.some((d: { partyId: string }) => d.partyId === event.actor.partyIds[0]);
        // Opening the delivery link again after confirming answers success; the case stays Complete.
        if (confirmedAgain) expect(result.status, label).toBe(200);
        else expect([400, 403, 409], label).toContain(result.status);
        expect((await sb.stored(path.scenario.caseId)).lifeCycleStatus).toBe(status);
        refusalsChecked.add(`${status}:${event.type}`);
      }
    });
  }
});
