import type { Size } from '../../domain/annotation/annotationLimits.ts';
import { MARK_STYLE } from './markStyle.ts';

export const SIGNATURE_FONT = 'Helvetica, Arial, sans-serif';

/** A typed signature's natural size in points: its text at the typed size, in italics. */
export function typedSignatureSize(text: string): Size {
  const size = MARK_STYLE.typedSize;
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return { width: text.length * size * 0.5, height: size * 1.25 };
  context.font = `italic ${size}px ${SIGNATURE_FONT}`;
  return { width: Math.max(1, context.measureText(text).width), height: size * 1.25 };
}
