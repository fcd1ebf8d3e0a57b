import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { agentQueueMachine } from '../../machines/agentQueue.ts';
import { ApiError } from '../../src/api/errors.ts';
import { criteriaFromAddress, EMPTY_CRITERIA } from '../../src/domain/agentSearch.ts';
import {
  QUEUE_FAILED,
  QUEUE_GROUPS,
  QUEUE_LOADING,
  queueCriteria,
  queueGroupOf,
  queueLabel,
} from '../../src/domain/workQueue.ts';

const COUNTS = { toRelease: 3, waitingForCustomers: 5, changeRequested: 1 };
const failure = new ApiError('Error received from api', {
  code: 'ServerError',
  status: 500,
  call: 'queueCounts',
});

describe('the work queue’s words (issue 21)', () => {
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
