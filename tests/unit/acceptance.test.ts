import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type AcceptanceLoad,
  acceptanceMachine,
  selectAccepting,
  selectMayAccept,
  selectNameInvalid,
  selectNameMessage,
  selectSignerRole,
} from '../../machines/acceptance.ts';
import { acceptanceRedirect } from '../../machines/acceptanceRedirect.ts';
import { ApiError } from '../../src/api/errors.ts';
import { failureMessage } from '../../src/api/failure.ts';
import type { Case, SuccessResponse } from '../../src/api/schemas/case.ts';
import type { PaymentStatus } from '../../src/api/schemas/enums.ts';
import type { AcceptCaseRequest } from '../../src/api/schemas/signature.ts';
import { SIGNING_TEXTS } from '../../src/domain/acceptance/signingTexts.ts';
import type { ViewerRole } from '../../src/domain/documents/documents.ts';
import { ACCEPT_FAILURES, SIGNATURE_REFUSED, SPEC_TEXTS } from '../../src/domain/failureTexts.ts';
import { CONFIRMATION_TEXTS } from '../../src/domain/journey/confirmationTexts.ts';
import type { RouteTarget } from '../../src/domain/routeNames.ts';
import { type Message, message, writeMessage } from '../../src/i18n/message.ts';
import { rawMessage } from '../../src/i18n/rawText.ts';
import { documentInfo, reviewCase } from './document-fixtures.ts';

/** SPEC §8's accept failure, as the acceptance's toast carries it. */
const TOAST_FAILED = message(CONFIRMATION_TEXTS, 'acceptFailed');

const reviewed = () =>
  reviewCase({
    documents: [
      documentInfo({ documentId: 'd1', documentType: 'SignedPolicy', isReviewComplete: true }),
      documentInfo({ documentId: 'd2', isReviewComplete: true }),
    ],
  });

const SHA_1 = '1'.repeat(64);
const SHA_2 = '2'.repeat(64);
const DOCUMENTS: AcceptanceLoad['documents'] = [
  { documentId: 'd1', documentType: 'SignedPolicy', delivered: SHA_1, received: SHA_1 },
  { documentId: 'd2', documentType: 'Amendment', delivered: SHA_2, received: SHA_2 },
];
const refusedFor = (field: string, message = 'refused') =>
  new ApiError(message, { code: 'BadRequest', status: 400, call: 'acceptCase', field });

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
  accept?: (request: AcceptCaseRequest) => Promise<SuccessResponse>;
  /** The case read after a failed accept. */
  after?: () => Promise<Case>;
  loadError?: Error;
  sequenced?: boolean;
}

function start({
  caseData = reviewed(),
  paymentStatus = 'Complete',
  role = 'customer',
  accept = async () => ({ isSuccessful: true }),
  after = async () => caseData,
  loadError,
  sequenced,
}: Options = {}) {
  const navigations: RouteTarget[] = [];
  const toasts: Message[] = [];
  const toastKinds: string[] = [];
  /** Every toast and every clearing of them, in order. */
  const notices: (Message | string)[] = [];
  /** What the shell's live region was given to say (decision 352). */
  const announced: Message[] = [];
  const loadsAsked: unknown[] = [];
  const readsAsked: unknown[] = [];
  const requests: AcceptCaseRequest[] = [];
  let accepts = 0;
  let loads = 0;
  let reads = 0;
  const machine = acceptanceMachine.provide({
    actors: {
      loadAcceptance: fromPromise<AcceptanceLoad, { caseId: string; role: ViewerRole; sequenced: boolean }>(
        async ({ input }) => {
          loadsAsked.push(input);
          loads += 1;
          if (loadError && loads === 1) throw loadError;
          return { case: caseData, paymentStatus, tracker: null, documents: DOCUMENTS, amounts: [] };
        },
      ),
      acceptCase: fromPromise<SuccessResponse, { caseId: string; request: AcceptCaseRequest }>(
        async ({ input }) => {
          accepts += 1;
          requests.push(input.request);
          return accept(input.request);
        },
      ),
      loadCase: fromPromise<Case, { caseId: string; role: ViewerRole }>(({ input }) => {
        readsAsked.push(input);
        reads += 1;
        return after();
      }),
    },
    actions: {
      navigate: (_, target) => navigations.push(target),
      notify: (_, { message, kind }) => {
        toasts.push(message);
        toastKinds.push(kind);
        notices.push(message);
      },
      clearNotices: () => notices.push('(cleared)'),
      announce: (_, texts) => announced.push(...texts),
    },
  });
  const input = { caseId: '100001', role, ...(sequenced === undefined ? {} : { sequenced }) };
  const actor = createActor(machine, { input }).start();
  return {
    actor,
    navigations,
    toasts,
    toastKinds,
    notices,
    announced,
    loadsAsked,
    readsAsked,
    requests,
    accepts: () => accepts,
    loads: () => loads,
    reads: () => reads,
  };
}

