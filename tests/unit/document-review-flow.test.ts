import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type DocumentReviewSnapshot,
  documentReviewMachine,
  sameDocumentContent,
  selectAgentOffers,
  selectDocumentContent,
  selectMayAct,
  selectReleaseLabel,
  selectReviewCounts,
  selectShowsBypass,
  selectShowsContinue,
} from '../../machines/documentReview.ts';
import { ApiError } from '../../src/api/errors.ts';
import type { Case } from '../../src/api/schemas/case.ts';
import type { PaymentInfo } from '../../src/api/schemas/payment.ts';
import { rawMessage } from '../../src/i18n/rawText.ts';
import { say } from '../../src/i18n/texts.ts';
import {
  approval,
  approvalCase100011,
  cardsThatSendNothing,
  documentInfo,
  reviewCase,
} from './document-fixtures.ts';

/** Case 100011 as Bea (Bga) or Alex (Agent) sees it: two open approvals, Bga first (SPEC §4). */
const agentCase = (partyId: 'p-bea' | 'p-alex', over: Partial<Case> = {}): Case =>
  approvalCase100011(partyId, over);

/** The selectors read only the loaded case and the viewer's role. */
const seen = (caseData: Case | null, role: 'customer' | 'agent') =>
  ({ context: { case: caseData, role } }) as unknown as DocumentReviewSnapshot;

const none = { change: false, revertToPaper: false, bgaComment: false };

describe('documentReview selectors', () => {
  it('offers the agent change options to agents only, and nothing before the case is loaded', () => {
    expect(selectAgentOffers(seen(agentCase('p-alex'), 'customer'))).toEqual(none);
    expect(selectAgentOffers(seen(agentCase('p-bea'), 'customer'))).toEqual(none);
    expect(selectAgentOffers(seen(null, 'agent'))).toEqual(none);
    expect(selectAgentOffers(seen(null, 'customer'))).toEqual(none);
  });

  it('offers Alex changes and Revert to Paper on a life case, Bea the BGA comment (SPEC §4, §6)', () => {
    expect(selectAgentOffers(seen(agentCase('p-alex'), 'agent'))).toEqual({
      change: true,
      revertToPaper: true,
      bgaComment: false,
    });
    expect(selectAgentOffers(seen(agentCase('p-bea'), 'agent'))).toEqual({
      change: true,
      revertToPaper: true,
      bgaComment: true,
    });
    // An annuity has no paper to revert to, but its agent may still ask for changes.
    expect(selectAgentOffers(seen(agentCase('p-alex', { isAnnuity: true }), 'agent'))).toEqual({
      change: true,
      revertToPaper: false,
      bgaComment: false,
    });
    // A canceled annuity has nothing left to change.
    expect(
      selectAgentOffers(seen(agentCase('p-alex', { isAnnuity: true, lifeCycleStatus: 'Canceled' }), 'agent')),
    ).toEqual(none);
  });

  it('shows Continue to the Owner of a case waiting on its customers only (SPEC §2, decision 075)', () => {
    expect(selectShowsContinue(seen(reviewCase(), 'customer'))).toBe(true);
    expect(selectShowsContinue(seen(reviewCase({ lifeCycleStatus: 'WaitingApproval' }), 'customer'))).toBe(
      false,
    );
    expect(selectShowsContinue(seen(null, 'customer'))).toBe(false);
  });

  it("counts the case's reviewed documents for 'N of M documents reviewed'", () => {
    const documents = [
      documentInfo({ documentId: 'd1', isReviewComplete: true }),
      documentInfo({ documentId: 'd2', isReviewComplete: false }),
      documentInfo({ documentId: 'd3', isReviewComplete: false }),
    ];
    expect(selectReviewCounts(seen(reviewCase({ documents }), 'customer'))).toEqual({
      reviewed: 1,
      total: 3,
    });
    expect(selectReviewCounts(seen(reviewCase({ documents: [] }), 'customer'))).toBeNull();
    expect(selectReviewCounts(seen(null, 'customer'))).toBeNull();
  });

  it('offers release and bypass to agents only, nothing before the case is loaded', () => {
    expect(selectReleaseLabel(seen(agentCase('p-bea'), 'agent'))).toBe('Release to Agent');
    expect(selectShowsBypass(seen(agentCase('p-bea'), 'agent'))).toBe(true);
    expect(selectReleaseLabel(seen(agentCase('p-bea'), 'customer'))).toBeNull();
    expect(selectShowsBypass(seen(agentCase('p-bea'), 'customer'))).toBe(false);
    expect(selectReleaseLabel(seen(null, 'agent'))).toBeNull();
    expect(selectShowsBypass(seen(null, 'agent'))).toBe(false);
    expect(selectMayAct(seen(null, 'customer'))).toBe(false);
  });

  it('counts two failures with the same message, and two files without fingerprints, the same', () => {
    const x = rawMessage('x');
    expect(sameDocumentContent({ status: 'failed', message: x }, { status: 'failed', message: x })).toBe(
      true,
    );
    const bare = { status: 'shown', content: 'a', fingerprint: undefined } as const;
    expect(sameDocumentContent(bare, { ...bare })).toBe(true);
  });
});

