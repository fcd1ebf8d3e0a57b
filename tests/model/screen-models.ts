import { createActor, type EventFromLogic, fromCallback } from 'xstate';
import { confirmationMachine } from '../../machines/confirmation.ts';
import { dashboardMachine } from '../../machines/dashboard.ts';
import { loginFormMachine } from '../../machines/loginForm.ts';
import { pdfViewerMachine } from '../../machines/pdfViewer.ts';
import { siteConfigMachine } from '../../machines/siteConfig.ts';
import { ApiError } from '../../src/api/errors.ts';
import type { Case } from '../../src/api/schemas/case.ts';
import { reviewCase } from '../unit/document-fixtures.ts';
import { paymentInfo } from '../unit/payment-fixtures.ts';
import { build } from './document-paths.ts';
import { inspecting, pendingCalls, type Run, replay } from './replay.ts';

/**
 * Models of the small screen machines (one call, a retry, a form), generated with xstate/graph and
 * replayed against fakes. Their screens' own behaviour is the unit and e2e tests'; these walk every
 * state and transition of the machines themselves.
 */

const down = () => new ApiError('Service unavailable', { code: 'ServerError', status: 503, call: 'getCase' });

/** Olivia's life case once she has accepted: the confirmation shows it. */
const COMPLETE_CASE: Case = (() => {
  const c = reviewCase({ lifeCycleStatus: 'Complete' });
  return { ...c, acceptances: c.acceptances.map((a) => ({ ...a, isComplete: true })) };
})();
const ANNUITY_CASE: Case = { ...COMPLETE_CASE, isAnnuity: true, productType: 'Annuity' };

export function confirmationModel() {
  const loaded = (c: Case) => ({
    case: c,
    documents: [],
    payment: paymentInfo({ paymentStatus: 'Complete' }),
  });
  return build('confirmation', confirmationMachine, {
    input: { caseId: '100001', role: 'customer' },
    events: [
      { type: 'xstate.done.actor.loadConfirmation', output: loaded(COMPLETE_CASE) },
      // An annuity has its own confirmation screen: this one redirects there.
      { type: 'xstate.done.actor.loadConfirmation', output: loaded(ANNUITY_CASE) },
      { type: 'xstate.error.actor.loadConfirmation', error: down() },
      {
        type: 'xstate.error.actor.loadConfirmation',
        error: new ApiError('Case not found!', { code: 'CaseNotFound', status: 404, call: 'getCase' }),
      },
      { type: 'confirmation.retry' },
    ] as EventFromLogic<typeof confirmationMachine>[],
    serializeState: (s) => JSON.stringify(s.value),
  });
}

export const runConfirmationPath: Run = async (path, inspect) => {
  const { logic, settle } = pendingCalls();
  const machine = confirmationMachine.provide({
    actors: { loadConfirmation: logic as never },
    actions: { navigate: () => {}, notify: () => {} },
  });
  const actor = createActor(machine, {
    input: { caseId: '100001', role: 'customer' },
    ...inspecting(inspect),
  });
  await replay(actor, settle, path);
};

export function dashboardModel() {
  return build('dashboard', dashboardMachine, {
    events: [
      { type: 'xstate.done.actor.loadDashboard', output: { cases: [] } },
      { type: 'xstate.error.actor.loadDashboard', error: down() },
      { type: 'dashboard.retry' },
    ] as EventFromLogic<typeof dashboardMachine>[],
    serializeState: (s) => JSON.stringify(s.value),
  });
}

export const runDashboardPath: Run = async (path, inspect) => {
  const { logic, settle } = pendingCalls();
  const machine = dashboardMachine.provide({ actors: { loadDashboard: logic as never } });
  await replay(createActor(machine, inspecting(inspect)), settle, path);
};

