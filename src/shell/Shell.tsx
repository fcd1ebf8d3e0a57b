import { lazy, type ReactNode, Suspense } from 'react';
import { useTexts } from '../i18n/useTexts.ts';
import { useSiteConfig } from '../services/siteConfig.ts';
import { ErrorModal } from './ErrorModal.tsx';
import { Footer } from './Footer.tsx';
import { LiveRegion } from './LiveRegion.tsx';
import { SHELL_TEXTS } from './messages.ts';
import { useShellNotices } from './notices.ts';
import { TopBar } from './TopBar.tsx';
import { useToastHostWanted } from './toasts.ts';

// Shown only when the service is down; its text comes with the API client, so it loads with it.
const MaintenanceNotice = lazy(() =>
  import('./MaintenanceNotice.tsx').then((m) => ({ default: m.MaintenanceNotice })),
);

// Toasts only follow something the visitor did: their library loads with the first one (./toasts.ts).
const ToastHost = lazy(() => import('./ToastHost.tsx').then((m) => ({ default: m.ToastHost })));

/** The frame around every screen; `pathname` is the screen's address (an error toast goes when it changes). */
export function Shell({ pathname, children }: { pathname: string; children: ReactNode }) {
  const config = useSiteConfig('ui').data;
  const { maintenance } = useShellNotices();
  const toasts = useToastHostWanted();
  const t = useTexts(SHELL_TEXTS);
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t.skipToContent}
      </a>
      <TopBar config={config} />
      {maintenance && (
        <Suspense fallback={null}>
          <MaintenanceNotice />
        </Suspense>
      )}
      {/* In the page's flow under the top bar, never over it: a toast covers no control (decision 422). */}
      {toasts && (
        <Suspense fallback={null}>
          <ToastHost pathname={pathname} />
        </Suspense>
      )}
      <main id="main" className="main" tabIndex={-1}>
        {children}
      </main>
      <Footer config={config} />
      <ErrorModal />
      <LiveRegion />
    </div>
  );
}
