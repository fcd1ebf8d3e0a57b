import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_ROUTES,
  ROUTE_PATHS,
  type RouteName,
  safeReturnPath,
} from '../../src/domain/routeNames.ts';
import { checkAudience, checkAuthentication } from '../../src/routes/guard.ts';
import { pathFor, routeFor } from '../../src/routes/names.ts';

const signedOut = { signedIn: false, isAgent: false };
const customer = { signedIn: true, isAgent: false };
const agent = { signedIn: true, isAgent: true };

describe('route guard', () => {
  it('lets a signed-in visitor through', () => {
    expect(checkAuthentication(customer, '/configs')).toEqual({ allow: true });
    expect(checkAuthentication(agent, '/agent-home')).toEqual({ allow: true });
  });

  it('sends a signed-out visitor to Login with the way back', () => {
    expect(checkAuthentication(signedOut, '/doc-review/100001?partyId=p1')).toEqual({
      allow: false,
      to: '/login',
      search: { redirect: '/doc-review/100001?partyId=p1' },
    });
  });

  it('does not carry the site root or an outside address as the way back', () => {
    expect(checkAuthentication(signedOut, '/')).toEqual({ allow: false, to: '/login', search: {} });
    expect(checkAuthentication(signedOut, '//evil.example/x')).toEqual({
      allow: false,
      to: '/login',
      search: {},
    });
    expect(checkAuthentication(signedOut, 'https://evil.example/')).toEqual({
      allow: false,
      to: '/login',
      search: {},
    });
  });

  it('keeps agents off the customer dashboard and customers off agent screens', () => {
    expect(checkAudience(agent, 'customer')).toEqual({ allow: false, to: '/agent-home', search: {} });
    expect(checkAudience(customer, 'customer')).toEqual({ allow: true });
    expect(checkAudience(customer, 'agent')).toEqual({ allow: false, to: '/secure-home', search: {} });
    expect(checkAudience(agent, 'agent')).toEqual({ allow: true });
    expect(checkAudience(customer, 'any')).toEqual({ allow: true });
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

describe('route names (SPEC §2)', () => {
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
    expect(routeFor('Home').to).toBe('/');
    expect(routeFor('Home', {}, { isAgent: true }).to).toBe('/agent-home');
  });

  it('fills parameters, and refuses to build a route with one missing', () => {
    expect(routeFor('DocumentReview', { caseId: '100001' }, { search: { partyId: 'p1' } })).toEqual({
      to: '/doc-review/$caseId',
      params: { caseId: '100001' },
      search: { partyId: 'p1' },
    });
    expect(pathFor('AcceptanceSequenced', { caseId: '100001' })).toBe('/acceptance-sequenced/100001');
    expect(
      pathFor('DeliveryConfirmation', { caseId: '1', confirmationKey: 'K', emailAddress: 'a@b.c' }),
    ).toBe('/confirmdelivery/1/K/a%40b.c');
    expect(() => routeFor('Payment')).toThrow('missing parameter caseId');
  });
});
