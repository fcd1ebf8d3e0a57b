import type { AnyStateMachine, EventFromLogic, SnapshotFrom } from 'xstate';
import { getAdjacencyMap, getShortestPaths, type StatePath } from 'xstate/graph';
import { acceptanceMachine } from '../../machines/acceptance.ts';
import {
  type DeliveryConfirmationInput,
  deliveryConfirmationMachine,
} from '../../machines/deliveryConfirmation.ts';
import { ApiError } from '../../src/api/errors.ts';
import type { Case } from '../../src/api/schemas/case.ts';
import { documentInfo, reviewCase } from '../unit/document-fixtures.ts';

/**
 * Paths generated with xstate/graph from the acceptance and deliveryConfirmation machines, shared by
 * the Vitest replays (fakes) and the Chromium replays (the real screens against the sandbox). Invoked
 * actors are stood in for by their synthetic done/error events.
 */

type Path<L extends AnyStateMachine> = StatePath<SnapshotFrom<L>, EventFromLogic<L>>;

export interface Model<L extends AnyStateMachine> {
  name: string;
  input: unknown;
  /** The shortest path to each state the traversal tells apart. */
  paths: Path<L>[];
  /** Every accepted transition, each as the shortest path to its source plus the transition. */
  edgePaths: Path<L>[];
  /** How the traversal tells states apart (the vertices of the model's graph). */
  serializeState: (s: SnapshotFrom<L>) => string;
}

function build<L extends AnyStateMachine>(
  name: string,
  logic: L,
  input: unknown,
  events: EventFromLogic<L>[],
  serializeState: (s: SnapshotFrom<L>) => string,
): Model<L> {
  const traversal = {
    input,
    events,
    serializeState,
    filterEvents: (s: SnapshotFrom<L>, e: EventFromLogic<L>) =>
      (s as { can: (e: unknown) => boolean }).can(e),
  };
  // biome-ignore lint/suspicious/noExplicitAny: xstate/graph's option types are generic over the logic
  const paths = getShortestPaths(logic, traversal as any) as Path<L>[];
  // biome-ignore lint/suspicious/noExplicitAny: as above
  const adjacency = getAdjacencyMap(logic, traversal as any);
  const toState = new Map(paths.map((p) => [serializeState(p.state), p]));
  const edgePaths: Path<L>[] = [];
  for (const [key, vertex] of Object.entries(adjacency)) {
    const base = toState.get(key);
    if (!base) continue;
    for (const { event, state } of Object.values(vertex.transitions) as {
      event: unknown;
      state: unknown;
    }[]) {
      edgePaths.push({
        state: state as SnapshotFrom<L>,
        steps: [...base.steps, { event: event as EventFromLogic<L>, state: state as SnapshotFrom<L> }],
        weight: base.weight + 1,
      });
    }
  }
  return { name, input, paths, edgePaths, serializeState };
}

const notFound = () =>
  new ApiError('Case not found!', { code: 'CaseNotFound', status: 404, call: 'getCase' });
const serverError = () => new ApiError('Boom', { code: 'ServerError', status: 500, call: 'acceptCase' });

/** Case 100002 as Olivia reads it: every document reviewed, her acceptance open. */
const READY_CASE: Case = reviewCase({
  caseId: '100002',
  policyNumber: 'L1000002',
  documents: [
    documentInfo({ documentId: 'D-100002-1', documentType: 'SignedPolicy', isReviewComplete: true }),
  ],
});
/** What the acceptance screen signs for on 100002 (fingerprints as the sandbox would fix them). */
const SIGNING = {
  documents: [
    {
      documentId: 'D-100002-1',
      documentType: 'SignedPolicy' as const,
      delivered: 'a'.repeat(64),
      received: 'a'.repeat(64),
    },
  ],
  amounts: [],
};
/** The names the model types: Olivia's own as she might type it, and another. */
const TYPED = { hers: 'olivia  OWNER', other: 'Olivia Ownr' } as const;
const refusedName = () =>
  new ApiError('The typed name is not the name of the party accepting this policy.', {
    code: 'BadRequest',
    status: 400,
    call: 'acceptCase',
    field: 'typedName',
  });

const ACCEPTED_CASE: Case = {
  ...READY_CASE,
  lifeCycleStatus: 'Complete',
  acceptances: READY_CASE.acceptances.map((a) => ({ ...a, isComplete: true })),
};

export function acceptanceModel() {
  return build(
    'acceptance',
    acceptanceMachine,
    { caseId: '100002', role: 'customer' },
    [
      {
        type: 'xstate.done.actor.loadAcceptance',
        output: { case: READY_CASE, paymentStatus: 'Complete', tracker: null, ...SIGNING },
      },
      {
        type: 'xstate.done.actor.loadAcceptance',
        output: { case: READY_CASE, paymentStatus: 'InitialPaymentRequired', tracker: null, ...SIGNING },
      },
      { type: 'xstate.error.actor.loadAcceptance', error: notFound() },
      { type: 'xstate.error.actor.loadAcceptance', error: serverError() },
      { type: 'acceptance.retry' },
      { type: 'acceptance.type', name: TYPED.hers },
      { type: 'acceptance.type', name: TYPED.other },
      { type: 'acceptance.leave' },
      { type: 'acceptance.accept' },
      { type: 'xstate.done.actor.acceptCase', output: { isSuccessful: true } },
      { type: 'xstate.done.actor.acceptCase', output: { isSuccessful: false } },
      { type: 'xstate.error.actor.acceptCase', error: serverError() },
      { type: 'xstate.error.actor.acceptCase', error: refusedName() },
      { type: 'xstate.done.actor.verifyAcceptance', output: ACCEPTED_CASE },
      { type: 'xstate.done.actor.verifyAcceptance', output: READY_CASE },
      { type: 'xstate.error.actor.verifyAcceptance', error: serverError() },
    ] as EventFromLogic<typeof acceptanceMachine>[],
    // Whether the button came back after a failure tells two 'ready' states apart; whether a name is
    // typed decides where leaving the field or trying goes.
    (s) => JSON.stringify([s.value, s.context.case === null, s.context.typedName !== '']),
  );
}

