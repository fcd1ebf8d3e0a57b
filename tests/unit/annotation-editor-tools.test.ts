import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type AnnotationEditorEvent,
  annotationEditorMachine,
  type EditorTool,
  justPlaced,
  type Mark,
  type StampImage,
  selectMarking,
  selectTool,
} from '../../machines/annotationEditor.ts';
import { ANNOTATION_LIMITS } from '../../src/domain/annotation/annotationLimits.ts';

const LETTER = { width: 612, height: 792 };
const IMAGE: StampImage = { png: 'data:image/png;base64,source', width: 2000, height: 1000 };
const DEBOUNCE = ANNOTATION_LIMITS.imageScalingDebounceMs;

type ScaleImage = (input: {
  image: StampImage;
  pixels: { width: number; height: number };
}) => Promise<StampImage>;

function start(options: { readImage?: () => Promise<StampImage>; scaleImage?: ScaleImage } = {}) {
  const machine = annotationEditorMachine.provide({
    actors: {
      readImage: fromPromise(options.readImage ?? (async () => IMAGE)),
      scaleImage: fromPromise(({ input }) =>
        (options.scaleImage ?? (async () => ({ ...IMAGE, png: 'scaled' })))(input),
      ),
    },
  });
  return createActor(machine).start();
}

type Editor = ReturnType<typeof start>;

async function placeStamp(editor: Editor) {
  const count = editor.getSnapshot().context.marks.length;
  editor.send({ type: 'tool.stamp' });
  editor.send({ type: 'stamp.file', file: new Blob(['x']), page: 0, pageSize: LETTER });
  await vi.waitFor(() => expect(editor.getSnapshot().context.marks).toHaveLength(count + 1));
}

function placeSignature(editor: Editor) {
  editor.send({ type: 'tool.signature' });
  editor.send({ type: 'signature.type', text: 'Ana Ruiz' });
  editor.send({ type: 'signature.place', page: 0, pageSize: LETTER, size: { width: 120, height: 30 } });
}

const TOOLS: EditorTool[] = ['none', 'highlight', 'ink', 'stamp', 'signature'];

/** An editor with `tool` on (reached by its own button from no tool). */
function withTool(tool: EditorTool) {
  const editor = start();
  if (tool !== 'none') editor.send({ type: `tool.${tool}` });
  expect(selectTool(editor.getSnapshot())).toBe(tool);
  return editor;
}

const markOf = (marks: Mark[], id: number) => marks.find((m) => m.id === id);

describe('the editor bar: one tool at a time (SPEC §9, decision 280; the tenth session, after the first whole run)', () => {
  it("each tool's button turns that tool on from any other, and No tool turns any off", () => {
    for (const from of TOOLS) {
      for (const to of TOOLS) {
        if (from === to) continue;
        const editor = withTool(from);
        editor.send({ type: `tool.${to}` });
        expect(selectTool(editor.getSnapshot()), `${from} → ${to}`).toBe(to);
      }
    }
  });

  it('another tool takes away the alert of a signature placed without one', () => {
    for (const to of ['none', 'highlight', 'ink', 'stamp'] as const) {
      const editor = withTool('signature');
      editor.send({ type: 'signature.place', page: 0, pageSize: LETTER, size: { width: 100, height: 30 } });
      expect(editor.getSnapshot().context.problem).toBe('noSignature');
      editor.send({ type: `tool.${to}` });
      expect(editor.getSnapshot().context.problem, `signature → ${to}`).toBeNull();
    }
  });

  it('the signature tool takes away the alert of an image that could not be read', async () => {
    const editor = start({
      readImage: async () => {
        throw new Error('not an image');
      },
    });
    editor.send({ type: 'tool.stamp' });
    editor.send({ type: 'stamp.file', file: new Blob(['x']), page: 0, pageSize: LETTER });
    await vi.waitFor(() => expect(editor.getSnapshot().context.problem).toBe('imageUnreadable'));
    editor.send({ type: 'tool.signature' });
    expect(editor.getSnapshot().context.problem).toBeNull();
  });

  it('Highlight with nothing selected turns the tool on and takes away the last alert', () => {
    const editor = withTool('signature');
    editor.send({ type: 'signature.place', page: 0, pageSize: LETTER, size: { width: 100, height: 30 } });
    editor.send({ type: 'highlight.press', page: 0, rects: [] });
    expect(selectTool(editor.getSnapshot())).toBe('highlight');
    expect(editor.getSnapshot().context).toMatchObject({ problem: null, marks: [] });
  });
});

