import type { Control, Done, Row, Sight, Table } from '../row.ts';

/** SPEC §7's search call. */
const SEARCH_CALL = 'POST /Agents/BookOfBusiness/Search';
/** SPEC §9: 'Search page size (take): 20 … More results load when the last page was full'. */
const PAGE_SIZE = 20;
/** SPEC §2 'No matches gives 'No results found''. */
const NO_RESULTS = 'No results found';
/** SPEC §8 'Popup blocked'. */
const POPUP_BLOCKED = 'You must allow popups for this map to work.';
/** SPEC §5 and §8 'Duplicate sort column'. */
const DUPLICATE_SORT = 'Can not have the same column selected twice';
/** Decision 025 §5: the legacy system that is down. */
const POST_FAILED = 'The policy could not be opened in the other system. Please try again later.';
/**
 * SPEC §8 'Any other load error' shows 'the message'; the search's message, and the spinners' words, are
 * the portal's own (no decision words them). 'Try again' is decision 073's.
 */
const SEARCH_FAILED = 'The search could not be completed. Please try again.';
const SEARCHING = 'Searching…';
const LOADING_MORE = 'Loading more…';
/** SPEC §2 'A Load More link' (the portal draws it as a button). */
const LOAD_MORE = 'Load More';
/** SPEC §2's columns. */
const COLUMNS = ['Policy/Contract Number', 'Status', 'Insured/Annuitant(s)', 'Group Number', 'Status Date'];
/** The filter's label and the sort rows' names are the portal's own. */
const FILTER = 'Filter results';

interface CaseRow {
  caseId: string;
  lifeCycleStatus: string;
  isAnnuity: boolean;
  policyNumber: string;
  groupNumber: string | null;
  displayStatus: string;
  insuredNames: string[];
}
interface Answer {
  cases: CaseRow[];
  totalCount: number;
}
interface Criteria {
  policyNumber?: string;
  partyName?: string;
  statuses?: string[];
  sort?: { columnName: string; columnOrder: string }[];
}

/** A search as decision 025's address tells searches apart. */
const keyOf = (c: Criteria) =>
  JSON.stringify([c.policyNumber ?? '', c.partyName ?? '', c.statuses ?? [], c.sort ?? []]);

/** SPEC §5: 'Free-text filter matches policy number, group number, display status or an insured name, case-insensitively.' */
const matches = (row: CaseRow, filter: string) => {
  const needle = filter.trim().toLowerCase();
  return (
    needle === '' ||
    [row.policyNumber, row.groupNumber ?? '', row.displayStatus, ...row.insuredNames].some((t) =>
      t.toLowerCase().includes(needle),
    )
  );
};

type Phase = 'searching' | 'more' | 'settled' | 'failed' | 'opened';

/**
 * The Policy List by the path's events alone (SPEC §2, §5, §9; decisions 025 and 081 for the address
 * and the list an agent arrives at): the search asked, the pages answered, the filter typed.
 */
export function listOf(done: readonly Done[]) {
  let arrival = true;
  let current = keyOf({});
  let shownCriteria: Criteria = {};
  let draft: Criteria = {};
  let rows: CaseRow[] = [];
  let full = false;
  let total = 0;
  let phase: Phase = 'searching';
  let filter = '';
  let opened: CaseRow | undefined;
  const startOver = (criteria: Criteria | null) => {
    arrival = criteria === null;
    current = keyOf(criteria ?? {});
    shownCriteria = criteria ?? {};
    rows = [];
    full = false;
    phase = 'searching';
  };
  for (const e of done) {
    switch (e.type) {
      case 'form.sortSet': {
        const sort = [...(draft.sort ?? [])];
        sort[e.index as number] = e.field as { columnName: string; columnOrder: string };
        draft = { ...draft, sort };
        break;
      }
      case 'form.sortRemove':
        draft = { ...draft, sort: (draft.sort ?? []).filter((_, i) => i !== e.index) };
        break;
      // A search the agent makes is the form's; it is never the arrival list (decision 081).
      case 'search.submit':
        startOver(draft);
        break;
      // Back, forward or an edited address (decision 025): a search other than the one shown starts
      // over; the book's own list (no search in the address) is one only when another was shown.
      case 'search.address': {
        const criteria = e.criteria as Criteria | null;
        const other = criteria === null ? !arrival : arrival || keyOf(criteria) !== current;
        if (other) {
          startOver(criteria);
          draft = criteria ?? {};
        }
        filter = String(e.filter ?? '');
        break;
      }
      case 'search.loadMore':
        phase = 'more';
        break;
      // The portal's: a retry asks again for what failed, the first page or the next one.
      case 'search.retry':
        phase = rows.length > 0 ? 'more' : 'searching';
        break;
      case 'xstate.done.actor.searchBook':
      case 'xstate.done.actor.loadMore': {
        const answer = e.output as Answer;
        // SPEC §2: 'A single result auto-opens DocumentReview unless listAllPolicies is 'true'' (not
        // the list an agent arrives at, decision 081).
        if (e.type.endsWith('searchBook') && !arrival && answer.cases.length === 1) {
          opened = answer.cases[0];
          phase = 'opened';
          break;
        }
        rows = [...rows, ...answer.cases];
        full = answer.cases.length >= PAGE_SIZE;
        total = answer.totalCount;
        phase = 'settled';
        break;
      }
      case 'xstate.error.actor.searchBook':
      case 'xstate.error.actor.loadMore':
        phase = 'failed';
        break;
      case 'filter.change':
        filter = String(e.text ?? '');
        break;
      // Decision 364: Clear goes back to the book's own list, unless it is already shown unfiltered.
      case 'form.reset':
        if (!(arrival && filter.trim() === '' && phase !== 'failed')) {
          startOver(null);
          filter = '';
        }
        draft = {};
        break;
      // Decision 364: a header sorts the search shown by its column, then the other way.
      case 'sort.column': {
        const shown: Criteria = arrival ? {} : shownCriteria;
        const first = shown.sort?.[0];
        const columnOrder =
          first?.columnName === e.column && first?.columnOrder === 'Ascending' && shown.sort?.length === 1
            ? 'Descending'
            : 'Ascending';
        draft = { ...shown, sort: [{ columnName: String(e.column), columnOrder }] };
        startOver(draft);
        break;
      }
    }
  }
  const visible = rows.filter((row) => matches(row, filter));
  return { phase, rows, visible, full, total, filter, opened };
}

