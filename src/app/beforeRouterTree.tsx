import { StrictMode } from 'react';
import { type BeforeRouterName, ScreenBeforeRouter } from '../routes/beforeRouter.tsx';
import { ShellServicesContext } from '../services/shellServices.ts';
import { appServices } from './services.ts';

/**
 * A login screen as the entry draws it before the router (decision 240), and as the build draws the
 * login page's HTML (decision 341): one tree, so that the browser's hydration finds what the build wrote.
 */
export function BeforeRouterTree({ name, onDrawn }: { name: BeforeRouterName; onDrawn: () => void }) {
  return (
    <StrictMode>
      <ShellServicesContext value={appServices}>
        <ScreenBeforeRouter name={name} onDrawn={onDrawn} />
      </ShellServicesContext>
    </StrictMode>
  );
}
