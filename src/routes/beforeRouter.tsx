import { type ReactNode, useEffect } from 'react';
import { ROUTE_PATHS } from '../domain/routeNames.ts';
import { AgentLoginJwtScreen } from '../features/login/AgentLoginJwtScreen.tsx';
import { AgentLoginScreen } from '../features/login/AgentLoginScreen.tsx';
import { LoginScreen } from '../features/login/LoginScreen.tsx';
import { Shell } from '../shell/Shell.tsx';

/**
 * The screens drawn before the router has loaded (decision 240): the login forms, which need neither
 * the router nor any other screen's code. Each is an anonymous route (SPEC §2), so the route check
 * has nothing to say; a login page with a way back (`?redirect=`) waits for the router, which reads it.
 */
const BEFORE_ROUTER = {
  Login: () => <LoginScreen returnTo={null} />,
  AgentLogin: () => <AgentLoginScreen returnTo={null} />,
  AgentLoginJwt: () => <AgentLoginJwtScreen />,
} satisfies Record<string, () => ReactNode>;

export type BeforeRouterName = keyof typeof BEFORE_ROUTER;

const trimmed = (path: string) => path.replace(/\/+$/, '') || '/';

/** The login screen an address shows without the router, or null when the router must decide. */
export function screenBeforeRouter(
  address: { pathname: string; search: string },
  base: string,
): BeforeRouterName | null {
  if (new URLSearchParams(address.search).has('redirect')) return null;
  const path = trimmed(address.pathname);
  for (const name of Object.keys(BEFORE_ROUTER) as BeforeRouterName[]) {
    if (path === trimmed(`${base.replace(/\/$/, '')}${ROUTE_PATHS[name]}`)) return name;
  }
  return null;
}

/** One login screen in the shell, as the router would draw it; `onDrawn` once it is in the document. */
export function ScreenBeforeRouter({ name, onDrawn }: { name: BeforeRouterName; onDrawn: () => void }) {
  useEffect(() => onDrawn(), [onDrawn]);
  const Screen = BEFORE_ROUTER[name];
  return (
    <Shell pathname={ROUTE_PATHS[name]}>
      <Screen />
    </Shell>
  );
}
