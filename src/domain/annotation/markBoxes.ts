import { ANNOTATION_LIMITS, type Box, contourSize, fitWithin, type Size } from './annotationLimits.ts';

/**
 * Moving and resizing a placed stamp or signature (decision 300): boxes in PDF
 * points, page origin at the top left. Every box these return lies on its page, keeps the mark's
 * proportions, and is no larger than SPEC §9 allows the mark on insertion.
 */

export type PlacedType = 'stamp' | 'signature';
/** A corner handle, by compass point: nw is the top left. */
export type Corner = 'nw' | 'ne' | 'sw' | 'se';

export const MARK_MOVES = {
  /** An arrow key moves the chosen mark this far (points); with Shift, `largeStep`. */
  step: 2,
  largeStep: 20,
  /** + grows the chosen mark by this factor, − shrinks it by its inverse. */
  scaleStep: 1.1,
  /** No side gets smaller than this (points), so a mark cannot vanish under the pointer. */
  minSide: 8,
  /** A resized stamp's image is redrawn at 2 pixels a point (144 dpi, enough for print). */
  pixelsPerPoint: 2,
} as const;

/** The largest a placed mark may be: a stamp 75 % of the page each way, a signature 90 % of its width. */
function maxSizeOf(type: PlacedType, page: Size): Size {
  if (type === 'stamp') {
    const share = ANNOTATION_LIMITS.stampMaxPageShare;
    return { width: page.width * share, height: page.height * share };
  }
  return { width: page.width * ANNOTATION_LIMITS.signatureMaxPageWidthShare, height: page.height };
}

const clamp = (v: number, min: number, max: number) => Math.min(Math.max(v, min), max);

/** `box` moved by (dx, dy), stopped at the page's edges. */
export function movedBox(box: Box, dx: number, dy: number, page: Size): Box {
  return {
    ...box,
    x: clamp(box.x + dx, 0, Math.max(0, page.width - box.width)),
    y: clamp(box.y + dy, 0, Math.max(0, page.height - box.height)),
  };
}

/** The widths a mark of `box`'s proportions may take: at least minSide each way, within its limits. */
function widthLimits(box: Box, type: PlacedType, page: Size, room: Size) {
  const aspect = box.width / box.height;
  const max = maxSizeOf(type, page);
  const min = Math.max(MARK_MOVES.minSide, MARK_MOVES.minSide * aspect);
  return { aspect, min, max: Math.min(max.width, max.height * aspect, room.width, room.height * aspect) };
}

/**
 * `box` with its `corner` dragged by (dx, dy) and the opposite corner held: the proportions kept
 * (the drag's two directions averaged), within the limits and the page.
 */
export function resizedBox(box: Box, corner: Corner, dx: number, dy: number, type: PlacedType, page: Size) {
  const east = corner.endsWith('e');
  const south = corner.startsWith('s');
  const room = {
    width: east ? page.width - box.x : box.x + box.width,
    height: south ? page.height - box.y : box.y + box.height,
  };
  const limits = widthLimits(box, type, page, room);
  if (limits.min > limits.max) return box;
  const k =
    ((box.width + (east ? dx : -dx)) / box.width + (box.height + (south ? dy : -dy)) / box.height) / 2;
  const width = clamp(box.width * k, limits.min, limits.max);
  const height = width / limits.aspect;
  return {
    x: east ? box.x : box.x + box.width - width,
    y: south ? box.y : box.y + box.height - height,
    width,
    height,
  };
}

/** `box` grown (factor > 1) or shrunk about its centre, within the limits, then kept on the page. */
export function scaledBox(box: Box, factor: number, type: PlacedType, page: Size): Box {
  const limits = widthLimits(box, type, page, page);
  if (limits.min > limits.max) return box;
  const width = clamp(box.width * factor, limits.min, limits.max);
  const height = width / limits.aspect;
  const centred = {
    x: box.x + (box.width - width) / 2,
    y: box.y + (box.height - height) / 2,
    width,
    height,
  };
  return movedBox(centred, 0, 0, page);
}

/**
 * Less than anyone can see (a millionth of a point): a key or drag that moves a box by no more than
 * floating-point noise (221 → 220.99999999999997 at a stamp's largest) changes nothing and adds no undo step.
 */
const UNSEEN = 1e-6;

/** Boxes no one can tell apart (decision 300: a key that cannot move or resize the mark is refused). */
export const sameBox = (a: Box, b: Box) =>
  Math.abs(a.x - b.x) < UNSEEN &&
  Math.abs(a.y - b.y) < UNSEEN &&
  Math.abs(a.width - b.width) < UNSEEN &&
  Math.abs(a.height - b.height) < UNSEEN;

/** The pixels a stamp's image is redrawn at for `box`: 2 a point, never more than its own contour size. */
export function scaledPixels(image: Size, box: Size): Size {
  const fitted = fitWithin(
    { width: box.width * MARK_MOVES.pixelsPerPoint, height: box.height * MARK_MOVES.pixelsPerPoint },
    contourSize(image),
  );
  return { width: Math.max(1, Math.round(fitted.width)), height: Math.max(1, Math.round(fitted.height)) };
}
