import { assertEvent, assign, fromCallback, type SnapshotFrom, setup } from 'xstate';
import { FIND_TEXTS } from '../src/domain/documents/pdfFindTexts.ts';
import { type Message, message } from '../src/i18n/message.ts';

/**
 * Find in document: the query is looked for page by page in the pages' text (never
 * their canvases), the first match is chosen as soon as a page has one, and next/previous walk the
 * matches in page order, wrapping once every page has been searched.
 */

/** A match: the index-th match on page (both 0-based). */
export interface FindMatch {
  page: number;
  index: number;
}

export interface PdfFindInput {
  pageCount: number;
}

export interface PdfFindContext {
  pageCount: number;
  query: string;
  /** Matches per page, for the pages searched so far (in page order). */
  counts: number[];
  current: FindMatch | null;
  error: Message | null;
}

export type PdfFindEvent =
  | { type: 'find.type'; query: string }
  | { type: 'find.next' }
  | { type: 'find.previous' }
  | { type: 'find.clear' }
  /** From the search: page `page` holds `count` matches. Pages come in order. */
  | { type: 'find.page'; page: number; count: number }
  | { type: 'find.finished' }
  | { type: 'find.failed'; message: string };

export { FIND_TEXTS };

const total = (counts: readonly number[]) => counts.reduce((sum, n) => sum + n, 0);

/**
 * The match after `from` among the pages counted so far; wraps to the first when `wrap`.
 * @internal a rule its module applies inside a larger answer, tested at its edges on its own
 *   (tests/unit/pdf-find.test.ts).
 */
export function nextMatch(
  counts: readonly number[],
  from: FindMatch | null,
  wrap: boolean,
): FindMatch | null {
  if (from && from.index + 1 < (counts[from.page] ?? 0)) return { page: from.page, index: from.index + 1 };
  const start = from ? from.page + 1 : 0;
  for (let page = start; page < counts.length; page++) if ((counts[page] ?? 0) > 0) return { page, index: 0 };
  if (!wrap || !from) return from;
  return nextMatch(counts, null, false);
}

/**
 * The match before `from`; wraps to the last when `wrap`.
 * @internal a rule its module applies inside a larger answer, tested at its edges on its own
 *   (tests/unit/pdf-find.test.ts).
 */
export function previousMatch(
  counts: readonly number[],
  from: FindMatch | null,
  wrap: boolean,
): FindMatch | null {
  if (!from) return null;
  if (from.index > 0) return { page: from.page, index: from.index - 1 };
  for (let page = from.page - 1; page >= 0; page--) {
    const count = counts[page] ?? 0;
    if (count > 0) return { page, index: count - 1 };
  }
  if (!wrap) return from;
  // Wrapping to the last match, which may be on this very page (a one-page document).
  for (let page = counts.length - 1; page >= from.page; page--) {
    const count = counts[page] ?? 0;
    if (count > 0) return { page, index: count - 1 };
  }
  return from;
}

export const pdfFindMachine = setup({
  types: {
    context: {} as PdfFindContext,
    events: {} as PdfFindEvent,
    input: {} as PdfFindInput,
  },
  actors: {
    // Sends find.page for each page in order, then find.finished (or find.failed); provided by the viewer.
    searchPages: fromCallback<PdfFindEvent, { query: string }>(() => () => {}),
  },
  guards: {
    hasQuery: ({ event }) => event.type === 'find.type' && event.query.trim() !== '',
  },
  actions: {
    setQuery: assign(({ event }) => {
      assertEvent(event, 'find.type');
      return { query: event.query, counts: [], current: null, error: null };
    }),
    countPage: assign(({ context, event }) => {
      assertEvent(event, 'find.page');
      const counts = [...context.counts];
      counts[event.page] = event.count;
      // The first match found becomes the current one at once: the reader does not wait for the rest.
      const current = context.current ?? (event.count > 0 ? { page: event.page, index: 0 } : null);
      return { counts, current };
    }),
  },
}).createMachine({
  id: 'pdfFind',
  context: ({ input }) => ({ pageCount: input.pageCount, query: '', counts: [], current: null, error: null }),
  initial: 'idle',
  on: {
    'find.type': [
      { guard: 'hasQuery', target: '.searching', reenter: true, actions: 'setQuery' },
      { target: '.idle', actions: 'setQuery' },
    ],
    'find.clear': { target: '.idle', actions: assign({ query: '', counts: [], current: null, error: null }) },
  },
  states: {
    idle: {
      description: 'No query: nothing is searched and nothing is highlighted.',
    },
    searching: {
      description: 'Pages are searched in order; matches found so far can be stepped through.',
      invoke: { id: 'searchPages', src: 'searchPages', input: ({ context }) => ({ query: context.query }) },
      on: {
        'find.page': { actions: 'countPage' },
        'find.finished': 'searched',
        'find.failed': {
          target: 'failed',
          actions: assign({ error: message(FIND_TEXTS, 'failed') }),
        },
        // Not wrapping yet: pages further on may still hold matches.
        'find.next': {
          actions: assign({ current: ({ context }) => nextMatch(context.counts, context.current, false) }),
        },
        'find.previous': {
          actions: assign({
            current: ({ context }) => previousMatch(context.counts, context.current, false),
          }),
        },
      },
    },
    searched: {
      description: 'Every page has been searched: next and previous wrap around.',
      on: {
        'find.next': {
          actions: assign({ current: ({ context }) => nextMatch(context.counts, context.current, true) }),
        },
        'find.previous': {
          actions: assign({ current: ({ context }) => previousMatch(context.counts, context.current, true) }),
        },
      },
    },
    failed: {
      description: 'The text could not be read: the search says so; a new query tries again.',
    },
  },
});

export type PdfFindMachine = typeof pdfFindMachine;

type FindSnapshot = SnapshotFrom<PdfFindMachine>;

/** What the search box shows: '3 of 12', 'Searching…', 'No matches' or nothing (null). */
export function selectFindStatus(s: FindSnapshot): Message | null {
  const { counts, current, error } = s.context;
  if (s.matches('idle')) return null;
  if (s.matches('failed')) return error ?? message(FIND_TEXTS, 'failed');
  const all = total(counts);
  if (current)
    return message(
      FIND_TEXTS,
      'match',
      String(total(counts.slice(0, current.page)) + current.index + 1),
      String(all),
    );
  return message(FIND_TEXTS, s.matches('searching') ? 'searching' : 'none');
}

/** Whether next/previous can move (there is a match to move from). */
export function selectCanStep(s: FindSnapshot): boolean {
  return s.context.current !== null;
}
