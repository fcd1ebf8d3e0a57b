import { type ReactNode, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { TrackerPending } from '../components/case-summary/index.ts';
import { DASHBOARD_TEXTS } from '../domain/journey/dashboardTexts.ts';
import { ROUTE_PATHS, type RouteName } from '../domain/routeNames.ts';
import { REVIEW_TEXTS } from '../features/document-review/messages.ts';
import { PAYMENT_SCREEN_TEXTS } from '../features/payment/messages.ts';
import { message } from '../i18n/message.ts';
import { ShellServicesContext } from '../services/shellServices.ts';
import { FRAME_TEXTS } from '../shell/messages.ts';
import { Spinner } from '../shell/PageSpinner.tsx';
import { Shell } from '../shell/Shell.tsx';
import { askEarlyScript } from './askEarlyScript.ts';
import { DRAWN_WELCOME_ID, welcomeScript } from './drawnWelcome.ts';
import { appServices } from './services.ts';

/**
 * What each signed-in screen a customer opens from an e-mail shows before its own data is in: the
 * screen's heading and its loading spinner, in the screen's own elements and classes, so that the
 * screen drawn by the router puts its heading where this one stood (tests/e2e/drawn-screens.spec.ts).
 * Nothing of the customer's: that is read with their session, which the build never has (decision 524);
 * the dashboard's welcome line is named in the browser, by an inline script (decision 525).
 */
const WAITING = {
  SecureHome: () => <DashboardWaiting />,
  Applications: () => <DashboardWaiting />,
  DocumentReview: () => (
    <CaseScreenWaiting className="page document-review" title={REVIEW_TEXTS.title} withProgress>
      {/* The case and its tracker, asked for as the page is read rather than once the scripts have
          run (decision 528): the screen's calls take the answers. A module, and async: it neither
          waits for the stylesheets nor holds up the page's reading and first paint. */}
      <script
        type="module"
        async
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own script, allowed by its hash
        dangerouslySetInnerHTML={{ __html: askEarlyScript() }}
      />
    </CaseScreenWaiting>
  ),
  Payment: () => <CaseScreenWaiting className="page payment" title={PAYMENT_SCREEN_TEXTS.title} />,
} satisfies Partial<Record<RouteName, () => ReactNode>>;

/** A case's screen: the step tracker's space above its heading, as the screen holds it until loaded. */
function CaseScreenWaiting({
  className,
  title,
  withProgress = false,
  children,
}: {
  className: string;
  title: string;
  withProgress?: boolean;
  /** What the page runs as it is read, before anything of the screen is drawn. */
  children?: ReactNode;
}) {
  return (
    <div className={className}>
      {children}
      <TrackerPending withProgress={withProgress} />
      <h1>{title}</h1>
      <Spinner label={message(FRAME_TEXTS, 'loading')} screen />
    </div>
  );
}

function DashboardWaiting() {
  return (
    <section className="page" aria-labelledby="page-title" aria-busy="true">
      {/* The customer's name is in this browser's session alone: the script names them in the line below
          before it is painted, where the screen's own line will stand (decision 525). */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own script, allowed by its hash */}
      <script dangerouslySetInnerHTML={{ __html: welcomeScript() }} />
      <h1 id="page-title">{DASHBOARD_TEXTS.title}</h1>
      <p className="lead" id={DRAWN_WELCOME_ID} hidden />
      <Spinner label={message(DASHBOARD_TEXTS, 'loading')} screen />
    </section>
  );
}

export type DrawnScreen = keyof typeof WAITING;

/** The screens whose waiting page the build draws (scripts/vite-screen-pages.ts). */
export const DRAWN_SCREENS = Object.keys(WAITING) as DrawnScreen[];

/** One screen's waiting page in the shell, in English, drawn at build in Node (decision 524). */
export function waitingMarkup(name: DrawnScreen): string {
  const Waiting = WAITING[name];
  return renderToString(
    <StrictMode>
      <ShellServicesContext value={appServices}>
        <Shell pathname={ROUTE_PATHS[name]}>
          <Waiting />
        </Shell>
      </ShellServicesContext>
    </StrictMode>,
  );
}
