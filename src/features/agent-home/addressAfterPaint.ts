import type { RouteTarget } from '../../domain/routeNames.ts';

/**
 * Writes the filter's address once the browser has painted the filtered rows. The router's
 * navigation and the browser's history entry cost more than the filtering itself
 * (tests/bench/agent-home.bench.ts), and a key press should not wait for them. Keys typed before the
 * write leave only the last address to write. If the address changed meanwhile (the agent went
 * elsewhere, back or forward), the write is dropped: it never overwrites where the agent went.
 */
export function addressAfterPaint(
  navigate: (target: RouteTarget) => void,
  here: () => string = () => window.location.href,
) {
  let pending: { target: RouteTarget; from: string } | null = null;
  const write = () => {
    const written = pending;
    pending = null;
    if (written && here() === written.from) navigate(written.target);
  };
  return (target: RouteTarget) => {
    if (pending) {
      pending.target = target;
      return;
    }
    pending = { target, from: here() };
    // A frame's callback runs before its paint; the task it queues runs after.
    requestAnimationFrame(() => setTimeout(write, 0));
  };
}
