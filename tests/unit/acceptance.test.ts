import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type AcceptanceLoad, acceptanceMachine, selectAccepting } from '../../machines/acceptance.ts';
import { acceptanceRedirect } from '../../machines/acceptanceRedirect.ts';
import { ApiError } from '../../src/api/errors.ts';
import type { Case, SuccessResponse } from '../../src/api/schemas/case.ts';
import type { PaymentStatus } from '../../src/api/schemas/enums.ts';
import type { ViewerRole } from '../../src/domain/documents.ts';
import type { RouteTarget } from '../../src/domain/routeNames.ts';
import { documentInfo, reviewCase } from './document-fixtures.ts';

const reviewed = () =>
  reviewCase({
    documents: [
      documentInfo({ documentId: 'd1', documentType: 'SignedPolicy', isReviewComplete: true }),
      documentInfo({ documentId: 'd2', isReviewComplete: true }),
    ],
  });

const acceptedBy = (c: Case, partyId: string): Case => ({
  ...c,
  lifeCycleStatus: 'WaitingCompletion',
  acceptances: c.acceptances.map((a) =>
    a.partyId === partyId
      ? { ...a, isComplete: true, status: 'Complete', closedOn: '2026-01-03T00:00:00Z' }
      : a,
  ),
});

interface Options {
  caseData?: Case;
  paymentStatus?: PaymentStatus;
  role?: 'customer' | 'agent';
  accept?: () => Promise<SuccessResponse>;
  /** The case read after a failed accept. */
  after?: () => Promise<Case>;
  loadError?: Error;
}

function start({
  caseData = reviewed(),
  paymentStatus = 'Complete',
  role = 'customer',
  accept = async () => ({ isSuccessful: true }),
  after = async () => caseData,
  loadError,
}: Options = {}) {
  const navigations: RouteTarget[] = [];
  const toasts: string[] = [];
  let accepts = 0;
  let loads = 0;
  const machine = acceptanceMachine.provide({
    actors: {
      loadAcceptance: fromPromise<AcceptanceLoad, { caseId: string; role: ViewerRole; sequenced: boolean }>(
        async () => {
          loads += 1;
          if (loadError && loads === 1) throw loadError;
          return { case: caseData, paymentStatus, tracker: null };
        },
      ),
      acceptCase: fromPromise<SuccessResponse, { caseId: string }>(async () => {
        accepts += 1;
        return accept();
      }),
      loadCase: fromPromise<Case, { caseId: string; role: ViewerRole }>(() => after()),
    },
    actions: {
      navigate: (_, target) => navigations.push(target),
      notify: (_, { message }) => toasts.push(message),
    },
  });
  const actor = createActor(machine, { input: { caseId: '100001', role } }).start();
  return { actor, navigations, toasts, accepts: () => accepts, loads: () => loads };
}