const policies = (n: number) => `${n} ${n === 1 ? 'policy' : 'policies'}`;
function countLine(shown: number, loaded: number, found: number, filtered: boolean) {
  const listed =
    loaded >= found ? `${policies(found)} found` : `${policies(found)} found, the first ${loaded} listed`;
  if (!filtered) return `${listed}.`;
  return `${shown} of the ${loaded} listed ${shown === 1 ? 'matches' : 'match'} the filter (${listed}).`;
}

/** Decision 025 §4's agent-confirmation statuses; SPEC §2 the link rule for a routed case. */
const AGENT_CONFIRMATION = [
  'WaitingAcceptance',
  'WaitingCompletion',
  'WaitingDeliveryConfirmation',
  'Complete',
];
const addressOf = (row: CaseRow) =>
  AGENT_CONFIRMATION.includes(row.lifeCycleStatus)
    ? `/${row.isAnnuity ? 'agent-confirmation-annuity' : 'agent-confirmation'}/${row.caseId}`
    : `/doc-review/${row.caseId}`;

const button = (name: string, state?: Control['state']): Control => ({ role: 'button', name, state });

/** The list as SPEC says it stands after the path's events. */
const list = (done: readonly Done[]): Sight => {
  const { phase, rows, visible, full, total, opened, filter } = listOf(done);
  if (phase === 'opened' && opened) return { at: addressOf(opened) };
  const table: Sight =
    visible.length > 0
      ? {
          texts: [visible[0]!.policyNumber],
          controls: [
            { role: 'table', name: 'Policies' },
            ...COLUMNS.map((name): Control => ({ role: 'columnheader', name })),
          ],
        }
      : { controls: [{ role: 'table', state: 'absent' }] };
  switch (phase) {
    case 'searching':
      return {
        texts: [SEARCHING],
        absent: [SEARCH_FAILED, NO_RESULTS],
        controls: [button(LOAD_MORE, 'absent'), { role: 'table', state: 'absent' }],
        calls: [SEARCH_CALL],
      };
    case 'more':
      return {
        texts: [LOADING_MORE, ...(table.texts ?? [])],
        absent: [SEARCH_FAILED, SEARCHING],
        controls: [button(LOAD_MORE, 'absent'), ...(table.controls ?? [])],
      };
    case 'failed':
      return {
        texts: [SEARCH_FAILED, ...(rows.length > 0 ? (table.texts ?? []) : [])],
        absent: [SEARCHING, LOADING_MORE],
        controls: [button('Try again', 'enabled'), button(LOAD_MORE, 'absent')],
      };
    case 'settled':
      return {
        texts: [
          ...(table.texts ?? []),
          ...(visible.length === 0 ? [NO_RESULTS] : []),
          // The count line is the portal's own words (decision 364).
          countLine(visible.length, rows.length, total, filter.trim() !== ''),
        ],
        absent: [SEARCH_FAILED, SEARCHING, LOADING_MORE, ...(visible.length > 0 ? [NO_RESULTS] : [])],
        controls: [button(LOAD_MORE, full ? 'enabled' : 'absent'), ...(table.controls ?? [])],
      };
    case 'opened':
      return {};
  }
};

