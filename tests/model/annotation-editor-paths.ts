import { createActor, type EventFromLogic } from 'xstate';
import { annotationEditorMachine } from '../../machines/annotationEditor.ts';
import { build } from './document-paths.ts';
import { inspecting, pendingCalls, type Run, replay } from './replay.ts';

const LETTER = { width: 612, height: 792 };
const rect = { x: 72, y: 100, width: 200, height: 12 };

const HELD = new Set([
  'mark.drag',
  'mark.stretch',
  'mark.release',
  'image.rescale',
  'xstate.done.actor.scaleImage',
  'xstate.error.actor.scaleImage',
]);
const MOVES = new Set(['mark.grab', 'mark.nudge', 'mark.scale', ...HELD]);

/**
 * The annotation editor with each tool's events, a selection present or not, a signature typed,
 * drawn, blank or cleared, the image read or refused, and a placed mark moved and resized by pointer
 * and keys with its image redrawn or not. States are told apart by the tool, how many marks there are
 * (up to two), whether one is chosen, whether undo has anything, whether a signature is drafted,
 * whether mark 1 can be moved, a mark grabbed and an image being redrawn.
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
      // Mark 1 is a stamp or signature when one was placed first: grabbed, dragged, resized, let go.
      { type: 'mark.grab', id: 1 },
      { type: 'mark.drag', dx: 20, dy: 10, pageSize: LETTER },
      { type: 'mark.stretch', corner: 'se', dx: -40, dy: -20, pageSize: LETTER },
      { type: 'mark.release' },
      { type: 'mark.nudge', dx: -2, dy: 0, pageSize: LETTER },
      { type: 'mark.scale', factor: 0.9, pageSize: LETTER },
      { type: 'image.rescale', id: 1 },
      {
        type: 'xstate.done.actor.scaleImage',
        output: { png: 'data:image/png;base64,', width: 400, height: 200 },
      },
      { type: 'xstate.error.actor.scaleImage', error: new Error('no canvas') },
      { type: 'mark.delete' },
      { type: 'marks.undo' },
      { type: 'markup.done' },
      { type: 'markup.resume' },
    ] as EventFromLogic<typeof annotationEditorMachine>[],
    onScreen: (s, e) => {
      // While the pointer holds a mark, it can only drag it, stretch it or let go (and timers run).
      if (s.context.gesture !== null) return HELD.has(e.type);
      // An image is redrawn in milliseconds: the model lets it finish before the customer's next step.
      if (s.context.scaling !== null) return e.type.endsWith('.actor.scaleImage');
      // Moving and resizing are root transitions, the same under every tool: explored with none on.
      return !MOVES.has(e.type) || s.matches({ marking: 'none' });
    },
    serializeState: (s) =>
      JSON.stringify([
        s.value,
        Math.min(s.context.marks.length, 2),
        s.context.selected !== null,
        s.context.history.length > 0,
        s.context.draft !== null,
        s.context.marks.some((m) => m.id === 1 && 'box' in m),
        s.context.gesture !== null,
        s.context.scaling !== null,
      ]),
  });
}

export const runAnnotationEditorPath: Run = async (path, inspect) => {
  const { logic, settle } = pendingCalls();
  const machine = annotationEditorMachine.provide({
    actors: { readImage: logic as never, scaleImage: logic as never },
  });
  await replay(createActor(machine, inspecting(inspect)), settle, path);
};
