import { ROUTE_PATHS, type RouteName, type RoutePath, type RouteTarget } from '../domain/routeNames.ts';

export type { RouteTarget } from '../domain/routeNames.ts';

/** A named target as the router's `Link`, `navigate` and `buildLocation` take it. */
export interface ResolvedRoute {
  name: RouteName;
  to: RoutePath;
  params: Record<string, string>;
  search: Record<string, string>;
}

const paramNames = (path: string) => [...path.matchAll(/\$([A-Za-z]+)/g)].map((m) => m[1] ?? '');

/**
 * Where a named target leads. Home is the site root for a customer and AgentHome for an agent
 * (SPEC §2). The types demand every parameter; an empty one (a value read at run time) throws rather
 * than build a broken link.
 */
export function routeFor(target: RouteTarget, isAgent = false): ResolvedRoute {
  const name: RouteName = target.name === 'Home' && isAgent ? 'AgentHome' : target.name;
  const to = ROUTE_PATHS[name];
  const given: Record<string, string> = target.params ?? {};
  for (const param of paramNames(to)) {
    if (!given[param]) throw new Error(`routeFor(${target.name}): missing parameter ${param}`);
  }
  const params = Object.fromEntries(paramNames(to).map((p) => [p, given[p] ?? '']));
  const search = Object.fromEntries(
    Object.entries(target.search ?? {}).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
  return { name, to, params, search };
}