/**
 * SPEC §2, §5, §8 and §9 over the last event, whatever state the machine claims: a search asked shows it
 * is searching and makes SPEC §7's call; an answer shows its rows, Load More only after a full page, 'No
 * results found' when the filter leaves nothing, and a single result of a search opens its review; a
 * failure says so with a retry; a sort set or removed is on the form with no duplicate toast; a blocked
 * popup raises SPEC §8's alert and a legacy system that is down says decision 025's words.
 */
const story = (done: readonly Done[]): Sight => {
  const last = done.at(-1);
  if (!last || last.type === 'xstate.init' || last.type === 'policy.open') return {};
  switch (last.type) {
    case 'form.sortSet':
      return {
        absent: [DUPLICATE_SORT],
        controls: [
          {
            role: 'combobox',
            name: `Sort column ${(last.index as number) + 1}`,
            value: (last.field as { columnName: string }).columnName,
          },
          {
            role: 'combobox',
            name: `Sort order ${(last.index as number) + 1}`,
            value: (last.field as { columnOrder: string }).columnOrder,
          },
        ],
      };
    case 'form.sortRemove':
      return {
        controls: [{ role: 'combobox', name: `Sort column ${(last.index as number) + 1}`, state: 'absent' }],
      };
    case 'xstate.done.actor.postLink':
      return { at: '/agent-home', absent: [POST_FAILED] };
    case 'xstate.error.actor.postLink':
      return (last.error as { name?: string } | undefined)?.name === 'PopupBlocked'
        ? { at: '/agent-home', alerted: POPUP_BLOCKED }
        : { at: '/agent-home', texts: [POST_FAILED] };
  }
  return list(done);
};

/** The list's own region: what the search has made of it so far. */
const listRow = (source: string, sight: Sight): Row => ({ source, ...sight, given: list });

const onList = (done: readonly Done[]) => listOf(done).phase !== 'opened';

/** Alex Agent's Policy List (SPEC §2 Agent home), its searches answered as the path says. */
export const AGENT_SEARCH: Table = {
  screen: 'Agent home (the Policy List)',
  machine: 'agentSearch',
  story,
  rows: {
    'list.searching': listRow("SPEC §2 Agent home; §7 'POST /Agents/BookOfBusiness/Search'", {
      texts: [SEARCHING],
      calls: [SEARCH_CALL],
      controls: [button(LOAD_MORE, 'absent')],
    }),
    'list.results': listRow(
      "SPEC §2 'A Load More link'; §9 'More results load when the last page was full'",
      {
        controls: [button(LOAD_MORE, 'enabled')],
        absent: [SEARCH_FAILED, SEARCHING],
      },
    ),
    'list.allLoaded': listRow(
      'SPEC §2 the table and its columns; §9 no more after a page that was not full',
      {
        controls: [button(LOAD_MORE, 'absent')],
        absent: [SEARCH_FAILED, SEARCHING, LOADING_MORE],
      },
    ),
    'list.loadingMore': listRow('SPEC §9 skip grows by take; the rows loaded stay', {
      texts: [LOADING_MORE],
      controls: [button(LOAD_MORE, 'absent')],
    }),
    'list.failed': listRow("SPEC §8 'Any other load error' (the message); decision 073 'Try again'", {
      texts: [SEARCH_FAILED],
      controls: [button('Try again', 'enabled')],
    }),
    'list.opening': {
      source: "SPEC §2 'A single result auto-opens DocumentReview'; decisions 025 §4, 081",
      at: '/doc-review/{caseId}',
    },
    'filter.unfiltered': {
      source: "SPEC §2 'Free-text filter over loaded results' (empty: every loaded row)",
      given: (done) => (onList(done) ? { controls: [{ role: 'searchbox', name: FILTER, value: '' }] } : {}),
    },
    'filter.filtered': {
      source: 'SPEC §2 free-text filter; §5 what it matches',
      given: (done) =>
        onList(done) ? { controls: [{ role: 'searchbox', name: FILTER, value: listOf(done).filter }] } : {},
    },
    'export.idle': {
      source: 'decision 082: Export CSV while rows are loaded',
      given: (done) => {
        const { phase, rows } = listOf(done);
        return phase === 'settled' && rows.length > 0 ? { controls: [button('Export CSV', 'enabled')] } : {};
      },
    },
    'link.ready': {
      source: 'SPEC §2 policy number link behaviour: a legacy case opens in a popup, the list stays',
      given: (done) => (onList(done) ? { at: '/agent-home' } : {}),
    },
    'link.posting': {
      source:
        "SPEC §2 'a caseId containing a dash opens a legacy system in a popup through a hidden form post'; decision 081 (a button)",
      given: (done) => {
        const row = done.findLast((e) => e.type === 'policy.open')?.row as CaseRow | undefined;
        return { at: '/agent-home', controls: row ? [button(row.policyNumber, 'enabled')] : [] };
      },
    },
  },
};
