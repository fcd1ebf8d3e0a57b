import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  pdfViewerMachine,
  samePanels,
  selectPageControls,
  selectPanels,
  selectPinchScale,
  selectZoom,
  toolbarFolds,
} from '../../machines/pdfViewer.ts';

/** The viewer made for a thumb (decision 331): pinch zoom, and the toolbar's folding panels. */
async function ready(pageCount = 4) {
  const machine = pdfViewerMachine.provide({ actors: { loadPdf: fromPromise(async () => ({ pageCount })) } });
  const actor = createActor(machine).start();
  await waitFor(actor, (s) => s.matches('ready'));
  return actor;
}

describe('pinch zoom', () => {
  it('scales the drawn pages while the fingers move, and draws them at the new zoom when one lifts', async () => {
    const actor = await ready();
    actor.send({ type: 'pinch.start' });
    expect(actor.getSnapshot().matches({ ready: 'pinching' })).toBe(true);
    actor.send({ type: 'pinch.move', scale: 1.3 });
    actor.send({ type: 'pinch.move', scale: 1.6 });
    // During the gesture the pages keep their resolution; only the preview scale moves.
    expect(selectZoom(actor.getSnapshot())).toBe(1);
    expect(selectPinchScale(actor.getSnapshot())).toBeCloseTo(1.6);
    actor.send({ type: 'pinch.end' });
    expect(actor.getSnapshot().matches({ ready: 'still' })).toBe(true);
    expect(selectZoom(actor.getSnapshot())).toBeCloseTo(1.6);
    expect(selectPinchScale(actor.getSnapshot())).toBe(1);
    expect(selectPageControls(actor.getSnapshot())).toMatchObject({ zoomPercent: 160, atFit: false });
  });

  it('starts from the zoom the pages are at, and stays within 50 % and 300 %', async () => {
    const actor = await ready();
    actor.send({ type: 'zoom.in' });
    actor.send({ type: 'pinch.start' });
    actor.send({ type: 'pinch.move', scale: 10 });
    expect(selectPinchScale(actor.getSnapshot())).toBeCloseTo(3 / 1.25);
    actor.send({ type: 'pinch.end' });
    expect(selectZoom(actor.getSnapshot())).toBe(3);
    expect(selectPageControls(actor.getSnapshot()).canZoomIn).toBe(false);
    actor.send({ type: 'pinch.start' });
    actor.send({ type: 'pinch.move', scale: 0.01 });
    actor.send({ type: 'pinch.end' });
    expect(selectZoom(actor.getSnapshot())).toBe(0.5);
  });

  it('after a pinch between steps, + and − go to the next step each way', async () => {
    const actor = await ready();
    actor.send({ type: 'pinch.start' });
    actor.send({ type: 'pinch.move', scale: 1.6 });
    actor.send({ type: 'pinch.end' });
    actor.send({ type: 'zoom.in' });
    expect(selectZoom(actor.getSnapshot())).toBe(2);
    actor.send({ type: 'pinch.start' });
    actor.send({ type: 'pinch.move', scale: 0.65 });
    actor.send({ type: 'pinch.end' });
    expect(selectZoom(actor.getSnapshot())).toBeCloseTo(1.3);
    actor.send({ type: 'zoom.out' });
    expect(selectZoom(actor.getSnapshot())).toBe(1.25);
    actor.send({ type: 'zoom.fit' });
    expect(selectPageControls(actor.getSnapshot()).atFit).toBe(true);
  });

  it('two fingers put down and lifted without moving leave the zoom as it was', async () => {
    const actor = await ready();
    actor.send({ type: 'zoom.in' });
    actor.send({ type: 'pinch.start' });
    expect(selectPinchScale(actor.getSnapshot())).toBe(1);
    actor.send({ type: 'pinch.end' });
    expect(selectPageControls(actor.getSnapshot())).toMatchObject({ zoomPercent: 125, atFit: false });
  });

  it('a pinch that ends within a millionth of a step counts as on it: + and − go on to the next step', async () => {
    const actor = await ready();
    actor.send({ type: 'pinch.start' });
    actor.send({ type: 'pinch.move', scale: 1.249999 });
    actor.send({ type: 'pinch.end' });
    expect(selectPageControls(actor.getSnapshot()).zoomPercent).toBe(125);
    actor.send({ type: 'zoom.in' });
    expect(selectPageControls(actor.getSnapshot()).zoomPercent).toBe(150);
    actor.send({ type: 'zoom.fit' });
    actor.send({ type: 'pinch.start' });
    actor.send({ type: 'pinch.move', scale: 1.250001 });
    actor.send({ type: 'pinch.end' });
    expect(selectPageControls(actor.getSnapshot()).zoomPercent).toBe(125);
    actor.send({ type: 'zoom.out' });
    expect(selectPageControls(actor.getSnapshot()).zoomPercent).toBe(100);
  });

  it('a cancelled pinch (a third finger, the gesture lost) leaves the zoom as it was', async () => {
    const actor = await ready();
    actor.send({ type: 'pinch.start' });
    actor.send({ type: 'pinch.move', scale: 2 });
    actor.send({ type: 'pinch.cancel' });
    expect(selectZoom(actor.getSnapshot())).toBe(1);
    expect(selectPinchScale(actor.getSnapshot())).toBe(1);
    // A move or an end without a start is nothing.
    actor.send({ type: 'pinch.move', scale: 2 });
    actor.send({ type: 'pinch.end' });
    expect(selectZoom(actor.getSnapshot())).toBe(1);
  });

  it('is not taken before the document is open', () => {
    const machine = pdfViewerMachine.provide({
      actors: { loadPdf: fromPromise(() => new Promise(() => {})) },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'pinch.start' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(actor.getSnapshot().context.pinch).toBeNull();
  });
});

describe("the toolbar's folding panels", () => {
  it('open closed; Find and Mark up each open and close their own', async () => {
    const actor = await ready();
    expect(selectPanels(actor.getSnapshot())).toEqual({ find: false, tools: false });
    actor.send({ type: 'toolbar.tools' });
    expect(selectPanels(actor.getSnapshot())).toEqual({ find: false, tools: true });
    actor.send({ type: 'toolbar.find' });
    expect(selectPanels(actor.getSnapshot())).toEqual({ find: true, tools: true });
    actor.send({ type: 'toolbar.tools' });
    actor.send({ type: 'toolbar.find' });
    expect(selectPanels(actor.getSnapshot())).toEqual({ find: false, tools: false });
  });
});

describe('the folded toolbar (decision 331)', () => {
  it('folds below 560 px of viewer width: on a 320 or 390 px phone, not at 560 px or on a desktop', () => {
    expect(toolbarFolds(320)).toBe(true);
    expect(toolbarFolds(390)).toBe(true);
    expect(toolbarFolds(559)).toBe(true);
    expect(toolbarFolds(560)).toBe(false);
    expect(toolbarFolds(1280)).toBe(false);
  });

  it('the panels show anew when Find or Mark up opens or closes, and only then', () => {
    const closed = { find: false, tools: false };
    expect(samePanels(closed, { find: false, tools: false })).toBe(true);
    expect(samePanels({ find: true, tools: true }, { find: true, tools: true })).toBe(true);
    expect(samePanels(closed, { find: true, tools: false })).toBe(false);
    expect(samePanels(closed, { find: false, tools: true })).toBe(false);
    expect(samePanels({ find: true, tools: false }, { find: false, tools: true })).toBe(false);
  });
});
