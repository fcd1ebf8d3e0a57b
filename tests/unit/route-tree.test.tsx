import { describe, expect, it } from 'vitest';
import { appServices } from '../../src/app/services.ts';
import { ROUTE_PATHS } from '../../src/domain/routeNames.ts';
import { createAppRouter } from '../../src/routes/router.tsx';

describe('the route tree and the route-name table', () => {
  it('name the same routes with the same paths', () => {
    const router = createAppRouter(appServices);
    // The pathless layouts (the API client's, the case's) name no screen.
    const screens = Object.values(router.routesById).filter((route) => route.options.staticData?.routeName);
    const tree = screens.map((route) => [route.options.staticData?.routeName, route.fullPath]);
    expect(Object.fromEntries(tree)).toEqual(ROUTE_PATHS);
    expect(tree).toHaveLength(Object.keys(ROUTE_PATHS).length);
    const layouts = Object.values(router.routesById).filter(
      (r) => !r.isRoot && !r.options.staticData?.routeName,
    );
    expect(layouts.map((r) => r.id).sort()).toEqual(['/api', '/case']);
  });
});
