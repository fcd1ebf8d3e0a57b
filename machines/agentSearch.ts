import {
  type ActorRefFrom,
  assertEvent,
  assign,
  type DoneActorEvent,
  type ErrorActorEvent,
  fromPromise,
  not,
  raise,
  setup,
} from 'xstate';
import { type FailureMessages, failedWith, failureMessage as messageOfFailure } from '../src/api/failure.ts';
import {
  type CaseSummary,
  DUPLICATE_SORT,
  type SearchRequest,
  type SearchResponse,
  type SortField,
} from '../src/api/schemas/agent.ts';
import type { SortColumn, SortOrder } from '../src/api/schemas/enums.ts';
import {
  type AgentHomeAddress,
  addressOf,
  EMPTY_CRITERIA,
  filterRows,
  lastPageFull,
  moreRowsLine,
  NO_RESULTS,
  nextSkip,
  resultCountLine,
  SEARCH_FAILED,
  SEARCH_FORBIDDEN,
  type SearchCriteria,
  sameCriteria,
  searchRequest,
  withSortAt,
} from '../src/domain/agent/agentSearch.ts';
import { EXPORT_FAILED } from '../src/domain/agent/casesCsv.ts';
import { FORM_POST_FAILED, type PolicyLink, policyLink } from '../src/domain/agent/policyLinks.ts';
import { SPEC_TEXTS } from '../src/domain/failureTexts.ts';
import type { RouteTarget } from '../src/domain/routeNames.ts';
import { type Message, message } from '../src/i18n/message.ts';
import { rawMessage } from '../src/i18n/rawText.ts';

/**
 * The agent's screens are English only (decision 270): their words are carried as they are written
 * (a message of the raw catalog), one way with every other machine's messages (decision 490).
 */
const say = (words: string): Message => rawMessage(words);

/** SPEC §8's words for a search that fails; a refusal with a reason shows the reason. */
const SEARCH_FAILURES: FailureMessages = {
  forbidden: say(SEARCH_FORBIDDEN),
  network: say(SEARCH_FAILED),
  unknown: say(SEARCH_FAILED),
  fallback: say(SEARCH_FAILED),
};

export interface AgentSearchInput {
  /** The search the address asks for; null when it asks for none (the form waits). */
  criteria: SearchCriteria | null;
  filter: string;
  listAllPolicies?: 'true' | 'false';
  /** Router mode of the site configuration (decision 25); true until the configuration says. */
  routerMode?: boolean;
}

export interface AgentSearchContext {
  /** The search whose rows are shown: on arrival, the whole book. */
  criteria: SearchCriteria | null;
  /**
   * The list the agent arrives at, asked by no one: the whole book, the cases waiting on this
   * agent first. It records no search in the address and never opens a single case by itself.
   */
  arrival: boolean;
  /** The form as the agent is filling it in. */
  draft: SearchCriteria;
  rows: CaseSummary[];
  totalCount: number;
  filter: string;
  listAllPolicies: 'true' | 'false' | undefined;
  routerMode: boolean;
  error: Message | null;
  /** Bumped by each new search, so a view can scroll back to the top. */
  generation: number;
  /** Whether the next page was asked for by the Load More button (focus lands on it) or by scrolling. */
  moreAskedBy: 'button' | 'scroll';
  /**
   * The rows the last next page added (decision 431): from `first`, `count` of them; `landsFocus` when the
   * button asked, counted so the view moves focus once per page.
   */
  added: { first: number; count: number; landsFocus: boolean; times: number };
}

type Draft = Omit<SearchCriteria, 'sort'>;

