import type { AnyStateMachine } from 'xstate';
import { acceptanceMachine } from '../../machines/acceptance.ts';
import { agentCasePageMachine } from '../../machines/agentCasePage.ts';
import { agentChangeMachine } from '../../machines/agentChange.ts';
import { agentQueueMachine } from '../../machines/agentQueue.ts';
import { agentSearchMachine } from '../../machines/agentSearch.ts';
import { annotationEditorMachine } from '../../machines/annotationEditor.ts';
import { caseLifecycleMachine } from '../../machines/caseLifecycle.ts';
import { certificateMachine } from '../../machines/certificate.ts';
import { commentModalMachine } from '../../machines/commentModal.ts';
import { confirmationMachine } from '../../machines/confirmation.ts';
import { consentMachine } from '../../machines/consent.ts';
import { dashboardMachine } from '../../machines/dashboard.ts';
import { deliveryConfirmationMachine } from '../../machines/deliveryConfirmation.ts';
import { documentCardMachine } from '../../machines/documentCard.ts';
import { documentReviewMachine } from '../../machines/documentReview.ts';
import { journeyTrackerMachine } from '../../machines/journeyTracker.ts';
import { loginFormMachine } from '../../machines/loginForm.ts';
import { markedPagesViewerMachine } from '../../machines/markedPagesViewer.ts';
import { paymentMachine } from '../../machines/payment.ts';
import { paymentFormMachine } from '../../machines/paymentForm.ts';
import { paymentStatusMachine } from '../../machines/paymentStatus.ts';
import { pdfFindMachine } from '../../machines/pdfFind.ts';
import { pdfViewerMachine } from '../../machines/pdfViewer.ts';
import { sessionMachine } from '../../machines/session.ts';
import { siteConfigMachine } from '../../machines/siteConfig.ts';
import { agentCasePageModel, agentReviewModel } from './agent-case-paths.ts';
import { runAgentCasePagePath, runAgentReviewPath } from './agent-case-replays.ts';
import { agentChangeModel, agentSearchModel } from './agent-paths.ts';
import { agentQueueModel, runAgentQueuePath } from './agent-queue-paths.ts';
import { annotationEditorModel, runAnnotationEditorPath } from './annotation-editor-paths.ts';
import { cardRunner, cardVariants, commentRefusedModel } from './card-variants.ts';
import { PATHS as LIFECYCLE_PATHS, runLifecyclePath } from './caseLifecycle-paths.ts';
import { certificateModel, runCertificatePath } from './certificate-paths.ts';
import { commentMarksModel } from './comment-marks-paths.ts';
import { acceptanceModel, DELIVERY_GAPS, deliveryModels } from './confirmation-paths.ts';
import { acceptanceRunner, deliveryRunner } from './confirmation-replays.ts';
import { consentModel, runConsentPath } from './consent-paths.ts';
import { cardModel, commentModel, reviewModel } from './document-paths.ts';
import {
  reviewRunner,
  runAgentChangePath,
  runAgentSearchPath,
  runCardPath,
  runCommentPath,
} from './document-replays.ts';
import { journeyTrackerModel, runJourneyTrackerPath } from './journey-tracker-paths.ts';
import { markedPagesModel, runMarkedPagesPath } from './marked-pages-paths.ts';
import { paymentFormModel, paymentModel } from './payment-paths.ts';
import { formRunner, runPaymentPath } from './payment-replays.ts';
import { PATHS as PAYMENT_STATUS_PATHS, runPaymentStatusPath } from './paymentStatus-paths.ts';
import { pdfFindModel, runPdfFindPath } from './pdf-find-paths.ts';
import type { Inspect } from './replay.ts';
import { reviewVariants } from './review-variants.ts';
import {
  confirmationModel,
  dashboardModel,
  loginFormModel,
  pdfViewerModel,
  runConfirmationPath,
  runDashboardPath,
  runLoginFormPath,
  runPdfViewerPath,
  runSiteConfigPath,
  siteConfigModel,
} from './screen-models.ts';
import { sessionPaths } from './session-paths.ts';
import { sessionRunner, sessionVariants } from './session-replays.ts';

/**
 * Every machine's generated-path model, in one place: the pure coverage test, the atlas pages and
 * `npm run test:model`'s table all read their numbers from here. A machine joins with one line:
 * `model(theMachine, theModel(), runThePath)`, where the model is `{ name, edgePaths, gaps }`.
 */

/** Some of a machine's generated paths and how one is replayed on the machine. */
interface Replay {
  /** The model's name (a machine may have several: one per input it starts from). */
  label: string;
  paths: readonly unknown[];
  run: (path: never, inspect?: Inspect) => Promise<void>;
}

export interface MachineModel {
  /** The machine's file under machines/, without `.ts`: the atlas page's name. */
  name: string;
  machine: AnyStateMachine;
  replays: Replay[];
  /** Declared transitions no generated path takes, each with why (and where it is tested instead). */
  gaps: Record<string, string>;
}

function replays<P>(
  label: string,
  paths: readonly P[],
  run: (path: P, inspect?: Inspect) => Promise<void>,
): Replay {
  return { label, paths, run: run as Replay['run'] };
}

/** A machine whose one model replays its `edgePaths` with `run`. */
export function model<P>(
  machine: AnyStateMachine,
  built: { name: string; edgePaths: readonly P[]; gaps?: Record<string, string> },
  run: (path: P, inspect?: Inspect) => Promise<void>,
): MachineModel {
  return {
    name: machine.id,
    machine,
    replays: [replays(built.name, built.edgePaths, run)],
    gaps: built.gaps ?? {},
  };
}

/** Machines of machines/ that have no model yet, each with why. */
export const AWAITING_MODEL: Record<string, string> = {};