type Run = ReturnType<typeof start>;

/** A message as the English screen writes it. */
const inEnglish = (m: Message) => writeMessage(m, (english) => english);

/** Loaded, and signed in Olivia's name as she might type it. */
async function signed(run: Run, name = 'olivia  OWNER') {
  await waitFor(run.actor, (s) => s.matches('ready'));
  run.actor.send({ type: 'acceptance.type', name });
  expect(selectMayAccept(run.actor.getSnapshot())).toBe(true);
}

describe('acceptance machine', () => {
  it('accepts once and goes to the life Confirmation', async () => {
    const run = start();
    await signed(run);
    run.actor.send({ type: 'acceptance.accept' });
    expect(selectAccepting(run.actor.getSnapshot())).toBe(true);
    // A second click while the call runs is not an event of 'accepting': one request.
    run.actor.send({ type: 'acceptance.accept' });
    await waitFor(run.actor, (s) => s.matches('accepted'));
    expect(run.accepts()).toBe(1);
    expect(run.navigations).toEqual([{ name: 'Confirmation', params: { caseId: '100001' } }]);
    // The live region says what was done (decision 352), in the life policy's word.
    expect(run.announced.map(inEnglish)).toEqual(['Policy accepted.']);
  });

  it('goes to the annuity confirmation for an annuity', async () => {
    const run = start({ caseData: { ...reviewed(), isAnnuity: true, productType: 'Annuity' } });
    await signed(run);
    run.actor.send({ type: 'acceptance.accept' });
    await waitFor(run.actor, (s) => s.matches('accepted'));
    expect(run.navigations).toEqual([{ name: 'AnnuityConfirmation', params: { caseId: '100001' } }]);
    expect(run.announced.map(inEnglish)).toEqual(['Contract accepted.']);
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
    await signed(run);
    run.actor.send({ type: 'acceptance.accept' });
    await waitFor(run.actor, (s) => s.matches('ready'));
    expect(run.toasts).toEqual([TOAST_FAILED]);
    expect(selectAccepting(run.actor.getSnapshot())).toBe(false);
    // The name typed still signs: the button comes back, the name is kept.
    expect(selectMayAccept(run.actor.getSnapshot())).toBe(true);
    expect(run.actor.getSnapshot().context.typedName).toBe('olivia  OWNER');
    expect(run.navigations).toEqual([]);
    // The check of the case found nothing recorded, and the screen can say so (decision 365).
    expect(run.actor.getSnapshot().context.acceptOutcome).toBe('notRecorded');
    run.actor.send({ type: 'acceptance.accept' });
    expect(run.actor.getSnapshot().context.acceptOutcome).toBeNull();
    await waitFor(run.actor, (s) => s.matches('accepted'));
    expect(run.accepts()).toBe(2);
  });

  it("a new try takes the last failure's toast away, which would otherwise stay until closed", async () => {
    let attempt = 0;
    const run = start({
      accept: async () => {
        attempt += 1;
        if (attempt === 1)
          throw new ApiError('boom', { code: 'ServerError', status: 500, call: 'acceptCase' });
        throw refusedFor('typedName');
      },
    });
    await signed(run);
    run.actor.send({ type: 'acceptance.accept' });
    await waitFor(run.actor, (s) => s.matches('ready') && !s.hasTag('busy'));
    run.actor.send({ type: 'acceptance.accept' });
    await waitFor(run.actor, (s) => s.matches({ ready: 'refused' }));
    expect(run.notices).toEqual(['(cleared)', TOAST_FAILED, '(cleared)']);
  });

  it('a refused answer (isSuccessful false) is a failure too', async () => {
    const run = start({ accept: async () => ({ isSuccessful: false }) });
    await signed(run);
    run.actor.send({ type: 'acceptance.accept' });
    await waitFor(run.actor, (s) => s.matches('ready') && run.toasts.length === 1);
    expect(run.toasts).toEqual([TOAST_FAILED]);
  });

  it('a lost answer whose acceptance was recorded counts as accepted, not failed', async () => {
    const run = start({
      accept: async () => {
        throw new TypeError('Failed to fetch');
      },
      after: async () => acceptedBy(reviewed(), 'p-olivia'),
    });
    await signed(run);
    run.actor.send({ type: 'acceptance.accept' });
    await waitFor(run.actor, (s) => s.matches('accepted'));
    expect(run.toasts).toEqual([]);
    expect(run.navigations).toEqual([{ name: 'Confirmation', params: { caseId: '100001' } }]);
    expect(run.announced.map(inEnglish)).toEqual(['Policy accepted.']);
  });

  it("a lost answer on an annuity found recorded says the contract's word", async () => {
    const annuity = { ...reviewed(), isAnnuity: true, productType: 'Annuity' as const };
    const run = start({
      caseData: annuity,
      accept: async () => {
        throw new TypeError('Failed to fetch');
      },
      after: async () => acceptedBy(annuity, 'p-olivia'),
    });
    await signed(run);
    run.actor.send({ type: 'acceptance.accept' });
    await waitFor(run.actor, (s) => s.matches('accepted'));
    expect(run.navigations).toEqual([{ name: 'AnnuityConfirmation', params: { caseId: '100001' } }]);
    expect(run.announced.map(inEnglish)).toEqual(['Contract accepted.']);
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
    await signed(run);
    run.actor.send({ type: 'acceptance.accept' });
    await waitFor(run.actor, (s) => s.matches('ready') && run.toasts.length === 1);
    expect(run.toasts).toEqual([TOAST_FAILED]);
    // Not known whether it was recorded: the screen says so and asks for a reload (decision 365).
    expect(run.actor.getSnapshot().context.acceptOutcome).toBe('unknown');
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
    expect(run.actor.getSnapshot().context.loadError).toEqual(message(SPEC_TEXTS, 'caseNotFound'));
    expect(run.actor.getSnapshot().status).toBe('done');
    expect(run.toasts).toEqual([]);
    expect(run.loads()).toBe(1);
  });

  it('a load that failed for another reason says so and can be retried', async () => {
    const run = start({
      loadError: new ApiError('The server broke.', { code: 'ServerError', status: 500, call: 'getCase' }),
    });
    await waitFor(run.actor, (s) => s.matches('failed'));
    expect(run.actor.getSnapshot().context.loadError).toEqual(rawMessage('The server broke.'));
    expect(run.toasts).toEqual([]);
    run.actor.send({ type: 'acceptance.retry' });
    await waitFor(run.actor, (s) => s.matches('ready'));
    expect(run.loads()).toBe(2);
  });
});

