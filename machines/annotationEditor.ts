import {
  assertEvent,
  assign,
  cancel,
  enqueueActions,
  fromPromise,
  raise,
  type SnapshotFrom,
  setup,
  spawnChild,
  stopChild,
} from 'xstate';
import {
  ANNOTATION_LIMITS,
  type Box,
  type Point,
  type Size,
  signatureBox,
  stampBox,
  strokesBox,
} from '../src/domain/annotation/annotationLimits.ts';
import {
  type Corner,
  movedBox,
  resizedBox,
  sameBox,
  scaledBox,
  scaledPixels,
} from '../src/domain/annotation/markBoxes.ts';

/**
 * The annotation editor of SPEC §9: one mode at a time (none, highlight, ink,
 * stamp, signature), a list of marks with undo and delete, and a signature drawn or typed. Marks are
 * in PDF points on their page, origin at the top left; pages are 0-based.
 */

/** A stamp's image, already reduced to the contour maximum (512 px), as a PNG data URL. */
export interface StampImage extends Size {
  png: string;
}

export type Signature =
  | { kind: 'typed'; text: string }
  /** Strokes in the signature pad's own units, within `size`. */
  | { kind: 'drawn'; paths: Point[][]; size: Size };

export type Mark = { id: number; page: number } & (
  | { type: 'highlight'; rects: Box[] }
  | { type: 'ink'; paths: Point[][] }
  /** `scaled`: the image redrawn for the box's size, once resizing has paused (SPEC's 200 ms). */
  | { type: 'stamp'; box: Box; image: StampImage; scaled?: StampImage }
  | { type: 'signature'; box: Box; signature: Signature }
);

/** Why the last step did not work; the editor's view words it. */
type EditorProblem = 'imageUnreadable' | 'noSignature';

export interface AnnotationEditorContext {
  marks: Mark[];
  /** The lists before each change, newest last: undo puts the last one back. */
  history: Mark[][];
  selected: number | null;
  nextId: number;
  draft: Signature | null;
  /** Where the image being read goes. */
  placing: OnPage | null;
  problem: EditorProblem | null;
  /** A mark being dragged or resized with the pointer: its box and the marks when it was grabbed. */
  gesture: Gesture | null;
  /** The stamp whose image is being redrawn for its new size. */
  scaling: number | null;
}

interface Gesture {
  id: number;
  from: Box;
  before: Mark[];
}

/** A stamp or signature: the marks that can be moved and resized. */
export type PlacedMark = Extract<Mark, { type: 'stamp' | 'signature' }>;

interface OnPage {
  page: number;
  pageSize: Size;
}

export type AnnotationEditorEvent =
  | { type: 'tool.highlight' }
  | { type: 'tool.ink' }
  | { type: 'tool.stamp' }
  | { type: 'tool.signature' }
  | { type: 'tool.none' }
  /** The Highlight button: marks `rects` (the selection or find's match) if any, else turns the tool on or off. */
  | { type: 'highlight.press'; page: number; rects: Box[] }
  /** A selection finished while highlighting. */
  | { type: 'highlight.add'; page: number; rects: Box[] }
  | { type: 'ink.stroke'; page: number; points: Point[] }
  | ({ type: 'stamp.file'; file: Blob } & OnPage)
  | { type: 'signature.type'; text: string }
  /** The strokes drawn on the signature pad so far. */
  | { type: 'signature.draw'; paths: Point[][] }
  | { type: 'signature.clear' }
  /** `size` is a typed signature's measured size in points (a drawn one knows its own). */
  | ({ type: 'signature.place'; size: Size } & OnPage)
  | { type: 'mark.select'; id: number | null }
  /** A pointer goes down on a stamp or signature (or a corner handle): a move or resize begins. */
  | { type: 'mark.grab'; id: number }
  /** The pointer is (dx, dy) points from where it grabbed the mark. */
  | { type: 'mark.drag'; dx: number; dy: number; pageSize: Size }
  | { type: 'mark.stretch'; corner: Corner; dx: number; dy: number; pageSize: Size }
  /** The pointer lifts: the move or resize is one undo step. */
  | { type: 'mark.release' }
  /** An arrow key on the chosen mark (one undo step each). */
  | { type: 'mark.nudge'; dx: number; dy: number; pageSize: Size }
  /** + or − on the chosen mark: grown or shrunk about its centre by `factor` (one undo step each). */
  | { type: 'mark.scale'; factor: number; pageSize: Size }
  /** Raised 200 ms after a stamp's last resize step: its image is redrawn for the new size. */
  | { type: 'image.rescale'; id: number }
  /** The redrawn image (scaleImage is spawned, so its ending is one of the machine's own events). */
  | { type: 'xstate.done.actor.scaleImage'; output: StampImage }
  | { type: 'xstate.error.actor.scaleImage'; error: unknown }
  | { type: 'mark.delete' }
  | { type: 'marks.undo' }
  /** Done (or Escape): mark-up is left; the marks stay, shown, until mark-up is taken up again. */
  | { type: 'markup.done' }
  | { type: 'markup.resume' };

