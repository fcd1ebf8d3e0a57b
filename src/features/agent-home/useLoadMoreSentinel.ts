import { useEffect, useRef } from 'react';
import type { AgentSearchRef } from '../../../machines/agentSearch.ts';

/** Infinite scroll: the bottom of the list coming into view asks for the next page. */
export function useLoadMoreSentinel(search: AgentSearchRef, mayLoadMore: boolean) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !mayLoadMore) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        // Tabbing to Load More scrolls the list's end into view: that page is the button's, and focus
        // lands on its first row (decision 431).
        const onButton = document.activeElement?.classList.contains('agent-home__more') === true;
        search.send({ type: 'search.loadMore', by: onButton ? 'button' : 'scroll' });
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [search, mayLoadMore]);
  return sentinel;
}
