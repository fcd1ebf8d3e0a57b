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
import { safeReturnPath } from '../domain/routeNames.ts';
import type { SessionActor } from '../features/session/index.ts';
import { NotFound } from '../shell/NotFound.tsx';
import { PageSpinner } from '../shell/PageSpinner.tsx';
import { RouteError } from '../shell/RouteError.tsx';
import { Shell } from '../shell/Shell.tsx';
import { checkAudience, checkAuthentication, type GuardSession } from './guard.ts';
import * as screens from './screens.ts';

export interface RouterContext {
  session: SessionActor;
}

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

const rootRoute = createRootRouteWithContext<RouterContext>()({
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
  validateSearch: LoginSearch,
  component: function LoginRoute() {
    const { redirect: returnTo } = useSearch({ from: '/login' });
    return <screens.LoginScreen returnTo={returnTo ?? null} />;
  },
});

const agentLoginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/agent-login',
  validateSearch: LoginSearch,
  component: function AgentLoginRoute() {
    const { redirect: returnTo } = useSearch({ from: '/agent-login' });
    return <screens.AgentLoginScreen returnTo={returnTo ?? null} />;
  },
});

const agentLoginJwtRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/agent-login-jwt',
  component: screens.AgentLoginJwtScreen,
});

const loginJwtRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login-jwt',
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
  component: function LoginJwtRoute() {
    const search = useSearch({ from: '/login-jwt' });
    return <screens.LoginJwtScreen token={search.pl_mp_auth_token ?? null} caseId={search.caseId ?? null} />;
  },
});

const deliveryConfirmationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/confirmdelivery/$caseId/$confirmationKey/$emailAddress',
  params: deliveryParams,
  component: function DeliveryConfirmationRoute() {
    const params = useParams({ from: '/confirmdelivery/$caseId/$confirmationKey/$emailAddress' });
    return <screens.DeliveryConfirmationScreen {...params} />;
  },
});

const deliveryConfirmationUnregisteredRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/confirmdeliveryunregistered/$caseId/$confirmationKey/$emailAddress',
  params: deliveryParams,
  component: function DeliveryConfirmationUnregisteredRoute() {
    const params = useParams({ from: '/confirmdeliveryunregistered/$caseId/$confirmationKey/$emailAddress' });
    return <screens.DeliveryConfirmationUnregisteredScreen {...params} />;
  },
});

// ---- authenticated routes: a pathless layout whose check runs before every navigation ----------------

const authRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: '_auth',
  beforeLoad: ({ context, location }) => {
    const outcome = checkAuthentication(guardSession(context.session), location.href);
    if (!outcome.allow) throw redirect({ to: outcome.to, search: outcome.search, replace: true });
  },
  component: Outlet,
});

const customerOnly = ({ context }: { context: RouterContext }) => {
  const outcome = checkAudience(guardSession(context.session), 'customer');
  if (!outcome.allow) throw redirect({ to: outcome.to, replace: true });
};
const agentOnly = ({ context }: { context: RouterContext }) => {
  const outcome = checkAudience(guardSession(context.session), 'agent');
  if (!outcome.allow) throw redirect({ to: outcome.to, replace: true });
};

// Root '/' is Home: the dashboard for a customer, AgentHome for an agent (docs/decisions.md §4).
const homeRoute = createRoute({
  getParentRoute: () => authRoute,
  path: '/',
  beforeLoad: customerOnly,
  component: screens.DashboardScreen,
});

const secureHomeRoute = createRoute({
  getParentRoute: () => authRoute,
  path: '/secure-home',
  beforeLoad: customerOnly,
  component: screens.DashboardScreen,
});

const applicationsRoute = createRoute({
  getParentRoute: () => authRoute,
  path: '/applications',
  beforeLoad: customerOnly,
  component: screens.DashboardScreen,
});

