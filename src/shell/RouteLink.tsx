import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  type MouseEvent,
  useContext,
} from 'react';
import { ROUTE_PATHS, type RouteName, type RouteParams } from '../domain/routeNames.ts';
import { useShellServices } from '../services/shellServices.ts';

/** The routes a link can name without parameters: the shell's and the login screens' links. */
type PlainRouteName = { [N in RouteName]: keyof RouteParams<N> extends never ? N : never }[RouteName];

export interface RouteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  route: PlainRouteName;
}

const BASE = import.meta.env.BASE_URL.replace(/\/$/, '');

const ownClick = (event: MouseEvent<HTMLAnchorElement>) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
  !event.currentTarget.target;

/**
 * The link drawn before the router has loaded (the login screens, decision 240): a real address, and a
 * plain click hands the going to the app's `navigate`, which loads the router and goes there.
 */
function LinkBeforeRouter({ route, onClick, ...anchor }: RouteLinkProps) {
  const { navigate } = useShellServices();
  return (
    <a
      {...anchor}
      href={`${BASE}${ROUTE_PATHS[route]}`}
      onClick={(event) => {
        onClick?.(event);
        if (!ownClick(event)) return;
        event.preventDefault();
        navigate({ name: route });
      }}
    />
  );
}

/** Which link the screens draw: the router's typed `Link` once the router draws them (src/routes). */
export const RouteLinkContext = createContext<ComponentType<RouteLinkProps>>(LinkBeforeRouter);

/** A link to a screen without parameters, for what is drawn both before and under the router. */
export function RouteLink(props: RouteLinkProps) {
  const Link = useContext(RouteLinkContext);
  return <Link {...props} />;
}
