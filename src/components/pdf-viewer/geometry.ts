import { PDF_LIMITS } from '../../../machines/pdfViewer.ts';

/** SPEC §9: render at 1.5 on high-density screens, otherwise 2. */
export function renderScale(devicePixelRatio: number): number {
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
}

/**
 * Lays out one page: natural size unless its width plus 200 exceeds the container, then zoomed to fit
 * (SPEC §9); the canvas gets the render scale's density, shrunk if it would pass the pixel limit.
 */
export function layoutPage(
  pageWidth: number,
  pageHeight: number,
  containerWidth: number,
  devicePixelRatio: number,
): PageLayout {
  const fit = pageWidth + 200 > containerWidth ? Math.max(containerWidth, 1) / pageWidth : 1;
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
  };
}
