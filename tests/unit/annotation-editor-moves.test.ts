import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { annotationEditorMachine, type Mark, type StampImage } from '../../machines/annotationEditor.ts';
import { ANNOTATION_LIMITS } from '../../src/domain/annotation/annotationLimits.ts';
import { MARK_MOVES, movedBox, resizedBox, scaledBox } from '../../src/domain/annotation/markBoxes.ts';

const LETTER = { width: 612, height: 792 };
const IMAGE: StampImage = { png: 'data:image/png;base64,source', width: 2000, height: 1000 };

/** An editor holding a stamp (2000 × 1000 px: 459 × 229.5 points, centred) and a typed signature. */
type ScaleImage = (input: {
  image: StampImage;
  pixels: { width: number; height: number };
}) => Promise<StampImage>;

async function withStampAndSignature(
  scaleImage = vi.fn<ScaleImage>(async () => ({ ...IMAGE, png: 'scaled' })),
) {
  const machine = annotationEditorMachine.provide({
    actors: {
      readImage: fromPromise(async () => IMAGE),
      scaleImage: fromPromise(({ input }) => scaleImage(input)),
    },
  });
  const editor = createActor(machine).start();
  editor.send({ type: 'tool.stamp' });
  editor.send({ type: 'stamp.file', file: new Blob(['x']), page: 0, pageSize: LETTER });
  await vi.waitFor(() => expect(editor.getSnapshot().context.marks).toHaveLength(1));
  editor.send({ type: 'tool.signature' });
  editor.send({ type: 'signature.type', text: 'Ana Ruiz' });
  editor.send({ type: 'signature.place', page: 0, pageSize: LETTER, size: { width: 120, height: 30 } });
  return { editor, scaleImage };
}

const boxOf = (marks: Mark[], id: number) => {
  const mark = marks.find((m) => m.id === id);
  return mark && 'box' in mark ? mark.box : null;
};

