import { describe, expect, it } from 'vitest';
import { appServices } from '../../src/app/services.ts';
import { ANONYMOUS_ROUTES, ROUTE_PATHS, type RouteName } from '../../src/domain/routeNames.ts';
import { screenBeforeRouter } from '../../src/routes/beforeRouter.tsx';
import { createAppRouter } from '../../src/routes/router.tsx';

const at = (address: string) => {
  const url = new URL(address, 'http://portal.invalid');
  return screenBeforeRouter({ pathname: url.pathname, search: url.search }, '/epd/');
};

describe('the login screens drawn before the router (decision 240)', () => {
  it('are the three login forms, at their addresses under the base path', () => {
    expect(at('/epd/login')).toBe('Login');
    expect(at('/epd/login/')).toBe('Login');
    expect(at('/epd/agent-login')).toBe('AgentLogin');
    expect(at('/epd/agent-login-jwt')).toBe('AgentLoginJwt');
  });

  it('leave every other address to the router, and a login page with a way back', () => {
    for (const address of ['/epd/', '/epd', '/epd/configs', '/epd/login-jwt', '/login', '/epd/login/x'])
      expect(at(address), address).toBeNull();
    expect(at('/epd/login?redirect=%2Fconfigs')).toBeNull();
    expect(at('/epd/agent-login?redirect=%2Fagent-home')).toBeNull();
  });

  it('are anonymous routes the router matches at the same paths, so no route check is skipped', () => {
    const router = createAppRouter(appServices);
    const drawn = (Object.keys(ROUTE_PATHS) as RouteName[]).filter((name) => at(`/epd${ROUTE_PATHS[name]}`));
    expect(drawn).toEqual(['Login', 'AgentLogin', 'AgentLoginJwt']);
    for (const name of drawn) {
      expect(ANONYMOUS_ROUTES.has(name), name).toBe(true);
      expect(router.matchRoutes(ROUTE_PATHS[name]).at(-1)?.staticData.routeName, name).toBe(name);
    }
  });
});
