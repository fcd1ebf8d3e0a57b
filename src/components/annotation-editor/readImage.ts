import type { StampImage } from '../../../machines/annotationEditor.ts';
import { contourSize } from '../../domain/annotation/annotationLimits.ts';

/**
 * Reads an image file for a stamp: decoded by the browser, reduced to the contour maximum (512 px on
 * its longer side) and kept as a PNG; its natural size is what the stamp is fitted from.
 */
export async function readImage(file: Blob): Promise<StampImage> {
  const bitmap = await createImageBitmap(file);
  try {
    const size = contourSize(bitmap);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, size.width, size.height);
    return { png: canvas.toDataURL('image/png'), width: bitmap.width, height: bitmap.height };
  } finally {
    bitmap.close();
  }
}
