import { type PointerEvent, useRef, useState } from 'react';
import type { Point, Size } from '../../domain/annotation/annotationLimits.ts';
import { pointOn } from './pageDom.ts';

interface StrokePadProps {
  label: string;
  size: Size;
  strokes: readonly (readonly Point[])[];
  className: string;
  onStroke: (stroke: Point[]) => void;
}

export const pathOf = (points: readonly Point[]) =>
  points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`).join(' ');

/**
 * Freehand strokes with mouse, pen or touch (pointer events, captured so a stroke may leave the pad);
 * the stroke being drawn is view state until the pointer lifts.
 */
export function StrokePad({ label, size, strokes, className, onStroke }: StrokePadProps) {
  const [live, setLive] = useState<Point[] | null>(null);
  const padRef = useRef<SVGSVGElement>(null);
  const at = (e: PointerEvent) => pointOn(padRef.current as Element, e, size);
  return (
    <svg
      ref={padRef}
      className={className}
      viewBox={`0 0 ${size.width} ${size.height}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
      onPointerDown={(e) => {
        e.currentTarget.setPointerCapture(e.pointerId);
        setLive([at(e)]);
      }}
      onPointerMove={(e) => live && setLive([...live, at(e)])}
      onPointerUp={() => {
        if (live) onStroke(live);
        setLive(null);
      }}
      onPointerCancel={() => setLive(null)}
    >
      <rect width={size.width} height={size.height} fill="transparent" />
      {[...strokes, ...(live ? [live] : [])].map((stroke, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: strokes are only ever appended
        <path key={i} d={pathOf(stroke)} className="pdf-editor__stroke" />
      ))}
    </svg>
  );
}