const agentHomeRoute = createRoute({
  getParentRoute: () => authRoute,
  path: '/agent-home',
  beforeLoad: agentOnly,
  validateSearch: v.object({ listAllPolicies: v.optional(v.picklist(['true', 'false'])) }),
  component: function AgentHomeRoute() {
    const { listAllPolicies } = useSearch({ from: '/_auth/agent-home' });
    return <screens.AgentHomeScreen listAllPolicies={listAllPolicies} />;
  },
});

function caseRoute<const P extends string>(path: P, render: (caseId: string) => React.ReactNode) {
  return createRoute({
    getParentRoute: () => authRoute,
    path,
    // The generic path hides the $caseId segment from the checker; caseParams is written for it.
    params: caseParams as never,
    component: function CaseRoute() {
      const { caseId } = useParams({ strict: false }) as { caseId: string };
      return render(caseId);
    },
  });
}

const agentDetailsRoute = caseRoute('/agent-details/$caseId', (caseId) => (
  <screens.AgentDetailsScreen caseId={caseId} />
));
const agentConfirmationRoute = caseRoute('/agent-confirmation/$caseId', (caseId) => (
  <screens.AgentConfirmationScreen caseId={caseId} annuity={false} />
));
const agentConfirmationAnnuityRoute = caseRoute('/agent-confirmation-annuity/$caseId', (caseId) => (
  <screens.AgentConfirmationScreen caseId={caseId} annuity />
));

const documentReviewRoute = createRoute({
  getParentRoute: () => authRoute,
  path: '/doc-review/$caseId',
  params: caseParams,
  validateSearch: v.object({
    partyId: v.optional(
      v.pipe(
        v.unknown(),
        v.transform((x) => (v.is(Id, x) ? x : undefined)),
      ),
    ),
  }),
  component: function DocumentReviewRoute() {
    const { caseId } = useParams({ from: '/_auth/doc-review/$caseId' });
    const { partyId } = useSearch({ from: '/_auth/doc-review/$caseId' });
    return <screens.DocumentReviewScreen caseId={caseId} {...(partyId ? { partyId } : {})} />;
  },
});

const paymentRoute = caseRoute('/payment/$caseId', (caseId) => <screens.PaymentScreen caseId={caseId} />);
const paymentSequencedRoute = caseRoute('/payment-sequenced/$caseId', (caseId) => (
  <screens.PaymentSequencedScreen caseId={caseId} />
));
const recurringPaymentSequencedRoute = caseRoute('/recurring-payment-sequenced/$caseId', (caseId) => (
  <screens.RecurringPaymentSequencedScreen caseId={caseId} />
));
const recurringPaymentRoute = caseRoute('/recurring-payment/$caseId', (caseId) => (
  <screens.RecurringPaymentScreen caseId={caseId} />
));
const acceptanceRoute = caseRoute('/acceptance/$caseId', (caseId) => (
  <screens.AcceptanceScreen caseId={caseId} />
));
const acceptanceSequencedRoute = caseRoute('/acceptance-sequenced/$caseId', (caseId) => (
  <screens.AcceptanceScreen caseId={caseId} sequenced />
));
const confirmationRoute = caseRoute('/confirmation/$caseId', (caseId) => (
  <screens.ConfirmationScreen caseId={caseId} />
));
const annuityConfirmationRoute = caseRoute('/annuityconfirmation/$caseId', (caseId) => (
  <screens.AnnuityConfirmationScreen caseId={caseId} />
));

const configsRoute = createRoute({
  getParentRoute: () => authRoute,
  path: '/configs',
  component: screens.ConfigsScreen,
});

export const routeTree = rootRoute.addChildren([
  loginRoute,
  agentLoginRoute,
  agentLoginJwtRoute,
  loginJwtRoute,
  deliveryConfirmationRoute,
  deliveryConfirmationUnregisteredRoute,
  authRoute.addChildren([
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
  ]),
]);

export function createAppRouter(session: SessionActor) {
  return createRouter({
    routeTree,
    basepath: '/epd',
    context: { session },
    // Every route catches its own screen's failure, so the shell around it stays.
    defaultErrorComponent: RouteError,
    defaultPreload: 'intent',
    defaultPendingMs: 150,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
