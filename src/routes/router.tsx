import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  redirect,
  useParams,
  useRouter,
  useRouterState,
  useSearch,
} from '@tanstack/react-router';
import { type FunctionComponent, useEffect, useRef } from 'react';
import * as v from 'valibot';
import { CaseId, Id } from '../api/schemas/common.ts';
import { readAddress } from '../domain/agent/agentSearch.ts';
import { ROUTE_PATHS, type RouteName, safeReturnPath } from '../domain/routeNames.ts';
import { viewerRole } from '../domain/session/sessionClaims.ts';
import { askCaseAhead } from '../services/caseAhead.ts';
import type { RouterContext, SessionActor, ShellServices } from '../services/services.ts';
import { landOnPageHeading } from '../shell/landing.ts';
import { NotFound } from '../shell/NotFound.tsx';
import { PageSpinner } from '../shell/PageSpinner.tsx';
import { RouteError } from '../shell/RouteError.tsx';
import { RouteLinkContext } from '../shell/RouteLink.tsx';
import { Shell } from '../shell/Shell.tsx';
import { withCaseAccess } from './caseAccess.ts';
import { checkRoute, type GuardSession } from './guard.ts';
import { RouterLink } from './RouterLink.tsx';
import { withApiClient } from './screenServices.ts';
import * as screens from './screens.ts';
import { parseSearch, SearchText, stringifySearch } from './searchParams.ts';
import { targetAt } from './targets.ts';
import { type Preloadable, withScreen } from './withScreen.ts';

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

/** Every page change after the first: focus on the new screen's heading (decision 352). */
function useHeadingOnPageChange(pathname: string) {
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (!pathname) return;
    const before = previous.current;
    previous.current = pathname;
    if (before === null || before === pathname) return;
    const stop = new AbortController();
    landOnPageHeading(stop.signal);
    return () => stop.abort();
  }, [pathname]);
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  // The authentication check of SPEC §2 runs before every navigation, skipped for anonymous routes.
  beforeLoad: ({ context, location, matches }) => {
    const route = matches.at(-1)?.staticData.routeName ?? null;
    const outcome = checkRoute(guardSession(context.services.session), route, location.href);
    if (!outcome.allow) throw redirect({ to: outcome.to, search: outcome.search, replace: true });
  },
  component: function Frame() {
    const pathname = useRouterState({ select: (state) => state.location.pathname });
    useHeadingOnPageChange(useRouterState({ select: (state) => state.resolvedLocation?.pathname ?? '' }));
    return (
      <RouteLinkContext value={RouterLink}>
        <Shell pathname={pathname}>
          <Outlet />
        </Shell>
      </RouteLinkContext>
    );
  },
  notFoundComponent: NotFound,
  errorComponent: RouteError,
  pendingComponent: PageSpinner,
});

// ---- anonymous routes -------------------------------------------------------------------------------

const LoginSearch = v.object({
  redirect: v.optional(
    v.pipe(
      SearchText,
      v.transform((value) => safeReturnPath(value) ?? undefined),
    ),
  ),
});

/** Where to go after signing in: the path the guard turned away from, as a named target. */
function useReturnTarget(path: string | undefined) {
  const router = useRouter();
  return path ? targetAt(router, path) : null;
}

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTE_PATHS.Login,
  staticData: named('Login'),
  validateSearch: LoginSearch,
  component: function LoginRoute() {
    const { redirect: returnTo } = useSearch({ from: ROUTE_PATHS.Login });
    return <screens.LoginScreen returnTo={useReturnTarget(returnTo)} />;
  },
});

const agentLoginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTE_PATHS.AgentLogin,
  staticData: named('AgentLogin'),
  validateSearch: LoginSearch,
  component: function AgentLoginRoute() {
    const { redirect: returnTo } = useSearch({ from: ROUTE_PATHS.AgentLogin });
    return <screens.AgentLoginScreen returnTo={useReturnTarget(returnTo)} />;
  },
});

const agentLoginJwtRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTE_PATHS.AgentLoginJwt,
  staticData: named('AgentLoginJwt'),
  component: screens.AgentLoginJwtScreen,
});

const loginJwtRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTE_PATHS.LoginJWT,
  staticData: named('LoginJWT'),
  validateSearch: v.object({
    pl_mp_auth_token: v.optional(
      v.pipe(
        SearchText,
        v.transform((x) => (typeof x === 'string' ? x : undefined)),
      ),
    ),
    caseId: v.optional(
      v.pipe(
        SearchText,
        v.transform((x) => (v.is(CaseId, x) ? x : undefined)),
      ),
    ),
  }),
  component: withScreen(screens.LoginJwtScreen, function LoginJwtRoute() {
    const search = useSearch({ from: ROUTE_PATHS.LoginJWT });
    return <screens.LoginJwtScreen token={search.pl_mp_auth_token ?? null} caseId={search.caseId ?? null} />;
  }),
});

