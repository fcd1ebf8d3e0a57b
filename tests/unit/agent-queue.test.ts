import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import { agentQueueMachine } from '../../machines/agentQueue.ts';
import {
  agentSearchMachine,
  type PostLinkInput,
  selectCountLine,
  selectMayLoadMore,
  selectNoResults,
  selectVisibleRows,
} from '../../machines/agentSearch.ts';
import { ATLAS_DIR, splitPage } from '../../scripts/atlas/machines.ts';
import { renderPage } from '../../scripts/atlas/render.ts';
import { ApiError } from '../../src/api/errors.ts';
import type { SearchRequest, SearchResponse } from '../../src/api/schemas/agent.ts';
import {
  criteriaFromAddress,
  EMPTY_CRITERIA,
  NO_RESULTS,
  type SearchCriteria,
} from '../../src/domain/agent/agentSearch.ts';
import {
  QUEUE_FAILED,
  QUEUE_GROUPS,
  QUEUE_LOADING,
  queueCriteria,
  queueGroupOf,
  queueLabel,
} from '../../src/domain/agent/workQueue.ts';
import { say } from '../../src/i18n/texts.ts';
import { casePage, caseRow } from './agent-search-fixtures.ts';

const COUNTS = { toRelease: 3, waitingForCustomers: 5, changeRequested: 1 };
const failure = new ApiError('Error received from api', {
  code: 'ServerError',
  status: 500,
  call: 'queueCounts',
});

describe('the work queue’s words', () => {
  it('says each count as the issue words it, singular and plural', () => {
    expect(queueLabel('toRelease', 3)).toBe('3 to release');
    expect(queueLabel('toRelease', 1)).toBe('1 to release');
    expect(queueLabel('waitingForCustomers', 5)).toBe('5 waiting for customers');
    expect(queueLabel('waitingForCustomers', 1)).toBe('1 waiting for a customer');
    expect(queueLabel('waitingForCustomers', 0)).toBe('0 waiting for customers');
    expect(queueLabel('changeRequested', 1)).toBe('1 change requested');
    expect(queueLabel('changeRequested', 2)).toBe('2 changes requested');
  });

  it('says the queue is loading, or could not be loaded, in decision 083’s words', () => {
    expect(QUEUE_LOADING).toBe('Loading your work queue…');
    expect(QUEUE_FAILED).toBe('Your work queue could not be loaded.');
  });

  it('narrows only the to-release group to the cases waiting on this agent (decision 083)', () => {
    // Customers' and change-requested cases wait on no agent's approval: with `includeApprovalStatus`
    // the agent's list would show none of the cases the count promised.
    expect(queueCriteria('waitingForCustomers')).toEqual({
      ...EMPTY_CRITERIA,
      statuses: ['WaitingAcceptance', 'WaitingCompletion', 'WaitingDeliveryConfirmation'],
      awaitingMyApproval: false,
    });
    expect(queueCriteria('changeRequested')).toEqual({
      ...EMPTY_CRITERIA,
      statuses: ['ChangeRequested', 'AgentChangeRequested', 'BgaChangeRequested'],
      awaitingMyApproval: false,
    });
  });

  it('stands each group for a search of its statuses over the whole book', () => {
    expect(queueCriteria('toRelease')).toEqual({
      ...EMPTY_CRITERIA,
      statuses: ['WaitingApproval', 'WaitingRelease'],
      awaitingMyApproval: true,
    });
    expect(queueCriteria('waitingForCustomers').statuses).toEqual([
      'WaitingAcceptance',
      'WaitingCompletion',
      'WaitingDeliveryConfirmation',
    ]);
    expect(queueCriteria('changeRequested').statuses).toEqual([
      'ChangeRequested',
      'AgentChangeRequested',
      'BgaChangeRequested',
    ]);
    for (const group of QUEUE_GROUPS) expect(queueGroupOf(queueCriteria(group))).toBe(group);
    expect(queueGroupOf(null)).toBeNull();
    expect(queueGroupOf({ ...queueCriteria('changeRequested'), partyName: 'maya' })).toBeNull();
  });
});

/** The queue once its first count came. */
function loadedQueue(input: { listAllPolicies?: 'true' }) {
  const [loading] = initialTransition(agentQueueMachine, input);
  return transition(agentQueueMachine, loading, {
    type: 'xstate.done.actor.loadQueueCounts',
    output: COUNTS,
  } as never)[0];
}

