import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { ROUTE_PATHS, type RouteName } from '../src/domain/routeNames.ts';
import { drawnInto, drawWithVite, NO_EMPTY_ROOT } from './vite-prerender-login.ts';

/** Where the build writes the signed-in screens' pages; the sandbox serves them (decision 450). */
const SCREEN_PAGES_DIR = 'screens';
/** Under it, the pages with the screen's waiting state drawn in English, for English readers (decision 524). */
const DRAWN_ENGLISH_DIR = 'en';
/** Beside them, the hash of every inline script they hold: the sandbox adds each to script-src (decision 525). */
const SCRIPT_HASHES_FILE = 'script-hashes.json';

/** An inline script element's text: one with no `src`. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** Each inline script of `pages` as a CSP hash source, once. */
function inlineScriptHashes(pages: Iterable<string>): string[] {
  const hashes = new Set<string>();
  for (const page of pages)
    for (const [, text = ''] of page.matchAll(INLINE_SCRIPT))
      hashes.add(`sha256-${createHash('sha256').update(text).digest('base64')}`);
  return [...hashes].sort();
}

interface WaitingScreens {
  DRAWN_SCREENS: RouteName[];
  waitingMarkup: (name: RouteName) => string;
}

/** Each drawn screen's waiting page (src/app/prerenderScreens.tsx), by route. */
function drawWaitingScreens(root: string, base: string) {
  return drawWithVite(
    root,
    base,
    '/src/app/prerenderScreens.tsx',
    (m: WaitingScreens) => new Map(m.DRAWN_SCREENS.map((name) => [name, m.waitingMarkup(name)])),
  );
}

/**
 * The customer's screens a visitor opens from an e-mail or a bookmark, each with the module its chunk is
 * made of (as src/routes/screens.ts imports it). A screen missing here still works: it gets index.html.
 */
const SCREENS: Partial<Record<RouteName, string>> = {
  SecureHome: 'src/features/dashboard/DashboardScreen.tsx',
  Applications: 'src/features/dashboard/DashboardScreen.tsx',
  DocumentReview: 'src/features/document-review/DocumentReviewScreen.tsx',
  Consent: 'src/features/consent/ConsentScreen.tsx',
  Payment: 'src/features/payment/PaymentScreen.tsx',
  RecurringPayment: 'src/features/payment/PaymentScreen.tsx',
  Acceptance: 'src/features/acceptance/AcceptanceScreen.tsx',
  Confirmation: 'src/features/confirmation/ConfirmationScreen.tsx',
};

/** Each screen's module once (scripts/vite-screen-chunks.ts groups what they share). */
export const SCREEN_MODULES = [...new Set(Object.values(SCREENS))];

/** The screens of one case, after the dashboard: the review, consent, payment, acceptance, confirmation. */
export const CASE_SCREEN_MODULES = SCREEN_MODULES.filter((module) => !module.includes('/dashboard/'));

/** What every screen behind the router needs besides its own chunk: the router and the API client. */
export const ROUTER_MODULES = ['src/app/startRouter.tsx', 'src/api/index.ts'];

/** The page's file name for a route: its first path segment, as the sandbox looks it up. */
function screenPageName(routePath: string): string {
  return routePath.split('/')[1] ?? '';
}

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}
type BundleItem = BundleChunk | { type: 'asset'; fileName: string; source: string | Uint8Array };

/**
 * Writes `screens/<first segment>.html` for each screen above: index.html with module preloads for the
 * router's chunk, the API client's and the screen's, each with what it imports, and its stylesheets as
 * preloads. The browser then asks for all of them as the HTML arrives, instead of one after another as
 * each chunk runs and names the next. index.html itself is untouched: the login page's budget stays.
 * Where src/app/prerenderScreens.tsx draws the screen's waiting state, `screens/en/<segment>.html` has
 * it in its root, styled by the frame's stylesheet alone: the sandbox sends it to English readers
 * (decision 524). `screens/script-hashes.json` lists the hashes of their inline scripts (decision 525).
 */
export function screenPages(): Plugin {
  let root = process.cwd();
  let base = '/';
  return {
    name: 'epd-screen-pages',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    async generateBundle(_options, bundle) {
      const items = bundle as unknown as Record<string, BundleItem>;
      const index = items['index.html'];
      if (index?.type !== 'asset') return this.error('index.html is not in the bundle');
      const html = String(index.source);
      const chunks = Object.values(items).filter((item): item is BundleChunk => item.type === 'chunk');
      const byModule = new Map(chunks.map((chunk) => [chunk.facadeModuleId, chunk]));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const chunkOf = (module: string) => {
        const chunk = byModule.get(resolve(root, module));
        if (!chunk) this.error(`no chunk of its own for ${module}`);
        return chunk;
      };
      const named = (file: string) => html.includes(`"${base}${file}"`);
      const waiting = await drawWaitingScreens(root, base);
      const pages = new Map<string, string>();
      for (const [route, module] of Object.entries(SCREENS) as [RouteName, string][]) {
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const visit = (chunk: BundleChunk) => {
          if (scripts.has(chunk.fileName)) return;
          scripts.add(chunk.fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
          for (const file of chunk.imports) {
            const imported = byFile.get(file);
            if (imported) visit(imported);
          }
        };
        for (const start of [...ROUTER_MODULES, module]) visit(chunkOf(start));
        const links = [
          ...[...scripts]
            .filter((file) => !named(file))
            .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
          ...[...styles]
            .filter((file) => !named(file))
            .map((file) => `<link rel="preload" as="style" crossorigin href="${base}${file}">`),
        ];
        const name = screenPageName(ROUTE_PATHS[route]);
        const page = html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
        pages.set(name, page);
        const markup = waiting.get(route);
        if (markup === undefined) continue;
        // Drawn with the frame's stylesheet alone (shell.css holds what it needs): no other blocks it.
        const drawn = drawnInto(page, 'waiting', markup);
        if (drawn === null) return this.error(NO_EMPTY_ROOT);
        pages.set(`${DRAWN_ENGLISH_DIR}/${name}`, drawn);
      }
      for (const [name, source] of pages) {
        this.emitFile({ type: 'asset', fileName: `${SCREEN_PAGES_DIR}/${name}.html`, source });
      }
      this.emitFile({
        type: 'asset',
        fileName: `${SCREEN_PAGES_DIR}/${SCRIPT_HASHES_FILE}`,
        source: `${JSON.stringify(inlineScriptHashes(pages.values()))}\n`,
      });
    },
  };
}