/** The screens that call the API and open no case: the client loaded once, in this layout's `beforeLoad`. */
const apiLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'api',
  beforeLoad: withApiClient,
});

const deliveryConfirmationRoute = createRoute({
  getParentRoute: () => apiLayoutRoute,
  path: ROUTE_PATHS.DeliveryConfirmation,
  staticData: named('DeliveryConfirmation'),
  remountDeps: remountOnParams,
  params: deliveryParams,
  component: withScreen(screens.DeliveryConfirmationScreen, function DeliveryConfirmationRoute() {
    const params = useParams({ from: deliveryConfirmationRoute.id });
    return <screens.DeliveryConfirmationScreen {...params} />;
  }),
});

const deliveryConfirmationUnregisteredRoute = createRoute({
  getParentRoute: () => apiLayoutRoute,
  path: ROUTE_PATHS.DeliveryConfirmationUnregistered,
  staticData: named('DeliveryConfirmationUnregistered'),
  remountDeps: remountOnParams,
  params: deliveryParams,
  component: withScreen(
    screens.DeliveryConfirmationUnregisteredScreen,
    function DeliveryConfirmationUnregisteredRoute() {
      const params = useParams({ from: deliveryConfirmationUnregisteredRoute.id });
      return <screens.DeliveryConfirmationUnregisteredScreen {...params} />;
    },
  ),
});

// ---- signed-in routes: the root's check sends a signed-out visitor to Login ---------------------------

// Root '/' is Home: the dashboard for a customer, AgentHome for an agent (docs/decisions/004-open-routes.md).
const homeRoute = createRoute({
  getParentRoute: () => apiLayoutRoute,
  path: ROUTE_PATHS.Home,
  staticData: named('Home'),
  component: screens.DashboardScreen,
});

const secureHomeRoute = createRoute({
  getParentRoute: () => apiLayoutRoute,
  path: ROUTE_PATHS.SecureHome,
  staticData: named('SecureHome'),
  component: screens.DashboardScreen,
});

const applicationsRoute = createRoute({
  getParentRoute: () => apiLayoutRoute,
  path: ROUTE_PATHS.Applications,
  staticData: named('Applications'),
  component: screens.DashboardScreen,
});

const agentHomeRoute = createRoute({
  getParentRoute: () => apiLayoutRoute,
  path: ROUTE_PATHS.AgentHome,
  staticData: named('AgentHome'),
  // The search and filter live in the address; anything malformed is dropped (src/domain/agent/agentSearch.ts).
  validateSearch: (raw: Record<string, unknown>) => readAddress(raw),
  component: withScreen(screens.AgentHomeScreen, function AgentHomeRoute() {
    const address = useSearch({ from: agentHomeRoute.id });
    return <screens.AgentHomeScreen address={address} />;
  }),
});

/**
 * The case screens' layout: no path of its own. Its `beforeLoad` loads the API client and the case
 * token for the case in the address (`withCaseAccess`); the router hands a pathless route the params
 * of the whole match, which every case route below has parsed (`caseParams`).
 */
const caseLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'case',
  beforeLoad: ({ context, params }) => withCaseAccess({ context, params: params as { caseId: string } }),
});

/** What every screen of one case shares: its id validated in the route, remade when the id changes. */
const caseRouteOptions = {
  getParentRoute: () => caseLayoutRoute,
  params: caseParams,
  remountDeps: remountOnParams,
} as const;

type CaseScreen<P> = FunctionComponent<{ caseId: string } & P> & Preloadable;
type ScreenProps<P> = () => P;

/**
 * A case route's component: the screen with its case id from the route (and any props of its own,
 * `extra` may read them from the route too).
 */
function caseScreen<P extends object>(Screen: CaseScreen<P>, extra: ScreenProps<P>) {
  return withScreen(Screen, function CaseRoute() {
    const { caseId } = useParams({ strict: false }) as { caseId: string };
    return <Screen caseId={caseId} {...extra()} />;
  });
}
/** Fixed props for a case screen's `extra`. */
function only<P extends object>(props: P): ScreenProps<P> {
  return () => props;
}
const none = only({});

const agentDetailsRoute = createRoute({
  ...caseRouteOptions,
  path: ROUTE_PATHS.AgentDetails,
  staticData: named('AgentDetails'),
  component: caseScreen(screens.AgentDetailsScreen, none),
});
const agentConfirmationRoute = createRoute({
  ...caseRouteOptions,
  path: ROUTE_PATHS.AgentConfirmation,
  staticData: named('AgentConfirmation'),
  component: caseScreen(screens.AgentConfirmationScreen, only({ annuity: false })),
});
const agentConfirmationAnnuityRoute = createRoute({
  ...caseRouteOptions,
  path: ROUTE_PATHS.AgentConfirmationAnnuity,
  staticData: named('AgentConfirmationAnnuity'),
  component: caseScreen(screens.AgentConfirmationScreen, only({ annuity: true })),
});