describe('acceptance machine: the adopted signature', () => {
  const MISMATCH = message(SIGNING_TEXTS, 'mismatch');

  it('offers Accept Policy only once the name typed is the signer’s, capitals and spaces forgiven', async () => {
    const run = start();
    await waitFor(run.actor, (s) => s.matches('ready'));
    const snap = () => run.actor.getSnapshot();
    expect(selectMayAccept(snap())).toBe(false);
    expect(selectSignerRole(snap())).toBe('Owner');
    for (const name of ['O', 'Olivia', 'Olivia Owne', 'Ian Insured']) {
      run.actor.send({ type: 'acceptance.type', name });
      expect(selectMayAccept(snap()), name).toBe(false);
      // Still typing: nothing is said until the customer leaves the field or tries.
      expect(selectNameMessage(snap()), name).toBeNull();
    }
    run.actor.send({ type: 'acceptance.type', name: '  OLIVIA   owner ' });
    expect(selectMayAccept(snap())).toBe(true);
    expect(selectNameMessage(snap())).toBeNull();
    // Editing it away from the name takes the button back, without a message yet.
    run.actor.send({ type: 'acceptance.type', name: 'Olivia Owners' });
    expect(selectMayAccept(snap())).toBe(false);
    expect(selectNameMessage(snap())).toBeNull();
  });

  it('says the name does not match once the customer leaves the field, and keeps what was typed', async () => {
    const run = start();
    await waitFor(run.actor, (s) => s.matches('ready'));
    const snap = () => run.actor.getSnapshot();
    run.actor.send({ type: 'acceptance.leave' });
    expect(selectNameMessage(snap())).toBeNull();
    run.actor.send({ type: 'acceptance.type', name: 'Olivia Ownr' });
    run.actor.send({ type: 'acceptance.leave' });
    expect(selectNameMessage(snap())).toEqual(MISMATCH);
    expect(selectNameInvalid(snap())).toBe(true);
    expect(snap().context.typedName).toBe('Olivia Ownr');
    // Still wrong while correcting: the message stays until the name matches.
    run.actor.send({ type: 'acceptance.type', name: 'Olivia Own' });
    expect(selectNameMessage(snap())).toEqual(MISMATCH);
    run.actor.send({ type: 'acceptance.type', name: 'Olivia Owner' });
    expect(selectNameMessage(snap())).toBeNull();
    expect(selectNameInvalid(snap())).toBe(false);
    expect(selectMayAccept(snap())).toBe(true);
  });

  it('a try without the signer’s name sends nothing and says why', async () => {
    const run = start();
    await waitFor(run.actor, (s) => s.matches('ready'));
    const snap = () => run.actor.getSnapshot();
    run.actor.send({ type: 'acceptance.accept' });
    expect(selectNameMessage(snap())).toEqual(message(SIGNING_TEXTS, 'missing'));
    run.actor.send({ type: 'acceptance.type', name: 'Ian Insured' });
    // Typing again starts over: no message until the customer leaves or tries.
    expect(selectNameMessage(snap())).toBeNull();
    run.actor.send({ type: 'acceptance.accept' });
    expect(selectNameMessage(snap())).toEqual(MISMATCH);
    run.actor.send({ type: 'acceptance.accept' });
    expect(run.accepts()).toBe(0);
    expect(snap().context.typedName).toBe('Ian Insured');
  });

  it('sends the name as typed and the fingerprint of every document', async () => {
    const run = start();
    await signed(run, 'OLIVIA OWNER');
    run.actor.send({ type: 'acceptance.accept' });
    await waitFor(run.actor, (s) => s.matches('accepted'));
    expect(run.requests).toEqual([
      {
        typedName: 'OLIVIA OWNER',
        documents: [
          { documentId: 'd1', sha256: SHA_1 },
          { documentId: 'd2', sha256: SHA_2 },
        ],
      },
    ]);
  });

  it('a refused name says so under the field, checks nothing more and keeps the name', async () => {
    const run = start({
      accept: async () => {
        throw refusedFor('typedName');
      },
    });
    await signed(run);
    run.actor.send({ type: 'acceptance.accept' });
    await waitFor(run.actor, (s) => s.matches({ ready: 'refused' }));
    const snap = run.actor.getSnapshot();
    expect(selectNameMessage(snap)).toEqual(message(SIGNATURE_REFUSED, 'name'));
    expect(snap.context.typedName).toBe('olivia  OWNER');
    // A 400 recorded nothing: no read of the case, no toast, and the button is back to try again.
    expect(run.reads()).toBe(0);
    expect(run.toasts).toEqual([]);
    expect(selectMayAccept(snap)).toBe(true);
    run.actor.send({ type: 'acceptance.type', name: 'Olivia Owner' });
    expect(selectNameMessage(run.actor.getSnapshot())).toBeNull();
  });

  it('refused fingerprints say the documents changed', async () => {
    const run = start({
      accept: async () => {
        throw refusedFor('documents');
      },
    });
    await signed(run);
    run.actor.send({ type: 'acceptance.accept' });
    await waitFor(run.actor, (s) => s.matches({ ready: 'refused' }));
    expect(selectNameMessage(run.actor.getSnapshot())).toEqual(message(SIGNATURE_REFUSED, 'documents'));
  });

  it("a 400 is worded by its field (decision 220): the documents', one inside them, or else SPEC's accept failure", () => {
    const changed = message(SIGNATURE_REFUSED, 'documents');
    // A malformed entry of the body is named by valibot's dot path, inside `documents`.
    expect(failureMessage(ACCEPT_FAILURES, refusedFor('documents.0.sha256'))).toEqual(changed);
    const bare = new ApiError('refused', { code: 'BadRequest', status: 400, call: 'acceptCase' });
    for (const error of [refusedFor('body'), refusedFor('partyId'), bare])
      expect(failureMessage(ACCEPT_FAILURES, error)).toEqual(message(SPEC_TEXTS, 'acceptFailed'));
  });
});

