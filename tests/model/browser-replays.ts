import type { AnyStateMachine } from 'xstate';
import { acceptanceMachine } from '../../machines/acceptance.ts';
import { commentModalMachine } from '../../machines/commentModal.ts';
import { deliveryConfirmationMachine } from '../../machines/deliveryConfirmation.ts';
import { documentCardMachine } from '../../machines/documentCard.ts';
import { documentReviewMachine } from '../../machines/documentReview.ts';
import { sessionMachine } from '../../machines/session.ts';
import { acceptanceModel, deliveryModels } from './confirmation-paths.ts';
import { AMENDMENT, cardModel, commentModel, reviewModel } from './document-paths.ts';
import { type Path, type Step, transitionTours } from './path-selection.ts';
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
  ] as Replays<Step>[];
  return every;
}