/** The review's one search parameter, also handed on by the consent screen: a party id or nothing. */
const partySearch = v.object({
  partyId: v.optional(
    v.pipe(
      SearchText,
      v.transform((x) => (v.is(Id, x) ? x : undefined)),
    ),
  ),
});

/** The party id of the address, for the review and the consent screen. */
function usePartyId(): { partyId?: string } {
  const { partyId } = useSearch({ strict: false }) as { partyId?: string };
  return partyId ? { partyId } : {};
}

const documentReviewRoute = createRoute({
  ...caseRouteOptions,
  path: ROUTE_PATHS.DocumentReview,
  staticData: named('DocumentReview'),
  validateSearch: partySearch,
  // The case is asked for beside the screen's code, not after it has drawn (decision 526); not on a
  // hover's preload, which may never be followed.
  loader: ({ context, params, preload }) => {
    if (preload) return;
    const { api, session } = context.services;
    askCaseAhead(api, params.caseId, viewerRole(session.getSnapshot().context.identity));
  },
  component: caseScreen(screens.DocumentReviewScreen, usePartyId),
});
const consentRoute = createRoute({
  ...caseRouteOptions,
  path: ROUTE_PATHS.Consent,
  staticData: named('Consent'),
  validateSearch: partySearch,
  component: caseScreen(screens.ConsentScreen, usePartyId),
});
const paymentRoute = createRoute({
  ...caseRouteOptions,
  path: ROUTE_PATHS.Payment,
  staticData: named('Payment'),
  component: caseScreen(screens.PaymentScreen, none),
});
const paymentSequencedRoute = createRoute({
  ...caseRouteOptions,
  path: ROUTE_PATHS.PaymentSequenced,
  staticData: named('PaymentSequenced'),
  component: caseScreen(screens.PaymentSequencedScreen, none),
});
const recurringPaymentSequencedRoute = createRoute({
  ...caseRouteOptions,
  path: ROUTE_PATHS.RecurringPaymentSequenced,
  staticData: named('RecurringPaymentSequenced'),
  component: caseScreen(screens.RecurringPaymentSequencedScreen, none),
});
const recurringPaymentRoute = createRoute({
  ...caseRouteOptions,
  path: ROUTE_PATHS.RecurringPayment,
  staticData: named('RecurringPayment'),
  component: caseScreen(screens.RecurringPaymentScreen, none),
});
const acceptanceRoute = createRoute({
  ...caseRouteOptions,
  path: ROUTE_PATHS.Acceptance,
  staticData: named('Acceptance'),
  component: caseScreen(screens.AcceptanceScreen, none),
});
const acceptanceSequencedRoute = createRoute({
  ...caseRouteOptions,
  path: ROUTE_PATHS.AcceptanceSequenced,
  staticData: named('AcceptanceSequenced'),
  component: caseScreen(screens.AcceptanceScreen, only({ sequenced: true })),
});
const confirmationRoute = createRoute({
  ...caseRouteOptions,
  path: ROUTE_PATHS.Confirmation,
  staticData: named('Confirmation'),
  component: caseScreen(screens.ConfirmationScreen, none),
});
const annuityConfirmationRoute = createRoute({
  ...caseRouteOptions,
  path: ROUTE_PATHS.AnnuityConfirmation,
  staticData: named('AnnuityConfirmation'),
  component: caseScreen(screens.AnnuityConfirmationScreen, none),
});
const certificateRoute = createRoute({
  ...caseRouteOptions,
  path: ROUTE_PATHS.Certificate,
  staticData: named('Certificate'),
  component: caseScreen(screens.CertificateScreen, none),
});

const configsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTE_PATHS.Configs,
  staticData: named('Configs'),
  component: screens.ConfigsScreen,
});

const routeTree = rootRoute.addChildren([
  loginRoute,
  agentLoginRoute,
  agentLoginJwtRoute,
  loginJwtRoute,
  apiLayoutRoute.addChildren([
    deliveryConfirmationRoute,
    deliveryConfirmationUnregisteredRoute,
    homeRoute,
    secureHomeRoute,
    applicationsRoute,
    agentHomeRoute,
  ]),
  caseLayoutRoute.addChildren([
    agentDetailsRoute,
    agentConfirmationRoute,
    agentConfirmationAnnuityRoute,
    documentReviewRoute,
    consentRoute,
    paymentRoute,
    paymentSequencedRoute,
    recurringPaymentSequencedRoute,
    recurringPaymentRoute,
    acceptanceRoute,
    acceptanceSequencedRoute,
    confirmationRoute,
    annuityConfirmationRoute,
    certificateRoute,
  ]),
  configsRoute,
]);

/** The router with the app's services as its context: every route and screen reads them from there. */
export function createAppRouter(services: ShellServices) {
  return createRouter({
    routeTree,
    basepath: '/epd',
    context: { services },
    // Every route catches its own screen's failure, so the shell around it stays.
    defaultErrorComponent: RouteError,
    defaultPreload: 'intent',
    defaultPendingMs: 150,
    scrollRestoration: true,
    parseSearch,
    stringifySearch,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