/** A stamp or signature just placed: the view brings it into sight and says where it went. */
export interface PlacedNotice {
  type: 'stamp' | 'signature';
  /** 0-based, like the marks. */
  page: number;
  id: number;
}

/** The stamp or signature just placed (the newest mark), which the `showPlaced` effect shows. */
export function justPlaced(context: AnnotationEditorContext): PlacedNotice | null {
  const mark = context.marks.at(-1);
  return mark?.type === 'stamp' || mark?.type === 'signature'
    ? { type: mark.type, page: mark.page, id: mark.id }
    : null;
}

type NewMark = Mark extends infer M ? (M extends Mark ? Omit<M, 'id'> : never) : never;

function added(context: AnnotationEditorContext, mark: NewMark): Partial<AnnotationEditorContext> {
  return {
    marks: [...context.marks, { ...mark, id: context.nextId } as Mark],
    history: [...context.history, context.marks],
    selected: context.nextId,
    nextId: context.nextId + 1,
    problem: null,
  };
}

/** Drawn strokes moved to the corner of their own box (with the drawing inner margin), sized to it. */
function croppedSignature(paths: Point[][]): Signature | null {
  const box = strokesBox(paths);
  if (!box) return null;
  const moved = paths.map((path) => path.map(([x, y]) => [x - box.x, y - box.y] as const));
  return { kind: 'drawn', paths: moved, size: { width: box.width, height: box.height } };
}

/** The stamp or signature `id`, if it is one of the marks. */
function placed(marks: readonly Mark[], id: number | null): PlacedMark | null {
  const mark = marks.find((m) => m.id === id);
  return mark?.type === 'stamp' || mark?.type === 'signature' ? mark : null;
}

const withBox = (marks: Mark[], id: number, box: Box) =>
  marks.map((m) => (m.id === id && (m.type === 'stamp' || m.type === 'signature') ? { ...m, box } : m));

/**
 * Where mark `id`'s box goes on `event`: a drag or stretch counts from where the mark was grabbed, a
 * nudge or scale from where it is; where it is for any other event, and null when it is not placed.
 */
function adjusted(context: AnnotationEditorContext, event: AnnotationEditorEvent, id: number): Box | null {
  const mark = placed(context.marks, id);
  if (!mark) return null;
  const from = context.gesture?.id === id ? context.gesture.from : mark.box;
  switch (event.type) {
    case 'mark.drag':
      return movedBox(from, event.dx, event.dy, event.pageSize);
    case 'mark.stretch':
      return resizedBox(from, event.corner, event.dx, event.dy, mark.type, event.pageSize);
    case 'mark.nudge':
      return movedBox(mark.box, event.dx, event.dy, event.pageSize);
    case 'mark.scale':
      return scaledBox(mark.box, event.factor, mark.type, event.pageSize);
    default:
      return mark.box;
  }
}

