import { Link } from '@tanstack/react-router';
import { ROUTE_PATHS } from '../domain/routeNames.ts';
import type { RouteLinkProps } from '../shell/RouteLink.tsx';

/** `RouteLink` under the router: its typed `Link` (preloads on intent, knows the base path). */
export function RouterLink({ route, ...anchor }: RouteLinkProps) {
  return <Link to={ROUTE_PATHS[route]} {...anchor} />;
}