describe('agentQueue machine', () => {
  it('loads the counts on start and keeps them', () => {
    const [loading, actions] = initialTransition(agentQueueMachine, {});
    expect(loading.value).toBe('loading');
    expect(loading.hasTag('busy')).toBe(true);
    expect(actions).toContainEqual(expect.objectContaining({ type: 'xstate.spawnChild' }));
    const [loaded] = transition(agentQueueMachine, loading, {
      type: 'xstate.done.actor.loadQueueCounts',
      output: COUNTS,
    } as never);
    expect(loaded.value).toEqual({ loaded: 'shown' });
    expect(loaded.context.counts).toEqual(COUNTS);
  });

  it('counts again on request, showing the old counts meanwhile and keeping them if the count fails', () => {
    const loaded = loadedQueue({});
    const [refreshing, actions] = transition(agentQueueMachine, loaded, { type: 'queue.refresh' });
    expect(refreshing.value).toEqual({ loaded: 'refreshing' });
    expect(refreshing.hasTag('busy')).toBe(false);
    expect(refreshing.context.counts).toEqual(COUNTS);
    expect(actions).toContainEqual(expect.objectContaining({ type: 'xstate.spawnChild' }));
    // A group may still be picked while the new counts come.
    const [, picked] = transition(agentQueueMachine, refreshing, { type: 'queue.pick', group: 'toRelease' });
    expect(picked.map((a) => a.type)).toContain('navigate');

    const fresh = { toRelease: 2, waitingForCustomers: 6, changeRequested: 0 };
    const [recounted] = transition(agentQueueMachine, refreshing, {
      type: 'xstate.done.actor.refreshQueueCounts',
      output: fresh,
    } as never);
    expect(recounted.value).toEqual({ loaded: 'shown' });
    expect(recounted.context.counts).toEqual(fresh);
    const [kept] = transition(agentQueueMachine, refreshing, {
      type: 'xstate.error.actor.refreshQueueCounts',
      error: failure,
    } as never);
    expect(kept.value).toEqual({ loaded: 'shown' });
    expect(kept.context.counts).toEqual(COUNTS);
  });

  it('waits in failed after a failure, with no counts, until a retry loads again', () => {
    const [loading] = initialTransition(agentQueueMachine, {});
    const [failed] = transition(agentQueueMachine, loading, {
      type: 'xstate.error.actor.loadQueueCounts',
      error: failure,
    } as never);
    expect(failed.value).toBe('failed');
    expect(failed.context.counts).toBeNull();
    expect(failed.can({ type: 'queue.pick', group: 'toRelease' })).toBe(false);
    const [again] = transition(agentQueueMachine, failed, { type: 'queue.retry' });
    expect(again.value).toBe('loading');
  });

  it('picks a group by asking for its search in the address, keeping listAllPolicies', () => {
    const loaded = loadedQueue({ listAllPolicies: 'true' });
    for (const group of QUEUE_GROUPS) {
      const [after, actions] = transition(agentQueueMachine, loaded, { type: 'queue.pick', group });
      expect(after.value).toEqual({ loaded: 'shown' });
      const navigate = actions.find((a) => a.type === 'navigate') as { params: { search: object } };
      expect(navigate.params).toMatchObject({ name: 'AgentHome', search: { listAllPolicies: 'true' } });
      // The address reads back as exactly the group's search (what the search machine then runs).
      expect(criteriaFromAddress(navigate.params.search)).toEqual(queueCriteria(group));
      // The pick clears the free-text filter, so the list holds exactly the count (decision 083).
      expect(navigate.params.search).not.toHaveProperty('filter');
    }
  });
});

