import { ROUTE_PATHS } from '../domain/routeNames.ts';

/**
 * The customer screens an e-mail or a reload opens most, and their chunks (decision 341). Asked for as
 * the entry starts, beside the router's chunk, instead of after it: on a phone network each chunk asked
 * for only once the one before has run costs a round trip and more. The router's own lazy import of the
 * same module then finds it loaded. Other screens load as before.
 */
const EARLY_SCREENS: [path: string, load: () => Promise<unknown>][] = [
  [ROUTE_PATHS.Home, () => import('../features/dashboard/DashboardScreen.tsx')],
  [ROUTE_PATHS.SecureHome, () => import('../features/dashboard/DashboardScreen.tsx')],
  [ROUTE_PATHS.Applications, () => import('../features/dashboard/DashboardScreen.tsx')],
  [ROUTE_PATHS.DocumentReview, () => import('../features/document-review/DocumentReviewScreen.tsx')],
  [ROUTE_PATHS.Payment, () => import('../features/payment/PaymentScreen.tsx')],
  [ROUTE_PATHS.PaymentSequenced, () => import('../features/payment/PaymentScreen.tsx')],
  [ROUTE_PATHS.RecurringPayment, () => import('../features/payment/PaymentScreen.tsx')],
  [ROUTE_PATHS.RecurringPaymentSequenced, () => import('../features/payment/PaymentScreen.tsx')],
  [ROUTE_PATHS.Acceptance, () => import('../features/acceptance/AcceptanceScreen.tsx')],
];

const asPattern = (path: string) =>
  new RegExp(`^${path.replace(/\$[a-zA-Z]+/g, '[^/]+').replace(/\/$/, '')}/?$`);

/** The early chunk for an address under the base path, if its screen has one. */
export function earlyScreenFor(pathname: string, base: string): (() => Promise<unknown>) | null {
  const path = pathname.startsWith(base) ? `/${pathname.slice(base.length)}` : pathname;
  const found = EARLY_SCREENS.find(([pattern]) => asPattern(pattern).test(path.replace(/\/{2,}/g, '/')));
  return found ? found[1] : null;
}

/** Starts loading the screen's chunk; a failure is left to the router, which asks again and says so. */
export function startEarlyScreen(pathname: string, base: string): void {
  earlyScreenFor(pathname, base)?.().catch(() => undefined);
}
