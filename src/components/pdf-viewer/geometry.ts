import { PDF_LIMITS } from '../../../machines/pdfViewer.ts';

/** SPEC §9: render at 1.5 on high-density screens, otherwise 2. */
function renderScale(devicePixelRatio: number): number {
  return devicePixelRatio > 1 ? 1.5 : 2;
}

export interface PageLayout {
  /** CSS size the page takes on screen. */
  cssWidth: number;
  cssHeight: number;
  /** Canvas backing-store size in pixels, never over PDF_LIMITS.maxCanvasPixels. */
  canvasWidth: number;
  canvasHeight: number;
  /** Scale from PDF points to canvas pixels. */
  scale: number;
  /** Scale from PDF points to CSS pixels: the text layer's --scale-factor. */
  cssScale: number;
}

/** PDF points to CSS pixels for a page at `zoom` times the container's width (decision 250). */
export function cssScale(pageWidth: number, containerWidth: number, zoom: number): number {
  return (Math.max(containerWidth, 1) / pageWidth) * zoom;
}

/**
 * Lays out one page: fit to the container's width times the zoom (decision 250); the canvas gets the
 * render scale's density (SPEC §9), shrunk if it would pass the pixel limit.
 */
export function layoutPage(
  pageWidth: number,
  pageHeight: number,
  containerWidth: number,
  devicePixelRatio: number,
  zoom = 1,
): PageLayout {
  const fit = cssScale(pageWidth, containerWidth, zoom);
  const cssWidth = pageWidth * fit;
  const cssHeight = pageHeight * fit;
  let scale = fit * renderScale(devicePixelRatio);
  const pixels = pageWidth * scale * pageHeight * scale;
  if (pixels > PDF_LIMITS.maxCanvasPixels) scale *= Math.sqrt(PDF_LIMITS.maxCanvasPixels / pixels);
  return {
    cssWidth,
    cssHeight,
    canvasWidth: Math.floor(pageWidth * scale),
    canvasHeight: Math.floor(pageHeight * scale),
    scale,
    cssScale: fit,
  };
}
