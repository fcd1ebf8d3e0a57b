import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { agentOffers } from '../../machines/agentActions.ts';
import { agentCasePageMachine } from '../../machines/agentCasePage.ts';
import {
  documentReviewMachine,
  selectReleaseLabel,
  selectShowsBypass,
} from '../../machines/documentReview.ts';
import { ApiError } from '../../src/api/errors.ts';
import type { Case } from '../../src/api/schemas/case.ts';
import type { Document } from '../../src/api/schemas/document.ts';
import type { Party } from '../../src/api/schemas/party.ts';
import {
  agentCaseFacts,
  agentNextSteps,
  agentStatusText,
  releaseMessage,
  reviewedDocumentNote,
} from '../../src/domain/agent/agentCase.ts';
import { formPostFor, policyLink } from '../../src/domain/agent/policyLinks.ts';
import { pastReviewTarget } from '../../src/domain/documents/documents.ts';
import { say } from '../../src/i18n/texts.ts';
import { approval, approvalCase100011, cardsThatSendNothing, documentInfo } from './document-fixtures.ts';

/** Case 100011 as Bea (Bga) or Alex (Agent) sees it: two open approvals, Bga first; its one document reviewed. */
const agentCase = (partyId: 'p-bea' | 'p-alex', over: Partial<Case> = {}): Case =>
  approvalCase100011(partyId, {
    documents: [documentInfo({ documentId: 'd1', isReviewComplete: true })],
    ...over,
  });