export type AgentSearchEvent =
  | { type: 'form.edit'; patch: Partial<Draft> }
  | { type: 'form.sortSet'; index: number; field: SortField }
  | { type: 'form.sortRemove'; index: number }
  | { type: 'form.reset' }
  /** A sortable column's header: sorts the list by it, ascending, then descending on a second press. */
  | { type: 'sort.column'; column: SortColumn }
  | { type: 'search.submit' }
  /** The next page: by the Load More button, or by the list's end scrolling into view. */
  | { type: 'search.loadMore'; by?: 'button' | 'scroll' }
  | { type: 'search.retry' }
  | { type: 'search.address'; criteria: SearchCriteria | null; filter: string }
  | { type: 'filter.change'; text: string }
  | { type: 'links.configured'; routerMode: boolean }
  | { type: 'policy.open'; row: CaseSummary }
  | { type: 'export.start' };

export type PostLinkInput = Exclude<PolicyLink, { kind: 'route' }>;

/** Thrown by the app's postLink when the browser refused the popup. */
export class PopupBlocked extends Error {
  constructor() {
    super(SPEC_TEXTS.popupBlocked);
    this.name = 'PopupBlocked';
  }
}

/** AgentHome with the search and filter in its address (validated back by the route). */
function addressTarget(
  context: Pick<AgentSearchContext, 'criteria' | 'filter' | 'listAllPolicies' | 'arrival'>,
) {
  const search: AgentHomeAddress =
    context.criteria && !context.arrival
      ? addressOf(context.criteria, context.filter, context.listAllPolicies)
      : {
          ...(context.listAllPolicies ? { listAllPolicies: context.listAllPolicies } : {}),
          ...(context.filter.trim() ? { filter: context.filter } : {}),
        };
  return { name: 'AgentHome' as const, search };
}

// The filter replaces the address's entry: typing is not a trail of history entries. Its own effect,
// not `navigate`: the screen writes it once the filtered rows are shown (decision 30).
const recordFilter = {
  type: 'recordAddress',
  params: ({ context }: { context: AgentSearchContext }) => ({ ...addressTarget(context), replace: true }),
} as const;

/** The form post a link needs; only asked for links the `routed` guard turned away. */
function postLinkOf(row: CaseSummary, routerMode: boolean): PostLinkInput {
  const link = policyLink(row, routerMode);
  if (link.kind === 'route') throw new Error('A routed link is not posted');
  return link;
}

const failureMessage = (error: unknown) => messageOfFailure(SEARCH_FAILURES, error);

type PageDone = { event: DoneActorEvent<SearchResponse> };
/** A next page in: where its rows start, the rows themselves, and how many, said (decision 431). */
const MORE_ADDED = [
  { type: 'noteAdded', params: ({ event }: PageDone) => event.output },
  { type: 'appendPage', params: ({ event }: PageDone) => event.output },
  { type: 'announce', params: ({ event }: PageDone) => [say(moreRowsLine(event.output.cases.length))] },
] as const;

