import { createActor, type EventFromLogic } from 'xstate';
import { markedPagesViewerMachine } from '../../machines/markedPagesViewer.ts';
import { build } from './document-paths.ts';
import { inspecting, pendingCalls, type Run, replay } from './replay.ts';

const FILE = {
  commentId: 'C-1',
  documentId: 'D-100003-1',
  pages: [2, 5],
  sha256: 'ab'.repeat(32),
  content: 'JVBERi0=',
};

/** The Change History's marked pages dialog: opened, loaded or failed, retried, closed, opened again. */
export function markedPagesModel() {
  return build('markedPagesViewer', markedPagesViewerMachine, {
    input: { caseId: '100003', commentId: 'C-1' },
    events: [
      { type: 'pages.open' },
      { type: 'pages.close' },
      { type: 'pages.retry' },
      { type: 'xstate.done.actor.loadMarkedPages', output: FILE },
      { type: 'xstate.error.actor.loadMarkedPages', error: new Error('Request failed') },
    ] as EventFromLogic<typeof markedPagesViewerMachine>[],
    serializeState: (s) => JSON.stringify([s.value, s.context.content !== null]),
  });
}

export const runMarkedPagesPath: Run = async (path, inspect) => {
  const { logic, settle } = pendingCalls();
  const machine = markedPagesViewerMachine.provide({ actors: { loadMarkedPages: logic as never } });
  const input = { caseId: '100003', commentId: 'C-1' };
  await replay(createActor(machine, { input, ...inspecting(inspect) }), settle, path);
};