describe("a stamp's image redrawn for its size (decision 300; the tenth session, after the first whole run)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("redraws only the resized stamp's image: another stamp and a signature keep theirs", async () => {
    const editor = start();
    await placeStamp(editor);
    await placeStamp(editor);
    placeSignature(editor);
    vi.useFakeTimers();
    editor.send({ type: 'mark.select', id: 1 });
    editor.send({ type: 'mark.scale', factor: 0.5, pageSize: LETTER });
    await vi.advanceTimersByTimeAsync(DEBOUNCE + 50);
    const { marks } = editor.getSnapshot().context;
    expect(markOf(marks, 1)).toMatchObject({ image: IMAGE, scaled: { png: 'scaled' } });
    expect(markOf(marks, 2)).toMatchObject({ image: IMAGE });
    expect(markOf(marks, 2)).not.toHaveProperty('scaled');
    expect(markOf(marks, 3)).not.toHaveProperty('scaled');
  });

  it("resizing a signature right after a stamp does not stop the stamp's redraw", async () => {
    const scaleImage = vi.fn<ScaleImage>(async () => ({ ...IMAGE, png: 'scaled' }));
    const editor = start({ scaleImage });
    await placeStamp(editor);
    placeSignature(editor);
    vi.useFakeTimers();
    editor.send({ type: 'mark.select', id: 1 });
    editor.send({ type: 'mark.scale', factor: 0.5, pageSize: LETTER });
    await vi.advanceTimersByTimeAsync(DEBOUNCE / 2);
    editor.send({ type: 'mark.select', id: 2 });
    editor.send({ type: 'mark.scale', factor: 0.5, pageSize: LETTER });
    editor.send({ type: 'mark.grab', id: 2 });
    editor.send({ type: 'mark.stretch', corner: 'se', dx: 10, dy: 0, pageSize: LETTER });
    editor.send({ type: 'mark.release' });
    await vi.advanceTimersByTimeAsync(DEBOUNCE * 3);
    expect(scaleImage).toHaveBeenCalledTimes(1);
    expect(markOf(editor.getSnapshot().context.marks, 1)).toMatchObject({ scaled: { png: 'scaled' } });
  });

  it('a stamp deleted before its redraw is due is not redrawn, and the editor goes on working', async () => {
    const scaleImage = vi.fn<ScaleImage>(async () => ({ ...IMAGE, png: 'scaled' }));
    const editor = start({ scaleImage });
    await placeStamp(editor);
    vi.useFakeTimers();
    editor.send({ type: 'mark.select', id: 1 });
    editor.send({ type: 'mark.scale', factor: 0.5, pageSize: LETTER });
    editor.send({ type: 'mark.delete' });
    await vi.advanceTimersByTimeAsync(DEBOUNCE * 2);
    expect(scaleImage).not.toHaveBeenCalled();
    expect(editor.getSnapshot().status).toBe('active');
    editor.send({ type: 'marks.undo' });
    expect(editor.getSnapshot().context.marks).toHaveLength(1);
  });

  it('a redraw overtaken by a newer resize is dropped: the stamp keeps the image for its latest size', async () => {
    const pending: Array<(image: StampImage) => void> = [];
    const scaleImage = vi.fn<ScaleImage>(() => new Promise((resolve) => pending.push(resolve)));
    const editor = start({ scaleImage });
    await placeStamp(editor);
    vi.useFakeTimers();
    editor.send({ type: 'mark.select', id: 1 });
    editor.send({ type: 'mark.scale', factor: 0.5, pageSize: LETTER });
    await vi.advanceTimersByTimeAsync(DEBOUNCE);
    editor.send({ type: 'mark.scale', factor: 0.5, pageSize: LETTER });
    await vi.advanceTimersByTimeAsync(DEBOUNCE);
    expect(scaleImage).toHaveBeenCalledTimes(2);
    pending[0]?.({ ...IMAGE, png: 'for the half size' });
    await vi.advanceTimersByTimeAsync(0);
    pending[1]?.({ ...IMAGE, png: 'for the quarter size' });
    await vi.advanceTimersByTimeAsync(0);
    expect(markOf(editor.getSnapshot().context.marks, 1)).toMatchObject({
      scaled: { png: 'for the quarter size' },
    });
    expect(editor.getSnapshot().context.scaling).toBeNull();
  });
});

