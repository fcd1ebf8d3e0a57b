import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { appServices } from '../../src/app/services.ts';
import {
  ANONYMOUS_ROUTES,
  ROUTE_PATHS,
  type RouteName,
  safeReturnPath,
} from '../../src/domain/routeNames.ts';
import { checkRoute } from '../../src/routes/guard.ts';
import { routeFor } from '../../src/routes/names.ts';
import { createAppRouter } from '../../src/routes/router.tsx';
import { targetAt } from '../../src/routes/targets.ts';

const signedOut = { signedIn: false, isAgent: false };
const customer = { signedIn: true, isAgent: false };
const agent = { signedIn: true, isAgent: true };

describe('route guard', () => {
  it('lets a signed-in visitor through', () => {
    expect(checkRoute(customer, 'Configs', '/configs')).toEqual({ allow: true });
    expect(checkRoute(agent, 'AgentHome', '/agent-home')).toEqual({ allow: true });
  });

  it('sends a signed-out visitor to Login with the way back', () => {
    expect(checkRoute(signedOut, 'DocumentReview', '/doc-review/100001?partyId=p1')).toEqual({
      allow: false,
      to: '/login',
      search: { redirect: '/doc-review/100001?partyId=p1' },
    });
  });

  it('does not carry the site root or an outside address as the way back', () => {
    expect(checkRoute(signedOut, 'Home', '/')).toEqual({ allow: false, to: '/login', search: {} });
    expect(checkRoute(signedOut, 'Configs', '//evil.example/x')).toEqual({
      allow: false,
      to: '/login',
      search: {},
    });
    expect(checkRoute(signedOut, 'Configs', 'https://evil.example/')).toEqual({
      allow: false,
      to: '/login',
      search: {},
    });
  });

  it('skips the check for exactly the routes of the anonymous list, and for an unknown path', () => {
    for (const name of Object.keys(ROUTE_PATHS) as RouteName[]) {
      const outcome = checkRoute(signedOut, name, ROUTE_PATHS[name]);
      expect(outcome.allow, name).toBe(ANONYMOUS_ROUTES.has(name));
    }
    expect(checkRoute(signedOut, null, '/no-such-page')).toEqual({ allow: true });
  });

  it('keeps agents off the customer dashboard and customers off agent screens', () => {
    expect(checkRoute(agent, 'SecureHome', ROUTE_PATHS.SecureHome)).toEqual({
      allow: false,
      to: '/agent-home',
      search: {},
    });
    expect(checkRoute(agent, 'Home', ROUTE_PATHS.Home)).toEqual({
      allow: false,
      to: '/agent-home',
      search: {},
    });
    expect(checkRoute(customer, 'Applications', ROUTE_PATHS.Applications)).toEqual({ allow: true });
    expect(checkRoute(customer, 'AgentHome', ROUTE_PATHS.AgentHome)).toEqual({
      allow: false,
      to: '/secure-home',
      search: {},
    });
    expect(checkRoute(agent, 'AgentHome', ROUTE_PATHS.AgentHome)).toEqual({ allow: true });
    expect(checkRoute(customer, 'DocumentReview', ROUTE_PATHS.DocumentReview)).toEqual({ allow: true });
    expect(checkRoute(agent, 'DocumentReview', ROUTE_PATHS.DocumentReview)).toEqual({ allow: true });
    for (const name of ['Payment', 'Acceptance', 'Confirmation', 'AnnuityConfirmation'] as const)
      expect(checkRoute(agent, name, ROUTE_PATHS[name]), name).toEqual({
        allow: false,
        to: '/agent-home',
        search: {},
      });
    // SPEC §6: the dashboard (Applications is the same screen) and paying, setting up recurring and
    // accepting, sequenced or not, are the owner's; decision 212: only a customer answers the consent.
    for (const name of [
      'Applications',
      'PaymentSequenced',
      'RecurringPayment',
      'RecurringPaymentSequenced',
      'AcceptanceSequenced',
      'Consent',
    ] as const) {
      expect(checkRoute(agent, name, ROUTE_PATHS[name]), name).toEqual({
        allow: false,
        to: '/agent-home',
        search: {},
      });
      expect(checkRoute(customer, name, ROUTE_PATHS[name]), name).toEqual({ allow: true });
    }
    for (const name of ['AgentDetails', 'AgentConfirmation', 'AgentConfirmationAnnuity'] as const)
      expect(checkRoute(customer, name, ROUTE_PATHS[name]), name).toEqual({
        allow: false,
        to: '/secure-home',
        search: {},
      });
    // The certificate of delivery is the case's customers' and its agents' (decision 232).
    expect(checkRoute(customer, 'Certificate', ROUTE_PATHS.Certificate)).toEqual({ allow: true });
    expect(checkRoute(agent, 'Certificate', ROUTE_PATHS.Certificate)).toEqual({ allow: true });
  });

  it('checks the sign-in before the audience', () => {
    expect(checkRoute(signedOut, 'AgentHome', '/agent-home')).toEqual({
      allow: false,
      to: '/login',
      search: { redirect: '/agent-home' },
    });
    expect(checkRoute(agent, 'SecureHome', '/secure-home')).toEqual({
      allow: false,
      to: '/agent-home',
      search: {},
    });
  });
});