// The search machine's screen selectors, its later pages and its atlas page (the tenth session, after
// the first whole run of part agent-search).
function searchWith(answers: (SearchResponse | Error)[], criteria: SearchCriteria | null = EMPTY_CRITERIA) {
  const requests: SearchRequest[] = [];
  const notices: { message: string; kind: string }[] = [];
  const machine = agentSearchMachine.provide({
    actors: {
      searchBook: fromPromise<SearchResponse, SearchRequest>(async ({ input }) => {
        requests.push(input);
        const answer = answers.shift();
        if (!answer) throw new Error('no answer left');
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      postLink: fromPromise<void, PostLinkInput>(async () => {
        throw new TypeError('Failed to fetch');
      }),
    },
    actions: { notify: (_, notice) => void notices.push({ ...notice, message: say(notice.message, 'en') }) },
  });
  const actor = createActor(machine, { input: { criteria, filter: '' } }).start();
  return { actor, requests, notices };
}

describe("the agent's search as the screen shows it", () => {
  it('loads the next page of the search the agent asked for, not of the whole book', async () => {
    const { actor, requests } = searchWith([casePage(20), casePage(5, 20)], {
      ...EMPTY_CRITERIA,
      partyName: 'Olivia',
    });
    await waitFor(actor, (s) => s.matches({ list: 'results' }));
    actor.send({ type: 'search.loadMore' });
    await waitFor(actor, (s) => s.matches({ list: 'allLoaded' }));
    expect(requests.map((r) => [r.skip, r.partyName])).toEqual([
      [0, 'Olivia'],
      [20, 'Olivia'],
    ]);
  });

  it("says 'No results found' once a search or the filter leaves nothing, never while searching", async () => {
    expect(NO_RESULTS).toBe('No results found');
    const none = searchWith([casePage(0, 0, 0)]);
    expect(selectNoResults(none.actor.getSnapshot())).toBeNull();
    await waitFor(none.actor, (s) => s.matches({ list: 'allLoaded' }));
    expect(selectNoResults(none.actor.getSnapshot())).toBe(NO_RESULTS);
    const some = searchWith([casePage(20), new Error('offline')]);
    await waitFor(some.actor, (s) => s.matches({ list: 'results' }));
    expect(selectNoResults(some.actor.getSnapshot())).toBeNull();
    some.actor.send({ type: 'filter.change', text: 'nobody here' });
    expect(selectNoResults(some.actor.getSnapshot())).toBe(NO_RESULTS);
    some.actor.send({ type: 'filter.change', text: '' });
    some.actor.send({ type: 'search.submit' });
    await waitFor(some.actor, (s) => s.matches({ list: 'failed' }));
    expect(selectNoResults(some.actor.getSnapshot())).toBeNull();
  });

  it('offers more only while a full page may be followed by another', async () => {
    const { actor } = searchWith([casePage(20), casePage(3, 20)]);
    expect(selectMayLoadMore(actor.getSnapshot())).toBe(false);
    await waitFor(actor, (s) => s.matches({ list: 'results' }));
    expect(selectMayLoadMore(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'search.loadMore' });
    await waitFor(actor, (s) => s.matches({ list: 'allLoaded' }));
    expect(selectMayLoadMore(actor.getSnapshot())).toBe(false);
  });

  it('counts the results again once a retry of a failed page answers', async () => {
    const { actor } = searchWith([casePage(20), new Error('offline'), casePage(20, 20)]);
    await waitFor(actor, (s) => s.matches({ list: 'results' }));
    actor.send({ type: 'search.loadMore' });
    await waitFor(actor, (s) => s.matches({ list: 'failed' }));
    expect(selectCountLine(actor.getSnapshot())).toBe('');
    actor.send({ type: 'search.retry' });
    await waitFor(actor, (s) => s.matches({ list: 'results' }));
    expect(selectCountLine(actor.getSnapshot())).toBe('100 policies found, the first 40 listed.');
  });

  it('gives the screen the same shown rows while rows and filter stay (one filtering a key press)', async () => {
    const { actor } = searchWith([casePage(20)]);
    await waitFor(actor, (s) => s.matches({ list: 'results' }));
    actor.send({ type: 'filter.change', text: 'person 1' });
    const shown = selectVisibleRows(actor.getSnapshot());
    expect(shown.length).toBeGreaterThan(0);
    expect(selectVisibleRows(actor.getSnapshot())).toBe(shown);
  });

  it('tells the agent a policy could not be opened elsewhere as an error', async () => {
    const { actor, notices } = searchWith([], null);
    actor.send({ type: 'policy.open', row: caseRow(1, { caseId: 'LEG-1' }) });
    await waitFor(actor, (s) => s.matches({ link: 'ready' }) && notices.length > 0);
    expect(notices).toEqual([
      {
        message: 'The policy could not be opened in the other system. Please try again later.',
        kind: 'error',
      },
    ]);
  });

  it('docs/machines/agentSearch.md still says what each state stands for and which search it invokes', () => {
    const { definition } = splitPage(readFileSync(join(ATLAS_DIR, 'agentSearch.md'), 'utf8'));
    expect(renderPage({ name: 'agentSearch', machine: agentSearchMachine })).toBe(definition);
  });
});
