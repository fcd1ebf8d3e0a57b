import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';

/** The page the build writes beside index.html; the sandbox serves it at the login route (decision 341). */
const LOGIN_PAGE = 'login.html';
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * index.html with `markup` drawn into its root, marked `data-prerendered` for main.tsx; null when
 * index.html has no empty root to draw into.
 */
export function drawnInto(html: string, prerendered: string, markup: string): string | null {
  if (!html.includes(EMPTY_ROOT)) return null;
  return html.replace(EMPTY_ROOT, `<div id="root" data-prerendered="${prerendered}">${markup}</div>`);
}

/** What a build says when index.html has lost its empty root. */
export const NO_EMPTY_ROOT = `index.html has no ${EMPTY_ROOT} to draw into`;

/** A storage that keeps nothing beyond the render: a first visit, signed out, nothing chosen. */
function emptyStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/**
 * What the browser globals the login tree reads as its modules load are for a first visitor: no
 * session, no stored language, an English browser. Put back once the markup is drawn.
 */
async function asFirstVisitor<T>(draw: () => Promise<T>): Promise<T> {
  const globals = globalThis as Record<string, unknown>;
  const names = ['sessionStorage', 'localStorage', 'navigator'] as const;
  const before = names.map((name) => Object.getOwnPropertyDescriptor(globals, name));
  const set = (name: string, value: unknown) =>
    Object.defineProperty(globals, name, { value, configurable: true, writable: true });
  set('sessionStorage', emptyStorage());
  set('localStorage', emptyStorage());
  set('navigator', { language: 'en', languages: ['en'], userAgent: 'build' });
  try {
    return await draw();
  } finally {
    names.forEach((name, i) => {
      const descriptor = before[i];
      if (descriptor) Object.defineProperty(globals, name, descriptor);
      else delete globals[name];
    });
  }
}

/**
 * Loads `module` (a path under the project's root) through Vite's server-side module loader, as a first
 * visitor's browser would see it, and hands it to `draw`: the markup the build writes into a page.
 */
export async function drawWithVite<M, T>(
  root: string,
  base: string,
  module: string,
  draw: (loaded: M) => T,
): Promise<Awaited<T>> {
  const server = await createServer({
    root,
    base,
    configFile: false,
    mode: 'production',
    logLevel: 'error',
    appType: 'custom',
    plugins: [react()],
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const loaded = (await asFirstVisitor(() => server.ssrLoadModule(module))) as M;
    return await asFirstVisitor(async () => draw(loaded));
  } finally {
    await server.close();
  }
}

/**
 * Writes `login.html`: index.html with the customer login page drawn into its root, so that the page
 * shows as soon as its HTML and stylesheet arrive, and `main.tsx` hydrates it. No inline script: the
 * page's policy allows none.
 */
export function prerenderLogin(): Plugin {
  let root = process.cwd();
  let base = '/';
  return {
    name: 'epd-prerender-login',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return this.error('index.html is not in the bundle');
      const markup = await drawWithVite(
        root,
        base,
        '/src/app/prerenderLogin.tsx',
        (m: { loginMarkup: () => string }) => m.loginMarkup(),
      );
      const source = drawnInto(String(index.source), 'Login', markup);
      if (source === null) return this.error(NO_EMPTY_ROOT);
      this.emitFile({ type: 'asset', fileName: LOGIN_PAGE, source });
    },
  };
}
