import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { PDF_LIMITS, pdfViewerMachine, wantedPages } from '../../machines/pdfViewer.ts';

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

  it('a load failure is the banner text with the message', async () => {
    const { actor } = start(async () => {
      throw new Error('Invalid PDF structure.');
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('Failed to load PDF document: Invalid PDF structure.');
  });

  it('an empty document is refused with a clear message', async () => {
    const { actor } = start(async () => ({ pageCount: 0 }));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('Failed to load PDF document: the document has no pages');
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
});