export function loginFormModel() {
  return build('loginForm', loginFormMachine, {
    input: { kind: 'customer' },
    events: [
      { type: 'login.edit', field: 'email', value: 'olivia.owner@example.com' },
      { type: 'login.edit', field: 'password', value: 'Password1!' },
      { type: 'login.submit' },
      { type: 'xstate.done.actor.signIn', output: undefined },
      { type: 'xstate.error.actor.signIn', error: new Error('Refused') },
    ] as EventFromLogic<typeof loginFormMachine>[],
    serializeState: (s) =>
      JSON.stringify([
        s.value,
        s.context.fields.email !== '',
        s.context.fields.password !== '',
        s.context.message !== null,
      ]),
  });
}

export const runLoginFormPath: Run = async (path, inspect) => {
  const { logic, settle } = pendingCalls();
  const machine = loginFormMachine.provide({ actors: { signIn: logic as never } });
  await replay(createActor(machine, { input: { kind: 'customer' }, ...inspecting(inspect) }), settle, path);
};

export function pdfViewerModel() {
  return build('pdfViewer', pdfViewerMachine, {
    events: [
      { type: 'xstate.done.actor.loadPdf', output: { pageCount: 3 } },
      { type: 'xstate.done.actor.loadPdf', output: { pageCount: 0 } },
      { type: 'xstate.error.actor.loadPdf', error: new Error('Invalid PDF structure') },
      { type: 'pdf.retry' },
      { type: 'page.visible', index: 1 },
      { type: 'page.hidden', index: 0 },
      { type: 'page.rendered', index: 0 },
      { type: 'page.failed', index: 2, message: 'Rendering cancelled' },
      { type: 'memory.sample', usedBytes: 80 * 1024 * 1024 },
      { type: 'zoom.in' },
      { type: 'zoom.out' },
      { type: 'zoom.fit' },
      { type: 'page.shown', index: 1, part: 0.8 },
      { type: 'page.shown', index: 1, part: 0 },
      { type: 'page.go', index: 2 },
      { type: 'page.next' },
      { type: 'page.previous' },
      { type: 'pinch.start' },
      { type: 'pinch.move', scale: 1.8 },
      { type: 'pinch.end' },
      { type: 'pinch.cancel' },
      { type: 'toolbar.find' },
      { type: 'toolbar.tools' },
    ] as EventFromLogic<typeof pdfViewerMachine>[],
    serializeState: (s) =>
      JSON.stringify([
        s.value,
        s.context.visible,
        s.context.failedPages.length > 0,
        s.context.cleanups > 0,
        // Fit width or not, first page or not: each zoom step and page as its own vertex made 4,276
        // paths (half a minute of CI) for the same 16 transitions.
        s.context.zoom === 1,
        s.context.currentPage > 0,
      ]),
  });
}

export const runPdfViewerPath: Run = async (path, inspect) => {
  const { logic, settle } = pendingCalls();
  const machine = pdfViewerMachine.provide({
    actors: { loadPdf: logic as never, memoryWatchdog: fromCallback(() => {}) },
  });
  await replay(createActor(machine, inspecting(inspect)), settle, path);
};

export function siteConfigModel() {
  return build('siteConfig', siteConfigMachine, {
    events: [
      { type: 'siteConfig.need', part: 'config' },
      { type: 'siteConfig.need', part: 'ui' },
      { type: 'xstate.done.actor.loadConfig', output: {} },
      { type: 'xstate.error.actor.loadConfig', error: down() },
      { type: 'xstate.done.actor.loadUiConfig', output: {} },
      { type: 'xstate.error.actor.loadUiConfig', error: down() },
    ] as EventFromLogic<typeof siteConfigMachine>[],
    serializeState: (s) => JSON.stringify(s.value),
  });
}

export const runSiteConfigPath: Run = async (path, inspect) => {
  const { logic, settle } = pendingCalls();
  const machine = siteConfigMachine.provide({
    actors: { loadConfig: logic as never, loadUiConfig: logic as never },
  });
  await replay(createActor(machine, inspecting(inspect)), settle, path);
};
