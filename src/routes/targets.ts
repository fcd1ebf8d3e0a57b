import type { AnyRouter } from '@tanstack/react-router';
import type { RouteTarget } from '../domain/routeNames.ts';

/**
 * The named route a path inside the portal leads to, as the router matches it: its name, its parsed
 * parameters and its validated search; null for a path no screen answers. The route tree carries
 * every screen's name (`staticData`), so the target's name and parameters agree by construction.
 */
export function targetAt(router: AnyRouter, path: string): RouteTarget | null {
  const url = new URL(path, 'http://portal.invalid');
  const matches = router.matchRoutes(url.pathname, router.options.parseSearch(url.search));
  const screen = matches.at(-1);
  const name = screen?.staticData.routeName;
  if (!screen || !name) return null;
  // Typed through the route tree, which some checks order leaves as unknown: every param is text.
  const params = screen.params as Record<string, string>;
  return {
    name,
    ...(Object.keys(params).length > 0 ? { params } : {}),
    search: screen.search,
  } as RouteTarget;
}
