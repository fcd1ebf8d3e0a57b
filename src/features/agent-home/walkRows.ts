import type { KeyboardEvent } from 'react';

/**
 * Arrow keys walk the policy links row by row (Home and End to the ends of the rendered rows); Enter opens
 * the focused one, as a click would.
 */
export function walkRows(e: KeyboardEvent<HTMLTableElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(e.key) || !(e.target instanceof HTMLElement)) return;
  const links = [...e.currentTarget.querySelectorAll<HTMLElement>('.case-table__open')];
  const at = links.indexOf(e.target);
  if (at < 0) return;
  const to =
    e.key === 'ArrowDown' ? at + 1 : e.key === 'ArrowUp' ? at - 1 : e.key === 'Home' ? 0 : links.length - 1;
  const next = links[Math.max(0, Math.min(links.length - 1, to))];
  if (!next) return;
  e.preventDefault();
  next.focus();
  next.scrollIntoView({ block: 'nearest' });
}
