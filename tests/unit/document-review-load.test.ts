import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { documentReviewMachine, type Notice } from '../../machines/documentReview.ts';
import { ApiError } from '../../src/api/errors.ts';
import type { Case } from '../../src/api/schemas/case.ts';
import type { DocumentInfo } from '../../src/api/schemas/document.ts';
import { SPEC_TEXTS } from '../../src/domain/failureTexts.ts';
import type { RouteTarget } from '../../src/domain/routeNames.ts';
import { message } from '../../src/i18n/message.ts';
import { rawMessage } from '../../src/i18n/rawText.ts';
import {
  approval,
  approvalCase100011,
  cardsThatSendNothing,
  documentInfo,
  reviewCase,
} from './document-fixtures.ts';

// The review's loads, redirects and release as SPEC §2 (DocumentReview), §4 and §8 describe them: each
// test records what the machine asked of the app (loads with their input, navigations, toasts).

interface Calls {
  loads: { caseId: string; role: string; askedAhead?: boolean }[];
  releases: { caseId: string }[];
  navigations: RouteTarget[];
  notices: Notice[];
}

function startReview(
  loads: (() => Promise<Case>)[],
  {
    role = 'customer',
    partyId,
    release,
    documentsError,
  }: {
    role?: 'customer' | 'agent';
    partyId?: string;
    release?: () => Promise<unknown>;
    documentsError?: Error;
  } = {},
) {
  const calls: Calls = { loads: [], releases: [], navigations: [], notices: [] };
  let last: Case | null = null;
  const machine = documentReviewMachine.provide({
    actors: {
      loadCase: fromPromise<Case, { caseId: string; role: 'customer' | 'agent'; askedAhead?: boolean }>(
        async ({ input }) => {
          const load = loads[Math.min(calls.loads.length, loads.length - 1)]!;
          calls.loads.push(input);
          last = await load();
          return last;
        },
      ),
      loadDocuments: fromPromise(async () => {
        if (documentsError) throw documentsError;
        return (last as Case).documents.map((d) => ({ ...d, content: 'JVBERi0=' }));
      }),
      releaseCase: fromPromise<unknown, { caseId: string }>(async ({ input }) => {
        calls.releases.push(input);
        return (release ?? (async () => ({ isSuccessful: true })))();
      }),
      bypassApproval: fromPromise<unknown, { caseId: string }>(async ({ input }) => {
        calls.releases.push(input);
        return {};
      }),
      documentCard: cardsThatSendNothing,
    },
    actions: {
      navigate: (_, target) => void calls.navigations.push(target),
      notify: (_, notice) => void calls.notices.push(notice),
    },
  });
  const actor = createActor(machine, {
    input: { caseId: '100011', role, ...(partyId ? { partyId } : {}) },
  }).start();
  return { actor, calls };
}

/** Case 100011 with Bea's (Bga) release done, Alex's (Agent) open, the Owner consented; its one document reviewed. */
const approvalCase = (partyId: string, over: Partial<Case> = {}): Case => {
  const base = approvalCase100011(partyId, {
    approvals: [approval('p-bea', 'Bga', true), approval('p-alex', 'Agent')],
    documents: [documentInfo({ documentId: 'd1', isReviewComplete: true })],
  });
  const consented = base.parties.map((p) =>
    p.id === 'p-own' ? { ...p, consentedAt: '2026-01-01T09:00:00.000Z' } : p,
  );
  return { ...base, parties: consented, ...over };
};

const forCase = (c: Case) => () => Promise.resolve(c);

