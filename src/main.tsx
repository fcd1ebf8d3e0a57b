import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { whenNavigationBeforeRouter } from './app/navigator.ts';
import { appServices } from './app/services.ts';
import { uiConfigLoaded } from './app/siteConfig.ts';
import { ROUTE_PATHS } from './domain/routeNames.ts';
import type { Locale } from './i18n/locale.ts';
import { provideSpanish, startLanguage } from './i18n/texts.ts';
import { ScreenBeforeRouter, screenBeforeRouter } from './routes/beforeRouter.tsx';
import { ShellServicesContext } from './services/shellServices.ts';
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
      (code) => code.startRouter(theRoot(), container.dataset.prerendered === 'waiting'),
      (error: unknown) => {
        // Not loaded (the network): the next navigation tries again.
        routerStarting = false;
        throw error;
      },
    )
    .catch((error: unknown) => console.error('The router could not be started', error));
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
    const tree = (
      <StrictMode>
        <ShellServicesContext value={appServices}>
          <ScreenBeforeRouter name={loginScreen} onDrawn={onDrawn} />
        </ShellServicesContext>
      </StrictMode>
    );
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
