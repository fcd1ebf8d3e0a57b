import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { connectRouter } from './app/navigator.ts';
import { appServices } from './app/services.ts';
import { sessionActor } from './app/session.ts';
import { uiConfigLoaded } from './app/siteConfig.ts';
import { createAppRouter } from './routes/router.tsx';
import { markFirstScreenDrawn, whenIdle } from './shell/idle.ts';
import { startTelemetry, trackPageView } from './telemetry/index.ts';
import './shell/shell.css';

const router = createAppRouter(appServices);

connectRouter(router, () => sessionActor.getSnapshot().context.identity?.isAgent === true);

// Signing out (logout, a 401) leaves screens that may not be shown any more: re-run the route checks.
let wasSignedIn = sessionActor.getSnapshot().hasTag('signedIn');
sessionActor.subscribe((snapshot) => {
  const signedIn = snapshot.hasTag('signedIn');
  if (wasSignedIn && !signedIn) void router.invalidate();
  wasSignedIn = signedIn;
});

// Page views name the route's pattern, never the path: delivery links carry a key and an e-mail address.
router.subscribe('onResolved', () => {
  trackPageView(document.title, router.state.matches.at(-1)?.fullPath ?? 'unknown');
});

// The site configuration is read once the first screen is drawn (src/app/siteConfig.ts).
const stopWaiting = router.subscribe('onRendered', () => {
  stopWaiting();
  markFirstScreenDrawn();
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

// Telemetry and session recording wait until the first screen is drawn and the browser is idle.
whenIdle(() => {
  uiConfigLoaded()
    .then(startTelemetry)
    .catch(() => {
      // No configuration or no telemetry code, no telemetry: the shell reports an unreachable service.
    });
});