describe('placing lands, and Done leaves mark-up with the marks kept (decision 420)', () => {
  function watched() {
    const placed: unknown[] = [];
    const left = vi.fn();
    const machine = annotationEditorMachine.provide({
      actors: { readImage: fromPromise(async () => IMAGE) },
      actions: {
        showPlaced: ({ context }) => placed.push(justPlaced(context)),
        showLeft: left,
      },
    });
    return { editor: createActor(machine).start(), placed, left };
  }

  it('a stamp and a signature each tell the view once where they went; a highlight does not', async () => {
    const { editor, placed } = watched();
    editor.send({ type: 'highlight.press', page: 1, rects: [{ x: 1, y: 1, width: 9, height: 9 }] });
    expect(placed).toEqual([]);
    editor.send({ type: 'tool.stamp' });
    editor.send({ type: 'stamp.file', file: new Blob(['x']), page: 2, pageSize: LETTER });
    await vi.waitFor(() => expect(placed).toEqual([{ type: 'stamp', page: 2, id: 2 }]));
    editor.send({ type: 'tool.signature' });
    editor.send({ type: 'signature.place', page: 2, pageSize: LETTER, size: { width: 120, height: 30 } });
    expect(placed).toHaveLength(1);
    editor.send({ type: 'signature.type', text: 'Ana Ruiz' });
    editor.send({ type: 'signature.place', page: 2, pageSize: LETTER, size: { width: 120, height: 30 } });
    expect(placed.at(-1)).toEqual({ type: 'signature', page: 2, id: 3 });
    expect(editor.getSnapshot().context.selected).toBe(3);
  });

  it('Done from any tool leaves with every mark kept; nothing changes them until mark-up resumes', async () => {
    const { editor, left } = watched();
    placeSignature(editor);
    editor.send({ type: 'tool.ink' });
    editor.send({ type: 'markup.done' });
    expect(left).toHaveBeenCalledTimes(1);
    expect(selectMarking(editor.getSnapshot())).toBe(false);
    expect(selectTool(editor.getSnapshot())).toBe('none');
    const kept = editor.getSnapshot().context.marks;
    expect(kept).toHaveLength(1);
    expect(editor.getSnapshot().context.selected).toBeNull();
    for (const event of [
      { type: 'tool.stamp' },
      { type: 'mark.select', id: 1 },
      { type: 'mark.delete' },
      { type: 'marks.undo' },
      { type: 'ink.stroke', page: 0, points: [[1, 1]] },
    ] satisfies AnnotationEditorEvent[])
      editor.send(event);
    expect(editor.getSnapshot().context.marks).toBe(kept);
    expect(selectMarking(editor.getSnapshot())).toBe(false);
    editor.send({ type: 'markup.resume' });
    expect(selectMarking(editor.getSnapshot())).toBe(true);
    expect(selectTool(editor.getSnapshot())).toBe('none');
    editor.send({ type: 'marks.undo' });
    expect(editor.getSnapshot().context.marks).toEqual([]);
  });
});
