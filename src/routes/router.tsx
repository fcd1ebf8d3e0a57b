import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  redirect,
  useParams,
  useSearch,
} from '@tanstack/react-router';
import * as v from 'valibot';
import { CaseId, Id } from '../api/schemas/common.ts';
import { readAddress } from '../domain/agentSearch.ts';
import { type RouteName, safeReturnPath } from '../domain/routeNames.ts';
import type { AppServices, RouterContext, SessionActor } from '../services/services.ts';
import { NotFound } from '../shell/NotFound.tsx';
import { PageSpinner } from '../shell/PageSpinner.tsx';
import { RouteError } from '../shell/RouteError.tsx';
import { Shell } from '../shell/Shell.tsx';
import { checkRoute, type GuardSession } from './guard.ts';
import * as screens from './screens.ts';
import { parsePlainSearch, stringifyPlainSearch } from './searchParams.ts';
import { withScreen } from './withScreen.ts';

function guardSession(session: SessionActor): GuardSession {
  const snapshot = session.getSnapshot();
  return { signedIn: snapshot.hasTag('signedIn'), isAgent: snapshot.context.identity?.isAgent === true };
}

/** `params.parse` returning false makes the route not match: a malformed id shows the not-found page. */
const caseParams = {
  parse: (raw: { caseId: string }) => (v.is(CaseId, raw.caseId) ? { caseId: raw.caseId } : false),
  stringify: (params: { caseId: string }) => params,
};

const DeliveryParams = v.object({
  caseId: CaseId,
  confirmationKey: v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,80}$/)),
  emailAddress: v.pipe(v.string(), v.maxLength(254), v.email()),
});
type DeliveryParams = v.InferOutput<typeof DeliveryParams>;
const deliveryParams = {
  parse: (raw: DeliveryParams) => (v.is(DeliveryParams, raw) ? raw : false),
  stringify: (params: DeliveryParams) => params,
};

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The SPEC §2 route name of a screen's route; a test proves the tree and ROUTE_PATHS agree. */
    routeName?: RouteName;
  }
}

const named = (routeName: RouteName) => ({ routeName });

/** A case screen is remade when its parameters change: a new case is a new actor, never a stale one. */
const remountOnParams = ({ params }: { params: object }) => params;

const rootRoute = createRootRouteWithContext<RouterContext>()({
  // The authentication check of SPEC §2 runs before every navigation, skipped for anonymous routes.
  beforeLoad: ({ context, location, matches }) => {
    const route = matches.at(-1)?.staticData.routeName ?? null;
    const outcome = checkRoute(guardSession(context.services.session), route, location.href);
    if (!outcome.allow) throw redirect({ to: outcome.to, search: outcome.search, replace: true });
  },
  component: () => (
    <Shell>
      <Outlet />
    </Shell>
  ),
  notFoundComponent: NotFound,
  errorComponent: RouteError,
  pendingComponent: PageSpinner,
});

// ---- anonymous routes -------------------------------------------------------------------------------

const LoginSearch = v.object({
  redirect: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => safeReturnPath(value) ?? undefined),
    ),
  ),
});

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  staticData: named('Login'),
  validateSearch: LoginSearch,
  component: withScreen(screens.LoginScreen, function LoginRoute() {
    const { redirect: returnTo } = useSearch({ from: '/login' });
    return <screens.LoginScreen returnTo={returnTo ?? null} />;
  }),
});

const agentLoginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/agent-login',
  staticData: named('AgentLogin'),
  validateSearch: LoginSearch,
  component: withScreen(screens.AgentLoginScreen, function AgentLoginRoute() {
    const { redirect: returnTo } = useSearch({ from: '/agent-login' });
    return <screens.AgentLoginScreen returnTo={returnTo ?? null} />;
  }),
});

const agentLoginJwtRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/agent-login-jwt',
  staticData: named('AgentLoginJwt'),
  component: screens.AgentLoginJwtScreen,
});

const loginJwtRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login-jwt',
  staticData: named('LoginJWT'),
  validateSearch: v.object({
    pl_mp_auth_token: v.optional(
      v.pipe(
        v.unknown(),
        v.transform((x) => (typeof x === 'string' ? x : undefined)),
      ),
    ),
    caseId: v.optional(
      v.pipe(
        v.unknown(),
        v.transform((x) => (typeof x === 'number' ? String(x) : x)),
        v.transform((x) => (v.is(CaseId, x) ? x : undefined)),
      ),
    ),
  }),
  component: withScreen(screens.LoginJwtScreen, function LoginJwtRoute() {
    const search = useSearch({ from: '/login-jwt' });
    return <screens.LoginJwtScreen token={search.pl_mp_auth_token ?? null} caseId={search.caseId ?? null} />;
  }),
});

const deliveryConfirmationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/confirmdelivery/$caseId/$confirmationKey/$emailAddress',
  staticData: named('DeliveryConfirmation'),
  remountDeps: remountOnParams,
  params: deliveryParams,
  component: withScreen(screens.DeliveryConfirmationScreen, function DeliveryConfirmationRoute() {
    const params = useParams({ from: '/confirmdelivery/$caseId/$confirmationKey/$emailAddress' });
    return <screens.DeliveryConfirmationScreen {...params} />;
  }),
});

const deliveryConfirmationUnregisteredRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/confirmdeliveryunregistered/$caseId/$confirmationKey/$emailAddress',
  staticData: named('DeliveryConfirmationUnregistered'),
  remountDeps: remountOnParams,
  params: deliveryParams,
  component: withScreen(
    screens.DeliveryConfirmationUnregisteredScreen,
    function DeliveryConfirmationUnregisteredRoute() {
      const params = useParams({
        from: '/confirmdeliveryunregistered/$caseId/$confirmationKey/$emailAddress',
      });
      return <screens.DeliveryConfirmationUnregisteredScreen {...params} />;
    },
  ),
});

// ---- signed-in routes: the root's check sends a signed-out visitor to Login ---------------------------

// Root '/' is Home: the dashboard for a customer, AgentHome for an agent (docs/decisions/004-open-routes.md).
const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  staticData: named('Home'),
  component: screens.DashboardScreen,
});

const secureHomeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/secure-home',
  staticData: named('SecureHome'),
  component: screens.DashboardScreen,
});

const applicationsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/applications',
  staticData: named('Applications'),
  component: screens.DashboardScreen,
});

const agentHomeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/agent-home',
  staticData: named('AgentHome'),
  // The search and filter live in the address; anything malformed is dropped (src/domain/agentSearch.ts).
  validateSearch: (raw: Record<string, unknown>) => readAddress(raw),
  component: withScreen(screens.AgentHomeScreen, function AgentHomeRoute() {
    const address = useSearch({ from: '/agent-home' });
    return <screens.AgentHomeScreen address={address} />;
  }),
});

/** What every screen of one case shares: its id validated in the route, remade when the id changes. */
const caseRouteOptions = {
  getParentRoute: () => rootRoute,
  params: caseParams,
  remountDeps: remountOnParams,
} as const;

const agentDetailsRoute = createRoute({
  ...caseRouteOptions,
  path: '/agent-details/$caseId',
  staticData: named('AgentDetails'),
  component: withScreen(screens.AgentDetailsScreen, function AgentDetailsRoute() {
    const { caseId } = useParams({ from: '/agent-details/$caseId' });
    return <screens.AgentDetailsScreen caseId={caseId} />;
  }),
});
const agentConfirmationRoute = createRoute({
  ...caseRouteOptions,
  path: '/agent-confirmation/$caseId',
  staticData: named('AgentConfirmation'),
  component: withScreen(screens.AgentConfirmationScreen, function AgentConfirmationRoute() {
    const { caseId } = useParams({ from: '/agent-confirmation/$caseId' });
    return <screens.AgentConfirmationScreen caseId={caseId} annuity={false} />;
  }),
});
const agentConfirmationAnnuityRoute = createRoute({
  ...caseRouteOptions,
  path: '/agent-confirmation-annuity/$caseId',
  staticData: named('AgentConfirmationAnnuity'),
  component: withScreen(screens.AgentConfirmationScreen, function AgentConfirmationAnnuityRoute() {
    const { caseId } = useParams({ from: '/agent-confirmation-annuity/$caseId' });
    return <screens.AgentConfirmationScreen caseId={caseId} annuity />;
  }),
});

const documentReviewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/doc-review/$caseId',
  staticData: named('DocumentReview'),
  remountDeps: remountOnParams,
  params: caseParams,
  validateSearch: v.object({
    partyId: v.optional(
      v.pipe(
        v.unknown(),
        v.transform((x) => (v.is(Id, x) ? x : undefined)),
      ),
    ),
  }),
  component: withScreen(screens.DocumentReviewScreen, function DocumentReviewRoute() {
    const { caseId } = useParams({ from: '/doc-review/$caseId' });
    const { partyId } = useSearch({ from: '/doc-review/$caseId' });
    return <screens.DocumentReviewScreen caseId={caseId} {...(partyId ? { partyId } : {})} />;
  }),
});

