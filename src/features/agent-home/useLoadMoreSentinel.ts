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
        if (entries.some((e) => e.isIntersecting)) search.send({ type: 'search.loadMore' });
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [search, mayLoadMore]);
  return sentinel;
}
