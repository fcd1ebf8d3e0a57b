import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  currentPageOf,
  pageFromField,
  pdfViewerMachine,
  samePageControls,
  selectPageControls,
  selectZoom,
} from '../../machines/pdfViewer.ts';
import { layoutPage } from '../../src/components/pdf-viewer/geometry.ts';
import { viewerKeyCommand } from '../../src/components/pdf-viewer/viewerKeys.ts';

async function ready(pageCount = 12) {
  const machine = pdfViewerMachine.provide({ actors: { loadPdf: fromPromise(async () => ({ pageCount })) } });
  const actor = createActor(machine).start();
  await waitFor(actor, (s) => s.matches('ready'));
  return actor;
}

describe('zoom', () => {
  it('opens at fit width and steps in and out within its steps', async () => {
    const actor = await ready();
    expect(selectZoom(actor.getSnapshot())).toBe(1);
    expect(selectPageControls(actor.getSnapshot()).atFit).toBe(true);
    for (let i = 0; i < 10; i++) actor.send({ type: 'zoom.in' });
    expect(selectZoom(actor.getSnapshot())).toBe(3);
    expect(selectPageControls(actor.getSnapshot()).canZoomIn).toBe(false);
    actor.send({ type: 'zoom.fit' });
    actor.send({ type: 'zoom.out' });
    expect(selectZoom(actor.getSnapshot())).toBe(0.75);
    actor.send({ type: 'zoom.out' });
    actor.send({ type: 'zoom.out' });
    expect(selectZoom(actor.getSnapshot())).toBe(0.5);
    expect(selectPageControls(actor.getSnapshot()).zoomPercent).toBe(50);
  });

  it('keeps the reader on her page when zooming: the page is asked for again', async () => {
    const actor = await ready();
    actor.send({ type: 'page.go', index: 4 });
    const before = actor.getSnapshot().context.goTo?.seq ?? 0;
    actor.send({ type: 'zoom.in' });
    expect(actor.getSnapshot().context.goTo).toEqual({ index: 4, seq: before + 1 });
  });

  it('at 300 % a further zoom in (Ctrl +) and at 50 % a further zoom out do nothing: the reader is not moved', async () => {
    const actor = await ready();
    actor.send({ type: 'page.go', index: 4 });
    for (let i = 0; i < 6; i++) actor.send({ type: 'zoom.in' });
    expect(selectPageControls(actor.getSnapshot()).zoomPercent).toBe(300);
    const atTop = actor.getSnapshot().context.goTo;
    actor.send({ type: 'zoom.in' });
    expect(selectPageControls(actor.getSnapshot()).zoomPercent).toBe(300);
    expect(actor.getSnapshot().context.goTo).toEqual(atTop);
    actor.send({ type: 'zoom.fit' });
    actor.send({ type: 'zoom.out' });
    actor.send({ type: 'zoom.out' });
    expect(selectPageControls(actor.getSnapshot()).zoomPercent).toBe(50);
    const atBottom = actor.getSnapshot().context.goTo;
    actor.send({ type: 'zoom.out' });
    expect(selectPageControls(actor.getSnapshot()).zoomPercent).toBe(50);
    expect(actor.getSnapshot().context.goTo).toEqual(atBottom);
  });

  it('zooming out or back to fit width also keeps the reader on her page', async () => {
    const actor = await ready();
    actor.send({ type: 'page.go', index: 4 });
    actor.send({ type: 'zoom.in' });
    const before = actor.getSnapshot().context.goTo?.seq ?? 0;
    actor.send({ type: 'zoom.out' });
    expect(actor.getSnapshot().context.goTo).toEqual({ index: 4, seq: before + 1 });
    actor.send({ type: 'zoom.in' });
    actor.send({ type: 'zoom.fit' });
    expect(actor.getSnapshot().context.goTo).toEqual({ index: 4, seq: before + 3 });
    expect(actor.getSnapshot().context.currentPage).toBe(4);
  });

  it('the zoom buttons: both usable at fit width, zoom out greyed at 50 %, fit width greyed only at fit', async () => {
    const actor = await ready();
    expect(selectPageControls(actor.getSnapshot())).toMatchObject({
      canZoomIn: true,
      canZoomOut: true,
      atFit: true,
    });
    actor.send({ type: 'zoom.in' });
    expect(selectPageControls(actor.getSnapshot())).toMatchObject({ zoomPercent: 125, atFit: false });
    actor.send({ type: 'zoom.fit' });
    actor.send({ type: 'zoom.out' });
    expect(selectPageControls(actor.getSnapshot())).toMatchObject({ canZoomOut: true, atFit: false });
    actor.send({ type: 'zoom.out' });
    expect(selectPageControls(actor.getSnapshot())).toMatchObject({
      zoomPercent: 50,
      canZoomIn: true,
      canZoomOut: false,
    });
  });

  it('fit width fills the container whatever the page size; zoom multiplies it', () => {
    expect(layoutPage(612, 792, 320, 2).cssWidth).toBeCloseTo(320);
    expect(layoutPage(612, 792, 900, 1).cssWidth).toBeCloseTo(900);
    const zoomed = layoutPage(612, 792, 320, 1, 2);
    expect(zoomed.cssWidth).toBeCloseTo(640);
    expect(zoomed.cssScale).toBeCloseTo((320 / 612) * 2);
  });
});

