import type { KeyboardEvent, PointerEvent } from 'react';
import { useRef } from 'react';
import type { AnnotationEditorEvent, Mark } from '../../../machines/annotationEditor.ts';
import type { Size } from '../../domain/annotation/annotationLimits.ts';
import { type Corner, MARK_MOVES } from '../../domain/annotation/markBoxes.ts';
import type { EditorRef } from './editorRef.ts';

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};
const GROW: Record<string, number> = {
  '+': MARK_MOVES.scaleStep,
  '=': MARK_MOVES.scaleStep,
  '-': 1 / MARK_MOVES.scaleStep,
  _: 1 / MARK_MOVES.scaleStep,
};

/** The points of the page under one CSS pixel, as the page is shown now. */
function pointsPerPixel(el: Element, page: Size): number {
  const slot = el.closest('.pdf-viewer__page') ?? el;
  return page.width / (slot.getBoundingClientRect().width || page.width);
}

/**
 * A stamp's or signature's pointer and key handling, turned into the editor's events: a drag moves
 * it, a corner handle's drag resizes it (offsets from where the pointer went down), arrow keys move
 * it (Shift: bigger steps), + and − resize it. By touch a mark is chosen first (a tap), then dragged,
 * so a finger on an unchosen stamp still scrolls the page.
 */
export function useMarkMoves(editor: EditorRef, mark: Mark, selected: boolean, page: Size) {
  const held = useRef<{ x: number; y: number; corner: Corner | null } | null>(null);
  const movable = mark.type === 'stamp' || mark.type === 'signature';

  const grab = (corner: Corner | null) => (e: PointerEvent<Element>) => {
    if (!movable || e.button !== 0 || (e.pointerType === 'touch' && !selected)) return;
    e.stopPropagation();
    e.currentTarget.setPointerCapture(e.pointerId);
    held.current = { x: e.clientX, y: e.clientY, corner };
    editor.send({ type: 'mark.grab', id: mark.id });
  };
  const drag = (e: PointerEvent<Element>) => {
    const from = held.current;
    if (!from) return;
    const k = pointsPerPixel(e.currentTarget, page);
    const [dx, dy] = [(e.clientX - from.x) * k, (e.clientY - from.y) * k];
    editor.send(
      from.corner
        ? { type: 'mark.stretch', corner: from.corner, dx, dy, pageSize: page }
        : { type: 'mark.drag', dx, dy, pageSize: page },
    );
  };
  const release = () => {
    if (!held.current) return;
    held.current = null;
    editor.send({ type: 'mark.release' });
  };
  const key = (e: KeyboardEvent<Element>) => {
    const arrow = ARROWS[e.key];
    const factor = GROW[e.key];
    if (!movable || (!arrow && !factor)) return;
    e.preventDefault();
    if (!selected) editor.send({ type: 'mark.select', id: mark.id });
    const step = e.shiftKey ? MARK_MOVES.largeStep : MARK_MOVES.step;
    const event: AnnotationEditorEvent = arrow
      ? { type: 'mark.nudge', dx: arrow[0] * step, dy: arrow[1] * step, pageSize: page }
      : { type: 'mark.scale', factor: factor ?? 1, pageSize: page };
    editor.send(event);
  };
  const pointer = (corner: Corner | null) => ({
    onPointerDown: grab(corner),
    onPointerMove: drag,
    onPointerUp: release,
    onPointerCancel: release,
  });
  return { movable, pointer, key };
}