describe('acceptance machine: what it asks for and what the screen says around a failure', () => {
  const FAILED = TOAST_FAILED;
  const serverError = () => new ApiError('boom', { code: 'ServerError', status: 500, call: 'acceptCase' });

  it('loads the case for the viewer, and says whether it is the sequenced screen', async () => {
    for (const sequenced of [undefined, true]) {
      const run = start({ sequenced });
      await waitFor(run.actor, (s) => s.matches('ready'));
      expect(run.loadsAsked).toEqual([{ caseId: '100001', role: 'customer', sequenced: sequenced === true }]);
    }
  });

  it('a name of spaces only is no name: a try says to type it, and the field is marked', async () => {
    const run = start();
    await waitFor(run.actor, (s) => s.matches('ready'));
    run.actor.send({ type: 'acceptance.type', name: '   ' });
    run.actor.send({ type: 'acceptance.accept' });
    expect(selectNameMessage(run.actor.getSnapshot())).toEqual(message(SIGNING_TEXTS, 'missing'));
    expect(selectNameInvalid(run.actor.getSnapshot())).toBe(true);
    expect(run.accepts()).toBe(0);
  });

  it("after a refused name, typing another name that is not the signer's takes Accept Policy away", async () => {
    const run = start({
      accept: async () => {
        throw refusedFor('typedName');
      },
    });
    await signed(run);
    run.actor.send({ type: 'acceptance.accept' });
    await waitFor(run.actor, (s) => s.matches({ ready: 'refused' }));
    run.actor.send({ type: 'acceptance.type', name: 'Ian Insured' });
    expect(selectMayAccept(run.actor.getSnapshot())).toBe(false);
    expect(selectNameMessage(run.actor.getSnapshot())).toBeNull();
  });

  it('a retry after a refused name that fails otherwise shows the toast, not the old refusal', async () => {
    let attempt = 0;
    const run = start({
      accept: async () => {
        attempt += 1;
        throw attempt === 1 ? refusedFor('typedName') : serverError();
      },
    });
    await signed(run);
    run.actor.send({ type: 'acceptance.accept' });
    await waitFor(run.actor, (s) => s.matches({ ready: 'refused' }));
    run.actor.send({ type: 'acceptance.accept' });
    await waitFor(run.actor, (s) => s.matches('ready') && run.toasts.length === 1);
    expect(run.toasts).toEqual([FAILED]);
    expect(selectNameMessage(run.actor.getSnapshot())).toBeNull();
  });

  it('while the case is checked after a failed accept the button stays disabled; then the error toast, with the case as read', async () => {
    let answer: (c: Case) => void = () => {};
    const reread = { ...reviewed(), lastUpdatedOn: '2026-01-05T08:00:00.000Z' };
    const run = start({
      accept: async () => {
        throw serverError();
      },
      after: () => new Promise<Case>((resolve) => (answer = resolve)),
    });
    await signed(run);
    run.actor.send({ type: 'acceptance.accept' });
    await waitFor(run.actor, () => run.reads() === 1);
    expect(selectAccepting(run.actor.getSnapshot())).toBe(true);
    expect(run.readsAsked).toEqual([{ caseId: '100001', role: 'customer' }]);
    answer(reread);
    await waitFor(run.actor, (s) => s.matches('ready'));
    expect(run.toasts).toEqual([FAILED]);
    expect(run.toastKinds).toEqual(['error']);
    expect(run.actor.getSnapshot().context.case).toEqual(reread);
  });

  it('a check that fails too gives an error toast', async () => {
    const run = start({
      accept: async () => {
        throw serverError();
      },
      after: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await signed(run);
    run.actor.send({ type: 'acceptance.accept' });
    await waitFor(run.actor, (s) => s.matches('ready') && run.toasts.length === 1);
    expect(run.toastKinds).toEqual(['error']);
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
  it('sends an agent to the review even while payments are not complete (only the Owner pays, SPEC §6)', () => {
    expect(
      acceptanceRedirect(
        { ...reviewed(), lifeCycleStatus: 'WaitingApproval' },
        'agent',
        'InitialPaymentRequired',
      ),
    ).toBe('DocumentReview');
  });
  it('sends an Owner who has accepted to the confirmation while another party has still to accept', () => {
    const accepted = { ...acceptedBy(reviewed(), 'p-olivia'), lifeCycleStatus: 'WaitingAcceptance' as const };
    expect(acceptanceRedirect(accepted, 'customer', 'Complete')).toBe('Confirmation');
  });
  it('sends to the review a case not open for acceptance', () => {
    expect(
      acceptanceRedirect({ ...reviewed(), lifeCycleStatus: 'ChangeRequested' }, 'customer', 'Complete'),
    ).toBe('DocumentReview');
  });
});