describe('moving and resizing a stamp or signature (decision 300)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps a moved box on its page', () => {
    const box = { x: 100, y: 100, width: 200, height: 100 };
    expect(movedBox(box, 30, -40, LETTER)).toEqual({ ...box, x: 130, y: 60 });
    expect(movedBox(box, -500, 5000, LETTER)).toEqual({ ...box, x: 0, y: 692 });
  });

  it('resizes from a corner keeping the proportions and the opposite corner, within SPEC §9 limits', () => {
    const box = { x: 100, y: 100, width: 200, height: 100 };
    const se = resizedBox(box, 'se', 40, 20, 'stamp', LETTER);
    expect(se).toEqual({ x: 100, y: 100, width: 240, height: 120 });
    const nw = resizedBox(box, 'nw', 40, 20, 'stamp', LETTER);
    expect(nw).toEqual({ x: 140, y: 120, width: 160, height: 80 });
    // A stamp never exceeds 75 % of the page; here the page's edge stops it first.
    const huge = resizedBox({ ...box, x: 10 }, 'se', 5000, 5000, 'stamp', LETTER);
    expect(huge.width).toBeCloseTo(612 * 0.75);
    expect(huge.width / huge.height).toBeCloseTo(2);
    const edge = resizedBox(box, 'se', 5000, 5000, 'stamp', LETTER);
    expect(edge.x + edge.width).toBeLessThanOrEqual(612);
    // A signature may be 90 % of the page's width.
    const sig = resizedBox({ x: 0, y: 300, width: 100, height: 20 }, 'se', 5000, 0, 'signature', LETTER);
    expect(sig.width).toBeCloseTo(612 * 0.9);
    // Never smaller than 8 points a side.
    expect(resizedBox(box, 'se', -5000, -5000, 'stamp', LETTER)).toMatchObject({ width: 16, height: 8 });
  });

  it('scales about the centre with the keyboard, staying on the page and within the limits', () => {
    const box = { x: 0, y: 0, width: 200, height: 100 };
    const grown = scaledBox(box, 1.1, 'stamp', LETTER);
    expect(grown).toMatchObject({ x: 0, y: 0 });
    expect(grown.width).toBeCloseTo(220);
    expect(scaledBox(box, 100, 'stamp', LETTER).width).toBeCloseTo(612 * 0.75);
  });

  it('drags a stamp as one undo step, however many pointer moves, and undo puts it back', async () => {
    const { editor } = await withStampAndSignature();
    const before = boxOf(editor.getSnapshot().context.marks, 1);
    const history = editor.getSnapshot().context.history.length;
    editor.send({ type: 'mark.grab', id: 1 });
    for (const d of [5, 10, 40]) editor.send({ type: 'mark.drag', dx: d, dy: -d, pageSize: LETTER });
    editor.send({ type: 'mark.release' });
    const { context } = editor.getSnapshot();
    expect(context.selected).toBe(1);
    expect(boxOf(context.marks, 1)).toEqual({
      ...before,
      x: (before?.x ?? 0) + 40,
      y: (before?.y ?? 0) - 40,
    });
    expect(context.history).toHaveLength(history + 1);
    editor.send({ type: 'marks.undo' });
    expect(boxOf(editor.getSnapshot().context.marks, 1)).toEqual(before);
    expect(editor.getSnapshot().context.marks).toHaveLength(2);
  });

  it('a grab without a move adds no undo step; a highlight or ink cannot be grabbed', async () => {
    const { editor } = await withStampAndSignature();
    const history = editor.getSnapshot().context.history.length;
    editor.send({ type: 'mark.grab', id: 2 });
    editor.send({ type: 'mark.release' });
    expect(editor.getSnapshot().context.history).toHaveLength(history);
    editor.send({ type: 'highlight.press', page: 0, rects: [{ x: 1, y: 1, width: 9, height: 9 }] });
    expect(editor.getSnapshot().can({ type: 'mark.grab', id: 3 })).toBe(false);
    expect(editor.getSnapshot().can({ type: 'mark.drag', dx: 1, dy: 1, pageSize: LETTER })).toBe(false);
    expect(editor.getSnapshot().can({ type: 'mark.nudge', dx: 1, dy: 0, pageSize: LETTER })).toBe(false);
  });

  it('stretches a signature to at most 90 % of the page width, one undo step', async () => {
    const { editor } = await withStampAndSignature();
    const before = boxOf(editor.getSnapshot().context.marks, 2);
    editor.send({ type: 'mark.grab', id: 2 });
    editor.send({ type: 'mark.drag', dx: -1000, dy: 0, pageSize: LETTER });
    editor.send({ type: 'mark.release' });
    editor.send({ type: 'mark.grab', id: 2 });
    editor.send({ type: 'mark.stretch', corner: 'se', dx: 300, dy: 0, pageSize: LETTER });
    editor.send({ type: 'mark.stretch', corner: 'se', dx: 3000, dy: 3000, pageSize: LETTER });
    editor.send({ type: 'mark.release' });
    const box = boxOf(editor.getSnapshot().context.marks, 2);
    expect(box?.x).toBe(0);
    expect(box?.width).toBeCloseTo(612 * ANNOTATION_LIMITS.signatureMaxPageWidthShare);
    expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(4);
    editor.send({ type: 'marks.undo' });
    expect(boxOf(editor.getSnapshot().context.marks, 2)).toMatchObject({ width: before?.width });
    editor.send({ type: 'marks.undo' });
    expect(boxOf(editor.getSnapshot().context.marks, 2)).toEqual(before);
  });

  it('moves the chosen mark by key, one undo step each, and not past the page (no step when stuck)', async () => {
    const { editor } = await withStampAndSignature();
    editor.send({ type: 'mark.select', id: 1 });
    const before = boxOf(editor.getSnapshot().context.marks, 1);
    editor.send({ type: 'mark.nudge', dx: MARK_MOVES.largeStep, dy: 0, pageSize: LETTER });
    editor.send({ type: 'mark.nudge', dx: 0, dy: MARK_MOVES.step, pageSize: LETTER });
    expect(boxOf(editor.getSnapshot().context.marks, 1)).toMatchObject({
      x: (before?.x ?? 0) + 20,
      y: (before?.y ?? 0) + 2,
    });
    for (let i = 0; i < 40; i++) editor.send({ type: 'mark.nudge', dx: 0, dy: -20, pageSize: LETTER });
    const history = editor.getSnapshot().context.history.length;
    expect(boxOf(editor.getSnapshot().context.marks, 1)?.y).toBe(0);
    expect(editor.getSnapshot().can({ type: 'mark.nudge', dx: 0, dy: -20, pageSize: LETTER })).toBe(false);
    editor.send({ type: 'mark.scale', factor: 10, pageSize: LETTER });
    expect(boxOf(editor.getSnapshot().context.marks, 1)?.width).toBeCloseTo(612 * 0.75);
    expect(editor.getSnapshot().context.history).toHaveLength(history);
  });

  it("redraws a resized stamp's image once, 200 ms after the last resize step (SPEC §9)", async () => {
    const { editor, scaleImage } = await withStampAndSignature();
    vi.useFakeTimers();
    editor.send({ type: 'mark.grab', id: 1 });
    for (let i = 1; i <= 5; i++) {
      editor.send({ type: 'mark.stretch', corner: 'nw', dx: 60 * i, dy: 30 * i, pageSize: LETTER });
      await vi.advanceTimersByTimeAsync(ANNOTATION_LIMITS.imageScalingDebounceMs - 1);
    }
    editor.send({ type: 'mark.release' });
    expect(scaleImage).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(scaleImage).toHaveBeenCalledTimes(1);
    const box = boxOf(editor.getSnapshot().context.marks, 1);
    expect(scaleImage).toHaveBeenCalledWith({
      image: IMAGE,
      pixels: { width: Math.round((box?.width ?? 0) * 2), height: Math.round((box?.height ?? 0) * 2) },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(editor.getSnapshot().context.marks[0]).toMatchObject({ image: IMAGE, scaled: { png: 'scaled' } });
    // A move alone redraws nothing; a keyboard resize does, after its own 200 ms.
    editor.send({ type: 'mark.nudge', dx: 5, dy: 5, pageSize: LETTER });
    await vi.advanceTimersByTimeAsync(1000);
    expect(scaleImage).toHaveBeenCalledTimes(1);
    editor.send({ type: 'mark.scale', factor: 0.5, pageSize: LETTER });
    await vi.advanceTimersByTimeAsync(199);
    expect(scaleImage).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(scaleImage).toHaveBeenCalledTimes(2);
  });

  it('moves only the grabbed or chosen mark: the other stamp or signature and a highlight stay as they were', async () => {
    const { editor } = await withStampAndSignature();
    editor.send({ type: 'highlight.press', page: 0, rects: [{ x: 1, y: 1, width: 9, height: 9 }] });
    const [stamp, signature, highlight] = editor.getSnapshot().context.marks;
    editor.send({ type: 'mark.grab', id: 1 });
    editor.send({ type: 'mark.drag', dx: 10, dy: 10, pageSize: LETTER });
    editor.send({ type: 'mark.stretch', corner: 'se', dx: -20, dy: -10, pageSize: LETTER });
    editor.send({ type: 'mark.release' });
    editor.send({ type: 'mark.nudge', dx: 2, dy: 0, pageSize: LETTER });
    editor.send({ type: 'mark.scale', factor: 1 / 1.1, pageSize: LETTER });
    const [moved, ...others] = editor.getSnapshot().context.marks;
    expect(moved).not.toEqual(stamp);
    expect(others).toEqual([signature, highlight]);
  });

  it('an arrow key, + or a grab with no stamp or signature there changes nothing and the editor keeps working', async () => {
    const { editor } = await withStampAndSignature();
    const { marks, history } = editor.getSnapshot().context;
    editor.send({ type: 'mark.select', id: null });
    editor.send({ type: 'mark.nudge', dx: 2, dy: 0, pageSize: LETTER });
    editor.send({ type: 'mark.scale', factor: 1.1, pageSize: LETTER });
    editor.send({ type: 'mark.grab', id: 99 });
    editor.send({ type: 'mark.drag', dx: 10, dy: 10, pageSize: LETTER });
    expect(editor.getSnapshot().status).toBe('active');
    expect(editor.getSnapshot().context).toMatchObject({ marks, history, gesture: null });
    editor.send({ type: 'mark.select', id: 2 });
    editor.send({ type: 'mark.nudge', dx: 2, dy: 0, pageSize: LETTER });
    expect(editor.getSnapshot().context.history).toHaveLength(history.length + 1);
  });

  it('a drawn signature with no strokes is no signature: placing it asks for one', async () => {
    const { editor } = await withStampAndSignature();
    const marks = editor.getSnapshot().context.marks;
    editor.send({ type: 'tool.signature' });
    editor.send({ type: 'signature.draw', paths: [] });
    editor.send({ type: 'signature.place', page: 0, pageSize: LETTER, size: { width: 120, height: 30 } });
    expect(editor.getSnapshot().status).toBe('active');
    expect(editor.getSnapshot().context).toMatchObject({ problem: 'noSignature', marks });
    expect(editor.getSnapshot().matches({ marking: 'signature' })).toBe(true);
  });

  it('keeps the stamp as it was when its image cannot be redrawn', async () => {
    const { editor } = await withStampAndSignature(
      vi.fn<ScaleImage>(async () => {
        throw new Error('no canvas');
      }),
    );
    vi.useFakeTimers();
    editor.send({ type: 'mark.select', id: 1 });
    editor.send({ type: 'mark.scale', factor: 0.5, pageSize: LETTER });
    await vi.advanceTimersByTimeAsync(300);
    const [stamp] = editor.getSnapshot().context.marks;
    expect(stamp).toMatchObject({ image: IMAGE });
    expect(stamp && 'scaled' in stamp).toBe(false);
    expect(editor.getSnapshot().context.scaling).toBeNull();
  });
});
