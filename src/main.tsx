import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { safeReturnPath } from './domain/routeNames.ts';
import { connectNavigator, sessionActor } from './features/session/index.ts';
import { isNamedTarget, routeFor } from './routes/names.ts';
import { createAppRouter } from './routes/router.tsx';
import { whenIdle } from './shell/idle.ts';
import { loadUiConfig } from './shell/siteConfig.ts';
import { startTelemetry, trackPageView } from './telemetry/index.ts';
import './shell/shell.css';

const router = createAppRouter(sessionActor);

connectNavigator((target) => {
  if (isNamedTarget(target)) {
    const isAgent = sessionActor.getSnapshot().context.identity?.isAgent === true;
    const { to, params, search } = routeFor(target.name, target.params, { isAgent, search: target.search });
    const here = safeReturnPath(router.state.location.href);
    if (target.comeBack && here && !here.startsWith('/login')) search.redirect = here;
    void router.navigate({ to, params, search, replace: target.name === 'Login' } as never);
  } else {
    void router.navigate({ href: target.href });
  }
});

// Signing out (logout, a 401) leaves screens that may not be shown any more: re-run the route checks.
let wasSignedIn = sessionActor.getSnapshot().hasTag('signedIn');
sessionActor.subscribe((snapshot) => {
  const signedIn = snapshot.hasTag('signedIn');
  if (wasSignedIn && !signedIn) void router.invalidate();
  wasSignedIn = signedIn;
});

router.subscribe('onResolved', ({ toLocation }) => trackPageView(document.title, toLocation.pathname));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

// Telemetry and session recording wait until the first screen is drawn and the browser is idle.
whenIdle(() => {
  loadUiConfig()
    .then(startTelemetry)
    .catch(() => {
      // No configuration or no telemetry code, no telemetry: the shell reports an unreachable service.
    });
});