describe('safe return paths', () => {
  it.each([
    ['/configs', '/configs'],
    ['/doc-review/1?partyId=2', '/doc-review/1?partyId=2'],
    ['//host', null],
    ['/\\host', null],
    ['http://x', null],
    ['configs', null],
    [42, null],
    ['/a'.repeat(1001), null],
  ])('%s → %s', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });
});

/** The app's router as a browser would have it, on a history of its own. */
function browserRouter() {
  const router = createAppRouter(appServices);
  const history = createMemoryHistory({ initialEntries: ['/epd/login'] });
  router.update({
    ...router.options,
    history,
    isServer: false,
    scrollRestoration: false,
    origin: 'http://portal.test',
  });
  return router;
}

describe('route names (SPEC §2)', () => {
  const router = browserRouter();
  const specNames: RouteName[] = [
    'Home',
    'Login',
    'AgentLogin',
    'AgentLoginJwt',
    'LoginJWT',
    'SecureHome',
    'AgentHome',
    'AgentDetails',
    'AgentConfirmation',
    'AgentConfirmationAnnuity',
    'DocumentReview',
    'Payment',
    'Acceptance',
    'AcceptanceSequenced',
    'Confirmation',
    'AnnuityConfirmation',
    'DeliveryConfirmation',
    'Configs',
  ];

  it('has every name SPEC uses in redirects, each with a distinct path', () => {
    for (const name of specNames) expect(ROUTE_PATHS[name]).toMatch(/^\//);
    expect(new Set(Object.values(ROUTE_PATHS)).size).toBe(Object.keys(ROUTE_PATHS).length);
  });

  it('marks exactly the login screens and delivery confirmations anonymous', () => {
    expect([...ANONYMOUS_ROUTES].sort()).toEqual(
      [
        'AgentLogin',
        'AgentLoginJwt',
        'DeliveryConfirmation',
        'DeliveryConfirmationUnregistered',
        'Login',
        'LoginJWT',
      ].sort(),
    );
  });

  it('Home is the site root for a customer and AgentHome for an agent', () => {
    expect(routeFor({ name: 'Home' }).to).toBe('/');
    expect(routeFor({ name: 'Home' }, true).to).toBe('/agent-home');
  });

  it('fills parameters, and refuses to build a route with one empty', () => {
    expect(
      routeFor({ name: 'DocumentReview', params: { caseId: '100001' }, search: { partyId: 'p1' } }),
    ).toEqual({
      name: 'DocumentReview',
      to: '/doc-review/$caseId',
      params: { caseId: '100001' },
      search: { partyId: 'p1' },
    });
    const pathOf = (target: Parameters<typeof routeFor>[0]) =>
      router.buildLocation(routeFor(target)).pathname;
    expect(pathOf({ name: 'AcceptanceSequenced', params: { caseId: '100001' } })).toBe(
      '/acceptance-sequenced/100001',
    );
    expect(
      pathOf({
        name: 'DeliveryConfirmation',
        params: { caseId: '1', confirmationKey: 'K', emailAddress: 'a@b.c' },
      }),
    ).toBe('/confirmdelivery/1/K/a%40b.c');
    expect(() => routeFor({ name: 'Payment', params: { caseId: '' } })).toThrow('missing parameter caseId');
  });

  it('finds the route name of a path', () => {
    const nameAt = (path: string) => targetAt(router, path)?.name ?? null;
    expect(nameAt('/')).toBe('Home');
    expect(nameAt('/doc-review/100001')).toBe('DocumentReview');
    expect(nameAt('/doc-review/100001/')).toBe('DocumentReview');
    expect(nameAt('/confirmdelivery/1/K/a%40example.com')).toBe('DeliveryConfirmation');
    expect(nameAt('/doc-review')).toBeNull();
    expect(nameAt('/nowhere')).toBeNull();
  });

  it('reads a return path as the named target the router matches, with its parameters and search', () => {
    expect(targetAt(router, '/doc-review/100001?partyId=p1')).toEqual({
      name: 'DocumentReview',
      params: { caseId: '100001' },
      search: { partyId: 'p1' },
    });
    expect(targetAt(router, '/agent-home?search=on&policy=100010&listAllPolicies=true')).toEqual({
      name: 'AgentHome',
      search: { search: 'on', policy: '100010', listAllPolicies: 'true' },
    });
    expect(targetAt(router, '/doc-review/not%20an%20id')).toBeNull();
  });
});
