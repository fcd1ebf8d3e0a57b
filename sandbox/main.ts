import { spawn } from 'node:child_process';
import { DEMO_AGENTS, DEMO_CUSTOMERS, DEMO_PASSWORD, fullName } from './demo/people.ts';
import { allowedHostNames, configuredHosts } from './http/allowedHosts.ts';
import { DEFAULT_PORT, isLoopback, startSandbox } from './server.ts';
import { tlsFiles } from './tlsFiles.ts';

/**
 * `npm start`: the sandbox serving the built portal (dist/) at /epd/ with the API under /api.
 * `npm run dev` (--dev): the sandbox API only, on SANDBOX_PORT, plus Vite's dev server, which proxies
 * /api to it (vite.config.ts).
 */
const dev = process.argv.includes('--dev');
const port = Number(dev ? (process.env.SANDBOX_PORT ?? DEFAULT_PORT) : (process.env.PORT ?? DEFAULT_PORT));
const cardPort = process.env.CARD_PORT ? Number(process.env.CARD_PORT) : undefined;
const dataDir = process.env.EPD_DATA_DIR ?? '.epd-data';
const vitePort = Number(process.env.VITE_PORT ?? 5173);
const controls = process.env.EPD_SANDBOX_CONTROLS;
if (controls !== undefined && controls !== 'on' && controls !== 'off') {
  console.error(`EPD_SANDBOX_CONTROLS must be "on" or "off", not "${controls}".`);
  process.exit(1);
}

let tls: ReturnType<typeof tlsFiles>;
try {
  tls = tlsFiles(process.env.EPD_TLS_CERT, process.env.EPD_TLS_KEY);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const sandbox = await startSandbox({
  tls,
  port,
  host: process.env.HOST,
  testerControls: controls === undefined ? undefined : controls === 'on',
  cardPort,
  dataDir,
  portalDir: dev ? null : 'dist',
  log: process.env.SANDBOX_LOG === '1',
  supportPhone: process.env.SUPPORT_PHONE,
  accountKey: process.env.EPD_ACCOUNT_KEY,
  accountKeyFile: process.env.EPD_ACCOUNT_KEY_FILE,
  tokenSecret: process.env.EPD_TOKEN_SECRET,
  tokenKeyFile: process.env.EPD_TOKEN_KEY_FILE,
  allowedHosts: configuredHosts(process.env),
  // In dev the browser is on Vite's origin: the card form returns there, and Vite proxies /api here.
  publicUrl: dev ? `http://localhost:${vitePort}` : undefined,
});

const lines = [
  '',
  dev
    ? `Sandbox API:     ${sandbox.url}/api (the portal is served by Vite, below)`
    : `EPD portal:      ${sandbox.url}/epd/`,
  `Card provider:   ${sandbox.cardUrl}/hosted-form`,
  `Data:            ${dataDir} (reset: npm run sandbox -- reset)`,
  `Bound to:        ${sandbox.host}${isLoopback(sandbox.host) ? ' (this machine only; HOST changes it)' : ''}`,
  `Answers to:      ${[...allowedHostNames(sandbox.host, configuredHosts(process.env))].join(', ')}, IP addresses and *.localhost (EPD_ALLOWED_HOSTS adds names)`,
  sandbox.testerControls
    ? `Tester controls: on at ${sandbox.url}/__sandbox/${isLoopback(sandbox.host) ? '' : ' (EPD_SANDBOX_CONTROLS=on, reachable beyond this machine)'}`
    : 'Tester controls: off, because the sandbox is bound beyond this machine (EPD_SANDBOX_CONTROLS=on switches them on)',
  '',
  `Customer logins (password ${DEMO_PASSWORD}):`,
  ...DEMO_CUSTOMERS.map((c) => `  ${c.email.padEnd(30)} ${fullName(c)}`),
  'Agent logins (agent number):',
  ...DEMO_AGENTS.map((a) => `  ${a.agentNumber.padEnd(30)} ${fullName(a)}`),
  '',
];
console.info(lines.join('\n'));

const children: ReturnType<typeof spawn>[] = [];
if (dev) {
  const vite = spawn('npx', ['vite'], {
    stdio: 'inherit',
    env: { ...process.env, SANDBOX_PORT: String(sandbox.port), VITE_PORT: String(vitePort) },
  });
  children.push(vite);
  vite.on('exit', (code) => shutdown(code ?? 0));
}

let stopping = false;
async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await sandbox.close();
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
