import { createActor, type EventFromLogic, fromCallback } from 'xstate';
import { pdfFindMachine } from '../../machines/pdfFind.ts';
import { build } from './document-paths.ts';
import { inspecting, pendingCalls, type Run, replay } from './replay.ts';

/**
 * Find in document over a three-page document. The search is stood in for by the events it sends
 * (find.page in page order, find.finished, find.failed); the traversal tells states apart by the
 * state, whether a query is set, how far the pages are counted and which match is current.
 */
export function pdfFindModel() {
  return build('pdfFind', pdfFindMachine, {
    input: { pageCount: 3 },
    events: [
      { type: 'find.type', query: 'policy' },
      { type: 'find.type', query: '' },
      { type: 'find.clear' },
      { type: 'find.page', page: 0, count: 0 },
      { type: 'find.page', page: 1, count: 2 },
      { type: 'find.page', page: 2, count: 1 },
      { type: 'find.finished' },
      { type: 'find.failed', message: 'Worker was destroyed' },
      { type: 'find.next' },
      { type: 'find.previous' },
    ] as EventFromLogic<typeof pdfFindMachine>[],
    // Pages are counted in order, as the search sends them.
    onScreen: (s, e) => e.type !== 'find.page' || e.page === s.context.counts.length,
    serializeState: (s) =>
      JSON.stringify([s.value, s.context.query !== '', s.context.counts.length, s.context.current]),
  });
}

export const runPdfFindPath: Run = async (path, inspect) => {
  const machine = pdfFindMachine.provide({ actors: { searchPages: fromCallback(() => () => {}) } });
  // No invoked promise to settle: every event of the path is sent as it is.
  const { settle } = pendingCalls();
  await replay(createActor(machine, { input: { pageCount: 3 }, ...inspecting(inspect) }), settle, path);
};