/** Each machine with how its model is built: generating the paths takes a few seconds for them all. */
const BUILDERS: ReadonlyArray<readonly [AnyStateMachine, () => MachineModel]> = [
  [
    acceptanceMachine,
    () => {
      const acceptance = acceptanceModel();
      return model(acceptanceMachine, acceptance, acceptanceRunner(acceptance.input));
    },
  ],
  [agentCasePageMachine, () => model(agentCasePageMachine, agentCasePageModel(), runAgentCasePagePath)],
  [agentChangeMachine, () => model(agentChangeMachine, agentChangeModel(), runAgentChangePath)],
  [agentQueueMachine, () => model(agentQueueMachine, agentQueueModel(), runAgentQueuePath)],
  [agentSearchMachine, () => model(agentSearchMachine, agentSearchModel(), runAgentSearchPath)],
  [
    caseLifecycleMachine,
    () => ({
      name: 'caseLifecycle',
      machine: caseLifecycleMachine,
      replays: [replays('caseLifecycle (demo cases and tester variants)', LIFECYCLE_PATHS, runLifecyclePath)],
      gaps: {},
    }),
  ],
  [certificateMachine, () => model(certificateMachine, certificateModel(), runCertificatePath)],
  [
    commentModalMachine,
    () => ({
      name: 'commentModal',
      machine: commentModalMachine,
      replays: [commentModel(), commentRefusedModel(), commentMarksModel()].map((m) =>
        replays(m.name, m.edgePaths, runCommentPath),
      ),
      gaps: {},
    }),
  ],
  [markedPagesViewerMachine, () => model(markedPagesViewerMachine, markedPagesModel(), runMarkedPagesPath)],
  [confirmationMachine, () => model(confirmationMachine, confirmationModel(), runConfirmationPath)],
  [consentMachine, () => model(consentMachine, consentModel(), runConsentPath)],
  [dashboardMachine, () => model(dashboardMachine, dashboardModel(), runDashboardPath)],
  [
    deliveryConfirmationMachine,
    () => ({
      name: 'deliveryConfirmation',
      machine: deliveryConfirmationMachine,
      replays: deliveryModels().map((m) => replays(m.name, m.edgePaths, deliveryRunner(m.input))),
      gaps: DELIVERY_GAPS,
    }),
  ],
  [
    documentCardMachine,
    () => ({
      name: 'documentCard',
      machine: documentCardMachine,
      replays: [
        replays('documentCard (an accept/decline Amendment)', cardModel().edgePaths, runCardPath),
        ...cardVariants().map((v) => replays(v.name, v.edgePaths, cardRunner(v.document))),
      ],
      gaps: {
        'documentCard --document.display[0]--> (stays)':
          'the view reports a file it could not show; tests/unit/document-card.test.ts, tests/e2e/tester-documents.spec.ts',
      },
    }),
  ],
  [
    documentReviewMachine,
    () => ({
      name: 'documentReview',
      machine: documentReviewMachine,
      replays: [
        replays('documentReview (customer)', reviewModel().edgePaths, reviewRunner()),
        ...reviewVariants().map((v) => replays(v.name, v.edgePaths, reviewRunner(v.input))),
        replays(
          'documentReview (agent: release, bypass, reload)',
          agentReviewModel().edgePaths,
          runAgentReviewPath,
        ),
      ],
      gaps: {},
    }),
  ],
  [journeyTrackerMachine, () => model(journeyTrackerMachine, journeyTrackerModel(), runJourneyTrackerPath)],
  [loginFormMachine, () => model(loginFormMachine, loginFormModel(), runLoginFormPath)],
  [paymentMachine, () => model(paymentMachine, paymentModel(), runPaymentPath)],
  [
    paymentFormMachine,
    () => ({
      name: 'paymentForm',
      machine: paymentFormMachine,
      replays: (['initial', 'recurring'] as const).map((mode) => {
        const form = paymentFormModel(mode);
        return replays(form.name, form.edgePaths, formRunner(mode));
      }),
      gaps: paymentFormModel('initial').gaps ?? {},
    }),
  ],
  [
    paymentStatusMachine,
    () => ({
      name: 'paymentStatus',
      machine: paymentStatusMachine,
      replays: [
        replays('paymentStatus (case 100001 and a variant)', PAYMENT_STATUS_PATHS, runPaymentStatusPath),
      ],
      gaps: {},
    }),
  ],
  [
    annotationEditorMachine,
    () => model(annotationEditorMachine, annotationEditorModel(), runAnnotationEditorPath),
  ],
  [pdfFindMachine, () => model(pdfFindMachine, pdfFindModel(), runPdfFindPath)],
  [pdfViewerMachine, () => model(pdfViewerMachine, pdfViewerModel(), runPdfViewerPath)],
  [
    sessionMachine,
    () => ({
      name: 'session',
      machine: sessionMachine,
      replays: [
        replays('session (the login routes)', sessionPaths(), sessionRunner()),
        ...sessionVariants().map((v) => replays(v.name, v.edgePaths, sessionRunner(v.input))),
      ],
      gaps: {},
    }),
  ],
  [siteConfigMachine, () => model(siteConfigMachine, siteConfigModel(), runSiteConfigPath)],
];

const built = new Map<string, MachineModel>();

/** The ids of the machines that have a model: each model is named by its machine's id. */
export const modelNames = () => BUILDERS.map(([machine]) => machine.id);

/**
 * Every model, or only those of the machines named (a mutation part replays only its own, decision 290),
 * each built once, on first use.
 */
export function machineModels(only?: readonly string[]): MachineModel[] {
  return BUILDERS.filter(([machine]) => !only || only.includes(machine.id)).map(([machine, build]) => {
    const known = built.get(machine.id) ?? build();
    built.set(machine.id, known);
    return known;
  });
}
