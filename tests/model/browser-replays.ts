import type { AnyStateMachine, SnapshotFrom } from 'xstate';
import { acceptanceMachine } from '../../machines/acceptance.ts';
import { agentChangeMachine } from '../../machines/agentChange.ts';
import { agentQueueMachine } from '../../machines/agentQueue.ts';
import { agentSearchMachine } from '../../machines/agentSearch.ts';
import { commentModalMachine } from '../../machines/commentModal.ts';
import { deliveryConfirmationMachine } from '../../machines/deliveryConfirmation.ts';
import { documentCardMachine } from '../../machines/documentCard.ts';
import { documentReviewMachine } from '../../machines/documentReview.ts';
import { sessionMachine } from '../../machines/session.ts';
import { agentChangeModel, agentSearchModel } from './agent-paths.ts';
import { agentQueueModel } from './agent-queue-paths.ts';
import { acceptanceModel, deliveryModels } from './confirmation-paths.ts';
import { AMENDMENT, cardModel, commentModel, reviewModel } from './document-paths.ts';
import { coveringPaths, type Path, pathCoverage, type Step, transitionTours } from './path-selection.ts';
import {
  cardRefusedInRecurring,
  infoFor,
  paymentFormFor,
  paymentFormModel,
  paymentModel,
  paymentWithoutForm,
  submitAfterIssue,
} from './payment-paths.ts';
import { sessionPaths, serializeState as sessionState } from './session-paths.ts';

/**
 * Which generated paths each browser replay (tests/model/*.spec.ts) replays in Chromium, chosen once
 * here so tests/model/browser-replays.test.ts can hold each selection to the model: the replays take
 * every transition the model's pure paths take, but the `screenGaps` listed with why. The paths are
 * tours (path-selection.ts `transitionTours`) over the edge paths the screen can drive.
 */
export interface Replays<S> {
  name: string;
  machine: AnyStateMachine;
  input: unknown;
  /** The model's own paths, all of them, as its pure replays walk them (the measure). */
  modelPaths: Path[];
  /** The paths the desktop project replays. */
  paths: { steps: S[] }[];
  /** Transitions the model's paths take that the screen cannot drive, each with why. */
  screenGaps: Record<string, string>;
}

function replays<S extends Path['steps'][number]>(
  name: string,
  machine: AnyStateMachine,
  input: unknown,
  model: { edgePaths: { steps: S[] }[]; serializeState: (state: never) => string },
  drivable: (path: { steps: S[] }) => boolean,
  screenGaps: Record<string, string> = {},
): Replays<S> {
  const candidates = model.edgePaths.filter(drivable);
  const { paths } = transitionTours(machine, input, candidates, { vertexOf: model.serializeState });
  return { name, machine, input, modelPaths: model.edgePaths, paths, screenGaps };
}

const any = () => true;
const takes = (type: string) => (path: Path) => path.steps.some((step) => step.event.type === type);

export function documentCardReplays() {
  // The model's card alone reports to no review (document-paths.ts); its onScreen shows Comments only
  // once 'No, I decline' is chosen. Every transition the model takes is on the screen.
  const card = documentCardMachine.provide({ actions: { reportUpdate: () => {} } });
  return replays(
    'documentCard',
    card,
    { caseId: '100001', document: AMENDMENT, mayAct: true },
    cardModel(),
    any,
  );
}

export function commentModalReplays() {
  return replays('commentModal', commentModalMachine, { caseId: '100001' }, commentModel(), any);
}

export function documentReviewReplays() {
  // The model's onScreen: a document is reviewed with the Next button of its open card. A reviewed
  // card has no Next, and the model's case has one document, so no second review can come while the
  // case reloads after the first.
  const reviewedAgain = (path: { steps: ReviewStep[] }) =>
    path.steps.some(
      (step, i) =>
        step.event.type === 'card.updated' &&
        path.steps[i - 1]?.state.context.case?.documents[0]?.isReviewComplete === true,
    );
  return replays(
    'documentReview',
    documentReviewMachine,
    { caseId: '100001', role: 'customer' },
    reviewModel(),
    (path) => !reviewedAgain(path),
    {
      'documentReview.ready.sync.reloading --sync.restart[0]--> documentReview.ready.sync.reloading':
        'a second review while the case reloads: the model case has one document; tests/unit/document-review.test.ts',
    },
  );
}

type ReviewStep = ReturnType<typeof reviewModel>['edgePaths'][number]['steps'][number];

/**
 * The phone's review differs only while a card is open (the canvas viewer, "I've reviewed it!"), so
 * the phone replays the fewest desktop tours that pass every state the model has with a card open.
 */
export function phoneReviewPaths<S extends { state: { context: { openDocumentId: string | null } } }>(
  paths: { steps: S[] }[],
  vertexOf: (state: S['state']) => string,
) {
  const open = (path: { steps: S[] }) =>
    new Set(path.steps.filter((s) => s.state.context.openDocumentId !== null).map((s) => vertexOf(s.state)));
  const wanted = new Set(paths.flatMap((path) => [...open(path)]));
  const chosen: { steps: S[] }[] = [];
  while (wanted.size > 0) {
    const best = paths
      .map((path) => ({ path, fresh: [...open(path)].filter((v) => wanted.has(v)).length }))
      .reduce((a, b) => (b.fresh > a.fresh ? b : a));
    chosen.push(best.path);
    for (const v of open(best.path)) wanted.delete(v);
  }
  return chosen;
}

