import { ROUTE_PATHS, type RouteName, type RouteTarget } from '../domain/routeNames.ts';

export { ANONYMOUS_ROUTES, ROUTE_PATHS, type RouteName, type RouteTarget } from '../domain/routeNames.ts';

export interface ResolvedRoute {
  to: string;
  params: Record<string, string>;
  search: Record<string, string>;
}

const paramNames = (path: string) => [...path.matchAll(/\$([A-Za-z]+)/g)].map((m) => m[1] ?? '');

/**
 * Where a route name leads. Home is the site root for a customer and AgentHome for an agent
 * (SPEC §2). A missing parameter is a programming error: it throws rather than build a broken link.
 */
export function routeFor(
  name: RouteName,
  params: Record<string, string> = {},
  options: { isAgent?: boolean; search?: Record<string, string> } = {},
): ResolvedRoute {
  const resolved: RouteName = name === 'Home' && options.isAgent ? 'AgentHome' : name;
  const to = ROUTE_PATHS[resolved];
  for (const param of paramNames(to)) {
    if (!params[param]) throw new Error(`routeFor(${name}): missing parameter ${param}`);
  }
  const picked = Object.fromEntries(paramNames(to).map((p) => [p, params[p] ?? '']));
  return { to, params: picked, search: options.search ?? {} };
}

/** The path a name and its parameters lead to, for plain links and tests. */
export function pathFor(name: RouteName, params: Record<string, string> = {}, isAgent = false): string {
  const { to, params: filled } = routeFor(name, params, { isAgent });
  return to.replace(/\$([A-Za-z]+)/g, (_, p: string) => encodeURIComponent(filled[p] ?? ''));
}

export const isNamedTarget = (target: RouteTarget): target is Extract<RouteTarget, { name: RouteName }> =>
  'name' in target;
