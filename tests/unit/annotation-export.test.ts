import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { annotationEditorMachine, type Mark } from '../../machines/annotationEditor.ts';
import { exportMarks } from '../../src/components/annotation-editor/exportMarks.ts';
import { toPdfPoint } from '../../src/components/annotation-editor/pageSpace.ts';
import { pdfjsMarks } from '../e2e/support/pdfjsOracle.ts';
import { sharedPdf } from '../support/sharedPdfs.ts';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const MARKS: Mark[] = [
  { id: 1, page: 0, type: 'highlight', rects: [{ x: 72, y: 100, width: 200, height: 12 }] },
  {
    id: 2,
    page: 0,
    type: 'ink',
    paths: [
      [
        [100, 300],
        [150, 320],
        [200, 310],
      ],
    ],
  },
  {
    id: 3,
    page: 1,
    type: 'stamp',
    box: { x: 100, y: 100, width: 300, height: 150 },
    image: { png: PNG, width: 1, height: 1 },
  },
  {
    id: 4,
    page: 1,
    type: 'signature',
    box: { x: 60, y: 600, width: 400, height: 60 },
    signature: { kind: 'typed', text: 'Ana Ruiz Łukasz' },
  },
  {
    id: 5,
    page: 1,
    type: 'signature',
    box: { x: 60, y: 700, width: 300, height: 60 },
    signature: {
      kind: 'drawn',
      paths: [
        [
          [0, 0],
          [300, 60],
        ],
      ],
      size: { width: 300, height: 60 },
    },
  },
];

describe('exporting the marks', () => {
  it('writes each mark as an annotation pdf.js reads back, on its page, and lists the marked pages', async () => {
    const { pdf, pages } = await exportMarks(sharedPdf('tracemonkey.pdf'), MARKS);
    expect(pages).toEqual([1, 2]);
    const read = await pdfjsMarks(pdf);
    expect(read.pages[0]?.map((a) => a.subtype)).toEqual(['Highlight', 'Ink']);
    expect(read.pages[1]?.map((a) => a.subtype)).toEqual(['Stamp', 'Stamp', 'Stamp']);
    expect(read.pages.slice(2).flat()).toEqual([]);
    // Shown at y 100..112 from the top of a 792-point page: 680..692 from the bottom in PDF space.
    const [x1, y1, x2, y2] = read.pages[0]?.[0]?.rect ?? [];
    expect([x1, y1, x2, y2]).toEqual([72, 680, 272, 692]);
  });

  it('keeps the form fields of prefilled_f1040 and opens alphatrans (right-to-left, transparency)', async () => {
    const f1040 = sharedPdf('prefilled_f1040.pdf');
    const before = await pdfjsMarks(f1040);
    const marked = await pdfjsMarks((await exportMarks(f1040, MARKS.slice(0, 2))).pdf);
    expect(before.fields).toBeGreaterThan(100);
    expect(marked.fields).toBe(before.fields);
    expect(marked.pages[0]?.length).toBe((before.pages[0]?.length ?? 0) + 2);
    const alpha = await exportMarks(sharedPdf('alphatrans.pdf'), MARKS.slice(0, 2));
    expect((await pdfjsMarks(alpha.pdf)).pages[0]?.map((a) => a.subtype)).toEqual([
      'Link',
      'Highlight',
      'Ink',
    ]);
  });

  it("writes a moved and resized stamp where the customer left it (the Stamp's Rect follows)", async () => {
    const editor = createActor(
      annotationEditorMachine.provide({
        actors: {
          readImage: fromPromise(async () => ({ png: PNG, width: 400, height: 200 })),
          scaleImage: fromPromise(async () => ({ png: PNG, width: 1, height: 1 })),
        },
      }),
    ).start();
    const letter = { width: 612, height: 792 };
    editor.send({ type: 'tool.stamp' });
    editor.send({ type: 'stamp.file', file: new Blob(['x']), page: 0, pageSize: letter });
    await new Promise((r) => setTimeout(r, 0));
    // Placed centred: 400 × 200 points at (106, 296). Dragged 50 right and 200 up, then its
    // bottom-right corner pulled in by 100 × 50: 300 × 150 at (156, 96).
    editor.send({ type: 'mark.grab', id: 1 });
    editor.send({ type: 'mark.drag', dx: 50, dy: -200, pageSize: letter });
    editor.send({ type: 'mark.release' });
    editor.send({ type: 'mark.grab', id: 1 });
    editor.send({ type: 'mark.stretch', corner: 'se', dx: -100, dy: -50, pageSize: letter });
    editor.send({ type: 'mark.release' });
    const { marks } = editor.getSnapshot().context;
    const read = await pdfjsMarks((await exportMarks(sharedPdf('tracemonkey.pdf'), marks)).pdf);
    const [stamp] = read.pages[0] ?? [];
    expect(stamp?.subtype).toBe('Stamp');
    // In PDF space (origin bottom left): x 156..456, y 792 − 246 .. 792 − 96.
    expect(stamp?.rect).toEqual([156, 546, 456, 696]);
    // Undo takes back the resize, then the move: one step each.
    const rectAfterUndo = async () => {
      editor.send({ type: 'marks.undo' });
      const { pdf } = await exportMarks(sharedPdf('tracemonkey.pdf'), editor.getSnapshot().context.marks);
      return (await pdfjsMarks(pdf)).pages[0]?.[0]?.rect;
    };
    expect(await rectAfterUndo()).toEqual([156, 496, 556, 696]);
    expect(await rectAfterUndo()).toEqual([106, 296, 506, 496]);
  });

  it('refuses a mark on a page the document does not have, naming it', async () => {
    await expect(exportMarks(sharedPdf('alphatrans.pdf'), MARKS.slice(2, 3))).rejects.toThrow('no page 2');
  });

  it('maps a shown point into PDF space for each rotation and an offset crop box', () => {
    const frame = { box: { x: 10, y: 20, width: 600, height: 800 }, rotate: 0 };
    expect(toPdfPoint([0, 0], frame)).toEqual([10, 820]);
    expect(toPdfPoint([5, 7], { ...frame, rotate: 90 })).toEqual([17, 25]);
    expect(toPdfPoint([5, 7], { ...frame, rotate: 180 })).toEqual([605, 27]);
    expect(toPdfPoint([5, 7], { ...frame, rotate: 270 })).toEqual([603, 815]);
  });
});