export function acceptanceReplays() {
  const model = acceptanceModel();
  return replays('acceptance', acceptanceMachine, model.input, model, any);
}

/** One selection per way in (signed in, link, unregistered): each is its own screen and input. */
export function deliveryReplays() {
  return deliveryModels().map((model) =>
    replays(model.name, deliveryConfirmationMachine, model.input, model, any),
  );
}

export function paymentReplays() {
  const model = paymentModel();
  // Not on the screen: a retry (SPEC §8 'Please refresh the page'), a card refused in a recurring
  // setup, which is by bank only (SPEC §5; the card refusal itself is taken in the first payment), and
  // a submit after a payment issue (the screen shows the number to call instead).
  const retry = 'payment.loadFailed --payment.retry[0]--> payment.loading';
  return replays(
    'payment',
    paymentWithoutForm,
    { caseId: '100001', flow: 'standard', screen: 'payment', role: 'customer' },
    model,
    (path) => !takes('payment.retry')(path) && !cardRefusedInRecurring(path) && !submitAfterIssue(path),
    {
      [retry]:
        "the screen has no retry (SPEC §8: 'Please refresh the page'); replayed on the machine in tests/model/coverage.test.ts",
    },
  );
}

/**
 * The initial payment's form. Its recurring setup form (a bank account and the authorization) is the
 * payment replay's, through the real screen of a case in RecurringSetupRequired. The form's parent
 * resumes it only after refusing what it sent, and clears the card only when the card was refused.
 */
export function paymentFormReplays() {
  const resumedOnScreen = (path: { steps: FormStep[] }) =>
    path.steps.every((step, i) => {
      if (step.event.type !== 'paymentForm.resume') return true;
      const sent = path.steps[i - 1]?.state;
      return (
        sent?.matches({ entry: 'sent' }) === true &&
        (!step.event.clearCard || sent.context.draft.method === 'CreditCard')
      );
    });
  return replays(
    'paymentForm (initial)',
    paymentFormFor(),
    { caseId: '100001', mode: 'initial', info: infoFor('initial') },
    paymentFormModel('initial'),
    resumedOnScreen,
  );
}

type FormStep = ReturnType<typeof paymentFormModel>['edgePaths'][number]['steps'][number];

export function sessionReplays() {
  const model = { edgePaths: sessionPaths(), serializeState: sessionState };
  return replays('session', sessionMachine, { authToken: null, caseToken: null }, model, any);
}

/**
 * A selection of covering paths (path-selection.ts `coveringPaths`) rather than tours, for screens whose
 * paths cannot be strung together: a path that adds nothing the others do not take is dropped,
 * shortest first.
 */
function covering<S extends Path['steps'][number]>(
  name: string,
  machine: AnyStateMachine,
  input: unknown,
  modelPaths: Path[],
  candidates: { steps: S[] }[],
  screenGaps: Record<string, string> = {},
): Replays<S> {
  const { paths: chosen } = coveringPaths(machine, input, candidates);
  const taken = new Map(
    chosen.map((path) => {
      const { states, transitions } = pathCoverage(machine, input, [path]);
      return [path, [...states.map((s) => `state ${s}`), ...transitions]] as const;
    }),
  );
  const kept = new Set(chosen);
  for (const path of [...chosen].sort((a, b) => a.steps.length - b.steps.length)) {
    const others = [...kept].filter((other) => other !== path);
    if (taken.get(path)!.every((t) => others.some((other) => taken.get(other)!.includes(t))))
      kept.delete(path);
  }
  return { name, machine, input, modelPaths, paths: chosen.filter((p) => kept.has(p)), screenGaps };
}

type SearchSnapshot = SnapshotFrom<typeof agentSearchMachine>;
type SearchEvent = {
  type: string;
  index?: number;
  row?: { caseId: string };
  error?: Error;
};

/**
 * The events the Policy List can send (tests/model/agent-search.spec.ts drives them). Left to
 * tests/unit and tests/e2e/agent-home.spec.ts: a second sort row set to the first one's column (the
 * screen adds the row first, so the draft is not the model's), a routed link (it leaves the screen), a
 * post cancelled by leaving, and the export (a download).
 */
