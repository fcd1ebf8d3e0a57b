import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { AgentQueueMachine } from '../../../machines/agentQueue.ts';

/**
 * Counts the work queue again while the agent stays on the Policy List: after each new
 * search (the list the agent looks at is current, so the counts above it should be too) and when the
 * tab is shown again after the agent worked elsewhere.
 */
export function useQueueRefresh(queue: ActorRefFrom<AgentQueueMachine>, searchGeneration: number) {
  const arrival = useRef(searchGeneration);
  useEffect(() => {
    if (searchGeneration !== arrival.current) queue.send({ type: 'queue.refresh' });
  }, [queue, searchGeneration]);

  useEffect(() => {
    const shown = () => {
      if (document.visibilityState === 'visible') queue.send({ type: 'queue.refresh' });
    };
    document.addEventListener('visibilitychange', shown);
    return () => document.removeEventListener('visibilitychange', shown);
  }, [queue]);
}
