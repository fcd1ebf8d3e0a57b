import type { Control, Done, Row, Sight, Table } from '../row.ts';

/**
 * The agent's work queue above the Policy List. SPEC says nothing of it: the agent-workspace review asks for it ('3 to
 * release', '5 waiting for customers', '1 change requested', each a one-click filter) and decision 083
 * words and defines it; the closing note says the counts stay on screen while they are counted
 * again, and also when the recount fails.
 */
const SOURCE = 'the agent-workspace review (work queue); decision 083';

/** Decision 083's words. */
const LOADING = 'Loading your work queue…';
const FAILED = 'Your work queue could not be loaded.';
const COUNTS_CALL = 'GET /Agents/BookOfBusiness/QueueCounts';

interface Counts {
  toRelease: number;
  waitingForCustomers: number;
  changeRequested: number;
}
type Group = keyof Counts;

/** Decision 083 'Words': '{N} to release'; '1 waiting for a customer' / '{N} waiting …'; '1 change requested' / '{N} changes …'. */
const WORDS: Record<Group, (n: number) => string> = {
  toRelease: (n) => `${n} to release`,
  waitingForCustomers: (n) => (n === 1 ? '1 waiting for a customer' : `${n} waiting for customers`),
  changeRequested: (n) => (n === 1 ? '1 change requested' : `${n} changes requested`),
};
const GROUPS = Object.keys(WORDS) as Group[];

/**
 * Decision 083's groups as the search address of decision 025 writes them (`search=on`, `status=A,B`,
 * `mine=1` for 'awaiting my approval'); the pick clears the other criteria and the free-text filter.
 */
const cleared = { policy: '', name: '', sort: '', product: '', from: '', to: '', filter: '' };
const GROUP_ADDRESS: Record<Group, Record<string, string>> = {
  toRelease: { search: 'on', status: 'WaitingApproval,WaitingRelease', mine: '1', ...cleared },
  waitingForCustomers: {
    search: 'on',
    status: 'WaitingAcceptance,WaitingCompletion,WaitingDeliveryConfirmation',
    mine: '',
    ...cleared,
  },
  changeRequested: {
    search: 'on',
    status: 'ChangeRequested,AgentChangeRequested,BgaChangeRequested',
    mine: '',
    ...cleared,
  },
};

const answered = (e: Done) => e.type.startsWith('xstate.done.actor.');
const refused = (e: Done) => e.type.startsWith('xstate.error.actor.');

/**
 * What the queue shows by the path's events alone: the counts of the last answer, kept through a recount
 * and its failure; a failure of the first count (or of one after a failure) in their place.
 */
function queueOf(done: readonly Done[]): { counts: Counts | null; failed: boolean; loading: boolean } {
  let counts: Counts | null = null;
  let failed = false;
  let loading = true;
  for (const e of done) {
    if (answered(e)) {
      counts = e.output as Counts;
      failed = false;
      loading = false;
    } else if (refused(e)) {
      // A recount that fails leaves the counts shown; a count with none shown says it failed.
      if (counts === null) failed = true;
      loading = false;
    } else if (e.type === 'queue.retry' || (e.type === 'queue.refresh' && failed)) {
      failed = false;
      loading = true;
    }
  }
  return { counts, failed, loading };
}

const links = (counts: Counts): Control[] =>
  GROUPS.map((group) => ({ role: 'link', name: WORDS[group](counts[group]) }));

/** The screen of the queue as it stands after the path's events. */
const shown = (done: readonly Done[]): Sight => {
  const { counts, failed, loading } = queueOf(done);
  if (failed)
    return {
      texts: [FAILED],
      absent: [LOADING],
      controls: [
        { role: 'button', name: 'Try again', state: 'enabled' },
        { role: 'link', state: 'absent' },
      ],
    };
  if (counts === null)
    return {
      texts: [LOADING],
      absent: [FAILED],
      controls: [
        { role: 'link', state: 'absent' },
        { role: 'button', name: 'Try again', state: 'absent' },
      ],
    };
  return {
    absent: loading ? [FAILED] : [FAILED, LOADING],
    controls: [...links(counts), { role: 'button', name: 'Try again', state: 'absent' }],
  };
};

/**
 * The agent-workspace review and decision 083 over the last event: a count asked shows it is loading, one answered shows
 * the answer's counts in 083's words, a first count refused says so with a retry, a recount (refused or
 * not) keeps the counts shown, and a pick lists that group's search and marks its link.
 */
const story = (done: readonly Done[]): Sight => {
  const last = done.at(-1);
  if (!last) return {};
  if (last.type === 'queue.pick') {
    const group = last.group as Group;
    const { counts } = queueOf(done);
    return {
      at: '/agent-home',
      query: GROUP_ADDRESS[group],
      ...(counts
        ? { controls: [{ role: 'link', name: WORDS[group](counts[group]), state: 'current' }] }
        : {}),
    };
  }
  return { ...shown(done), calls: [COUNTS_CALL] };
};

const withCounts: Row = {
  source: `${SOURCE}: the counts of the whole book, each a link to its list`,
  calls: [COUNTS_CALL],
  absent: [FAILED],
  given: (done) => {
    const { counts } = queueOf(done);
    return counts ? { controls: links(counts) } : {};
  },
};

/** The work queue at the top of Alex Agent's Policy List. */
export const AGENT_QUEUE: Table = {
  screen: 'Agent home: the work queue',
  machine: 'agentQueue',
  story,
  rows: {
    loading: {
      source: `${SOURCE}: 'Loading your work queue…' while it loads`,
      texts: [LOADING],
      absent: [FAILED],
      calls: [COUNTS_CALL],
      controls: [{ role: 'link', state: 'absent' }],
    },
    'loaded.shown': withCounts,
    'loaded.refreshing': {
      ...withCounts,
      source: `${SOURCE}; the agent-workspace review's closing note: the counts shown stay while they are counted again`,
      absent: [FAILED, LOADING],
    },
    failed: {
      source: `${SOURCE}: 'Your work queue could not be loaded.' with 'Try again' in its place`,
      texts: [FAILED],
      absent: [LOADING],
      controls: [
        { role: 'button', name: 'Try again', state: 'enabled' },
        { role: 'link', state: 'absent' },
      ],
    },
  },
};