describe('agent case rules', () => {
  it('words the release by whom the case goes to next (SPEC §4)', () => {
    expect(releaseMessage([], ['p-alex'])).toBe('Release to Customer');
    expect(releaseMessage([approval('p-alex', 'Agent')], ['p-alex'])).toBe('Release to Customer');
    expect(releaseMessage([approval('p-bea', 'Bga'), approval('p-alex', 'Agent')], ['p-bea'])).toBe(
      'Release to Agent',
    );
    expect(releaseMessage([approval('p-bea', 'Bga'), approval('p-alex', 'Agent')], ['p-alex'])).toBe(
      'Release to Customer',
    );
    expect(releaseMessage([approval('p-alex', 'Agent'), approval('p-bea', 'Bga')], ['p-alex'])).toBe(
      'Release to Customer',
    );
    expect(
      releaseMessage(
        [approval('p-x', 'Agent', true), approval('p-s', 'SubBga'), approval('p-bea', 'Bga')],
        ['p-s'],
      ),
    ).toBe('Release to Bga');
    // A single approval left open that is not the releaser's (a WaitingRelease case, which any agent who
    // reviewed may release): the case goes to the customers (decision 026).
    expect(releaseMessage([approval('p-alex', 'Agent', true), approval('p-bea', 'Bga')], ['p-alex'])).toBe(
      'Release to Customer',
    );
  });

  it('shows on the agent’s case card the agents, the insureds and the insureds’ e-mails (SPEC §6, decision 020)', () => {
    const person = (id: string, displayName: string, emailAddress: string | null, roles: Party['roles']) => ({
      id,
      displayName,
      emailAddress,
      roles,
    });
    const facts = agentCaseFacts({
      parties: [
        person('p-own', 'Bruno Buyer', 'bruno@example.net', ['Owner', 'Insured']),
        person('p-olga', 'Olga Owner', 'olga@example.net', ['Owner']),
        person('p-ida', 'Ida Insured', null, ['Insured']),
        person('p-ian', 'Ian Insured', 'ian@example.com', ['Insured']),
        person('p-bea', 'Bea Bga', 'bea@example.com', ['Bga']),
        person('p-alex', 'Alex Agent', null, ['Agent']),
        person('p-amy', 'Amy Agent', 'amy@example.com', ['Agent']),
      ],
    });
    expect(facts).toEqual({
      agentNames: 'Alex Agent, Amy Agent',
      insuredNames: 'Bruno Buyer, Ida Insured, Ian Insured',
      insuredEmails: 'bruno@example.net, ian@example.com',
    });
    // An annuity's card names its annuitant where a life policy names the insured.
    expect(
      agentCaseFacts({
        parties: [
          person('p-ann', 'Anna Annuitant', 'anna@example.com', ['Owner', 'Annuitant']),
          person('p-alex', 'Alex Agent', null, ['Agent']),
        ],
      }),
    ).toEqual({
      agentNames: 'Alex Agent',
      insuredNames: 'Anna Annuitant',
      insuredEmails: 'anna@example.com',
    });
  });

  it('offers Revert to Paper for life cases not yet reverted, the BGA comment to Bga on open cases', () => {
    expect(agentOffers(agentCase('p-alex')).revertToPaper).toBe(true);
    expect(agentOffers(agentCase('p-alex', { isAnnuity: true })).revertToPaper).toBe(false);
    expect(agentOffers(agentCase('p-alex', { lifeCycleStatus: 'RevertedToPaper' })).revertToPaper).toBe(
      false,
    );
    expect(agentOffers(agentCase('p-bea')).bgaComment).toBe(true);
    expect(agentOffers(agentCase('p-alex')).bgaComment).toBe(false);
    expect(agentOffers(agentCase('p-bea', { lifeCycleStatus: 'Canceled' })).bgaComment).toBe(false);
  });

  it('sends agents past the review once the case is with the customers', () => {
    expect(pastReviewTarget(agentCase('p-alex'), 'agent')).toBeNull();
    expect(pastReviewTarget(agentCase('p-alex', { lifeCycleStatus: 'WaitingAcceptance' }), 'agent')).toBe(
      'agentConfirmation',
    );
    expect(
      pastReviewTarget(agentCase('p-alex', { lifeCycleStatus: 'Complete', isAnnuity: true }), 'agent'),
    ).toBe('agentConfirmationAnnuity');
  });

  it('says where a policy link goes (SPEC §2)', () => {
    const row = { caseId: '100010', lifeCycleStatus: 'WaitingApproval' as const, isAnnuity: false };
    expect(policyLink({ ...row, caseId: 'LEG-7001' }, true)).toEqual({ kind: 'legacy', caseId: 'LEG-7001' });
    expect(policyLink({ ...row, caseId: 'LEG-7001' }, false).kind).toBe('legacy');
    expect(policyLink(row, false)).toEqual({ kind: 'sso', destination: 'CaseDetails', caseId: '100010' });
    expect(policyLink(row, true)).toEqual({
      kind: 'route',
      target: { name: 'DocumentReview', params: { caseId: '100010' } },
    });
    expect(policyLink({ ...row, lifeCycleStatus: 'WaitingCompletion', isAnnuity: true }, true)).toEqual({
      kind: 'route',
      target: { name: 'AgentConfirmationAnnuity', params: { caseId: '100010' } },
    });
    // Decision 025: every agent-confirmation status opens the agent confirmation, not the review.
    for (const lifeCycleStatus of [
      'WaitingAcceptance',
      'WaitingCompletion',
      'WaitingDeliveryConfirmation',
      'Complete',
    ] as const) {
      expect(policyLink({ ...row, lifeCycleStatus }, true), lifeCycleStatus).toEqual({
        kind: 'route',
        target: { name: 'AgentConfirmation', params: { caseId: '100010' } },
      });
    }
  });

  describe('the form post a policy link makes (SPEC §2, §7; decision 025)', () => {
    const sources = {
      legacySystemUrl: 'https://legacy.example/open',
      ssoEndpoint: 'https://sso.example/enter',
      sessionToken: 'token-123',
      agentName: 'Alex Agent',
    };

    it('posts the token and agent name to the legacy system in a popup, the case id in its address', () => {
      expect(formPostFor({ kind: 'legacy', caseId: 'LEG-7001' }, sources)).toEqual({
        action: 'https://legacy.example/open?id=LEG-7001',
        fields: { token: 'token-123', agentName: 'Alex Agent' },
        target: 'popup',
      });
    });

    it('keeps a query the legacy address already has and adds the case id to it', () => {
      const post = formPostFor(
        { kind: 'legacy', caseId: 'LEG 7/1' },
        { ...sources, legacySystemUrl: 'https://legacy.example/open?site=epd' },
      );
      const address = new URL(post?.action ?? '');
      expect(address.searchParams.get('site')).toBe('epd');
      expect(address.searchParams.get('id')).toBe('LEG 7/1');
    });

    it('posts the agent token, destination and case id to the single sign-on in this tab', () => {
      expect(formPostFor({ kind: 'sso', destination: 'CaseDetails', caseId: '100010' }, sources)).toEqual({
        action: 'https://sso.example/enter',
        fields: { agentToken: 'token-123', destination: 'CaseDetails', caseId: '100010' },
        target: 'self',
      });
    });

    it('makes no post when the configuration names no address for it', () => {
      expect(
        formPostFor({ kind: 'legacy', caseId: 'LEG-7001' }, { ...sources, legacySystemUrl: null }),
      ).toBeNull();
      expect(
        formPostFor(
          { kind: 'sso', destination: 'CaseDetails', caseId: '100010' },
          { ...sources, ssoEndpoint: null },
        ),
      ).toBeNull();
      // Each link uses its own address only.
      expect(
        formPostFor({ kind: 'legacy', caseId: 'LEG-7001' }, { ...sources, ssoEndpoint: null })?.target,
      ).toBe('popup');
      expect(
        formPostFor(
          { kind: 'sso', destination: 'CaseDetails', caseId: '100010' },
          { ...sources, legacySystemUrl: null },
        )?.target,
      ).toBe('self');
    });
  });

  it('words the agent confirmation by display status', () => {
    expect(agentStatusText('Waiting Agent Approval')).toBe(
      'This case was released to the agents to review and release to the customers.',
    );
    expect(agentStatusText('Waiting Acceptance')).toBe('This case was released to the customers.');
    expect(agentNextSteps('Waiting Agent Approval', false)).toMatch(/^The next agent on the policy reviews/);
    expect(agentNextSteps('Waiting Acceptance', true)).toMatch(
      /^Each customer on the contract receives an e-mail/,
    );
    // A released case no longer waits on any agent's review: never 'not yet reviewed'.
    expect(reviewedDocumentNote(false, 'Waiting Acceptance')).toBe('released to the customers');
    expect(reviewedDocumentNote(false, 'Waiting Agent Approval')).toBe('not reviewed by you');
    expect(reviewedDocumentNote(true, 'Complete')).toBe('reviewed');
  });
});

