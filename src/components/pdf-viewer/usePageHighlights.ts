import { useEffect } from 'react';
import type { PdfjsFind } from './pdfjsFind.ts';
import type { TextHighlights } from './textHighlights.ts';

/**
 * Keeps a drawn page's highlights in step with find: its matches marked, the current one marked
 * selected and handed to the viewer to scroll to. The page's matches are pdf.js find's (decision 400).
 */
export function usePageHighlights(props: {
  text: TextHighlights | 'none' | null;
  index: number;
  find: PdfjsFind;
  query: string;
  selected: number | null;
  /** Told the current match's element once it is marked. */
  onMatchShown: (mark: HTMLElement) => void;
}) {
  const { text, index, find, query, selected, onMatchShown } = props;
  useEffect(() => {
    if (text === null || text === 'none') return;
    if (query.trim() === '') {
      text.clear();
      return;
    }
    let live = true;
    find
      .matches(index, query)
      .then((matches) => {
        if (!live) return;
        const mark = text.show(matches, selected);
        if (mark) onMatchShown(mark);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [text, index, find, query, selected, onMatchShown]);
}
