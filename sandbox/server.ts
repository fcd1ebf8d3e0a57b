import { existsSync, statSync } from 'node:fs';
import { createSecureServer, type Http2Session } from 'node:http2';
import type { AddressInfo, Socket } from 'node:net';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { type ServerType, serve } from '@hono/node-server';
import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { logger } from 'hono/logger';
import { LOCALE_COOKIE } from '../src/i18n/locale.ts';
import { createApiApp } from './api.ts';
import { PasswordChecks } from './auth/passwordChecks.ts';
import { createThrottles } from './auth/throttle.ts';
import { TokenService } from './auth/tokens.ts';
import { DEFAULT_SUPPORT_PHONE, NO_FAULTS, type SandboxContext, type Settings } from './context.ts';
import { JOURNEY_CASE_ID } from './demo/cases.ts';
import { seedDemo } from './demo/seed.ts';
import { createExternalPagesApp } from './external/app.ts';
import { allowedHostNames, allowedHosts } from './http/allowedHosts.ts';
import { HttpError } from './http/errors.ts';
import { withHead } from './http/head.ts';
import { inlineScriptHashes } from './http/inlineScriptHashes.ts';
import { READER_LANGUAGE_HEADERS, readerLocale } from './http/readerLanguage.ts';
import { baselineHeaders, portalHeaders } from './http/securityHeaders.ts';
import { staticFileAnswer } from './http/staticFile.ts';
import { createCardProviderApp } from './payments/card-provider/app.ts';
import { IssuedCardTokens } from './payments/card-provider/issued.ts';
import { PdfCache, pdfRequest } from './pdfCache.ts';
import { createTesterApp } from './routes/tester.ts';
import { SearchWorker, type StartThread } from './search/searchWorker.ts';
import { CaseEvents } from './store/caseEvents.ts';
import { CaseStore } from './store/cases.ts';
import { accountKey, DB_FILE, isSeeded, openDb } from './store/db.ts';
import { DocumentFingerprints } from './store/fingerprints.ts';
import { tokenSecret } from './store/tokenSecret.ts';

export interface SandboxOptions {
  port?: number;
  /** The address to bind (`HOST`): 127.0.0.1 unless told otherwise. */
  host?: string;
  /**
   * Whether /__sandbox/* answers (`EPD_SANDBOX_CONTROLS`): on by default only while bound to this
   * machine; anyone who reaches a wider bind could otherwise reset data or forge link tokens.
   */
  testerControls?: boolean;
  cardPort?: number;
  dataDir: string;
  portalDir?: string | null;
  log?: boolean;
  supportPhone?: string;
  /** The bank accounts' HMAC key (`EPD_ACCOUNT_KEY`); without it, a key generated into its own file. */
  accountKey?: string;
  /** That generated key's file (`EPD_ACCOUNT_KEY_FILE`; default `account.key` in the data dir, 0600). */
  accountKeyFile?: string;
  /** The tokens' signing secret (`EPD_TOKEN_SECRET`); without it, one generated into its own file. */
  tokenSecret?: string;
  /** That generated secret's file (`EPD_TOKEN_KEY_FILE`; default `token.key` in the data dir, 0600). */
  tokenKeyFile?: string;
  /**
   * A certificate and its key (PEM): both ports then serve HTTPS, with HTTP/2 offered and HTTP/1.1 still
   * answered, as a production host serves the portal (`EPD_TLS_CERT`, `EPD_TLS_KEY`; decision 529).
   * Without them, plain HTTP/1.1.
   */
  tls?: { cert: string | Buffer; key: string | Buffer };
  /** The origin browsers open the portal on when it is not the sandbox itself (npm run dev: Vite's). */
  publicUrl?: string;
  /**
   * Host names answered besides this machine's own and the bound address (`EPD_ALLOWED_HOSTS`): every
   * route refuses any other Host (decision 370), the tester controls included.
   */
  allowedHosts?: string[];
  /** How the search's thread is started (decision 415): tests start one that dies, to see what a search then answers. */
  searchThread?: StartThread;
}

export interface RunningSandbox {
  url: string;
  host: string;
  testerControls: boolean;
  cardUrl: string;
  port: number;
  cardPort: number;
  /** Settles once the start-up work in the background (the longest PDF) is done. */
  warmed: Promise<void>;
  close(): Promise<void>;
}

export const DEFAULT_PORT = 4173;
const DEFAULT_HOST = '127.0.0.1';

export const isLoopback = (host: string) =>
  host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);

/**
 * How long an idle kept-alive connection stays open. Node's 5 s is shorter than many clients and proxies
 * keep theirs: a request sent on a connection just as the server closes it is reset and fails, where it
 * would have been answered (decision 523). The headers' own limit must be longer still.
 */
const KEEP_ALIVE_MS = 65_000;

