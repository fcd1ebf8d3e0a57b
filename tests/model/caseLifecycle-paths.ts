import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import {
  type CaseActor,
  type CaseFacts,
  type CaseLifecycleEvent,
  type CaseLifecycleEventType,
  caseLifecycleMachine,
  restoreCase,
  statusOf,
} from '../../machines/caseLifecycle.ts';
import { demoCases } from '../../sandbox/demo/cases.ts';
import { factsOf } from '../../sandbox/lifecycle.ts';
import type { StoredCase, StoredParty } from '../../sandbox/store/types.ts';
import type { LifeCycleStatus } from '../../src/api/schemas/enums.ts';
import { type Inspect, replayFromSnapshot } from './replay.ts';

/**
 * Paths generated from machines/caseLifecycle with xstate/graph over the demo cases and a tester's
 * variants of them. tests/model/caseLifecycle.test.ts replays each against the running sandbox over
 * HTTP; `runLifecyclePath` replays it on the machine itself, for the coverage the registry reports.
 */
const AT = '2026-11-22T12:00:00.000Z';
const DEMO = new Map(demoCases().map((c) => [c.caseId, c]));

export type Who = 'owner' | 'owner2' | 'owner3' | 'agent' | 'bga';
export const EVERYONE: readonly Who[] = ['owner', 'owner2', 'owner3', 'agent', 'bga'];

export interface Scenario {
  caseId: string;
  /** What the case is changed into before the path, stored with PUT /__sandbox/cases/{id}. */
  variant?: { name: string; change: (stored: StoredCase) => void };
  /** Parties who review every document before the path starts (SaveAge is left to the path). */
  reviewers: Who[];
  pays: boolean;
  moves: CaseLifecycleEventType[];
}

const COMMON: CaseLifecycleEventType[] = [
  'case.changeRequest',
  'case.agentChangeRequest',
  'case.notTaken',
  'case.revertToPaper',
  'case.accept',
];

function demoCase(caseId: string): StoredCase {
  const found = DEMO.get(caseId);
  if (!found) throw new Error(`No demo case ${caseId}`);
  return found;
}

/** Bea Bga joins the case as its Bga. */
const withBga = {
  name: 'with a Bga',
  change(stored: StoredCase) {
    stored.parties.push({
      id: `P-${stored.caseId}-BGA-20001`,
      displayName: 'Bea Bga',
      emailAddress: 'bea.bga@example.com',
      roles: ['Bga'],
      agentNumber: '20001',
    });
  },
};

/** A case stored as Unknown (a search default the portal never moves a case into): every move is refused. */
const unknownStatus = {
  name: 'stored as Unknown',
  change(stored: StoredCase) {
    stored.lifeCycleStatus = 'Unknown';
  },
};

/** An annuity with three owners who have all reviewed: accepted one by one, then delivered by any of them. */
const threeOwners = {
  name: 'three owners',
  change(stored: StoredCase) {
    const coOwners = [
      { id: `P-${stored.caseId}-CORA`, displayName: 'Cora Owner', emailAddress: 'cora.owner@example.net' },
      { id: `P-${stored.caseId}-DAN`, displayName: 'Dan Owner', emailAddress: 'dan.owner@example.net' },
    ];
    for (const p of coOwners) {
      stored.parties.push({ ...p, roles: ['Owner'] });
      stored.acceptances.push({ partyId: p.id, isAssigned: true, isComplete: false, closedOn: null });
    }
    const owners = stored.parties.filter((p) => p.roles.includes('Owner'));
    for (const doc of stored.documents) {
      const status = doc.requiredReviewStatus.includes('Accepted') ? 'Accepted' : 'Reviewed';
      for (const owner of owners)
        doc.reviews[owner.id] = {
          currentReviewStatus: status,
          acceptedOrDeclinedOn: AT,
          isReviewComplete: true,
        };
    }
  },
};

/** The case a scenario starts from, before its HTTP setup. */
export function scenarioCase(scenario: Scenario): StoredCase {
  const stored = structuredClone(demoCase(scenario.caseId));
  scenario.variant?.change(stored);
  return stored;
}

export const SCENARIOS: Scenario[] = [
  {
    caseId: '100011',
    reviewers: ['owner', 'agent', 'bga'],
    pays: true,
    moves: [...COMMON, 'case.release', 'case.bypassApproval'],
  },
  { caseId: '200002', reviewers: ['owner'], pays: false, moves: [...COMMON, 'case.confirmDelivery'] },
  { caseId: '100003', reviewers: ['owner'], pays: true, moves: [...COMMON, 'case.declineSaveAge'] },
  { caseId: '100020', reviewers: [], pays: false, moves: COMMON },
  // WaitingRelease: the customer can not review yet, so after the release the owner can not accept at once.
  { caseId: '100022', reviewers: [], pays: false, moves: [...COMMON, 'case.release'] },
  { caseId: '100024', reviewers: [], pays: false, moves: COMMON },
  { caseId: '100025', reviewers: [], pays: false, moves: [...COMMON, 'case.confirmDelivery'] },
  // Variants a tester puts in place, for the moves the demo data alone does not reach.
  { caseId: '100020', variant: withBga, reviewers: [], pays: false, moves: COMMON },
  { caseId: '100022', variant: withBga, reviewers: [], pays: false, moves: COMMON },
  { caseId: '100024', variant: withBga, reviewers: [], pays: false, moves: COMMON },
  {
    caseId: '200002',
    variant: threeOwners,
    reviewers: [],
    pays: false,
    moves: ['case.accept', 'case.confirmDelivery', 'case.notTaken'],
  },
  { caseId: '100020', variant: unknownStatus, reviewers: [], pays: false, moves: COMMON },
];

