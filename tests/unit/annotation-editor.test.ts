import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  annotationEditorMachine,
  type Mark,
  markedPages,
  marksOn,
  type StampImage,
  selectTool,
} from '../../machines/annotationEditor.ts';
import { ATLAS_DIR, splitPage } from '../../scripts/atlas/machines.ts';
import { renderPage } from '../../scripts/atlas/render.ts';
import {
  ANNOTATION_LIMITS,
  contourSize,
  highlightRgb,
  signatureBox,
  stampBox,
  strokesBox,
} from '../../src/domain/annotation/annotationLimits.ts';

const LETTER = { width: 612, height: 792 };
const rect = { x: 72, y: 100, width: 200, height: 12 };

function start(
  readImage: (file: Blob) => Promise<StampImage> = async () => ({ png: 'data:', width: 2000, height: 1000 }),
) {
  const machine = annotationEditorMachine.provide({
    actors: { readImage: fromPromise(({ input }) => readImage(input.file)) },
  });
  return createActor(machine).start();
}

describe('the annotation editor (SPEC §9)', () => {
  it("SPEC's constants are the configuration", () => {
    expect(ANNOTATION_LIMITS).toMatchObject({
      highlightColour: '#fff066',
      stampMaxPageShare: 0.75,
      imageScalingDebounceMs: 200,
      signatureMaxPageWidthShare: 0.9,
      contourMaxDimension: 512,
      signatureFormatVersion: 0,
      drawingInnerMargin: 3,
      types: ['highlight', 'ink', 'stamp', 'signature'],
    });
    expect(highlightRgb()).toEqual([1, 240 / 255, 102 / 255]);
  });

  it('sizes a stamp to at most 75 % of the page, centred, and never enlarges a small one', () => {
    const big = stampBox({ width: 2000, height: 1000 }, LETTER);
    expect(big.width).toBeCloseTo(612 * 0.75);
    expect(big.height).toBeCloseTo((612 * 0.75) / 2);
    expect(big.x).toBeCloseTo((612 - big.width) / 2);
    const tall = stampBox({ width: 100, height: 5000 }, LETTER);
    expect(tall.height).toBeCloseTo(792 * 0.75);
    expect(stampBox({ width: 50, height: 40 }, LETTER)).toMatchObject({ width: 50, height: 40 });
  });

  it('keeps a signature to 90 % of the page width, and images to 512 px', () => {
    expect(signatureBox({ width: 5000, height: 100 }, LETTER).width).toBeCloseTo(612 * 0.9);
    expect(contourSize({ width: 4000, height: 1000 })).toEqual({ width: 512, height: 128 });
    expect(contourSize({ width: 300, height: 200 })).toEqual({ width: 300, height: 200 });
    expect(
      strokesBox([
        [
          [10, 10],
          [20, 30],
        ],
      ]),
    ).toEqual({ x: 7, y: 7, width: 16, height: 26 });
    expect(strokesBox([])).toBeNull();
  });

  it('highlights the selection from the Highlight button, or turns the tool on and off with none', () => {
    const editor = start();
    editor.send({ type: 'highlight.press', page: 0, rects: [] });
    expect(selectTool(editor.getSnapshot())).toBe('highlight');
    editor.send({ type: 'highlight.press', page: 0, rects: [] });
    expect(selectTool(editor.getSnapshot())).toBe('none');
    expect(editor.getSnapshot().context.marks).toEqual([]);
    editor.send({ type: 'highlight.press', page: 2, rects: [rect] });
    const { marks, selected, problem } = editor.getSnapshot().context;
    expect(marks).toEqual([{ id: 1, page: 2, type: 'highlight', rects: [rect] }]);
    expect(selected).toBe(1);
    expect(problem).toBeNull();
    expect(selectTool(editor.getSnapshot())).toBe('highlight');
    editor.send({ type: 'highlight.add', page: 0, rects: [rect] });
    expect(markedPages(editor.getSnapshot().context.marks)).toEqual([1, 3]);
  });

  it('adds a selection only while highlighting, and ink strokes only while drawing', () => {
    const editor = start();
    editor.send({ type: 'highlight.add', page: 0, rects: [rect] });
    editor.send({ type: 'ink.stroke', page: 0, points: [[1, 1]] });
    expect(editor.getSnapshot().context.marks).toEqual([]);
    editor.send({ type: 'tool.ink' });
    editor.send({ type: 'ink.stroke', page: 1, points: [] });
    editor.send({
      type: 'ink.stroke',
      page: 1,
      points: [
        [1, 1],
        [5, 8],
      ],
    });
    expect(editor.getSnapshot().context.marks).toEqual([
      {
        id: 1,
        page: 1,
        type: 'ink',
        paths: [
          [
            [1, 1],
            [5, 8],
          ],
        ],
      },
    ]);
    editor.send({ type: 'tool.ink' });
    expect(selectTool(editor.getSnapshot())).toBe('none');
  });

  it('undoes the last change and deletes the chosen mark', () => {
    const editor = start();
    editor.send({ type: 'marks.undo' });
    editor.send({ type: 'mark.delete' });
    expect(editor.getSnapshot().context.history).toEqual([]);
    editor.send({ type: 'highlight.press', page: 0, rects: [rect] });
    editor.send({ type: 'highlight.add', page: 1, rects: [rect] });
    editor.send({ type: 'mark.select', id: 1 });
    editor.send({ type: 'mark.delete' });
    expect(editor.getSnapshot().context.marks.map((m) => m.id)).toEqual([2]);
    expect(editor.getSnapshot().context.selected).toBeNull();
    editor.send({ type: 'mark.delete' });
    expect(editor.getSnapshot().context.marks.map((m) => m.id)).toEqual([2]);
    editor.send({ type: 'marks.undo' });
    expect(editor.getSnapshot().context.marks.map((m) => m.id)).toEqual([1, 2]);
    editor.send({ type: 'marks.undo' });
    editor.send({ type: 'marks.undo' });
    expect(editor.getSnapshot().context.marks).toEqual([]);
  });

  it('places an image as a stamp of at most 75 % of the page it was chosen on', async () => {
    const editor = start();
    editor.send({ type: 'tool.stamp' });
    editor.send({ type: 'stamp.file', file: new Blob(['x']), page: 3, pageSize: LETTER });
    await new Promise((r) => setTimeout(r, 0));
    const [mark] = editor.getSnapshot().context.marks;
    expect(mark).toMatchObject({
      type: 'stamp',
      page: 3,
      box: stampBox({ width: 2000, height: 1000 }, LETTER),
    });
    expect(selectTool(editor.getSnapshot())).toBe('none');
  });

  it('keeps the stamp tool on and says so when the image cannot be read', async () => {
    const editor = start(async () => {
      throw new Error('not an image');
    });
    editor.send({ type: 'tool.stamp' });
    editor.send({ type: 'stamp.file', file: new Blob(['x']), page: 0, pageSize: LETTER });
    await new Promise((r) => setTimeout(r, 0));
    expect(editor.getSnapshot().context).toMatchObject({ marks: [], problem: 'imageUnreadable' });
    expect(editor.getSnapshot().matches({ marking: { stamp: 'choosing' } })).toBe(true);
  });

  it('places a typed or drawn signature, and asks for one when there is none, keeping the draft', () => {
    const editor = start();
    editor.send({ type: 'tool.signature' });
    editor.send({ type: 'signature.place', page: 0, pageSize: LETTER, size: { width: 100, height: 30 } });
    expect(editor.getSnapshot().context.problem).toBe('noSignature');
    editor.send({ type: 'signature.type', text: '   ' });
    editor.send({ type: 'signature.place', page: 0, pageSize: LETTER, size: { width: 100, height: 30 } });
    expect(editor.getSnapshot().context).toMatchObject({ problem: 'noSignature', draft: { text: '   ' } });
    editor.send({ type: 'signature.type', text: 'Ana Ruiz' });
    editor.send({ type: 'signature.place', page: 1, pageSize: LETTER, size: { width: 9000, height: 300 } });
    const [mark] = editor.getSnapshot().context.marks;
    expect(mark).toMatchObject({
      type: 'signature',
      page: 1,
      signature: { kind: 'typed', text: 'Ana Ruiz' },
    });
    expect(mark?.type === 'signature' && mark.box.width).toBeCloseTo(612 * 0.9);
    expect(selectTool(editor.getSnapshot())).toBe('none');
    editor.send({ type: 'tool.signature' });
    editor.send({
      type: 'signature.draw',
      paths: [
        [
          [40, 50],
          [140, 70],
        ],
      ],
    });
    editor.send({ type: 'signature.clear' });
    editor.send({ type: 'signature.place', page: 0, pageSize: LETTER, size: { width: 1, height: 1 } });
    expect(editor.getSnapshot().context.marks).toHaveLength(1);
    editor.send({
      type: 'signature.draw',
      paths: [
        [
          [40, 50],
          [140, 70],
        ],
      ],
    });
    editor.send({ type: 'signature.place', page: 0, pageSize: LETTER, size: { width: 1, height: 1 } });
    // Drawn strokes are moved to their own box, 3 points of margin around them, and keep that size.
    expect(editor.getSnapshot().context.marks[1]).toMatchObject({
      box: { width: 106, height: 26 },
      signature: {
        kind: 'drawn',
        paths: [
          [
            [3, 3],
            [103, 23],
          ],
        ],
        size: { width: 106, height: 26 },
      },
    });
  });
});

