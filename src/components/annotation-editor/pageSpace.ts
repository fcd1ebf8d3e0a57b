import type { Box, Point } from '../../domain/annotation/annotationLimits.ts';

/** A page as the PDF defines it: its visible box (CropBox, else MediaBox) and its rotation. */
export interface PageFrame {
  box: { x: number; y: number; width: number; height: number };
  rotate: number;
}

/**
 * A point on the page as pdf.js shows it at scale 1 (origin top left, the page's rotation applied)
 * in the PDF's own user space, the inverse of pdf.js's PageViewport transform.
 */
export function toPdfPoint([vx, vy]: Point, { box, rotate }: PageFrame): [number, number] {
  const x0 = box.x;
  const y0 = box.y;
  const x1 = box.x + box.width;
  const y1 = box.y + box.height;
  switch (((rotate % 360) + 360) % 360) {
    case 90:
      return [x0 + vy, y0 + vx];
    case 180:
      return [x1 - vx, y0 + vy];
    case 270:
      return [x1 - vy, y1 - vx];
    default:
      return [x0 + vx, y1 - vy];
  }
}

/** A box on the shown page as a PDF rectangle [llx, lly, urx, ury]. */
export function toPdfRect(b: Box, frame: PageFrame): [number, number, number, number] {
  const [ax, ay] = toPdfPoint([b.x, b.y], frame);
  const [bx, by] = toPdfPoint([b.x + b.width, b.y + b.height], frame);
  return [Math.min(ax, bx), Math.min(ay, by), Math.max(ax, bx), Math.max(ay, by)];
}

/** The smallest box holding every box. */
export function unionBox(boxes: readonly Box[]): Box {
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.width));
  const bottom = Math.max(...boxes.map((b) => b.y + b.height));
  return { x, y, width: right - x, height: bottom - y };
}