function searchOnScreen(previous: SearchSnapshot, event: SearchEvent) {
  if (previous.matches({ list: 'opening' })) return false; // the screen has gone to the review
  // The click on a policy and how its post ends are one screen action: nothing comes between.
  if (previous.matches({ link: 'posting' }))
    return event.type.endsWith('.actor.postLink') && event.error?.name !== 'AbortError';
  const sorts = previous.context.draft.sort.length;
  switch (event.type) {
    case 'form.sortSet':
      return event.index === 0 && sorts <= 1;
    case 'form.sortRemove':
      return sorts > 0;
    case 'search.address':
    case 'search.submit':
      return !previous.hasTag('busy');
    case 'search.loadMore':
    case 'search.retry':
    case 'filter.change':
    case 'xstate.done.actor.postLink':
    case 'xstate.done.actor.searchBook':
    case 'xstate.done.actor.loadMore':
    case 'xstate.error.actor.searchBook':
    case 'xstate.error.actor.loadMore':
      return true;
    // The LEG-7001 row is the first of the first page, shown while no filter hides it.
    case 'policy.open':
      return event.row?.caseId === 'LEG-7001' && previous.context.rows.length > 0 && !previous.context.filter;
    case 'xstate.error.actor.postLink':
      return event.error?.name !== 'AbortError';
    default:
      return false;
  }
}

export function agentSearchReplays() {
  const model = agentSearchModel((state, event) => searchOnScreen(state, event as SearchEvent));
  // A policy.open is clicked at the step that says how its post ends, so no path may stop at it.
  const drivable = [...model.paths, ...model.edgePaths].filter(
    (path) => path.steps.at(-1)?.event.type !== 'policy.open',
  );
  return covering(
    'agentSearch',
    agentSearchMachine,
    { criteria: null, filter: '' },
    agentSearchModel().edgePaths as Path[],
    drivable,
    {
      'agentSearch --form.sortSet[0]--> (stays)':
        "a sort column chosen twice (SPEC §5's toast): the screen adds the row first, so its draft is not the model's; tests/e2e/agent-home.spec.ts 'refused a sort column chosen twice'",
      'agentSearch.export.idle --export.start[0]--> agentSearch.export.exporting':
        "the export is a download (decision 082); tests/e2e/agent-home.spec.ts 'Export CSV downloads every page' and tests/unit/cases-csv.test.ts",
      'agentSearch.export.exporting --xstate.done.actor.exportBook[0]--> agentSearch.export.idle': 'as above',
      'agentSearch.export.exporting --xstate.error.actor.exportBook[0]--> agentSearch.export.idle':
        'as above',
      'agentSearch.link.ready --policy.open[0]--> (stays)':
        "a routed policy link leaves the list; tests/e2e/agent-home.spec.ts 'policy numbers are links'",
      'agentSearch.link.posting --xstate.error.actor.postLink[2]--> agentSearch.link.ready':
        'a post cancelled by leaving the list: no list is left to see; replayed on the machine in tests/model/coverage.test.ts',
      'agentSearch.list --form.reset[0]--> (stays)':
        "Clear with no search on: walked on screen in tests/e2e/agent-home.spec.ts 'Clear goes back to the whole book' (decision 364), not yet a generated replay",
      'agentSearch.list --form.reset[1]--> agentSearch.list.searching':
        "Clear after a search: walked on screen in tests/e2e/agent-home.spec.ts 'Clear goes back to the whole book' (decision 364), not yet a generated replay",
      'agentSearch.list --sort.column[0]--> agentSearch.list.searching':
        "a column header's sort: walked on screen in tests/e2e/agent-home.spec.ts 'the Policy/Contract Number and Status headers sort the list' (decision 364), not yet a generated replay",
    },
  );
}

type ChangeSnapshot = SnapshotFrom<typeof agentChangeMachine>;

/**
 * Bea Bga on 100011 is offered 'Changes needed' with all three options and 'Send a comment to the
 * agent', so one screen sends every event of the model: a text only where its box shows (the change
 * option, the comment), and a choice only of an option not already checked (checking a checked radio
 * sends nothing).
 */
function changeOnScreen(previous: ChangeSnapshot, event: { type: string; option?: string }) {
  if (event.type === 'agentChange.edit')
    return previous.matches('commenting') || previous.context.option === 'change';
  if (event.type === 'agentChange.choose') return event.option !== previous.context.option;
  return true;
}

export function agentChangeReplays() {
  const model = agentChangeModel((state, event) => changeOnScreen(state, event));
  // A call that went through changed the case in the sandbox: nothing is replayed after it.
  const drivable = model.edgePaths.filter((path) =>
    path.steps.every((step, i) => !step.event.type.startsWith('xstate.done.') || i === path.steps.length - 1),
  );
  return covering(
    'agentChange',
    agentChangeMachine,
    { caseId: '100011' },
    agentChangeModel().edgePaths as Path[],
    drivable,
  );
}

/** The work queue: every event of its model is on the screen (a pick's own recount aside, see the replay). */
export function agentQueueReplays() {
  const model = agentQueueModel();
  return covering('agentQueue', agentQueueMachine, {}, model.edgePaths as Path[], [
    ...model.paths,
    ...model.edgePaths,
  ]);
}

let every: Replays<Step>[] | undefined;

/** Every selection, chosen once per module graph (the replay test and the oracle test both read them). */
export function allReplays(): Replays<Step>[] {
  every ??= [
    documentCardReplays(),
    commentModalReplays(),
    documentReviewReplays(),
    acceptanceReplays(),
    ...deliveryReplays(),
    paymentReplays(),
    paymentFormReplays(),
    sessionReplays(),
    agentSearchReplays(),
    agentChangeReplays(),
    agentQueueReplays(),
  ] as Replays<Step>[];
  return every;
}
