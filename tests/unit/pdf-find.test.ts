import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import {
  FIND_TEXTS,
  nextMatch,
  type PdfFindEvent,
  pdfFindMachine,
  previousMatch,
  selectCanStep,
  selectFindStatus,
} from '../../machines/pdfFind.ts';
import { ATLAS_DIR, splitPage } from '../../scripts/atlas/machines.ts';
import { renderPage } from '../../scripts/atlas/render.ts';
import { itemOffsets, matchOnItems } from '../../src/components/pdf-viewer/textHighlights.ts';
import { message } from '../../src/i18n/message.ts';

function start() {
  const searches: string[] = [];
  const machine = pdfFindMachine.provide({
    actors: {
      searchPages: fromCallback<PdfFindEvent, { query: string }>(({ input }) => {
        searches.push(input.query);
        return () => {};
      }),
    },
  });
  return { actor: createActor(machine, { input: { pageCount: 4 } }).start(), searches };
}

describe('find in document', () => {
  it("chooses the first match as soon as a page has one, and counts '1 of n' as pages come in", () => {
    const { actor, searches } = start();
    actor.send({ type: 'find.type', query: 'policy' });
    expect(searches).toEqual(['policy']);
    expect(selectFindStatus(actor.getSnapshot())).toEqual(message(FIND_TEXTS, 'searching'));
    actor.send({ type: 'find.page', page: 0, count: 0 });
    actor.send({ type: 'find.page', page: 1, count: 2 });
    expect(actor.getSnapshot().context.current).toEqual({ page: 1, index: 0 });
    expect(selectFindStatus(actor.getSnapshot())).toEqual(message(FIND_TEXTS, 'match', '1', '2'));
    actor.send({ type: 'find.page', page: 2, count: 0 });
    actor.send({ type: 'find.page', page: 3, count: 10 });
    actor.send({ type: 'find.finished' });
    expect(selectFindStatus(actor.getSnapshot())).toEqual(message(FIND_TEXTS, 'match', '1', '12'));
  });

  it("steps next and previous in page order: '3 of 12', and wraps once every page is searched", () => {
    const { actor } = start();
    actor.send({ type: 'find.type', query: 'policy' });
    for (const [page, count] of [0, 2, 0, 10].entries()) actor.send({ type: 'find.page', page, count });
    actor.send({ type: 'find.next' });
    actor.send({ type: 'find.next' });
    expect(selectFindStatus(actor.getSnapshot())).toEqual(message(FIND_TEXTS, 'match', '3', '12'));
    expect(actor.getSnapshot().context.current).toEqual({ page: 3, index: 0 });
    actor.send({ type: 'find.previous' });
    actor.send({ type: 'find.previous' });
    actor.send({ type: 'find.previous' });
    // Still searching: no wrap to the end, which may not be counted yet.
    expect(selectFindStatus(actor.getSnapshot())).toEqual(message(FIND_TEXTS, 'match', '1', '12'));
    actor.send({ type: 'find.finished' });
    actor.send({ type: 'find.previous' });
    expect(selectFindStatus(actor.getSnapshot())).toEqual(message(FIND_TEXTS, 'match', '12', '12'));
    actor.send({ type: 'find.next' });
    expect(selectFindStatus(actor.getSnapshot())).toEqual(message(FIND_TEXTS, 'match', '1', '12'));
  });

  it("says 'No matches' when every page is searched without one; a new query searches again", () => {
    const { actor, searches } = start();
    actor.send({ type: 'find.type', query: 'zebra' });
    for (let page = 0; page < 4; page++) actor.send({ type: 'find.page', page, count: 0 });
    actor.send({ type: 'find.finished' });
    expect(selectFindStatus(actor.getSnapshot())).toEqual(message(FIND_TEXTS, 'none'));
    actor.send({ type: 'find.type', query: 'zebras' });
    expect(searches).toEqual(['zebra', 'zebras']);
    expect(actor.getSnapshot().context.counts).toEqual([]);
  });

  it('an empty query or clearing stops the search and shows nothing', () => {
    const { actor } = start();
    actor.send({ type: 'find.type', query: 'a' });
    actor.send({ type: 'find.type', query: '  ' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(selectFindStatus(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'find.type', query: 'a' });
    actor.send({ type: 'find.clear' });
    expect(actor.getSnapshot().context.query).toBe('');
  });

  it('a text that cannot be read says so', () => {
    const { actor } = start();
    actor.send({ type: 'find.type', query: 'a' });
    actor.send({ type: 'find.failed', message: 'Worker was destroyed' });
    expect(selectFindStatus(actor.getSnapshot())).toEqual(message(FIND_TEXTS, 'failed'));
  });

  it('next and previous stay put with nothing to move to', () => {
    expect(nextMatch([0, 0], null, true)).toBeNull();
    expect(previousMatch([0, 1], { page: 1, index: 0 }, false)).toEqual({ page: 1, index: 0 });
    expect(nextMatch([1], { page: 0, index: 0 }, true)).toEqual({ page: 0, index: 0 });
  });

  it('wraps within a one-page document, both ways', () => {
    expect(previousMatch([3], { page: 0, index: 0 }, true)).toEqual({ page: 0, index: 2 });
    expect(nextMatch([3], { page: 0, index: 2 }, true)).toEqual({ page: 0, index: 0 });
  });
});

describe('find in document: stepping at the edges (the tenth session, after the first whole run)', () => {
  it('a find bar just opened has an empty box, no status, and its previous/next buttons disabled', () => {
    const { actor } = start();
    expect(actor.getSnapshot().context.query).toBe('');
    expect(selectFindStatus(actor.getSnapshot())).toBeNull();
    expect(selectCanStep(actor.getSnapshot())).toBe(false);
  });

  it('previous/next are enabled only once a match is current', () => {
    const { actor } = start();
    actor.send({ type: 'find.type', query: 'policy' });
    actor.send({ type: 'find.page', page: 0, count: 0 });
    expect(selectCanStep(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'find.page', page: 1, count: 2 });
    expect(selectCanStep(actor.getSnapshot())).toBe(true);
  });

  it('typing on while pages are still searched restarts the search with the longer query', () => {
    const { actor, searches } = start();
    actor.send({ type: 'find.type', query: 'pol' });
    actor.send({ type: 'find.page', page: 0, count: 3 });
    actor.send({ type: 'find.type', query: 'policy' });
    expect(searches).toEqual(['pol', 'policy']);
    expect(selectFindStatus(actor.getSnapshot())).toEqual(message(FIND_TEXTS, 'searching'));
  });

  it('next at the last match counted so far stays there while later pages are still searched', () => {
    const { actor } = start();
    actor.send({ type: 'find.type', query: 'policy' });
    actor.send({ type: 'find.page', page: 0, count: 0 });
    actor.send({ type: 'find.page', page: 1, count: 2 });
    actor.send({ type: 'find.next' });
    actor.send({ type: 'find.next' });
    expect(selectFindStatus(actor.getSnapshot())).toEqual(message(FIND_TEXTS, 'match', '2', '2'));
    expect(nextMatch([1, 1], { page: 1, index: 0 }, false)).toEqual({ page: 1, index: 0 });
  });

  it('Shift+Enter before any match is found changes nothing', () => {
    const { actor } = start();
    actor.send({ type: 'find.type', query: 'policy' });
    actor.send({ type: 'find.previous' });
    expect(selectFindStatus(actor.getSnapshot())).toEqual(message(FIND_TEXTS, 'searching'));
    actor.send({ type: 'find.page', page: 0, count: 0 });
    actor.send({ type: 'find.finished' });
    actor.send({ type: 'find.previous' });
    expect(selectFindStatus(actor.getSnapshot())).toEqual(message(FIND_TEXTS, 'none'));
    expect(previousMatch([0, 0], null, true)).toBeNull();
  });

  it('previous from the first match of a page goes to the last match of the first page', () => {
    const { actor } = start();
    actor.send({ type: 'find.type', query: 'policy' });
    actor.send({ type: 'find.page', page: 0, count: 2 });
    actor.send({ type: 'find.page', page: 1, count: 1 });
    actor.send({ type: 'find.next' });
    actor.send({ type: 'find.next' });
    expect(selectFindStatus(actor.getSnapshot())).toEqual(message(FIND_TEXTS, 'match', '3', '3'));
    actor.send({ type: 'find.previous' });
    expect(selectFindStatus(actor.getSnapshot())).toEqual(message(FIND_TEXTS, 'match', '2', '3'));
  });

  it('previous from the first match wraps to the last one even when the last pages hold none', () => {
    const { actor } = start();
    actor.send({ type: 'find.type', query: 'policy' });
    for (const [page, count] of [0, 2, 0, 0].entries()) actor.send({ type: 'find.page', page, count });
    actor.send({ type: 'find.finished' });
    actor.send({ type: 'find.previous' });
    expect(selectFindStatus(actor.getSnapshot())).toEqual(message(FIND_TEXTS, 'match', '2', '2'));
    expect(actor.getSnapshot().context.current).toEqual({ page: 1, index: 1 });
  });
});

describe('the find machine as the statechart atlas documents it', () => {
  it('docs/machines/pdfFind.md still says what each state stands for and which search it invokes', () => {
    const { definition } = splitPage(readFileSync(join(ATLAS_DIR, 'pdfFind.md'), 'utf8'));
    expect(renderPage({ name: 'pdfFind', machine: pdfFindMachine })).toBe(definition);
  });
});

describe("a page's text items, where pdf.js's find matches fall on them (decision 400)", () => {
  // pdf.js's find reads a line's end as a space but gives offsets in the items' strings alone.
  const items = [
    { str: 'The Policy', hasEOL: true },
    { type: 'beginMarkedContent' },
    { str: 'policy-holder and POLICY', hasEOL: false },
    { str: 'owner', hasEOL: false },
  ];

  it('counts each item from the end of the one before, marked content and line ends taking no room', () => {
    expect(itemOffsets(items)).toEqual({ starts: [0, 10, 34], lengths: [10, 24, 5] });
  });

  it('puts a match back on the items it spans', () => {
    const page = itemOffsets(items);
    // 'Policy' + 'policy' over the line's end: pdf.js's match of 'policy policy'.
    expect(matchOnItems(page, 4, 12)).toEqual([
      { item: 0, from: 4, to: 10 },
      { item: 1, from: 0, to: 6 },
    ]);
    expect(matchOnItems(page, 28, 'POLICYowner'.length)).toEqual([
      { item: 1, from: 18, to: 24 },
      { item: 2, from: 0, to: 5 },
    ]);
    expect(matchOnItems(page, 10, 3)).toEqual([{ item: 1, from: 0, to: 3 }]);
    expect(matchOnItems(page, 39, 1)).toEqual([]);
  });
});
