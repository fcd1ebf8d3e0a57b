import { findInText, matchOnItems, type PageText } from '../../domain/textSearch.ts';

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
  ) {}

  /** Shows the matches of query on this page; returns the selected match's element, if any. */
  show(page: PageText, query: string, selected: number | null): HTMLElement | null {
    this.clear();
    const pieces = new Map<number, { from: number; to: number; selected: boolean }[]>();
    // A match may cover several items: 'inter-' at one line's end and 'national' on the next.
    findInText(page.text, query).forEach(({ start, length }, match) => {
      for (const range of matchOnItems(page, start, length)) {
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