type Tls = NonNullable<SandboxOptions['tls']>;

function listen(
  fetch: Hono['fetch'],
  port: number,
  hostname: string,
  tls?: Tls,
): Promise<{ server: ServerType; port: number }> {
  return new Promise((resolveListen, reject) => {
    const options = tls
      ? {
          fetch,
          port,
          hostname,
          createServer: createSecureServer,
          serverOptions: { ...tls, allowHTTP1: true },
        }
      : { fetch, port, hostname };
    const server = serve(options, (info: AddressInfo) => resolveListen({ server, port: info.port }));
    // Over TLS too: Node's HTTP/2 server keeps these for the HTTP/1.1 connections it answers.
    if ('keepAliveTimeout' in server) {
      server.keepAliveTimeout = KEEP_ALIVE_MS;
      server.headersTimeout = KEEP_ALIVE_MS + 1000;
    }
    if (tls) trackConnections(server);
    server.once('error', reject);
  });
}

/** An HTTPS server's connections and HTTP/2 sessions: it has no call to cut them (closeServer does). */
const connections = new WeakMap<ServerType, { sockets: Set<Socket>; sessions: Set<Http2Session> }>();

function trackConnections(server: ServerType) {
  const open = { sockets: new Set<Socket>(), sessions: new Set<Http2Session>() };
  connections.set(server, open);
  server.on('secureConnection', (socket: Socket) => {
    open.sockets.add(socket);
    socket.once('close', () => open.sockets.delete(socket));
  });
  server.on('session', (session: Http2Session) => {
    open.sessions.add(session);
    session.once('close', () => open.sessions.delete(session));
  });
}

const FORCE_CLOSE_MS = 2000;

/** Stops accepting, lets running requests finish, and cuts whatever is still open after a grace period. */
function closeServer(server: ServerType): Promise<void> {
  return new Promise((resolveClose) => {
    server.close(() => resolveClose());
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    const open = connections.get(server);
    // A session told to close takes no new stream and ends once its running ones have.
    for (const session of open?.sessions ?? []) session.close();
    const force = setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections();
      for (const socket of open?.sockets ?? []) socket.destroy();
    }, FORCE_CLOSE_MS);
    force.unref();
  });
}

/** How long closing waits for a request still running before it closes the database anyway. */
const IN_FLIGHT_GRACE_MS = 5000;

/**
 * Counts requests in progress, so the database is closed only once none is using it. A request that
 * never ends must not keep the sandbox open for ever: after a grace period closing goes on, naming the
 * requests still running (method and path only: no query, no headers).
 * @internal a rule its module applies inside a larger answer, tested at its edges on its own
 *   (tests/sandbox/server.test.ts).
 */
export function trackInFlight(app: Hono, graceMs = IN_FLIGHT_GRACE_MS) {
  const running = new Map<number, string>();
  let next = 0;
  let onIdle: (() => void) | null = null;
  app.use('*', async (c, nextHandler) => {
    const id = next++;
    running.set(id, `${c.req.method} ${c.req.path}`);
    try {
      await nextHandler();
    } finally {
      running.delete(id);
      if (running.size === 0) onIdle?.();
    }
  });
  return {
    idle: (): Promise<void> =>
      running.size === 0
        ? Promise.resolve()
        : new Promise<void>((resolveIdle) => {
            const grace = setTimeout(() => {
              console.warn(
                `Sandbox closing with requests still running: ${[...running.values()].join(', ')}`,
              );
              resolveIdle();
            }, graceMs);
            grace.unref();
            onIdle = () => {
              clearTimeout(grace);
              resolveIdle();
            };
          }),
  };
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
};

/** Names of the files a built page loads; none ends a route of the portal. */
const FILE_EXTENSION = /\.(?:m?js|css|map|json|svg|png|ico|woff2?|txt|pdf|wasm|html)$/i;

const COMPRESSED_COPY = /\.(?:br|gz)$/i;

/** Routes whose page the build draws in English into HTML of its own (scripts/vite-prerender-login.ts). */
const PRERENDERED_ROUTES = new Map([['login', 'login.html']]);

/** Where the build writes the signed-in screens' pages (SCREEN_PAGES_DIR of scripts/vite-screen-pages.ts). */
const SCREEN_PAGES_DIR = 'screens';
/** Under it, those with the screen's waiting state drawn in English (DRAWN_ENGLISH_DIR there, decision 524). */
const DRAWN_ENGLISH_DIR = 'en';

/** A route's first segment: only lowercase words and hyphens name a screen's page. */
const SCREEN_SEGMENT = /^[a-z][a-z-]*$/;

/**
 * The page the build wrote for the screen at `route` (scripts/vite-screen-pages.ts), if there is one:
 * for an English reader the one with the screen's waiting state drawn, where the build drew one.
 */
