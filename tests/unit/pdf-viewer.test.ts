import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import {
  currentPageOf,
  PDF_LIMITS,
  type PdfViewerEvent,
  pageFromField,
  pdfViewerMachine,
  wantedPages,
} from '../../machines/pdfViewer.ts';
import { PDF_REASONS, pdfLoadFailed } from '../../src/domain/failureTexts.ts';
import { type Message, message } from '../../src/i18n/message.ts';
import { say } from '../../src/i18n/texts.ts';

function start(load: () => Promise<{ pageCount: number }>) {
  const effects: string[] = [];
  const machine = pdfViewerMachine.provide({
    actors: { loadPdf: fromPromise(load) },
    actions: {
      freeMemory: () => void effects.push('free'),
      sampleMemory: () => void effects.push('sample'),
      logPageError: (_, p) => void effects.push(`log:${p.index}:${p.message}`),
    },
  });
  return { actor: createActor(machine).start(), effects };
}

describe('pdfViewer machine', () => {
  it('wants the pages near what is visible and releases far ones', () => {
    expect(wantedPages([0], 500)).toEqual([0, 1, 2]);
    expect(wantedPages([250], 500)).toEqual([248, 249, 250, 251, 252]);
    expect(wantedPages([499], 500)).toEqual([497, 498, 499]);
  });

  it('loads, then follows the viewport: a page far away is no longer wanted', async () => {
    const { actor } = start(async () => ({ pageCount: 120 }));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'page.visible', index: 60 });
    actor.send({ type: 'page.hidden', index: 0 });
    expect(actor.getSnapshot().context.wanted).toEqual([58, 59, 60, 61, 62]);
  });

  it("a load failure is the banner text with the reader's reason in a customer's words", async () => {
    const reasons = [
      ['Invalid PDF structure.', 'damaged'],
      ['No password given', 'password'],
      ['Something the reader never said before', 'unreadable'],
    ] as const;
    for (const [technical, plain] of reasons) {
      const { actor } = start(async () => {
        throw new Error(technical);
      });
      await waitFor(actor, (s) => s.matches('failed'));
      expect(actor.getSnapshot().context.error).toEqual(pdfLoadFailed(message(PDF_REASONS, plain)));
    }
  });

  it('an empty document is refused with a clear message', async () => {
    const { actor } = start(async () => ({ pageCount: 0 }));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toEqual(pdfLoadFailed(message(PDF_REASONS, 'noPages')));
    expect(say(actor.getSnapshot().context.error as Message, 'en')).toBe(
      'Failed to load PDF document: the document has no pages.',
    );
  });

  it('a page that fails to render is logged and the rest continue', async () => {
    const { actor, effects } = start(async () => ({ pageCount: 3 }));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'page.failed', index: 1, message: 'bad font' });
    actor.send({ type: 'page.rendered', index: 2 });
    expect(effects).toEqual(['log:1:bad font', 'sample']);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
  });

  it('frees memory only past the 50 MB budget, keeping just the visible pages', async () => {
    const { actor, effects } = start(async () => ({ pageCount: 10 }));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'memory.sample', usedBytes: PDF_LIMITS.heapBudgetBytes });
    expect(effects).toEqual([]);
    actor.send({ type: 'memory.sample', usedBytes: PDF_LIMITS.heapBudgetBytes + 1 });
    expect(effects).toEqual(['free']);
    expect(actor.getSnapshot().context.wanted).toEqual([0]);
  });

  it('before the document has loaded, no page is visible or wanted', () => {
    const { actor } = start(() => new Promise(() => {}));
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ visible: [], wanted: [] });
  });

  it('opens on the first page, with its near neighbours wanted', async () => {
    const { actor } = start(async () => ({ pageCount: 120 }));
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context).toMatchObject({ visible: [0], wanted: [0, 1, 2] });
  });

  it('a one-page document opens', async () => {
    const { actor } = start(async () => ({ pageCount: 1 }));
    await waitFor(actor, (s) => s.matches('ready') || s.matches('failed'));
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ pageCount: 1, wanted: [0], error: null });
  });

  it('the heap watchdog runs while the document is open (SPEC §9: checked every 5 seconds)', async () => {
    const effects: string[] = [];
    const machine = pdfViewerMachine.provide({
      actors: {
        loadPdf: fromPromise(async () => ({ pageCount: 10 })),
        memoryWatchdog: fromCallback<PdfViewerEvent>(({ sendBack }) => {
          sendBack({ type: 'memory.sample', usedBytes: PDF_LIMITS.heapBudgetBytes + 1 });
        }),
      },
      actions: { freeMemory: () => void effects.push('free') },
    });
    const actor = createActor(machine).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(effects).toEqual(['free']);
  });

  it('asking twice for the same page is two asks, told apart', async () => {
    const { actor } = start(async () => ({ pageCount: 12 }));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'page.go', index: 4 });
    const first = actor.getSnapshot().context.goTo;
    actor.send({ type: 'page.go', index: 4 });
    const second = actor.getSnapshot().context.goTo;
    expect(first?.index).toBe(4);
    expect(second?.index).toBe(4);
    expect(Number.isFinite(first?.seq)).toBe(true);
    expect(second?.seq).not.toBe(first?.seq);
  });

  it('page 1 can be typed in the page field', () => {
    expect(pageFromField('1', 12)).toBe(1);
    expect(pageFromField('1', 1)).toBe(1);
  });

  it('the page filling more of the box is current, even with a later page partly shown', async () => {
    expect(currentPageOf({ 1: 0.7, 2: 0.3 }, 0)).toBe(1);
    const { actor } = start(async () => ({ pageCount: 12 }));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'page.shown', index: 5, part: 0.6 });
    actor.send({ type: 'page.shown', index: 6, part: 0.4 });
    expect(actor.getSnapshot().context.currentPage).toBe(5);
  });

  it('a page that has left the scroll box is no longer counted as shown', async () => {
    const { actor } = start(async () => ({ pageCount: 12 }));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'page.shown', index: 1, part: 0.8 });
    actor.send({ type: 'page.shown', index: 2, part: 0.2 });
    actor.send({ type: 'page.shown', index: 1, part: 0 });
    expect(actor.getSnapshot().context.shown).toEqual({ 2: 0.2 });
    expect(actor.getSnapshot().context.currentPage).toBe(2);
  });
});
