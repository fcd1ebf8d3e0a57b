import { type AnyRoute, RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { type AppRouter, createAppRouter } from '../routes/router.tsx';
import { ShellServicesContext } from '../services/shellServices.ts';
import { markFirstScreenDrawn } from '../shell/idle.ts';
import { trackPageView } from '../telemetry/index.ts';
import { connectRouter } from './navigator.ts';
import { appServices } from './services.ts';
import { sessionActor } from './session.ts';

/**
 * The chunks of the screen at the address, asked for as the router starts: the router would ask for
 * them only after each route's `beforeLoad` (the API client, the case token), one wait after another
 * (decision 450). A chunk that fails to load here is loaded again by the navigation.
 */
function preloadScreenChunks(router: AppRouter) {
  for (const match of router.matchRoutes(router.latestLocation)) {
    const route = (router.routesById as Record<string, AnyRoute | undefined>)[match.routeId];
    if (route) router.loadRouteChunk(route)?.catch(() => undefined);
  }
}

/**
 * The router and every screen behind it: a chunk of its own, loaded at once for any address but a
 * login page, and after the login screen is drawn for one (decision 240). `drawnAhead`: the page holds
 * the screen's waiting state drawn at build (decision 524), which stays until the router has the screen.
 */
export async function startRouter(root: Root, drawnAhead = false): Promise<void> {
  const router = createAppRouter(appServices);
  preloadScreenChunks(router);

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

  // Leaving a login screen drawn before the router: the screen gone to is loaded first, so the login
  // screen gives way to it in one commit, with no spinner or empty frame between them.
  const handOver = connectRouter(router, () => sessionActor.getSnapshot().context.identity?.isAgent === true);
  if (handOver) await handOver;
  // Likewise the drawn waiting page: replaced by the loaded screen in one commit, never by an empty frame.
  else if (drawnAhead) await router.load();

  // A transition: React draws the whole frame and screen in slices the browser can breathe between,
  // and shows them in one commit, instead of one long task that holds up the page.
  startTransition(() =>
    root.render(
      <StrictMode>
        <ShellServicesContext value={appServices}>
          <RouterProvider router={router} />
        </ShellServicesContext>
      </StrictMode>,
    ),
  );
}