export const agentSearchMachine = setup({
  types: {
    context: {} as AgentSearchContext,
    events: {} as AgentSearchEvent,
    input: {} as AgentSearchInput,
  },
  actors: {
    searchBook: fromPromise<SearchResponse, SearchRequest>(async () => {
      throw new Error('searchBook is provided by the app');
    }),
    // Every page of the search, for the CSV export; the app pages through the search call.
    exportBook: fromPromise<string, SearchCriteria>(async () => {
      throw new Error('exportBook is provided by the app');
    }),
    // Opens the popup before its first await: the browser only allows it within the click.
    postLink: fromPromise<void, PostLinkInput>(async () => {
      throw new Error('postLink is provided by the app');
    }),
  },
  guards: {
    hasCriteria: ({ context }) => context.criteria !== null,
    /** Already the list the agent arrived at, unfiltered: Clear has only the form to empty. */
    atArrival: ({ context }) => context.arrival && context.filter.trim() === '' && context.error === null,
    duplicateSort: ({ context }) =>
      new Set(context.draft.sort.map((f) => f.columnName)).size !== context.draft.sort.length,
    sortRefused: ({ context, event }) => {
      assertEvent(event, 'form.sortSet');
      return withSortAt(context.draft.sort, event.index, event.field) === null;
    },
    newAddress: ({ context, event }) => {
      assertEvent(event, 'search.address');
      if (event.criteria === null) return !context.arrival;
      return context.arrival || !sameCriteria(event.criteria, context.criteria);
    },
    opensItself: ({ context }, response: SearchResponse) =>
      !context.arrival &&
      context.listAllPolicies !== 'true' &&
      response.cases.length === 1 &&
      context.rows.length === 0,
    opensByRoute: ({ context }, response: SearchResponse) => {
      const row = response.cases[0];
      return (
        !context.arrival &&
        context.listAllPolicies !== 'true' &&
        response.cases.length === 1 &&
        context.rows.length === 0 &&
        row !== undefined &&
        policyLink(row, context.routerMode).kind === 'route'
      );
    },
    pageFull: (_, response: SearchResponse) => lastPageFull(response.cases.length),
    hasRows: ({ context }) => context.rows.length > 0,
    routed: ({ context, event }) => {
      assertEvent(event, 'policy.open');
      return policyLink(event.row, context.routerMode).kind === 'route';
    },
    filterCleared: ({ event }) => {
      assertEvent(event, 'filter.change');
      return event.text.trim() === '';
    },
    noFilter: ({ context }) => context.filter.trim() === '',
    popupBlocked: (_, error: unknown) => error instanceof PopupBlocked,
    cancelled: (_, error: unknown) => failedWith(error, 'cancelled'),
  },
  actions: {
    navigate: (_, _target: RouteTarget) => {},
    /** The address of the filter, in place of the current entry (the screen may write it a frame late). */
    recordAddress: (_, _target: RouteTarget) => {},
    notify: (_, _params: { message: Message; kind: 'success' | 'error' }) => {},
    alert: (_, _message: Message) => {},
    download: (_, _csv: string) => {},
    editDraft: assign(({ context, event }) => {
      assertEvent(event, 'form.edit');
      return { draft: { ...context.draft, ...event.patch } };
    }),
    setSort: assign(({ context, event }) => {
      assertEvent(event, 'form.sortSet');
      return {
        draft: {
          ...context.draft,
          sort: withSortAt(context.draft.sort, event.index, event.field) ?? context.draft.sort,
        },
      };
    }),
    removeSort: assign(({ context, event }) => {
      assertEvent(event, 'form.sortRemove');
      return { draft: { ...context.draft, sort: context.draft.sort.filter((_, i) => i !== event.index) } };
    }),
    startSearch: assign(({ context }) => ({
      criteria: context.draft,
      arrival: false,
      rows: [],
      totalCount: 0,
      error: null,
      generation: context.generation + 1,
    })),
    clearForm: assign({ draft: EMPTY_CRITERIA }),
    // The search shown, sorted by the column alone (decision 364): what was typed in the form and not
    // searched for yet is not searched for by a header.
    sortByColumn: assign(({ context, event }) => {
      assertEvent(event, 'sort.column');
      const shown = context.criteria ?? EMPTY_CRITERIA;
      const first = shown.sort[0];
      const columnOrder: SortOrder =
        first?.columnName === event.column && first.columnOrder === 'Ascending' && shown.sort.length === 1
          ? 'Descending'
          : 'Ascending';
      return { draft: { ...shown, sort: [{ columnName: event.column, columnOrder }] } };
    }),
    backToArrival: assign(({ context }) => ({
      criteria: EMPTY_CRITERIA,
      arrival: true,
      filter: '',
      rows: [],
      totalCount: 0,
      error: null,
      generation: context.generation + 1,
    })),
    takeAddress: assign(({ context, event }) => {
      assertEvent(event, 'search.address');
      const criteria = event.criteria ?? EMPTY_CRITERIA;
      return {
        criteria,
        arrival: event.criteria === null,
        draft: criteria,
        filter: event.filter,
        rows: [],
        totalCount: 0,
        error: null,
        generation: context.generation + 1,
      };
    }),
    setFilter: assign(({ event }) => {
      assertEvent(event, 'filter.change');
      return { filter: event.text };
    }),
    appendPage: assign(({ context }, response: SearchResponse) => ({
      rows: [...context.rows, ...response.cases],
      totalCount: response.totalCount,
    })),
    noteAsker: assign(({ event }) => ({
      moreAskedBy: event.type === 'search.loadMore' && event.by === 'scroll' ? 'scroll' : 'button',
    })),
    /** Before appendPage: where the new rows start, and whether focus goes to the first (decision 431). */
    noteAdded: assign(({ context }, response: SearchResponse) => ({
      added: {
        first: context.rows.length,
        count: response.cases.length,
        landsFocus: context.moreAskedBy === 'button' && response.cases.length > 0,
        times: context.added.times + 1,
      },
    })),
    /** Says in the shell's live region how many rows the next page added (decision 431). */
    announce: (_, _texts: readonly Message[]) => {},
  },
}).createMachine({
  id: 'agentSearch',
  type: 'parallel',
  context: ({ input }) => ({
    criteria: input.criteria ?? EMPTY_CRITERIA,
    arrival: input.criteria === null,
    draft: input.criteria ?? EMPTY_CRITERIA,
    rows: [],
    totalCount: 0,
    filter: input.filter,
    listAllPolicies: input.listAllPolicies,
    routerMode: input.routerMode ?? true,
    error: null,
    generation: 0,
    moreAskedBy: 'button',
    added: { first: 0, count: 0, landsFocus: false, times: 0 },
  }),
  on: {
    'form.edit': { actions: 'editDraft' },
    'form.sortSet': [
      {
        guard: 'sortRefused',
        actions: { type: 'notify', params: { message: say(DUPLICATE_SORT), kind: 'error' } },
      },
      { actions: 'setSort' },
    ],
    'form.sortRemove': { actions: 'removeSort' },
    'links.configured': { actions: assign({ routerMode: ({ event }) => event.routerMode }) },
  },
  states: {
    list: {
      initial: 'idle',
      on: {
        'search.submit': [
          {
            guard: 'duplicateSort',
            actions: { type: 'notify', params: { message: say(DUPLICATE_SORT), kind: 'error' } },
          },
          {
            target: '.searching',
            actions: [
              'startSearch',
              {
                type: 'navigate',
                params: ({ context }) => addressTarget(context),
              },
            ],
          },
        ],
        'sort.column': {
          target: '.searching',
          actions: [
            'sortByColumn',
            'startSearch',
            { type: 'navigate', params: ({ context }) => addressTarget(context) },
          ],
        },
        // Clear empties the form and goes back to the list the agent arrived at: the whole book, no
        // search or filter in the address, no tile of the work queue marked (decision 364).
        'form.reset': [
          { guard: 'atArrival', actions: 'clearForm' },
          {
            target: '.searching',
            actions: [
              'clearForm',
              'backToArrival',
              { type: 'navigate', params: ({ context }) => addressTarget(context) },
            ],
          },
        ],
        // Back, forward or an edited address: the list follows what the address asks for.
        'search.address': [
          { guard: 'newAddress', target: '.searching', actions: 'takeAddress' },
          { actions: assign({ filter: ({ event }) => event.filter }) },
        ],
      },
      states: {
        idle: {
          always: { guard: 'hasCriteria', target: 'searching' },
        },
        searching: {
          tags: ['busy'],
          invoke: {
            id: 'searchBook',
            src: 'searchBook',
            input: ({ context }) => searchRequest(context.criteria ?? EMPTY_CRITERIA, 0),
            onDone: [
              // SPEC §2: a single result opens itself, by the same link rule as a click on it.
              {
                guard: {
                  type: 'opensByRoute',
                  params: ({ event }: { event: DoneActorEvent<SearchResponse> }) => event.output,
                },
                target: 'opening',
                actions: {
                  type: 'navigate',
                  params: ({ context, event }) => {
                    const row = event.output.cases[0];
                    const link = row ? policyLink(row, context.routerMode) : null;
                    return link?.kind === 'route'
                      ? { ...link.target, replace: true }
                      : { name: 'AgentHome' as const };
                  },
                },
              },
              // A legacy or single-sign-on result is posted like a click, and its row stays listed.
              {
                guard: {
                  type: 'opensItself',
                  params: ({ event }: { event: DoneActorEvent<SearchResponse> }) => event.output,
                },
                target: 'allLoaded',
                actions: [
                  { type: 'appendPage', params: ({ event }) => event.output },
                  raise(({ event }) => ({
                    type: 'policy.open' as const,
                    row: event.output.cases[0] as CaseSummary,
                  })),
                ],
              },
              {
                guard: {
                  type: 'pageFull',
                  params: ({ event }: { event: DoneActorEvent<SearchResponse> }) => event.output,
                },
                target: 'results',
                actions: { type: 'appendPage', params: ({ event }) => event.output },
              },
              { target: 'allLoaded', actions: { type: 'appendPage', params: ({ event }) => event.output } },
            ],
            onError: {
              target: 'failed',
              actions: assign({ error: ({ event }) => failureMessage(event.error) }),
            },
          },
        },
        results: {
          on: { 'search.loadMore': { target: 'loadingMore', actions: 'noteAsker' } },
        },
        // Not busy: the next page loads by itself when the list's end scrolls into view, and a search
        // asked for meanwhile replaces it (a disabled Search under the agent's click dropped it).
        loadingMore: {
          invoke: {
            id: 'loadMore',
            src: 'searchBook',
            input: ({ context }) =>
              searchRequest(context.criteria ?? EMPTY_CRITERIA, nextSkip(context.rows.length)),
            onDone: [
              {
                guard: {
                  type: 'pageFull',
                  params: ({ event }: { event: DoneActorEvent<SearchResponse> }) => event.output,
                },
                target: 'results',
                actions: MORE_ADDED,
              },
              { target: 'allLoaded', actions: MORE_ADDED },
            ],
            onError: {
              target: 'failed',
              actions: assign({ error: ({ event }) => failureMessage(event.error) }),
            },
          },
        },
        allLoaded: {},
        // The rows loaded so far stay; a retry repeats what failed (the first page or the next one).
        failed: {
          on: {
            'search.retry': [
              { guard: 'hasRows', target: 'loadingMore', actions: 'noteAsker' },
              { target: 'searching' },
            ],
          },
        },
        opening: { type: 'final' },
      },
    },
    filter: {
      initial: 'unfiltered',
      on: {
        'filter.change': [
          { guard: 'filterCleared', target: '.unfiltered', actions: ['setFilter', recordFilter] },
          { target: '.filtered', actions: ['setFilter', recordFilter] },
        ],
      },
      states: {
        unfiltered: {
          always: { guard: not('noFilter'), target: 'filtered' },
        },
        filtered: {
          always: { guard: 'noFilter', target: 'unfiltered' },
        },
      },
    },
    // The current search, all its pages, as a CSV file with the table's columns.
    export: {
      initial: 'idle',
      states: {
        idle: { on: { 'export.start': { guard: 'hasRows', target: 'exporting' } } },
        exporting: {
          tags: ['exporting'],
          invoke: {
            id: 'exportBook',
            src: 'exportBook',
            input: ({ context }) => context.criteria ?? EMPTY_CRITERIA,
            onDone: { target: 'idle', actions: { type: 'download', params: ({ event }) => event.output } },
            onError: {
              target: 'idle',
              actions: { type: 'notify', params: { message: say(EXPORT_FAILED), kind: 'error' } },
            },
          },
        },
      },
    },
    link: {
      initial: 'ready',
      states: {
        ready: {
          on: {
            'policy.open': [
              {
                guard: 'routed',
                actions: {
                  type: 'navigate',
                  params: ({ context, event }) => {
                    const link = policyLink(event.row, context.routerMode);
                    return link.kind === 'route' ? link.target : { name: 'AgentHome' };
                  },
                },
              },
              { target: 'posting' },
            ],
          },
        },
        posting: {
          invoke: {
            id: 'postLink',
            src: 'postLink',
            input: ({ context, event }) => {
              assertEvent(event, 'policy.open');
              return postLinkOf(event.row, context.routerMode);
            },
            onDone: 'ready',
            onError: [
              {
                guard: {
                  type: 'popupBlocked',
                  params: ({ event }: { event: ErrorActorEvent }) => event.error,
                },
                target: 'ready',
                actions: { type: 'alert', params: message(SPEC_TEXTS, 'popupBlocked') },
              },
              {
                guard: not({
                  type: 'cancelled',
                  params: ({ event }: { event: ErrorActorEvent }) => event.error,
                }),
                target: 'ready',
                actions: { type: 'notify', params: { message: say(FORM_POST_FAILED), kind: 'error' } },
              },
              { target: 'ready' },
            ],
          },
        },
      },
    },
  },
});

