import { type RefObject, useEffect, useState } from 'react';

export interface RowWindow {
  start: number;
  end: number;
}

const OVERSCAN = 10;

/**
 * Which rows of a long table are near the viewport. Rows have a fixed height, so only those (plus a
 * margin) are rendered and the rest are two spacer rows: a thousand loaded rows cost what forty do.
 */
export function useWindowedRows(
  body: RefObject<HTMLElement | null>,
  count: number,
  rowHeight: number,
): RowWindow {
  const [range, setRange] = useState<RowWindow>({ start: 0, end: Math.min(count, 40) });

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const element = body.current;
      if (!element) return;
      const top = element.getBoundingClientRect().top;
      const first = Math.floor(-top / rowHeight) - OVERSCAN;
      const visible = Math.ceil(window.innerHeight / rowHeight) + OVERSCAN * 2;
      const start = Math.max(0, Math.min(first, count - 1));
      const end = Math.min(count, Math.max(start, 0) + visible);
      setRange((old) => (old.start === start && old.end === end ? old : { start, end }));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [body, count, rowHeight]);

  return { start: Math.min(range.start, count), end: Math.min(range.end, count) };
}
