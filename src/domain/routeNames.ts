import type { AgentHomeAddress } from './agent/agentSearch.ts';

/**
 * The route names of SPEC §2 and their paths under the base path /epd. One map: redirects, links and
 * every machine name a place, never a path. AcceptanceSequenced has no path in SPEC; the one here is
 * docs/decisions/004-open-routes.md. The router's tree is built on this table and a test proves they agree.
 */
export const ROUTE_PATHS = {
  Home: '/',
  Login: '/login',
  AgentLogin: '/agent-login',
  AgentLoginJwt: '/agent-login-jwt',
  LoginJWT: '/login-jwt',
  SecureHome: '/secure-home',
  Applications: '/applications',
  AgentHome: '/agent-home',
  AgentDetails: '/agent-details/$caseId',
  AgentConfirmation: '/agent-confirmation/$caseId',
  AgentConfirmationAnnuity: '/agent-confirmation-annuity/$caseId',
  DocumentReview: '/doc-review/$caseId',
  Consent: '/consent/$caseId',
  Payment: '/payment/$caseId',
  PaymentSequenced: '/payment-sequenced/$caseId',
  RecurringPaymentSequenced: '/recurring-payment-sequenced/$caseId',
  RecurringPayment: '/recurring-payment/$caseId',
  Acceptance: '/acceptance/$caseId',
  AcceptanceSequenced: '/acceptance-sequenced/$caseId',
  Confirmation: '/confirmation/$caseId',
  AnnuityConfirmation: '/annuityconfirmation/$caseId',
  DeliveryConfirmation: '/confirmdelivery/$caseId/$confirmationKey/$emailAddress',
  DeliveryConfirmationUnregistered: '/confirmdeliveryunregistered/$caseId/$confirmationKey/$emailAddress',
  Configs: '/configs',
  /** Decision 232: beyond SPEC's routes, for the case's customers and its agents. */
  Certificate: '/cases/$caseId/certificate',
} as const;

export type RouteName = keyof typeof ROUTE_PATHS;
export type RoutePath = (typeof ROUTE_PATHS)[RouteName];

/** Routes reachable without signing in (SPEC §2's anonymous column; delivery confirmation too). */
export const ANONYMOUS_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  'Login',
  'AgentLogin',
  'AgentLoginJwt',
  'LoginJWT',
  'DeliveryConfirmation',
  'DeliveryConfirmationUnregistered',
]);

/** Who a signed-in route is for (SPEC §6): customers' screens send agents away and the reverse. */
export type Audience = 'customer' | 'agent' | 'any';
export const ROUTE_AUDIENCE: Readonly<Partial<Record<RouteName, Audience>>> = {
  Home: 'customer',
  // Decision 212: only a customer answers the consent to electronic records.
  Consent: 'customer',
  SecureHome: 'customer',
  Applications: 'customer',
  // SPEC §6: paying, accepting and the consumer confirmations are the customers'; agents have their own.
  Payment: 'customer',
  PaymentSequenced: 'customer',
  RecurringPayment: 'customer',
  RecurringPaymentSequenced: 'customer',
  Acceptance: 'customer',
  AcceptanceSequenced: 'customer',
  Confirmation: 'customer',
  AnnuityConfirmation: 'customer',
  AgentHome: 'agent',
  AgentDetails: 'agent',
  AgentConfirmation: 'agent',
  AgentConfirmationAnnuity: 'agent',
};

type PathParams<P extends string> = P extends `${string}$${infer Param}/${infer Rest}`
  ? { [K in Param]: string } & PathParams<Rest>
  : P extends `${string}$${infer Param}`
    ? { [K in Param]: string }
    : unknown;
type Flat<T> = { [K in keyof T]: T[K] };

/** The path parameters a route name needs, read from its path: `caseId` for '/doc-review/$caseId'. */
export type RouteParams<N extends RouteName> = Flat<PathParams<(typeof ROUTE_PATHS)[N]>>;

/** The routes of one case: their only parameter is the case id. */
export type CaseRouteName = {
  [N in RouteName]: keyof RouteParams<N> extends 'caseId'
    ? RouteParams<N> extends { caseId: string }
      ? N
      : never
    : never;
}[RouteName];

/** The search parameters a route reads; the router validates each one (src/routes/router.tsx). */
interface RouteSearches {
  Login: { redirect?: string };
  AgentLogin: { redirect?: string };
  LoginJWT: { pl_mp_auth_token?: string; caseId?: string };
  DocumentReview: { partyId?: string };
  Consent: { partyId?: string };
  AgentHome: AgentHomeAddress;
}
type RouteSearch<N extends RouteName> = N extends keyof RouteSearches ? RouteSearches[N] : object;

type TargetFor<N extends RouteName> = {
  name: N;
  search?: RouteSearch<N>;
  /** Replace the current history entry (a redirect) instead of adding one. */
  replace?: boolean;
  /** Login only: bring the visitor back to where they are now once they have signed in again. */
  comeBack?: boolean;
} & (keyof RouteParams<N> extends never ? { params?: undefined } : { params: RouteParams<N> });

/** A place to go by name, with exactly the parameters its path needs and the search it reads. */
export type RouteTarget = { [N in RouteName]: TargetFor<N> }[RouteName];

/**
 * A return address is only ever a path inside the portal: '/x', never '//host' or 'https://…', so a
 * crafted login link cannot send a visitor elsewhere after signing in.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value.length > 2000) return null;
  return value;
}