/** The parties who act: the owners with an open acceptance first, Alex, and Bea when on the case. */
export function partiesOf(stored: StoredCase): Partial<Record<Who, StoredParty>> {
  const open = stored.acceptances.filter((a) => !a.isComplete).map((a) => a.partyId);
  const owners = stored.parties
    .filter((p) => p.roles.includes('Owner'))
    .sort((a, b) => Number(!open.includes(a.id)) - Number(!open.includes(b.id)));
  const openOwner = (index: number) => {
    const party = owners[index];
    return party && open.includes(party.id) ? party : undefined;
  };
  return {
    owner: owners[0],
    owner2: openOwner(1),
    owner3: openOwner(2),
    agent: stored.parties.find((p) => p.agentNumber === '10001'),
    bga: stored.parties.find((p) => p.agentNumber === '20001'),
  };
}

const actorOf = (party: StoredParty): CaseActor => ({
  partyIds: [party.id],
  roles: party.roles,
  isAgent: party.agentNumber !== undefined,
});

function hasSaveAge(stored: StoredCase) {
  return stored.documents.some((d) => d.documentType === 'SaveAge');
}

/** The facts the case has once the scenario's setup is done over HTTP. */
export function startFacts(scenario: Scenario): CaseFacts {
  const stored = scenarioCase(scenario);
  const facts = factsOf(stored);
  const parties = partiesOf(stored);
  const reviewed = hasSaveAge(stored)
    ? []
    : scenario.reviewers.flatMap((who) => (parties[who] ? [parties[who].id] : []));
  return {
    ...facts,
    reviewedBy: [...new Set([...facts.reviewedBy, ...reviewed])].sort(),
    paymentsComplete: facts.paymentsComplete || scenario.pays,
  };
}

export function eventsFor(scenario: Scenario): CaseLifecycleEvent[] {
  const parties = partiesOf(scenarioCase(scenario));
  const events: CaseLifecycleEvent[] = [];
  for (const type of scenario.moves) {
    for (const who of EVERYONE) {
      const party = parties[who];
      if (party) events.push({ type, actor: actorOf(party), at: AT } as CaseLifecycleEvent);
    }
  }
  return events;
}

export interface ModelPath {
  name: string;
  scenario: Scenario;
  steps: { event: CaseLifecycleEvent; status: LifeCycleStatus }[];
  end: ReturnType<typeof restoreCase>;
}

function pathsFor(scenario: Scenario): ModelPath[] {
  const fromState = restoreCase(scenarioCase(scenario).lifeCycleStatus, startFacts(scenario));
  const events = eventsFor(scenario);
  const options = { fromState, events };
  const all = [
    ...getShortestPaths(caseLifecycleMachine, options),
    ...getSimplePaths(caseLifecycleMachine, options),
  ];
  const seen = new Set<string>();
  // Simple paths through many owners and moves grow fast; the shortest paths already reach every state.
  const paths: ModelPath[] = [];
  for (const path of all) {
    const steps = path.steps
      .filter((step) => (step.event as { type: string }).type !== 'xstate.init')
      .map((step) => ({ event: step.event as CaseLifecycleEvent, status: statusOf(step.state) }));
    const key = steps.map((s) => `${s.event.type}:${s.event.actor.partyIds[0]}`).join(' ');
    if (seen.has(key)) continue;
    seen.add(key);
    const label = steps
      .map((s) => `${s.event.type.slice(5)}(${s.event.actor.partyIds[0]}) → ${s.status}`)
      .join(', ');
    const title = scenario.variant ? `${scenario.caseId} ${scenario.variant.name}` : scenario.caseId;
    paths.push({ name: `${title}: ${label || 'start'}`, scenario, steps, end: path.state });
  }
  return paths;
}

export const PATHS = SCENARIOS.flatMap(pathsFor);

/** One path replayed on the machine, from the state the scenario's case starts in. */
export async function runLifecyclePath(path: ModelPath, inspect?: Inspect) {
  const start = restoreCase(scenarioCase(path.scenario).lifeCycleStatus, startFacts(path.scenario));
  replayFromSnapshot(caseLifecycleMachine, start, path.steps, {
    statusOf,
    describe: (event) => event.type,
    inspect,
  });
}