function screenPageFile(root: string, route: string, english: boolean): string | null {
  const segment = route.split('/')[0] ?? '';
  if (!SCREEN_SEGMENT.test(segment)) return null;
  const drawn = join(root, SCREEN_PAGES_DIR, DRAWN_ENGLISH_DIR, `${segment}.html`);
  if (english && existsSync(drawn)) return drawn;
  const file = join(root, SCREEN_PAGES_DIR, `${segment}.html`);
  return existsSync(file) ? file : null;
}

/** The built portal under /epd/: files as they are, any other /epd path answers index.html (SPA). */
function mountPortal(app: Hono, portalDir: string): void {
  const root = resolve(portalDir);
  app.get('/epd', (c) => c.redirect('/epd/', 301));
  app.get('/', (c) => c.redirect('/epd/', 302));
  app.get('/epd/*', (c) => {
    let asked: string;
    try {
      asked = decodeURIComponent(new URL(c.req.url).pathname.slice('/epd/'.length));
    } catch {
      return c.text('The address is not correctly percent-encoded.', 400);
    }
    const file = resolve(root, asked);
    // Compared as resolved paths: a prefix test would let `dist-other/` pass for `dist`.
    const inside = relative(root, file);
    if (inside.startsWith('..') || isAbsolute(inside)) return c.text('Not found.', 404);
    // The build's compressed copies are answers to Accept-Encoding, not files of their own.
    if (COMPRESSED_COPY.test(inside)) return c.text('Not found.', 404);
    if (inside !== '' && existsSync(file) && statSync(file).isFile()) {
      const ext = file.slice(file.lastIndexOf('.'));
      const immutable = inside.startsWith('assets/');
      return sendFile(c, file, {
        contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream',
        cacheControl: immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
    }
    // A file the page asks for that is not there is a 404: the HTML page in its place would be run
    // or styled as what it is not. Other paths are the portal's routes (an e-mail may end one).
    if (inside.startsWith('assets/') || FILE_EXTENSION.test(inside)) return c.text('Not found.', 404);
    const page = { contentType: CONTENT_TYPES['.html']!, cacheControl: 'no-cache' };
    // Pages drawn in English at build go to English readers only: no one else sees English first (decision 524).
    const english = readerLocale(getCookie(c, LOCALE_COOKIE), c.req.header('Accept-Language')) === 'en';
    // The login page's HTML drawn at build, where the build wrote it (decision 341).
    const drawn = PRERENDERED_ROUTES.get(inside.replace(/\/+$/, ''));
    if (drawn && english && existsSync(join(root, drawn)))
      return sendFile(c, join(root, drawn), page, READER_LANGUAGE_HEADERS);
    // A signed-in screen's page, naming every chunk the screen needs, where the build wrote one (decision 450).
    const screenPage = screenPageFile(root, inside, english);
    if (screenPage) return sendFile(c, screenPage, page, READER_LANGUAGE_HEADERS);
    const index = join(root, 'index.html');
    if (!existsSync(index))
      return c.text(`The portal is not built: ${index} is missing (run npm run build).`, 503);
    return sendFile(c, index, page, drawn ? READER_LANGUAGE_HEADERS : undefined);
  });
}

/**
 * A built file, compressed as the browser accepts (sandbox/http/staticFile.ts); `varyAlso`: the request
 * headers besides Accept-Encoding that chose the file.
 */
function sendFile(
  c: Context,
  file: string,
  base: { contentType: string; cacheControl: string },
  varyAlso?: string,
) {
  const answer = staticFileAnswer(
    file,
    { acceptEncoding: c.req.header('Accept-Encoding'), range: c.req.header('Range') },
    base,
  );
  if (varyAlso) answer.headers.Vary = answer.headers.Vary ? `${answer.headers.Vary}, ${varyAlso}` : varyAlso;
  return answer.body === null
    ? c.body(null, answer.status, answer.headers)
    : c.body(answer.body, answer.status, answer.headers);
}

/**
 * Builds the 120-page signed policy of the journey case in the background, so the first reviewer does
 * not wait for it (the bytes are kept in the data dir: a restart finds them).
 */
function warmLongestPdf(ctx: SandboxContext): Promise<void> {
  const stored = ctx.cases.get(JOURNEY_CASE_ID);
  const longest = stored?.documents.reduce((a, b) => (b.pageCount > a.pageCount ? b : a));
  if (!stored || !longest) return Promise.resolve();
  return new Promise<void>((resolveWarm) => setImmediate(resolveWarm))
    .then(() => ctx.pdfs.base64(pdfRequest(stored, longest)))
    .then(
      () => undefined,
      (error: unknown) =>
        console.warn('[sandbox] could not prepare the signed policy PDF:', (error as Error).message),
    );
}

/**
 * Starts the sandbox: the insurer's API under /api, tester controls under /__sandbox, the external
 * pages under /__external, the built portal under /epd/, and the card provider on a second port.
 */
export async function startSandbox(options: SandboxOptions): Promise<RunningSandbox> {
  const db = openDb(options.dataDir);
  let key: Uint8Array;
  let signingSecret: Uint8Array;
  try {
    key = accountKey(db, options.dataDir, {
      fromEnvironment: options.accountKey,
      file: options.accountKeyFile,
    });
    signingSecret = tokenSecret(db, options.dataDir, {
      fromEnvironment: options.tokenSecret,
      file: options.tokenKeyFile,
    });
  } catch (error) {
    db.close();
    throw error;
  }
  const cases = new CaseStore(db);
  if (!isSeeded(db)) seedDemo(db, cases);
  // Only now, the tables made (or rebuilt) and seeded on the sandbox's own connection, may the search's
  // thread open its own (decision 415); it is started once the server listens.
  const search = new SearchWorker(join(options.dataDir, DB_FILE), options.searchThread);
  const settings: Settings = {
    allowAgentLogin: true,
    allowMfaBypass: false,
    routerMode: true,
    supportPhone: options.supportPhone ?? DEFAULT_SUPPORT_PHONE,
    sequencedReview: false,
  };
  const throttles = createThrottles();
  const cardProvider = new IssuedCardTokens(db);
  const ctx: SandboxContext = {
    db,
    cases,
    search,
    events: new CaseEvents(db),
    fingerprints: new DocumentFingerprints(db),
    tokens: new TokenService(signingSecret),
    cardProvider,
    accountKey: key,
    throttles,
    passwordChecks: new PasswordChecks(),
    pdfs: new PdfCache(db),
    faults: structuredClone(NO_FAULTS),
    settings: { ...settings },
    defaultSettings: settings,
    urls: { portal: '', sandbox: '', card: '' },
    now: () => new Date().toISOString(),
  };

  const host = options.host ?? DEFAULT_HOST;
  const hostNames = allowedHostNames(host, options.allowedHosts);
  const app = new Hono();
  const inFlight = trackInFlight(app);
  if (options.log) app.use('*', logger());
  app.use('*', baselineHeaders);
  app.use('*', allowedHosts(hostNames));
  app.route('/api', createApiApp(ctx));
  const testerControls = options.testerControls ?? isLoopback(host);
  // Tester answers (cases, tokens, telemetry) are never kept by a browser or a proxy.
  app.use('/__sandbox/*', async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  });
  if (testerControls)
    app.route(
      '/__sandbox',
      createTesterApp(ctx, {
        names: hostNames,
        ports: () => [ctx.urls.sandbox, ctx.urls.portal].map((u) => new URL(u).port),
      }),
    );
  else
    app.all('/__sandbox/*', (c) =>
      c.json(
        new HttpError(
          404,
          'NotFound',
          'The tester controls are off: this sandbox is bound beyond this machine (EPD_SANDBOX_CONTROLS=on switches them on).',
        ).body(),
        404,
      ),
    );
  app.route('/__external', createExternalPagesApp());
  if (options.portalDir) {
    app.use(
      '/epd/*',
      portalHeaders(() => ctx.urls.card, inlineScriptHashes(options.portalDir)),
    );
    mountPortal(app, options.portalDir);
  }

  const requestedPort = options.port ?? DEFAULT_PORT;
  let main: { server: ServerType; port: number };
  try {
    main = await listen(withHead(app.fetch), requestedPort, host, options.tls);
  } catch (error) {
    await search.close();
    throw error;
  }
  const scheme = options.tls ? 'https' : 'http';
  ctx.urls.sandbox = `${scheme}://localhost:${main.port}`;
  ctx.urls.portal = options.publicUrl ?? ctx.urls.sandbox;
  const cardApp = createCardProviderApp({ portalOrigin: ctx.urls.portal, issued: cardProvider, hostNames });
  const requestedCardPort = options.cardPort ?? (requestedPort === 0 ? 0 : requestedPort + 1);
  let card: { server: ServerType; port: number };
  try {
    card = await listen(withHead(cardApp.fetch), requestedCardPort, host, options.tls);
  } catch (error) {
    await closeServer(main.server);
    await search.close();
    db.close();
    throw error;
  }
  ctx.urls.card = `${scheme}://localhost:${card.port}`;
  // Beside the first requests: a search that comes before the thread is ready waits for it.
  search.warm();
  const warming = warmLongestPdf(ctx);

  return {
    url: ctx.urls.sandbox,
    host,
    testerControls,
    cardUrl: ctx.urls.card,
    port: main.port,
    cardPort: card.port,
    warmed: warming,
    async close() {
      await Promise.all([closeServer(main.server), closeServer(card.server)]);
      await Promise.all([inFlight.idle(), warming]);
      await search.close();
      db.close();
    },
  };
}
