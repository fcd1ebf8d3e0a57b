import type { QueueCounts } from '../../api/schemas/agent.ts';
import type { LifeCycleStatus } from '../../api/schemas/enums.ts';
import { plural } from '../../i18n/plural.ts';
import { type AgentHomeAddress, addressOf, EMPTY_CRITERIA, type SearchCriteria } from './agentSearch.ts';

/**
 * The agent's work queue (decision 083): the book counted by what needs doing. Each group is a
 * search: its count is that search's total (the sandbox counts with the search itself), and picking it
 * runs that search, so the list shows exactly as many cases as the count promised.
 */
export type QueueGroup = keyof QueueCounts;

export const QUEUE_GROUPS = [
  'toRelease',
  'waitingForCustomers',
  'changeRequested',
] as const satisfies readonly QueueGroup[];

interface GroupSearch {
  statuses: readonly LifeCycleStatus[];
  /** Only the cases this agent may release now (the search's `includeApprovalStatus`). */
  awaitingMyApproval: boolean;
}

const GROUP_SEARCH: Record<QueueGroup, GroupSearch> = {
  toRelease: { statuses: ['WaitingApproval', 'WaitingRelease'], awaitingMyApproval: true },
  waitingForCustomers: {
    statuses: ['WaitingAcceptance', 'WaitingCompletion', 'WaitingDeliveryConfirmation'],
    awaitingMyApproval: false,
  },
  changeRequested: {
    statuses: ['ChangeRequested', 'AgentChangeRequested', 'BgaChangeRequested'],
    awaitingMyApproval: false,
  },
};

/** The search a group stands for: its statuses over the whole book, in the book's own order. */
export function queueCriteria(group: QueueGroup): SearchCriteria {
  const { statuses, awaitingMyApproval } = GROUP_SEARCH[group];
  return { ...EMPTY_CRITERIA, statuses: [...statuses], awaitingMyApproval };
}

/** AgentHome's address for a group: its search, no free-text filter, `listAllPolicies` as it was. */
export const queueAddress = (group: QueueGroup, listAllPolicies?: 'true' | 'false'): AgentHomeAddress =>
  addressOf(queueCriteria(group), '', listAllPolicies);

/** The group a search is, when it is exactly one (the queue marks it as the one shown). */
export function queueGroupOf(criteria: SearchCriteria | null): QueueGroup | null {
  if (criteria === null) return null;
  const key = JSON.stringify(criteria);
  return QUEUE_GROUPS.find((group) => JSON.stringify(queueCriteria(group)) === key) ?? null;
}

/** The queue's words: '3 to release', '1 waiting for a customer', '2 changes requested' (plurals by Intl). */
export function queueLabel(group: QueueGroup, count: number): string {
  switch (group) {
    case 'toRelease':
      return `${count} to release`;
    case 'waitingForCustomers':
      return plural('en-US', count, {
        one: `${count} waiting for a customer`,
        other: `${count} waiting for customers`,
      });
    case 'changeRequested':
      return plural('en-US', count, {
        one: `${count} change requested`,
        other: `${count} changes requested`,
      });
  }
}

export const QUEUE_LOADING = 'Loading your work queue…';
export const QUEUE_FAILED = 'Your work queue could not be loaded.';