describe('acceptance machine', () => {
  it('accepts once and goes to the life Confirmation', async () => {
    const run = start();
    await waitFor(run.actor, (s) => s.matches('ready'));
    run.actor.send({ type: 'acceptance.accept' });
    expect(selectAccepting(run.actor.getSnapshot())).toBe(true);
    // A second click while the call runs is not an event of 'accepting': one request.
    run.actor.send({ type: 'acceptance.accept' });
    await waitFor(run.actor, (s) => s.matches('accepted'));
    expect(run.accepts()).toBe(1);
    expect(run.navigations).toEqual([{ name: 'Confirmation', params: { caseId: '100001' } }]);
  });

  it('goes to the annuity confirmation for an annuity', async () => {
    const run = start({ caseData: { ...reviewed(), isAnnuity: true, productType: 'Annuity' } });
    await waitFor(run.actor, (s) => s.matches('ready'));
    run.actor.send({ type: 'acceptance.accept' });
    await waitFor(run.actor, (s) => s.matches('accepted'));
    expect(run.navigations).toEqual([{ name: 'AnnuityConfirmation', params: { caseId: '100001' } }]);
  });

  it('a failed accept not recorded shows the toast and gives the button back; a retry works', async () => {
    let attempt = 0;
    const run = start({
      accept: async () => {
        attempt += 1;
        if (attempt === 1)
          throw new ApiError('boom', { code: 'ServerError', status: 500, call: 'acceptCase' });
        return { isSuccessful: true };
      },
    });
    await waitFor(run.actor, (s) => s.matches('ready'));
    run.actor.send({ type: 'acceptance.accept' });
    await waitFor(run.actor, (s) => s.matches('ready'));
    expect(run.toasts).toEqual(['Something went wrong. Please try again.']);
    expect(selectAccepting(run.actor.getSnapshot())).toBe(false);
    expect(run.navigations).toEqual([]);
    run.actor.send({ type: 'acceptance.accept' });
    await waitFor(run.actor, (s) => s.matches('accepted'));
    expect(run.accepts()).toBe(2);
  });

  it('a refused answer (isSuccessful false) is a failure too', async () => {
    const run = start({ accept: async () => ({ isSuccessful: false }) });
    await waitFor(run.actor, (s) => s.matches('ready'));
    run.actor.send({ type: 'acceptance.accept' });
    await waitFor(run.actor, (s) => s.matches('ready') && run.toasts.length === 1);
    expect(run.toasts).toEqual(['Something went wrong. Please try again.']);
  });

  it('a lost answer whose acceptance was recorded counts as accepted, not failed', async () => {
    const run = start({
      accept: async () => {
        throw new TypeError('Failed to fetch');
      },
      after: async () => acceptedBy(reviewed(), 'p-olivia'),
    });
    await waitFor(run.actor, (s) => s.matches('ready'));
    run.actor.send({ type: 'acceptance.accept' });
    await waitFor(run.actor, (s) => s.matches('accepted'));
    expect(run.toasts).toEqual([]);
    expect(run.navigations).toEqual([{ name: 'Confirmation', params: { caseId: '100001' } }]);
  });

  it('the check after a failure failing too still gives the button back with the toast', async () => {
    const run = start({
      accept: async () => {
        throw new TypeError('Failed to fetch');
      },
      after: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await waitFor(run.actor, (s) => s.matches('ready'));
    run.actor.send({ type: 'acceptance.accept' });
    await waitFor(run.actor, (s) => s.matches('ready') && run.toasts.length === 1);
    expect(run.toasts).toEqual(['Something went wrong. Please try again.']);
  });

  it('sends anyone who may not accept to where the case stands, replacing the address', async () => {
    const run = start({ paymentStatus: 'InitialPaymentRequired' });
    await waitFor(run.actor, (s) => s.matches('redirected'));
    expect(run.navigations).toEqual([{ name: 'Payment', params: { caseId: '100001' }, replace: true }]);
  });

  it('an unknown case says Case not found! on the screen only, and is not offered again', async () => {
    const run = start({
      loadError: new ApiError('no', { code: 'CaseNotFound', status: 404, call: 'getCase' }),
    });
    await waitFor(run.actor, (s) => s.matches('denied'));
    expect(run.actor.getSnapshot().context.loadError).toBe('Case not found!');
    expect(run.actor.getSnapshot().status).toBe('done');
    expect(run.toasts).toEqual([]);
    expect(run.loads()).toBe(1);
  });

  it('a load that failed for another reason says so and can be retried', async () => {
    const run = start({
      loadError: new ApiError('The server broke.', { code: 'ServerError', status: 500, call: 'getCase' }),
    });
    await waitFor(run.actor, (s) => s.matches('failed'));
    expect(run.actor.getSnapshot().context.loadError).toBe('The server broke.');
    expect(run.toasts).toEqual([]);
    run.actor.send({ type: 'acceptance.retry' });
    await waitFor(run.actor, (s) => s.matches('ready'));
    expect(run.loads()).toBe(2);
  });
});

describe('acceptanceRedirect', () => {
  it('lets the Owner in with every document reviewed and payments complete', () => {
    expect(acceptanceRedirect(reviewed(), 'customer', 'Complete')).toBeNull();
  });
  it('sends the Owner to the payment while payments are not complete', () => {
    expect(acceptanceRedirect(reviewed(), 'customer', 'RecurringSetupRequired')).toBe('Payment');
  });
  it('sends back to the review while a document is not reviewed', () => {
    expect(acceptanceRedirect(reviewCase(), 'customer', 'Complete')).toBe('DocumentReview');
  });
  it('sends a party who is not the Owner to the review', () => {
    expect(acceptanceRedirect({ ...reviewed(), partyId: 'p-ian' }, 'customer', 'Complete')).toBe(
      'DocumentReview',
    );
  });
  it('sends an agent to the review, or to the agent confirmation once the case is with the customers', () => {
    // The agent's part ends when the case goes to the customers (docs/decisions/026-agent-review-release.md).
    expect(
      acceptanceRedirect({ ...reviewed(), lifeCycleStatus: 'WaitingApproval' }, 'agent', 'Complete'),
    ).toBe('DocumentReview');
    expect(acceptanceRedirect(reviewed(), 'agent', 'Complete')).toBe('AgentConfirmation');
    expect(acceptanceRedirect({ ...reviewed(), lifeCycleStatus: 'Complete' }, 'agent', 'Complete')).toBe(
      'AgentConfirmation',
    );
  });
  it('sends an Owner who has accepted to the confirmation', () => {
    expect(acceptanceRedirect(acceptedBy(reviewed(), 'p-olivia'), 'customer', 'Complete')).toBe(
      'Confirmation',
    );
    expect(
      acceptanceRedirect(
        { ...reviewed(), isAnnuity: true, lifeCycleStatus: 'WaitingDeliveryConfirmation' },
        'customer',
        'Complete',
      ),
    ).toBe('AnnuityConfirmation');
  });
  it('sends to the review a case not open for acceptance', () => {
    expect(
      acceptanceRedirect({ ...reviewed(), lifeCycleStatus: 'ChangeRequested' }, 'customer', 'Complete'),
    ).toBe('DocumentReview');
  });
});