/** Annuity 200001 as Anna reads it: waiting for her delivery confirmation. */
const DELIVERY_CASE: Case = reviewCase({
  caseId: '200001',
  policyNumber: 'A2000001',
  isAnnuity: true,
  productType: 'Annuity',
  lifeCycleStatus: 'WaitingDeliveryConfirmation',
  partyId: 'P-200001-ANNA',
  parties: [
    {
      id: 'P-200001-ANNA',
      displayName: 'Anna Annuitant',
      emailAddress: 'anna.annuitant@example.com',
      roles: ['Owner', 'Annuitant'],
    },
  ],
  acceptances: [],
  deliveryConfirmations: [{ partyId: 'P-200001-ANNA', confirmationKey: 'DC-200001-KEY' }],
});

export const LINK = {
  caseId: '200001',
  confirmationKey: 'DC-200001-KEY',
  emailAddress: 'anna.annuitant@example.com',
};
const refused = () =>
  new ApiError('This confirmation link is not valid for this case.', {
    code: 'Forbidden',
    status: 403,
    call: 'acknowledgeDelivery',
  });

export function deliveryModels() {
  const events = [
    { type: 'xstate.done.actor.loadContract', output: { case: DELIVERY_CASE, documents: [] } },
    {
      type: 'xstate.done.actor.loadContract',
      output: { case: { ...DELIVERY_CASE, lifeCycleStatus: 'Complete' }, documents: [] },
    },
    {
      type: 'xstate.done.actor.loadContract',
      output: { case: { ...DELIVERY_CASE, isAnnuity: false }, documents: [] },
    },
    { type: 'xstate.error.actor.loadContract', error: notFound() },
    { type: 'xstate.error.actor.loadContract', error: serverError() },
    { type: 'delivery.retry' },
    { type: 'xstate.done.actor.acknowledge', output: { isSuccessful: true } },
    { type: 'xstate.done.actor.acknowledge', output: { isSuccessful: false } },
    { type: 'xstate.error.actor.acknowledge', error: refused() },
    // A failure asking again can mend (decision 424): the retry is offered after it, not after a refusal.
    { type: 'xstate.error.actor.acknowledge', error: serverError() },
    {
      type: 'xstate.done.actor.reloadContract',
      output: { case: { ...DELIVERY_CASE, lifeCycleStatus: 'Complete' }, documents: [] },
    },
    { type: 'xstate.error.actor.reloadContract', error: serverError() },
    { type: 'xstate.done.actor.register', output: true },
    { type: 'xstate.done.actor.register', output: false },
    { type: 'xstate.error.actor.register', error: refused() },
    { type: 'xstate.error.actor.register', error: serverError() },
    { type: 'xstate.done.actor.recordEvent', output: undefined },
    { type: 'xstate.error.actor.recordEvent', error: new TypeError('Failed to fetch') },
  ] as EventFromLogic<typeof deliveryConfirmationMachine>[];
  const inputs: Record<string, DeliveryConfirmationInput> = {
    'deliveryConfirmation (signed in)': { variant: 'signedIn', caseId: '200001', role: 'customer' },
    'deliveryConfirmation (link)': { variant: 'link', ...LINK },
    'deliveryConfirmation (unregistered)': { variant: 'unregistered', ...LINK },
  };
  return Object.entries(inputs).map(([name, input]) =>
    build(name, deliveryConfirmationMachine, input, events, (s) =>
      JSON.stringify([s.value, s.context.retryHelps]),
    ),
  );
}

/** The delivery machine's transitions no model path takes, each with why. */
export const DELIVERY_GAPS: Record<string, string> = {};

export function describePath(path: { steps: { event: { type: string; output?: unknown } }[] }): string {
  const steps = path.steps.filter((s) => s.event.type !== 'xstate.init');
  const name = (event: { type: string; output?: unknown; name?: unknown; error?: unknown }) => {
    const base = event.type.replace('xstate.', '');
    if (typeof event.name === 'string') return `${base}('${event.name}')`;
    if (event.error instanceof ApiError && event.error.field) return `${base}(${event.error.field})`;
    const output = event.output;
    if (typeof output === 'boolean') return `${base}(${output})`;
    if (output && typeof output === 'object' && 'isSuccessful' in output)
      return `${base}(${String(output.isSuccessful)})`;
    if (output && typeof output === 'object' && 'paymentStatus' in output)
      return `${base}(${String(output.paymentStatus)})`;
    if (output && typeof output === 'object' && 'lifeCycleStatus' in output)
      return `${base}(${String(output.lifeCycleStatus)})`;
    if (output && typeof output === 'object' && 'case' in output) {
      const c = output.case as Case;
      return `${base}(${c.isAnnuity ? c.lifeCycleStatus : 'life'})`;
    }
    return base;
  };
  return steps.map((s) => name(s.event)).join(' → ') || '(initial)';
}