describe('documentReview: loading and leaving', () => {
  it('asks for the case it was opened on, as the role it was opened as, and gives the comment modal the case', async () => {
    const { actor, calls } = startReview([forCase(reviewCase({ caseId: '100011' }))]);
    await waitFor(actor, (s) => s.matches('ready'));
    // Its first load may take the answer its route asked for ahead (decision 526); a reload never does.
    expect(calls.loads).toEqual([{ caseId: '100011', role: 'customer', askedAhead: true }]);
    expect(actor.system.get('commentModal')?.getSnapshot().context.caseId).toBe('100011');
  });

  it('an annuity released by its agent goes to the annuity agent confirmation of that case, busy meanwhile', async () => {
    let answer: (value: unknown) => void = () => {};
    const { actor, calls } = startReview([forCase(approvalCase('p-alex', { isAnnuity: true }))], {
      role: 'agent',
      release: () => new Promise((resolve) => (answer = resolve)),
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'review.release' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(calls.releases).toEqual([{ caseId: '100011' }]);
    answer({ isSuccessful: true });
    await waitFor(actor, (s) => s.matches('leaving'));
    expect(calls.navigations).toEqual([{ name: 'AgentConfirmationAnnuity', params: { caseId: '100011' } }]);
  });

  it('a customer has no Release and no Bypass, even on a case an agent could release or bypass', async () => {
    // Alex could release (Bea has); Bea could release and bypass (both approvals open).
    const bea = approvalCase('p-bea', { approvals: [approval('p-bea', 'Bga'), approval('p-alex', 'Agent')] });
    const consented = (c: Case): Case => ({
      ...c,
      parties: c.parties.map((p) => ({ ...p, consentedAt: '2026-01-01T09:00:00.000Z' })),
    });
    for (const c of [approvalCase('p-alex'), bea].map(consented)) {
      const { actor, calls } = startReview([forCase(c)]);
      await waitFor(actor, (s) => s.matches('ready'));
      actor.send({ type: 'review.release' });
      actor.send({ type: 'review.bypass' });
      actor.send({ type: 'review.confirmBypass' });
      expect(actor.getSnapshot().matches({ ready: { flow: 'reviewing' } })).toBe(true);
      expect(calls.releases).toEqual([]);
    }
  });

  it("an agent on an annuity already with the customers is sent on to that case's annuity agent confirmation; the review ends", async () => {
    const released = approvalCase('p-alex', {
      isAnnuity: true,
      lifeCycleStatus: 'WaitingAcceptance',
      friendlyStatus: 'Waiting Acceptance',
      approvals: [approval('p-bea', 'Bga', true), approval('p-alex', 'Agent', true)],
    });
    const { actor, calls } = startReview([forCase(released)], { role: 'agent' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.navigations).toEqual([
      { name: 'AgentConfirmationAnnuity', params: { caseId: '100011' }, replace: true },
    ]);
    expect(actor.getSnapshot().context.case).toEqual(released);
  });

  it('a customer who has not consented goes to the consent screen for the party the review was opened for (decision 212)', async () => {
    const c = reviewCase({ caseId: '100011' });
    const asked = { ...c, parties: c.parties.map(({ consentedAt: _, ...party }) => party) };
    const { actor, calls } = startReview([forCase(asked)], { partyId: 'p-olivia' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.navigations).toEqual([
      { name: 'Consent', params: { caseId: '100011' }, search: { partyId: 'p-olivia' }, replace: true },
    ]);
    expect(actor.getSnapshot().context.case).toEqual(asked);
  });

  it("a case that does not exist says SPEC §8's 'Case not found!' and the review ends (the way home)", async () => {
    const missing = new ApiError('no such case', { code: 'NotFound', status: 404, call: 'getCase' });
    const { actor } = startReview([() => Promise.reject(missing)]);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().context.loadError).toEqual(message(SPEC_TEXTS, 'caseNotFound'));
  });

  it('the document service down, or no answer from it, is the down state with its words (SPEC §8)', async () => {
    for (const down of [
      new ApiError('The documents did not arrive.', { code: 'Network', status: 0, call: 'documents' }),
      new ApiError('The document service is down.', {
        code: 'DocumentsDown',
        status: 503,
        call: 'documents',
      }),
    ]) {
      const { actor } = startReview([forCase(reviewCase({ caseId: '100011' }))], { documentsError: down });
      await waitFor(actor, (s) => s.matches({ ready: { content: 'down' } }));
      expect(actor.getSnapshot().context.documentsError).toEqual(rawMessage(down.message));
    }
  });

  it('a reload after a change tells each card who may act now, and keeps the case it read', async () => {
    const first = reviewCase({ caseId: '100011' });
    const accepted = reviewCase({ caseId: '100011', lifeCycleStatus: 'ChangeRequested' });
    const { actor, calls } = startReview([forCase(first), forCase(accepted)]);
    await waitFor(actor, (s) => s.matches('ready'));
    const card = actor.getSnapshot().context.cards[0]!.ref;
    expect(card.getSnapshot().context.mayAct).toBe(true);
    actor.send({ type: 'review.refresh' });
    await waitFor(actor, (s) => calls.loads.length === 2 && s.matches({ ready: { sync: 'current' } }));
    expect(calls.loads[1]).toEqual({ caseId: '100011', role: 'customer' });
    expect(actor.getSnapshot().context.case?.lifeCycleStatus).toBe('ChangeRequested');
    // SPEC §4: once the acceptance is done (ChangeRequested) the customer may no longer act.
    expect(card.getSnapshot().context.mayAct).toBe(false);
  });

  it('a second change or refresh while the case reloads asks for the case again (the newer answer wins)', async () => {
    const c = reviewCase({ caseId: '100011' });
    const never = () => new Promise<Case>(() => {});
    const { actor, calls } = startReview([forCase(c), never]);
    await waitFor(actor, (s) => s.matches('ready'));
    const reviewed = { ...c.documents[0]!, isReviewComplete: true };
    actor.send(updated(reviewed, null, { kind: 'review' }));
    actor.send(updated(reviewed, null, { kind: 'review' }));
    expect(calls.loads).toHaveLength(3);
    actor.send({ type: 'review.refresh' });
    expect(calls.loads).toHaveLength(4);
  });
});

type Submission = { kind: 'review' } | { kind: 'accept'; body: { newStatus: 'Accepted' | 'Declined' } };
const updated = (document: DocumentInfo, nextDocumentId: string | null, submission: Submission) =>
  ({ type: 'card.updated', document, nextDocumentId, submission }) as const;

describe('documentReview: what a card reports', () => {
  it('opens the next document the card names only when the review has it; keeps the other documents as they were', async () => {
    const c = reviewCase({ caseId: '100011' });
    const failing = () => Promise.reject(new Error('no answer'));
    const { actor } = startReview([forCase(c), failing]);
    await waitFor(actor, (s) => s.matches('ready'));
    const d1 = { ...c.documents[0]!, isReviewComplete: true };
    actor.send(updated(d1, 'd9', { kind: 'review' }));
    expect(actor.getSnapshot().context.openDocumentId).toBeNull();
    // The refresh failed: the review reads its own copy, the card's document changed and no other.
    await waitFor(actor, (s) => s.matches({ ready: { sync: 'current' } }));
    expect(actor.getSnapshot().context.case?.documents).toEqual([d1, c.documents[1]]);
    actor.send(updated(d1, 'd2', { kind: 'review' }));
    expect(actor.getSnapshot().context.openDocumentId).toBe('d2');
  });

  it('only a declined save-age document sends the customer to the site root, with a success toast (SPEC §4)', async () => {
    const saveAge = documentInfo({ documentId: 'd1', documentType: 'SaveAge' });
    const other = documentInfo({ documentId: 'd2', documentType: 'Amendment' });
    const c = reviewCase({ caseId: '100011', documents: [saveAge, other] });
    const { actor, calls } = startReview([forCase(c)]);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send(updated(saveAge, null, { kind: 'accept', body: { newStatus: 'Accepted' } }));
    actor.send(updated(other, null, { kind: 'accept', body: { newStatus: 'Declined' } }));
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(calls.navigations).toEqual([]);
    const declined = { ...saveAge, currentReviewStatus: 'Declined' } as DocumentInfo;
    actor.send(updated(declined, null, { kind: 'accept', body: { newStatus: 'Declined' } }));
    expect(actor.getSnapshot().status).toBe('done');
    expect(calls.navigations).toEqual([{ name: 'Home' }]);
    expect(calls.notices).toEqual([expect.objectContaining({ kind: 'success' })]);
    expect(actor.getSnapshot().context.case?.documents[0]).toEqual(declined);
  });
});
