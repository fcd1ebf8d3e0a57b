import { type NamedTarget, ROUTE_PATHS, type RouteName, type RoutePath } from '../domain/routeNames.ts';

export {
  ANONYMOUS_ROUTES,
  isNamedTarget,
  type NamedTarget,
  ROUTE_PATHS,
  type RouteName,
  type RouteTarget,
} from '../domain/routeNames.ts';

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
export function routeFor(target: NamedTarget, isAgent = false): ResolvedRoute {
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

/** The path a named target leads to (without its search), for plain links and tests. */
export function pathFor(target: NamedTarget, isAgent = false): string {
  const { to, params } = routeFor(target, isAgent);
  return to.replace(/\$([A-Za-z]+)/g, (_, p: string) => encodeURIComponent(params[p] ?? ''));
}

/** The route name a path (inside /epd, without search) belongs to, or null for an unknown path. */
export function routeNameOf(pathname: string): RouteName | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const [name, pattern] of Object.entries(ROUTE_PATHS) as [RouteName, RoutePath][]) {
    const expression = new RegExp(`^${pattern.replace(/\$[A-Za-z]+/g, '[^/]+')}$`);
    if (expression.test(path)) return name;
  }
  return null;
}
