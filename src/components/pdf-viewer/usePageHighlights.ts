import { useEffect } from 'react';
import type { PageTexts } from './pageTexts.ts';
import type { TextHighlights } from './textHighlights.ts';

/**
 * Keeps a drawn page's highlights in step with find: its matches marked, the current one marked
 * selected and handed to the viewer to scroll to. The page's text comes from find's cache.
 */
export function usePageHighlights(props: {
  text: TextHighlights | 'none' | null;
  index: number;
  texts: PageTexts;
  query: string;
  selected: number | null;
  /** Told the current match's element once it is marked. */
  onMatchShown: (mark: HTMLElement) => void;
}) {
  const { text, index, texts, query, selected, onMatchShown } = props;
  useEffect(() => {
    if (text === null || text === 'none') return;
    if (query.trim() === '') {
      text.clear();
      return;
    }
    let live = true;
    texts
      .get(index)
      .then((page) => {
        if (!live) return;
        const mark = text.show(page, query, selected);
        if (mark) onMatchShown(mark);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [text, index, texts, query, selected, onMatchShown]);
}
