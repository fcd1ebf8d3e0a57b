import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { ScreenBeforeRouter } from '../routes/beforeRouter.tsx';
import { ShellServicesContext } from '../services/shellServices.ts';
import { appServices } from './services.ts';

/**
 * The customer login page's markup, drawn at build in Node (scripts/vite-prerender-login.ts, decision
 * 341): the tree main.tsx draws before the router, element for element, so that its hydration finds
 * what the build wrote (tests/e2e/first-load.spec.ts fails on any difference). Written out there rather
 * than shared: a module of its own for it splits index.html's scripts into more, larger files.
 */
export function loginMarkup(): string {
  return renderToString(
    <StrictMode>
      <ShellServicesContext value={appServices}>
        <ScreenBeforeRouter name="Login" onDrawn={() => undefined} />
      </ShellServicesContext>
    </StrictMode>,
  );
}