/** A call the test answers when it chooses, recording the input it was made with. */
function held<T>() {
  const inputs: unknown[] = [];
  let settle: { resolve: (v: T) => void; reject: (e: unknown) => void } | null = null;
  const call = (input: unknown) =>
    new Promise<T>((resolve, reject) => {
      inputs.push(input);
      settle = { resolve, reject };
    });
  return {
    actor: fromPromise<T, unknown>(({ input }) => call(input)),
    call,
    inputs,
    resolve: (v: T) => settle?.resolve(v),
    reject: (e: unknown) => settle?.reject(e),
  };
}

const refusal = (call: 'bypassApproval' | 'paymentInfo') =>
  new ApiError('The service could not take this now.', { code: 'Conflict', status: 409, call });

function startFlow(caseData: Case, role: 'customer' | 'agent') {
  const effects: string[] = [];
  let loads = 0;
  const reload = held<Case>();
  const documents = held<unknown[]>();
  const release = held<unknown>();
  const bypass = held<unknown>();
  const payment = held<PaymentInfo>();
  const machine = documentReviewMachine.provide({
    actors: {
      // The first load answers at once; the reload after a release is held.
      loadCase: fromPromise<Case, { caseId: string; role: 'customer' | 'agent' }>(({ input }) =>
        loads++ === 0 ? Promise.resolve(caseData) : reload.call(input),
      ),
      loadDocuments: documents.actor as never,
      releaseCase: release.actor as never,
      bypassApproval: bypass.actor as never,
      loadPaymentInfo: payment.actor as never,
      documentCard: cardsThatSendNothing,
    },
    actions: {
      navigate: (_, target) => void effects.push(`navigate:${target.name}`),
      notify: (_, p) => void effects.push(`${p.kind}:${say(p.message, 'en')}`),
    },
  });
  const actor = createActor(machine, { input: { caseId: caseData.caseId, role } }).start();
  return { actor, effects, reload, documents, release, bypass, payment };
}

const reviewed = (over: Partial<Case> = {}) =>
  agentCase('p-bea', { documents: [documentInfo({ documentId: 'd1', isReviewComplete: true })], ...over });

describe('documentReview calls', () => {
  it("shows a document as still fetching while the case's files load (SPEC §2)", async () => {
    const { actor } = startFlow(reviewed(), 'agent');
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectDocumentContent(actor.getSnapshot(), 'd1')).toEqual({ status: 'fetching' });
  });

  it('holds the page busy while the bypass runs, for this case; a refused bypass says why and may be tried again', async () => {
    const { actor, effects, bypass } = startFlow(reviewed(), 'agent');
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'review.bypass' });
    actor.send({ type: 'review.confirmBypass' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(bypass.inputs).toEqual([{ caseId: '100011' }]);
    bypass.reject(refusal('bypassApproval'));
    await waitFor(actor, () => effects.length === 1);
    expect(effects).toEqual(['error:The service could not take this now.']);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    actor.send({ type: 'review.bypass' });
    actor.send({ type: 'review.confirmBypass' });
    expect(bypass.inputs).toHaveLength(2);
  });

  it('does not bypass a case that a refresh shows was released meanwhile', async () => {
    const { actor, bypass, reload } = startFlow(reviewed(), 'agent');
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'review.bypass' });
    actor.send({ type: 'review.refresh' });
    reload.resolve(
      reviewed({
        lifeCycleStatus: 'WaitingAcceptance',
        friendlyStatus: 'Waiting Acceptance',
        approvals: [
          { ...approval('p-bea', 'Bga'), isComplete: true },
          { ...approval('p-alex', 'Agent'), isComplete: true },
        ],
      }),
    );
    await waitFor(actor, (s) => s.context.case?.lifeCycleStatus === 'WaitingAcceptance');
    actor.send({ type: 'review.confirmBypass' });
    expect(bypass.inputs).toEqual([]);
  });

  it('holds the page busy while the released case reloads, for this case and role; a failed reload still goes on', async () => {
    const { actor, effects, release, reload } = startFlow(reviewed(), 'agent');
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'review.release' });
    release.resolve({ isSuccessful: true });
    await waitFor(actor, () => reload.inputs.length === 1);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(reload.inputs).toEqual([{ caseId: '100011', role: 'agent' }]);
    reload.reject(new Error('offline'));
    await waitFor(actor, () => effects.length === 2);
    expect(effects).toEqual(['success:Release was successful', 'navigate:AgentConfirmation']);
    expect(actor.getSnapshot().matches('leaving')).toBe(true);
  });

  it("refuses Continue until every document is reviewed, with SPEC's error", async () => {
    const { actor, effects } = startFlow(
      reviewCase({ documents: [documentInfo({ documentId: 'd1', isReviewComplete: false })] }),
      'customer',
    );
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'review.continue' });
    expect(effects).toEqual([
      'error:You must review all of the documents for your policy before continuing.',
    ]);
  });

  it('holds the page busy while the payment status loads, for this case; a failure says why and Continue may be pressed again', async () => {
    const { actor, effects, payment } = startFlow(
      reviewCase({ documents: [documentInfo({ documentId: 'd1', isReviewComplete: true })] }),
      'customer',
    );
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'review.continue' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(payment.inputs).toEqual([{ caseId: '100001' }]);
    payment.reject(refusal('paymentInfo'));
    await waitFor(actor, () => effects.length === 1);
    expect(effects).toEqual(['error:The service could not take this now.']);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    actor.send({ type: 'review.continue' });
    expect(payment.inputs).toHaveLength(2);
  });
});
