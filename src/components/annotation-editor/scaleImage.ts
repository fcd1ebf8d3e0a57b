import type { StampImage } from '../../../machines/annotationEditor.ts';
import type { Size } from '../../domain/annotation/annotationLimits.ts';

/**
 * A stamp's image (as it was read) redrawn at `pixels`, for the size the customer resized it to:
 * what the page shows and the export embeds. Its natural size stays the one it was read with.
 */
export async function scaleImage({
  image,
  pixels,
}: {
  image: StampImage;
  pixels: Size;
}): Promise<StampImage> {
  // An <img>, not fetch: the portal's CSP lets images, not connections, read data: URLs.
  const img = new Image();
  img.src = image.png;
  await img.decode();
  const bitmap = await createImageBitmap(img);
  try {
    const canvas = document.createElement('canvas');
    canvas.width = pixels.width;
    canvas.height = pixels.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No canvas to redraw the image on.');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, pixels.width, pixels.height);
    return { png: canvas.toDataURL('image/png'), width: image.width, height: image.height };
  } finally {
    bitmap.close();
  }
}
