/**
 * The route names of SPEC §2 and their paths under the base path /epd. One map: redirects, links and
 * the session machine name a place, never a path. AcceptanceSequenced has no path in SPEC; the one
 * here is docs/decisions.md §4.
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
} as const;

export type RouteName = keyof typeof ROUTE_PATHS;
export type RoutePath = (typeof ROUTE_PATHS)[RouteName];

/** Routes reachable without signing in (SPEC §2's anonymous column; delivery confirmation per issue 3). */
export const ANONYMOUS_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  'Login',
  'AgentLogin',
  'AgentLoginJwt',
  'LoginJWT',
  'DeliveryConfirmation',
  'DeliveryConfirmationUnregistered',
]);

/** A place to go: a route name with its parameters, or a path the visitor was heading for. */
export type RouteTarget =
  | {
      name: RouteName;
      params?: Record<string, string>;
      search?: Record<string, string>;
      /** Login only: bring the visitor back to where they are now once they have signed in again. */
      comeBack?: boolean;
    }
  | { href: string };

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
