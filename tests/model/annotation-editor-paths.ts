import { createActor, type EventFromLogic } from 'xstate';
import { annotationEditorMachine } from '../../machines/annotationEditor.ts';
import { build } from './document-paths.ts';
import { inspecting, pendingCalls, type Run, replay } from './replay.ts';

const LETTER = { width: 612, height: 792 };
const rect = { x: 72, y: 100, width: 200, height: 12 };

/**
 * The annotation editor with each tool's events, a selection present or not, a signature typed,
 * drawn, blank or cleared, and the image read or refused. States are told apart by the tool, how
 * many marks there are (up to two), whether one is chosen, whether undo has anything and whether a
 * signature is drafted.
 */
export function annotationEditorModel() {
  return build('annotationEditor', annotationEditorMachine, {
    events: [
      { type: 'tool.highlight' },
      { type: 'tool.ink' },
      { type: 'tool.stamp' },
      { type: 'tool.signature' },
      { type: 'tool.none' },
      { type: 'highlight.press', page: 0, rects: [rect] },
      { type: 'highlight.press', page: 0, rects: [] },
      { type: 'highlight.add', page: 1, rects: [rect] },
      {
        type: 'ink.stroke',
        page: 0,
        points: [
          [10, 10],
          [40, 60],
        ],
      },
      { type: 'stamp.file', file: new Blob(['png']), page: 0, pageSize: LETTER },
      {
        type: 'xstate.done.actor.readImage',
        output: { png: 'data:image/png;base64,', width: 800, height: 400 },
      },
      { type: 'xstate.error.actor.readImage', error: new Error('not an image') },
      { type: 'signature.type', text: 'Ana Ruiz' },
      {
        type: 'signature.draw',
        paths: [
          [
            [0, 0],
            [30, 10],
          ],
        ],
      },
      { type: 'signature.clear' },
      { type: 'signature.place', page: 0, pageSize: LETTER, size: { width: 120, height: 30 } },
      { type: 'mark.select', id: 1 },
      { type: 'mark.delete' },
      { type: 'marks.undo' },
    ] as EventFromLogic<typeof annotationEditorMachine>[],
    serializeState: (s) =>
      JSON.stringify([
        s.value,
        Math.min(s.context.marks.length, 2),
        s.context.selected !== null,
        s.context.history.length > 0,
        s.context.draft !== null,
      ]),
  });
}

export const runAnnotationEditorPath: Run = async (path, inspect) => {
  const { logic, settle } = pendingCalls();
  const machine = annotationEditorMachine.provide({ actors: { readImage: logic as never } });
  await replay(createActor(machine, inspecting(inspect)), settle, path);
};
