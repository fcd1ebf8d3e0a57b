import type { FunctionComponent } from 'react';

export type Preloadable = { preload?: (() => Promise<void> | undefined) | undefined };

/**
 * A route component that draws a lazy screen with props from the route. The router loads a route
 * component's `preload` before it renders the route, so the screen's chunk is there at first render:
 * without this the screen suspends inside the route (a flash of nothing, and in development React's
 * warning that a lazy component called `use()` in one render and not the next).
 */
export function withScreen<P extends object>(screen: Preloadable, route: FunctionComponent<P>) {
  return Object.assign(route, { preload: () => screen.preload?.() ?? Promise.resolve() });
}
