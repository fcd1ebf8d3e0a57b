import { describe, expect, it } from 'vitest';
import { appServices } from '../../src/app/services.ts';
import { ROUTE_PATHS } from '../../src/domain/routeNames.ts';
import { createAppRouter } from '../../src/routes/router.tsx';

describe('the route tree and the route-name table', () => {
  it('name the same routes with the same paths', () => {
    const router = createAppRouter(appServices);
    const screens = Object.values(router.routesById).filter((route) => !route.isRoot);
    const tree = screens.map((route) => [route.options.staticData?.routeName, route.fullPath]);
    expect(Object.fromEntries(tree)).toEqual(ROUTE_PATHS);
    expect(tree).toHaveLength(Object.keys(ROUTE_PATHS).length);
  });
});