function startAgentReview(caseData: Case, calls: { release?: () => Promise<unknown> } = {}) {
  let current = caseData;
  const effects: string[] = [];
  const machine = documentReviewMachine.provide({
    actors: {
      loadCase: fromPromise<Case, { caseId: string; role: 'customer' | 'agent' }>(async () => current),
      loadDocuments: fromPromise(async () => current.documents.map((d) => ({ ...d, content: 'JVBERi0=' }))),
      releaseCase: fromPromise(async () => {
        effects.push('release');
        const result = await (calls.release?.() ?? Promise.resolve({ isSuccessful: true }));
        current = { ...current, lifeCycleStatus: 'WaitingAcceptance', friendlyStatus: 'Waiting Acceptance' };
        return result;
      }),
      bypassApproval: fromPromise<unknown, { caseId: string }>(async () => {
        effects.push('bypass');
        return {};
      }),
      documentCard: cardsThatSendNothing,
    },
    actions: {
      navigate: (_, target) => void effects.push(`navigate:${target.name}`),
      notify: (_, p) => void effects.push(`${p.kind}:${say(p.message, 'en')}`),
    },
  });
  const actor = createActor(machine, { input: { caseId: caseData.caseId, role: 'agent' } }).start();
  return { actor, effects };
}

/** Case 100011 once Bea has released it: Alex is the next approver. */
const alexNext = (over: Partial<Case> = {}) =>
  agentCase('p-alex', { approvals: [approval('p-bea', 'Bga', true), approval('p-alex', 'Agent')], ...over });

describe('documentReview as an agent', () => {
  it('offers Bea the release to the Agent and the bypass; Alex, next after Bea, the release to the Customer, no bypass', async () => {
    const bea = startAgentReview(agentCase('p-bea'));
    await waitFor(bea.actor, (s) => s.matches('ready'));
    expect(selectReleaseLabel(bea.actor.getSnapshot())).toBe('Release to Agent');
    expect(selectShowsBypass(bea.actor.getSnapshot())).toBe(true);
    const waiting = startAgentReview(agentCase('p-alex'));
    await waitFor(waiting.actor, (s) => s.matches('ready'));
    expect(selectReleaseLabel(waiting.actor.getSnapshot())).toBeNull();
    const alex = startAgentReview(alexNext());
    await waitFor(alex.actor, (s) => s.matches('ready'));
    expect(selectReleaseLabel(alex.actor.getSnapshot())).toBe('Release to Customer');
    expect(selectShowsBypass(alex.actor.getSnapshot())).toBe(false);
    alex.actor.send({ type: 'review.bypass' });
    expect(alex.effects).not.toContain('bypass');
  });

  it('refuses the release until every document is reviewed', async () => {
    const { actor, effects } = startAgentReview(
      alexNext({ documents: [documentInfo({ documentId: 'd1', isReviewComplete: false })] }),
    );
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'review.release' });
    // SPEC's sentence, then what it means for Release (decision 364).
    expect(effects).toEqual([
      'error:You must review all of the documents for your policy before approving. Releasing is your approval: open each document marked ! and press Next, then release.',
    ]);
    expect(actor.getSnapshot().matches({ ready: { flow: 'reviewing' } })).toBe(true);
  });

  it('releases, toasts, reloads the case and goes to the agent confirmation', async () => {
    const { actor, effects } = startAgentReview(alexNext());
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'review.release' });
    await waitFor(actor, (s) => s.matches('leaving'));
    expect(effects).toEqual(['release', 'success:Release was successful', 'navigate:AgentConfirmation']);
    expect(actor.getSnapshot().context.case?.lifeCycleStatus).toBe('WaitingAcceptance');
  });

  it("shows the server's errors.Error when the release is refused, and stays", async () => {
    const refusal = new ApiError('Only the next assigned approver can release this case.', {
      code: 'Conflict',
      status: 409,
      call: 'releaseCase',
    });
    const { actor, effects } = startAgentReview(alexNext(), {
      release: () => Promise.reject(refusal),
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'review.release' });
    await waitFor(actor, () => effects.length === 2);
    expect(effects).toEqual(['release', 'error:Only the next assigned approver can release this case.']);
    expect(actor.getSnapshot().matches({ ready: { flow: 'reviewing' } })).toBe(true);
  });

  it('asks a Bga to confirm the bypass; No changes nothing', async () => {
    const { actor, effects } = startAgentReview(agentCase('p-bea'));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'review.bypass' });
    expect(actor.getSnapshot().matches({ ready: { flow: 'confirmingBypass' } })).toBe(true);
    actor.send({ type: 'review.cancelBypass' });
    expect(actor.getSnapshot().matches({ ready: { flow: 'reviewing' } })).toBe(true);
    expect(effects).toEqual([]);
  });

  it('bypasses for a Bga once confirmed and goes to the agent confirmation', async () => {
    const { actor, effects } = startAgentReview(agentCase('p-bea'));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'review.bypass' });
    expect(effects).toEqual([]);
    actor.send({ type: 'review.confirmBypass' });
    await waitFor(actor, (s) => s.matches('leaving'));
    expect(effects).toEqual([
      'bypass',
      'success:Approval was bypassed: the case is released to the customer.',
      'navigate:AgentConfirmation',
    ]);
  });
});