describe('pages', () => {
  it("names the page filling most of the scroll box as current, 'Page 3 of 12'", async () => {
    const actor = await ready();
    actor.send({ type: 'page.shown', index: 1, part: 0.3 });
    actor.send({ type: 'page.shown', index: 2, part: 0.7 });
    expect(selectPageControls(actor.getSnapshot())).toMatchObject({ page: 3, pageCount: 12 });
    actor.send({ type: 'page.shown', index: 2, part: 0 });
    expect(selectPageControls(actor.getSnapshot()).page).toBe(2);
  });

  it('goes a page on and back, never past either end', async () => {
    const actor = await ready(3);
    actor.send({ type: 'page.previous' });
    expect(actor.getSnapshot().context.goTo?.index).toBe(0);
    actor.send({ type: 'page.next' });
    actor.send({ type: 'page.next' });
    actor.send({ type: 'page.next' });
    expect(actor.getSnapshot().context.goTo?.index).toBe(2);
    expect(selectPageControls(actor.getSnapshot()).canGoOn).toBe(false);
  });

  it('the page buttons: only on at page 1, both in the middle, only back at the last page', async () => {
    const actor = await ready(3);
    expect(selectPageControls(actor.getSnapshot())).toMatchObject({
      page: 1,
      canGoBack: false,
      canGoOn: true,
    });
    actor.send({ type: 'page.next' });
    expect(selectPageControls(actor.getSnapshot())).toMatchObject({
      page: 2,
      canGoBack: true,
      canGoOn: true,
    });
    actor.send({ type: 'page.next' });
    expect(selectPageControls(actor.getSnapshot())).toMatchObject({
      page: 3,
      canGoBack: true,
      canGoOn: false,
    });
  });

  it('the controls show anew when anything they show changes, and only then', async () => {
    const actor = await ready(3);
    const first = selectPageControls(actor.getSnapshot());
    expect(samePageControls(first, { ...first })).toBe(true);
    actor.send({ type: 'page.shown', index: 0, part: 0.9 });
    expect(samePageControls(first, selectPageControls(actor.getSnapshot()))).toBe(true);
    actor.send({ type: 'page.next' });
    expect(samePageControls(first, selectPageControls(actor.getSnapshot()))).toBe(false);
    expect(samePageControls(first, { ...first, zoomPercent: 125 })).toBe(false);
  });

  it('reads the page field: a page number of the document, nothing else', () => {
    expect(pageFromField('3', 12)).toBe(3);
    expect(pageFromField(' 12 ', 12)).toBe(12);
    for (const text of ['0', '13', '', 'three', '2.5', '-1']) expect(pageFromField(text, 12)).toBeNull();
  });

  it('ties go to the earlier page; with nothing shown the page stays', () => {
    expect(currentPageOf({ 4: 0.5, 3: 0.5 }, 0)).toBe(3);
    expect(currentPageOf({}, 7)).toBe(7);
  });
});

describe('failed pages', () => {
  it('each page that fails is kept, and the viewer goes on with the others', async () => {
    const actor = await ready(6);
    actor.send({ type: 'page.failed', index: 1, message: 'bad font' });
    actor.send({ type: 'page.failed', index: 4, message: 'Rendering cancelled' });
    expect(actor.getSnapshot().context.failedPages).toEqual([1, 4]);
    actor.send({ type: 'page.next' });
    expect(selectPageControls(actor.getSnapshot()).page).toBe(2);
  });
});

describe('viewer keys', () => {
  const press = (
    key: string,
    mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {},
  ) => ({
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    ...mods,
  });

  it('Ctrl or ⌘ with +, - and 0 zoom; PageUp/PageDown turn pages in the pages only', () => {
    expect(viewerKeyCommand(press('+', { ctrlKey: true }), false)).toEqual({ type: 'zoom.in' });
    expect(viewerKeyCommand(press('=', { metaKey: true }), false)).toEqual({ type: 'zoom.in' });
    expect(viewerKeyCommand(press('-', { ctrlKey: true }), true)).toEqual({ type: 'zoom.out' });
    expect(viewerKeyCommand(press('0', { ctrlKey: true }), true)).toEqual({ type: 'zoom.fit' });
    expect(viewerKeyCommand(press('PageDown'), true)).toEqual({ type: 'page.next' });
    expect(viewerKeyCommand(press('PageUp'), true)).toEqual({ type: 'page.previous' });
    expect(viewerKeyCommand(press('PageDown'), false)).toBeNull();
    expect(viewerKeyCommand(press('+'), true)).toBeNull();
    expect(viewerKeyCommand(press('c', { ctrlKey: true }), true)).toBeNull();
  });
});
