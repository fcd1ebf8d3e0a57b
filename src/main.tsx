import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { BeforeRouterTree } from './app/beforeRouterTree.tsx';
import { startEarlyScreen } from './app/earlyScreen.ts';
import { whenNavigationBeforeRouter } from './app/navigator.ts';
import { loadApi } from './app/session.ts';
import { sessionStore } from './app/sessionStorage.ts';
import { uiConfigLoaded } from './app/siteConfig.ts';
import { ROUTE_PATHS } from './domain/routeNames.ts';
import type { Locale } from './i18n/locale.ts';
import { provideSpanish, startLanguage } from './i18n/texts.ts';
import { screenBeforeRouter } from './routes/beforeRouter.tsx';
import { firstScreenDrawn, markFirstScreenDrawn, whenIdle } from './shell/idle.ts';
import { startTelemetry, trackPageView } from './telemetry/index.ts';
import './shell/shell.css';

const container = document.getElementById('root')!;
/** The one React root: hydrating the login page the build drew (decision 341), else made on first use. */
let root: Root | null = null;
const theRoot = () => {
  root ??= createRoot(container);
  return root;
};

// The Spanish catalogs are a chunk of their own, loaded only when Spanish is chosen (decision 270).
provideSpanish(() => import('./app/spanish.ts').then((m) => m.SPANISH));

// The router and every screen but the login forms come in a chunk of their own (decision 240).
const routerCode = () => import('./app/startRouter.tsx');
let routerStarting = false;
function startRouter() {
  if (routerStarting) return;
  routerStarting = true;
  routerCode()
    .then(
      (code) => code.startRouter(theRoot()),
      (error: unknown) => {
        // Not loaded (the network): the next navigation tries again.
        routerStarting = false;
        throw error;
      },
    )
    .catch((error: unknown) => console.error('The router could not be started', error));
}

// A signed-in visit to a screen: its chunk and the API client load beside the router's (decision 341).
if (!screenBeforeRouter(location, import.meta.env.BASE_URL) && sessionStore.read().authToken) {
  startEarlyScreen(location.pathname, import.meta.env.BASE_URL);
  loadApi().catch(() => {
    // The route asks again, and says what failed.
  });
}

// A Spanish reader's first screen waits for the Spanish catalogs (one chunk), never an English flash.
void startLanguage().then(drawFirstScreen);

function drawFirstScreen(locale: Locale) {
  const loginScreen = screenBeforeRouter(location, import.meta.env.BASE_URL);
  if (loginScreen) {
    // A login page draws its form at once; leaving it (signing in, a link) starts the router there.
    whenNavigationBeforeRouter(startRouter);
    let drawn = false;
    const onDrawn = () => {
      if (drawn) return;
      drawn = true;
      markFirstScreenDrawn();
      trackPageView(document.title, ROUTE_PATHS[loginScreen]);
    };
    const tree = <BeforeRouterTree name={loginScreen} onDrawn={onDrawn} />;
    // The build drew the English login page into its HTML (login.html): React takes it over as it is.
    // Another language, or another login screen, is drawn anew in place of what is there.
    if (container.dataset.prerendered === loginScreen && locale === 'en') root = hydrateRoot(container, tree);
    else theRoot().render(tree);
    // The router's code loads once the form is drawn, so that it is there when the visitor leaves.
    void firstScreenDrawn().then(() =>
      whenIdle(() => {
        routerCode().catch(() => {
          // Tried again when the visitor leaves the page.
        });
      }),
    );
  } else startRouter();
}

// Telemetry and session recording wait until the first screen is drawn and the browser is idle.
whenIdle(() => {
  uiConfigLoaded()
    .then(startTelemetry)
    .catch(() => {
      // No configuration or no telemetry code, no telemetry: the shell reports an unreachable service.
    });
});