describe('agentCasePage', () => {
  const signedPolicyOnly = async (): Promise<Document[]> => [
    { ...documentInfo({ documentId: 's', documentType: 'SignedPolicy' }), content: 'JVBERi0=' },
  ];

  function start(
    loadCase: () => Promise<Case>,
    withSignedPolicy = true,
    loadSignedPolicy: () => Promise<Document[]> = signedPolicyOnly,
  ) {
    const effects: string[] = [];
    const calls: string[] = [];
    const machine = agentCasePageMachine.provide({
      actors: {
        loadCase: fromPromise<Case, { caseId: string }>(async ({ input }) => {
          calls.push(`getCaseForAgent:${input.caseId}`);
          return loadCase();
        }),
        loadSignedPolicy: fromPromise<Document[], { caseId: string }>(async ({ input }) => {
          calls.push(`documentsOnlySignedPolicy:${input.caseId}`);
          return loadSignedPolicy();
        }),
      },
      actions: {
        navigate: (_, target) => void effects.push(`navigate:${target.name}`),
        closeWindow: () => void effects.push('close'),
      },
    });
    return {
      actor: createActor(machine, { input: { caseId: '100010', withSignedPolicy } }).start(),
      effects,
      calls,
    };
  }

  it('the confirmation asks for the case it was opened on and its signed policy, and shows that case', async () => {
    const { actor, calls } = start(async () => agentCase('p-alex'));
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls).toEqual(['getCaseForAgent:100010', 'documentsOnlySignedPolicy:100010']);
    expect(actor.getSnapshot().context.case?.caseId).toBe(agentCase('p-alex').caseId);
  });

  it('the details page asks for the case only, and shows it', async () => {
    const { actor, calls } = start(async () => agentCase('p-alex'), false);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls).toEqual(['getCaseForAgent:100010']);
    expect(actor.getSnapshot().context.case?.caseId).toBe(agentCase('p-alex').caseId);
  });

  it('shows the case when the signed policy does not load, and the frame says why: the response body (SPEC §8)', async () => {
    const { actor } = start(
      async () => agentCase('p-alex'),
      true,
      async () => {
        throw new ApiError('The document service is unavailable. Please try again later.', {
          code: 'DocumentsDown',
          status: 503,
          call: 'documentsOnlySignedPolicy',
        });
      },
    );
    await waitFor(actor, (s) => s.matches('ready'));
    const { context } = actor.getSnapshot();
    expect(context.case?.caseId).toBe(agentCase('p-alex').caseId);
    expect(context.signedPolicy).toBeNull();
    expect(context.documentError).toBe('The document service is unavailable. Please try again later.');
  });

  it('loads the case and the signed policy; back closes a popup, else goes to the list', async () => {
    const { actor, effects } = start(async () => agentCase('p-alex'));
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.signedPolicy?.documentId).toBe('s');
    actor.send({ type: 'page.back', popup: true });
    actor.send({ type: 'page.back', popup: false });
    expect(effects).toEqual(['close', 'navigate:AgentHome']);
  });

  it('tells an agent off the case so, and retries', async () => {
    let fail = true;
    const { actor } = start(async () => {
      if (fail) throw new ApiError('Forbidden', { code: 'Forbidden', status: 403, call: 'getCaseForAgent' });
      return agentCase('p-alex');
    }, false);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('This case is not in your book of business.');
    fail = false;
    actor.send({ type: 'page.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.signedPolicy).toBeNull();
  });
});