describe('the annotation editor: tools off, gestures and keys (the tenth session, after the first whole run)', () => {
  const placeStamp = async (editor: ReturnType<typeof start>) => {
    editor.send({ type: 'tool.stamp' });
    editor.send({ type: 'stamp.file', file: new Blob(['x']), page: 0, pageSize: LETTER });
    await new Promise((r) => setTimeout(r, 0));
  };

  it('turns each tool off when its button is pressed again, and its problem goes with it', async () => {
    const unreadable = start(async () => {
      throw new Error('not an image');
    });
    unreadable.send({ type: 'tool.stamp' });
    unreadable.send({ type: 'stamp.file', file: new Blob(['x']), page: 0, pageSize: LETTER });
    await new Promise((r) => setTimeout(r, 0));
    expect(unreadable.getSnapshot().context.problem).toBe('imageUnreadable');
    unreadable.send({ type: 'tool.stamp' });
    expect(selectTool(unreadable.getSnapshot())).toBe('none');
    expect(unreadable.getSnapshot().context.problem).toBeNull();

    const editor = start();
    editor.send({ type: 'tool.signature' });
    editor.send({ type: 'signature.place', page: 0, pageSize: LETTER, size: { width: 100, height: 30 } });
    expect(editor.getSnapshot().context.problem).toBe('noSignature');
    editor.send({ type: 'tool.signature' });
    expect(selectTool(editor.getSnapshot())).toBe('none');
    expect(editor.getSnapshot().context.problem).toBeNull();

    editor.send({ type: 'tool.highlight' });
    expect(selectTool(editor.getSnapshot())).toBe('highlight');
    editor.send({ type: 'tool.highlight' });
    expect(selectTool(editor.getSnapshot())).toBe('none');
    expect(editor.getSnapshot().status).toBe('active');
  });

  it('while highlighting, the Highlight button marks the selection and an empty selection marks nothing', () => {
    const editor = start();
    editor.send({ type: 'tool.highlight' });
    editor.send({ type: 'highlight.add', page: 0, rects: [] });
    expect(editor.getSnapshot().context.marks).toEqual([]);
    editor.send({ type: 'highlight.press', page: 1, rects: [rect] });
    expect(editor.getSnapshot().context.marks).toEqual([
      { id: 1, page: 1, type: 'highlight', rects: [rect] },
    ]);
    expect(selectTool(editor.getSnapshot())).toBe('highlight');
  });

  it('reads the image file the customer chose', async () => {
    const file = new Blob(['the customer image']);
    const read: Blob[] = [];
    const editor = start(async (f) => {
      read.push(f);
      return { png: 'data:', width: 100, height: 50 };
    });
    editor.send({ type: 'tool.stamp' });
    editor.send({ type: 'stamp.file', file, page: 0, pageSize: LETTER });
    await new Promise((r) => setTimeout(r, 0));
    expect(read).toEqual([file]);
    expect(read[0]).toBe(file);
  });

  it('ignores a pointer stretch or release that follows no grab', async () => {
    const editor = start();
    await placeStamp(editor);
    const before = editor.getSnapshot().context;
    const stretch = { type: 'mark.stretch', corner: 'se', dx: 50, dy: 50, pageSize: LETTER } as const;
    expect(editor.getSnapshot().can(stretch)).toBe(false);
    expect(editor.getSnapshot().can({ type: 'mark.release' })).toBe(false);
    editor.send(stretch);
    editor.send({ type: 'mark.release' });
    expect(editor.getSnapshot().status).toBe('active');
    expect(editor.getSnapshot().context.marks).toEqual(before.marks);
    expect(editor.getSnapshot().context.history).toEqual(before.history);
  });

  it('shrinks the chosen stamp about its centre with the - key (decision 300)', async () => {
    const editor = start();
    await placeStamp(editor);
    // 2000 × 1000 px on Letter: 459 × 229.5 points, centred.
    const [placed] = editor.getSnapshot().context.marks;
    expect(placed).toMatchObject({ box: { x: 76.5, y: 281.25, width: 459, height: 229.5 } });
    editor.send({ type: 'mark.select', id: 1 });
    editor.send({ type: 'mark.scale', factor: 0.5, pageSize: LETTER });
    const [shrunk] = editor.getSnapshot().context.marks;
    expect(shrunk).toMatchObject({ box: { x: 191.25, y: 338.625, width: 229.5, height: 114.75 } });
    expect(editor.getSnapshot().context.history).toHaveLength(2);
  });
});

describe('the marks a page draws', () => {
  it('are the marks on that page (0-based), in the order they were made', () => {
    const on = (page: number, id: number): Mark => ({ id, page, type: 'highlight', rects: [rect] });
    const marks = [on(0, 1), on(2, 2), on(0, 3)];
    expect(marksOn(marks, 0)).toEqual([on(0, 1), on(0, 3)]);
    expect(marksOn(marks, 2)).toEqual([on(2, 2)]);
    expect(marksOn(marks, 1)).toEqual([]);
  });
});

describe('the annotation editor as the statechart atlas documents it', () => {
  it('docs/machines/annotationEditor.md still says what each tool stands for and which image it reads', () => {
    const { definition } = splitPage(readFileSync(join(ATLAS_DIR, 'annotationEditor.md'), 'utf8'));
    expect(renderPage({ name: 'annotationEditor', machine: annotationEditorMachine })).toBe(definition);
  });
});