const paymentRoute = createRoute({
  ...caseRouteOptions,
  path: '/payment/$caseId',
  staticData: named('Payment'),
  component: withScreen(screens.PaymentScreen, function PaymentRoute() {
    const { caseId } = useParams({ from: '/payment/$caseId' });
    return <screens.PaymentScreen caseId={caseId} />;
  }),
});
const paymentSequencedRoute = createRoute({
  ...caseRouteOptions,
  path: '/payment-sequenced/$caseId',
  staticData: named('PaymentSequenced'),
  component: withScreen(screens.PaymentSequencedScreen, function PaymentSequencedRoute() {
    const { caseId } = useParams({ from: '/payment-sequenced/$caseId' });
    return <screens.PaymentSequencedScreen caseId={caseId} />;
  }),
});
const recurringPaymentSequencedRoute = createRoute({
  ...caseRouteOptions,
  path: '/recurring-payment-sequenced/$caseId',
  staticData: named('RecurringPaymentSequenced'),
  component: withScreen(screens.RecurringPaymentSequencedScreen, function RecurringPaymentSequencedRoute() {
    const { caseId } = useParams({ from: '/recurring-payment-sequenced/$caseId' });
    return <screens.RecurringPaymentSequencedScreen caseId={caseId} />;
  }),
});
const recurringPaymentRoute = createRoute({
  ...caseRouteOptions,
  path: '/recurring-payment/$caseId',
  staticData: named('RecurringPayment'),
  component: withScreen(screens.RecurringPaymentScreen, function RecurringPaymentRoute() {
    const { caseId } = useParams({ from: '/recurring-payment/$caseId' });
    return <screens.RecurringPaymentScreen caseId={caseId} />;
  }),
});
const acceptanceRoute = createRoute({
  ...caseRouteOptions,
  path: '/acceptance/$caseId',
  staticData: named('Acceptance'),
  component: withScreen(screens.AcceptanceScreen, function AcceptanceRoute() {
    const { caseId } = useParams({ from: '/acceptance/$caseId' });
    return <screens.AcceptanceScreen caseId={caseId} />;
  }),
});
const acceptanceSequencedRoute = createRoute({
  ...caseRouteOptions,
  path: '/acceptance-sequenced/$caseId',
  staticData: named('AcceptanceSequenced'),
  component: withScreen(screens.AcceptanceScreen, function AcceptanceSequencedRoute() {
    const { caseId } = useParams({ from: '/acceptance-sequenced/$caseId' });
    return <screens.AcceptanceScreen caseId={caseId} sequenced />;
  }),
});
const confirmationRoute = createRoute({
  ...caseRouteOptions,
  path: '/confirmation/$caseId',
  staticData: named('Confirmation'),
  component: withScreen(screens.ConfirmationScreen, function ConfirmationRoute() {
    const { caseId } = useParams({ from: '/confirmation/$caseId' });
    return <screens.ConfirmationScreen caseId={caseId} />;
  }),
});
const annuityConfirmationRoute = createRoute({
  ...caseRouteOptions,
  path: '/annuityconfirmation/$caseId',
  staticData: named('AnnuityConfirmation'),
  component: withScreen(screens.AnnuityConfirmationScreen, function AnnuityConfirmationRoute() {
    const { caseId } = useParams({ from: '/annuityconfirmation/$caseId' });
    return <screens.AnnuityConfirmationScreen caseId={caseId} />;
  }),
});

const configsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/configs',
  staticData: named('Configs'),
  component: screens.ConfigsScreen,
});

export const routeTree = rootRoute.addChildren([
  loginRoute,
  agentLoginRoute,
  agentLoginJwtRoute,
  loginJwtRoute,
  deliveryConfirmationRoute,
  deliveryConfirmationUnregisteredRoute,
  homeRoute,
  secureHomeRoute,
  applicationsRoute,
  agentHomeRoute,
  agentDetailsRoute,
  agentConfirmationRoute,
  agentConfirmationAnnuityRoute,
  documentReviewRoute,
  paymentRoute,
  paymentSequencedRoute,
  recurringPaymentSequencedRoute,
  recurringPaymentRoute,
  acceptanceRoute,
  acceptanceSequencedRoute,
  confirmationRoute,
  annuityConfirmationRoute,
  configsRoute,
]);

/** The router with the app's services as its context: every route and screen reads them from there. */
export function createAppRouter(services: AppServices) {
  return createRouter({
    routeTree,
    basepath: '/epd',
    context: { services },
    // Every route catches its own screen's failure, so the shell around it stays.
    defaultErrorComponent: RouteError,
    defaultPreload: 'intent',
    defaultPendingMs: 150,
    scrollRestoration: true,
    parseSearch: parsePlainSearch,
    stringifySearch: stringifyPlainSearch,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
