/**
 * SPEC §9 "Annotation editor": the seed product's constants, which configure the portal's editor.
 * Sizes are in PDF points, page origin at the top left.
 */
export const ANNOTATION_LIMITS = {
  highlightColour: '#fff066',
  /** A stamp's image is scaled down on insertion to at most this share of the page's width and height. */
  stampMaxPageShare: 0.75,
  imageScalingDebounceMs: 200,
  /** A signature is at most this share of the page's width. */
  signatureMaxPageWidthShare: 0.9,
  /** An image (a stamp, a drawn signature) is reduced to at most this many pixels on its longer side. */
  contourMaxDimension: 512,
  signatureFormatVersion: 0,
  /** Drawn strokes keep this far (points) from the edge of their box. */
  drawingInnerMargin: 3,
  types: ['highlight', 'ink', 'stamp', 'signature'],
} as const;

export interface Size {
  width: number;
  height: number;
}

export interface Box extends Size {
  x: number;
  y: number;
}

export type Point = readonly [number, number];

/** The highlight colour as 0–1 RGB, for the PDF. */
export function highlightRgb(hex: string = ANNOTATION_LIMITS.highlightColour): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}

/** Scales `size` down (never up) so it fits within `max`, keeping its proportions. */
export function fitWithin(size: Size, max: Size): Size {
  const ratio = Math.min(1, max.width / size.width, max.height / size.height);
  return { width: size.width * ratio, height: size.height * ratio };
}

/** A box of `size` centred on the page. */
function centredOn(page: Size, size: Size): Box {
  return { x: (page.width - size.width) / 2, y: (page.height - size.height) / 2, ...size };
}

/** Where a stamp goes when inserted: centred, at most 75 % of the page each way. */
export function stampBox(image: Size, page: Size): Box {
  const share = ANNOTATION_LIMITS.stampMaxPageShare;
  return centredOn(page, fitWithin(image, { width: page.width * share, height: page.height * share }));
}

/** Where a signature goes: centred, at most 90 % of the page's width (and never taller than the page). */
export function signatureBox(signature: Size, page: Size): Box {
  const max = { width: page.width * ANNOTATION_LIMITS.signatureMaxPageWidthShare, height: page.height };
  return centredOn(page, fitWithin(signature, max));
}

/** The pixel size an image is reduced to before it is kept: its longer side at most 512. */
export function contourSize(image: Size): Size {
  const max = ANNOTATION_LIMITS.contourMaxDimension;
  const fitted = fitWithin(image, { width: max, height: max });
  return { width: Math.max(1, Math.round(fitted.width)), height: Math.max(1, Math.round(fitted.height)) };
}

/** The box around drawn strokes, widened by the drawing inner margin. */
export function strokesBox(paths: readonly (readonly Point[])[]): Box | null {
  const points = paths.flat();
  if (points.length === 0) return null;
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const m = ANNOTATION_LIMITS.drawingInnerMargin;
  const x = Math.min(...xs) - m;
  const y = Math.min(...ys) - m;
  return { x, y, width: Math.max(...xs) + m - x, height: Math.max(...ys) + m - y };
}
