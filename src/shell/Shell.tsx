import type { ReactNode } from 'react';
import { ErrorModal } from './ErrorModal.tsx';
import { Footer } from './Footer.tsx';
import { MaintenanceNotice } from './MaintenanceNotice.tsx';
import { useUiConfig } from './siteConfig.ts';
import { ToastHost } from './ToastHost.tsx';
import { TopBar } from './TopBar.tsx';

export function Shell({ children }: { children: ReactNode }) {
  const ui = useUiConfig();
  const config = ui.status === 'ready' ? ui.data : null;
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopBar config={config} />
      <MaintenanceNotice />
      <main id="main" className="main" tabIndex={-1}>
        {children}
      </main>
      <Footer config={config} />
      <ErrorModal />
      <ToastHost />
    </div>
  );
}