type AgentSearchMachine = typeof agentSearchMachine;
export type AgentSearchSnapshot = ReturnType<AgentSearchMachine['getInitialSnapshot']>;
export type AgentSearchRef = ActorRefFrom<AgentSearchMachine>;

// The filter's last answer for each list of rows: the screen's selectors ask once per snapshot each,
// and one key press should filter a thousand rows once, not once per selector.
const lastFiltered = new WeakMap<
  readonly CaseSummary[],
  { filter: string; visible: readonly CaseSummary[] }
>();

/** The loaded rows the filter lets through (SPEC §5), the same array while rows and filter stay. */
export const selectVisibleRows = (snapshot: AgentSearchSnapshot): readonly CaseSummary[] => {
  const { rows, filter } = snapshot.context;
  const last = lastFiltered.get(rows);
  if (last?.filter === filter) return last.visible;
  const visible = filterRows(rows, filter);
  lastFiltered.set(rows, { filter, visible });
  return visible;
};

/** 'No results found' once a search or the filter leaves nothing to show. */
export const selectNoResults = (snapshot: AgentSearchSnapshot): string | null => {
  const settled = snapshot.matches({ list: 'results' }) || snapshot.matches({ list: 'allLoaded' });
  return settled && selectVisibleRows(snapshot).length === 0 ? NO_RESULTS : null;
};

/** The count over the results, once a search has answered; empty while searching or after a failure. */
export const selectCountLine = (snapshot: AgentSearchSnapshot): string => {
  const { criteria, rows, totalCount, error } = snapshot.context;
  const failed = snapshot.matches({ list: 'failed' }) && Boolean(error);
  if (criteria === null || snapshot.matches({ list: 'searching' }) || failed) return '';
  const filtered = snapshot.matches({ filter: 'filtered' });
  return resultCountLine(selectVisibleRows(snapshot).length, rows.length, totalCount, filtered);
};

/** How the list is sorted by a column, for its header's aria-sort (decision 364). */
export function selectColumnSort(
  snapshot: AgentSearchSnapshot,
  column: SortColumn,
): 'ascending' | 'descending' | 'none' {
  const { criteria, arrival } = snapshot.context;
  const first = arrival ? undefined : criteria?.sort[0];
  if (first?.columnName !== column) return 'none';
  return first.columnOrder === 'Ascending' ? 'ascending' : 'descending';
}

export const selectMayLoadMore = (snapshot: AgentSearchSnapshot) => snapshot.matches({ list: 'results' });