/** A key that would leave the chosen mark where it is (at the page's edge, at its limit) changes nothing. */
function keyMoves(context: AnnotationEditorContext, event: AnnotationEditorEvent): boolean {
  const mark = placed(context.marks, context.selected);
  const to = mark && adjusted(context, event, mark.id);
  return mark !== null && to !== null && !sameBox(mark.box, to);
}

const hasDraft = (draft: Signature | null) =>
  draft !== null && (draft.kind === 'typed' ? draft.text.trim() !== '' : draft.paths.length > 0);

export const annotationEditorMachine = setup({
  types: {
    context: {} as AnnotationEditorContext,
    events: {} as AnnotationEditorEvent,
  },
  actors: {
    // Reads an image file into a PNG no larger than the contour maximum; provided by the viewer.
    readImage: fromPromise<StampImage, { file: Blob }>(async () => {
      throw new Error('readImage is provided by the viewer');
    }),
    // Redraws a stamp's image at `pixels`; provided by the viewer.
    scaleImage: fromPromise<StampImage, { image: StampImage; pixels: Size }>(async () => {
      throw new Error('scaleImage is provided by the viewer');
    }),
  },
  delays: { imageScaling: ANNOTATION_LIMITS.imageScalingDebounceMs },
  guards: {
    hasRects: ({ event }) =>
      (event.type === 'highlight.press' || event.type === 'highlight.add') && event.rects.length > 0,
    isStroke: ({ event }) => event.type === 'ink.stroke' && event.points.length > 0,
    hasDraft: ({ context }) => hasDraft(context.draft),
    hasSelection: ({ context }) => context.selected !== null,
    canUndo: ({ context }) => context.history.length > 0,
    isPlaced: ({ context, event }) => event.type === 'mark.grab' && placed(context.marks, event.id) !== null,
    isGrabbed: ({ context }) => context.gesture !== null,
    isScaling: ({ context }) => context.scaling !== null,
    choseMovable: ({ context, event }) => keyMoves(context, event),
  },
  actions: {
    addHighlight: assign(({ context, event }) => {
      if (event.type !== 'highlight.press') assertEvent(event, 'highlight.add');
      return added(context, { type: 'highlight', page: event.page, rects: event.rects });
    }),
    addStroke: assign(({ context, event }) => {
      assertEvent(event, 'ink.stroke');
      return added(context, { type: 'ink', page: event.page, paths: [event.points] });
    }),
    addSignature: assign(({ context, event }) => {
      assertEvent(event, 'signature.place');
      const signature = context.draft as Signature;
      const box = signatureBox(signature.kind === 'drawn' ? signature.size : event.size, event.pageSize);
      return { ...added(context, { type: 'signature', page: event.page, box, signature }), draft: null };
    }),
    typeSignature: assign(({ event }) => {
      assertEvent(event, 'signature.type');
      return { draft: { kind: 'typed', text: event.text } as Signature, problem: null };
    }),
    drawSignature: assign(({ event }) => {
      assertEvent(event, 'signature.draw');
      return { draft: croppedSignature(event.paths), problem: null };
    }),
    deleteSelected: assign(({ context }) => ({
      marks: context.marks.filter((m) => m.id !== context.selected),
      history: [...context.history, context.marks],
      selected: null,
      problem: null,
      gesture: null,
    })),
    undo: assign(({ context }) => ({
      marks: context.history.at(-1) ?? [],
      history: context.history.slice(0, -1),
      selected: null,
      problem: null,
      gesture: null,
    })),
    grab: assign(({ context, event }) => {
      assertEvent(event, 'mark.grab');
      const mark = placed(context.marks, event.id) as PlacedMark;
      return { selected: mark.id, gesture: { id: mark.id, from: mark.box, before: context.marks } };
    }),
    follow: assign(({ context, event }) => {
      const { id } = context.gesture as Gesture;
      const to = adjusted(context, event, id);
      return to ? { marks: withBox(context.marks, id, to) } : {};
    }),
    release: assign(({ context }) => {
      const { id, from, before } = context.gesture as Gesture;
      const now = placed(context.marks, id);
      const moved = now !== null && !sameBox(now.box, from);
      return { gesture: null, history: moved ? [...context.history, before] : context.history };
    }),
    adjustChosen: assign(({ context, event }) => {
      // The guard (keyMoves) saw the chosen mark placed and moved by this event.
      const id = context.selected as number;
      return {
        marks: withBox(context.marks, id, adjusted(context, event, id) as Box),
        history: [...context.history, context.marks],
        problem: null,
      };
    }),
    // Debounced: each resize step of a stamp puts its redrawing 200 ms later again.
    scheduleRescale: enqueueActions(({ context, enqueue }) => {
      const id = context.gesture?.id ?? context.selected;
      if (id === null || placed(context.marks, id)?.type !== 'stamp') return;
      enqueue(cancel('imageScaling'));
      enqueue(raise({ type: 'image.rescale', id }, { id: 'imageScaling', delay: 'imageScaling' }));
    }),
    rescale: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'image.rescale');
      const mark = placed(context.marks, event.id);
      if (mark?.type !== 'stamp') return;
      enqueue(stopChild('scaleImage'));
      enqueue(assign({ scaling: mark.id }));
      enqueue(
        spawnChild('scaleImage', {
          id: 'scaleImage',
          input: { image: mark.image, pixels: scaledPixels(mark.image, mark.box) },
        }),
      );
    }),
    keepScaled: assign(({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.scaleImage');
      return {
        scaling: null,
        marks: context.marks.map((m) =>
          m.id === context.scaling && m.type === 'stamp' ? { ...m, scaled: event.output } : m,
        ),
      };
    }),
    select: assign(({ event }) => {
      assertEvent(event, 'mark.select');
      return { selected: event.id };
    }),
    clearProblem: assign({ problem: null }),
    clearSelection: assign({ selected: null, problem: null, draft: null }),
    // Effects, provided by the viewer: bring the new mark (justPlaced) into sight; say mark-up was left.
    showPlaced: () => {},
    showLeft: () => {},
  },
}).createMachine({
  id: 'annotationEditor',
  context: {
    marks: [],
    history: [],
    selected: null,
    nextId: 1,
    draft: null,
    placing: null,
    problem: null,
    gesture: null,
    scaling: null,
  },
  initial: 'marking',
  on: {
    'image.rescale': { actions: 'rescale' },
    'xstate.done.actor.scaleImage': { guard: 'isScaling', actions: 'keepScaled' },
    // The image stays as it was, stretched to its box: still the customer's image, only less sharp.
    'xstate.error.actor.scaleImage': { guard: 'isScaling', actions: assign({ scaling: null }) },
  },
  states: {
    marking: {
      description: 'Marking up: one tool at a time; marks are added, chosen, moved, deleted or undone.',
      initial: 'none',
      on: {
        'tool.none': { target: '.none', actions: 'clearProblem' },
        'tool.highlight': { target: '.highlight', actions: 'clearProblem' },
        'tool.ink': { target: '.ink', actions: 'clearProblem' },
        'tool.stamp': { target: '.stamp', actions: 'clearProblem' },
        'tool.signature': { target: '.signature', actions: 'clearProblem' },
        'highlight.press': [
          { guard: 'hasRects', target: '.highlight', actions: 'addHighlight' },
          { target: '.highlight', actions: 'clearProblem' },
        ],
        'mark.select': { actions: 'select' },
        'mark.delete': { guard: 'hasSelection', actions: 'deleteSelected' },
        'marks.undo': { guard: 'canUndo', actions: 'undo' },
        'mark.grab': { guard: 'isPlaced', actions: 'grab' },
        'mark.drag': { guard: 'isGrabbed', actions: 'follow' },
        'mark.stretch': { guard: 'isGrabbed', actions: ['follow', 'scheduleRescale'] },
        'mark.release': { guard: 'isGrabbed', actions: 'release' },
        'mark.nudge': { guard: 'choseMovable', actions: 'adjustChosen' },
        'mark.scale': { guard: 'choseMovable', actions: ['adjustChosen', 'scheduleRescale'] },
        // The marks stay: leaving is not undoing.
        'markup.done': { target: 'done', actions: ['clearSelection', 'showLeft'] },
      },
      states: {
        none: {
          description: 'No tool: the text can be selected and marks can be chosen, deleted or undone.',
        },
        highlight: {
          description: 'Highlight (#fff066): each selection of the text made now is marked.',
          on: {
            'tool.highlight': { target: 'none', actions: 'clearProblem' },
            // Pressed again with nothing selected: the tool goes off.
            'highlight.press': [
              { guard: 'hasRects', actions: 'addHighlight' },
              { target: 'none', actions: 'clearProblem' },
            ],
            'highlight.add': { guard: 'hasRects', actions: 'addHighlight' },
          },
        },
        ink: {
          description: 'Ink: freehand strokes with mouse, pen or touch, one mark a stroke.',
          on: {
            'tool.ink': { target: 'none', actions: 'clearProblem' },
            'ink.stroke': { guard: 'isStroke', actions: 'addStroke' },
          },
        },
        stamp: {
          description: 'Stamp / image: a chosen image is placed on the current page, at most 75 % of it.',
          initial: 'choosing',
          on: { 'tool.stamp': { target: 'none', actions: 'clearProblem' } },
          states: {
            choosing: {
              on: {
                'stamp.file': {
                  target: 'reading',
                  actions: assign(({ event }) => ({
                    placing: { page: event.page, pageSize: event.pageSize },
                    problem: null,
                  })),
                },
              },
            },
            reading: {
              invoke: {
                id: 'readImage',
                src: 'readImage',
                input: ({ event }) => {
                  assertEvent(event, 'stamp.file');
                  return { file: event.file };
                },
                onDone: {
                  target: '#annotationEditor.marking.none',
                  actions: [
                    assign(({ context, event }) => {
                      const { page, pageSize } = context.placing as OnPage;
                      const box = stampBox(event.output, pageSize);
                      return {
                        ...added(context, { type: 'stamp', page, box, image: event.output }),
                        placing: null,
                      };
                    }),
                    'showPlaced',
                  ],
                },
                onError: {
                  target: 'choosing',
                  actions: assign({ problem: 'imageUnreadable' as const, placing: null }),
                },
              },
            },
          },
        },
        signature: {
          description:
            'Signature: typed or drawn, then placed on the current page, at most 90 % of its width.',
          on: {
            'tool.signature': { target: 'none', actions: 'clearProblem' },
            'signature.type': { actions: 'typeSignature' },
            'signature.draw': { actions: 'drawSignature' },
            'signature.clear': { actions: assign({ draft: null }) },
            'signature.place': [
              {
                guard: 'hasDraft',
                target: 'none',
                actions: ['addSignature', 'showPlaced'],
              },
              { actions: assign({ problem: 'noSignature' as const }) },
            ],
          },
        },
      },
    },
    done: {
      description: 'Mark-up left (Done or Escape): the marks show and stay, and no tool changes them.',
      on: { 'markup.resume': 'marking' },
    },
  },
});

export type AnnotationEditorMachine = typeof annotationEditorMachine;
type EditorSnapshot = SnapshotFrom<AnnotationEditorMachine>;

export type EditorTool = 'none' | 'highlight' | 'ink' | 'stamp' | 'signature';

/** The tool that is on. */
export function selectTool(s: EditorSnapshot): EditorTool {
  for (const tool of ['highlight', 'ink', 'stamp', 'signature'] as const)
    if (s.matches({ marking: tool })) return tool;
  return 'none';
}

/** Whether mark-up is on (the tools show), not left with Done or Escape. */
export const selectMarking = (s: EditorSnapshot): boolean => s.matches('marking');

/** The marks on one page (0-based). */
export function marksOn(marks: readonly Mark[], page: number): Mark[] {
  return marks.filter((m) => m.page === page);
}

/** The pages (1-based, ascending) that hold at least one mark. */
export function markedPages(marks: readonly Mark[]): number[] {
  return [...new Set(marks.map((m) => m.page + 1))].sort((a, b) => a - b);
}
