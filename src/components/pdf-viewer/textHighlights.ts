import type { PageMatch } from './pdfjsFind.ts';

/** A text item as pdf.js's getTextContent() gives it (marked content has no str). */
export interface TextItemLike {
  str: string;
}

/**
 * Where each text item starts in the text pdf.js's find gives offsets in: the items' strings one after
 * another (its find reads a line's end as a space, but maps each match back onto the items alone, as
 * its own TextHighlighter reads them).
 */
export interface ItemOffsets {
  starts: number[];
  lengths: number[];
}

export function itemOffsets(items: readonly (TextItemLike | { type: string })[]): ItemOffsets {
  let at = 0;
  const starts: number[] = [];
  const lengths: number[] = [];
  for (const item of items) {
    if (!('str' in item)) continue;
    starts.push(at);
    lengths.push(item.str.length);
    at += item.str.length;
  }
  return { starts, lengths };
}

/** One piece of a match on one text item: characters [from, to) of item `item`. */
interface ItemRange {
  item: number;
  from: number;
  to: number;
}

/**
 * Where a match [start, start + length) lies on the page's text items.
 * @internal a rule its module applies inside a larger answer, tested at its edges on its own
 *   (tests/unit/pdf-find.test.ts).
 */
export function matchOnItems(page: ItemOffsets, start: number, length: number): ItemRange[] {
  const end = start + length;
  const ranges: ItemRange[] = [];
  for (let item = 0; item < page.starts.length; item++) {
    const itemStart = page.starts[item] ?? 0;
    const itemEnd = itemStart + (page.lengths[item] ?? 0);
    if (itemEnd <= start) continue;
    if (itemStart >= end) break;
    ranges.push({
      item,
      from: Math.max(start, itemStart) - itemStart,
      to: Math.min(end, itemEnd) - itemStart,
    });
  }
  return ranges;
}

/**
 * Marks find's matches on a rendered text layer, as pdf.js's own viewer does: a matched stretch of a
 * text span becomes a child span with the class highlight (selected for the current match). The
 * span's own text and transform are untouched, so the layer stays aligned with the canvas.
 */
export class TextHighlights {
  private touched = new Set<number>();

  constructor(
    private readonly divs: readonly HTMLElement[],
    private readonly strs: readonly string[],
    private readonly offsets: ItemOffsets,
  ) {}

  /** Shows a page's matches; returns the selected match's element, if any. */
  show(matches: readonly PageMatch[], selected: number | null): HTMLElement | null {
    this.clear();
    const pieces = new Map<number, { from: number; to: number; selected: boolean }[]>();
    // A match may cover several items: 'inter-' at one line's end and 'national' on the next.
    matches.forEach(({ start, length }, match) => {
      for (const range of matchOnItems(this.offsets, start, length)) {
        const list = pieces.get(range.item) ?? [];
        list.push({ from: range.from, to: range.to, selected: match === selected });
        pieces.set(range.item, list);
      }
    });
    let first: HTMLElement | null = null;
    for (const [item, list] of pieces) {
      const div = this.divs[item];
      const str = this.strs[item];
      if (!div || str === undefined) continue;
      this.touched.add(item);
      div.replaceChildren();
      let at = 0;
      for (const piece of list) {
        if (piece.from > at) div.append(str.slice(at, piece.from));
        const mark = document.createElement('span');
        mark.className = piece.selected ? 'highlight selected' : 'highlight';
        mark.textContent = str.slice(piece.from, piece.to);
        div.append(mark);
        if (piece.selected && !first) first = mark;
        at = piece.to;
      }
      if (at < str.length) div.append(str.slice(at));
    }
    return first;
  }

  clear() {
    for (const item of this.touched) {
      const div = this.divs[item];
      if (div) div.textContent = this.strs[item] ?? '';
    }
    this.touched.clear();
  }
}
