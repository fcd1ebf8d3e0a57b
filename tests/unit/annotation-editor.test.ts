import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  annotationEditorMachine,
  markedPages,
  type StampImage,
  selectTool,
} from '../../machines/annotationEditor.ts';
import {
  ANNOTATION_LIMITS,
  contourSize,
  highlightRgb,
  signatureBox,
  stampBox,
  strokesBox,
} from '../../src/domain/annotationLimits.ts';

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

describe('the annotation editor (SPEC §9, issue 24 point 4)', () => {
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
    expect(editor.getSnapshot().matches({ stamp: 'choosing' })).toBe(true);
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
