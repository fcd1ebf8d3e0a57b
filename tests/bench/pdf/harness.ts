import {
  copyFileSync,
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { generateDocumentPdf } from '../../../sandbox/pdf/generate.ts';
import { pdfjsAssets } from '../../../scripts/vite-pdfjs-assets.ts';
import { SHARED_PDFS } from '../../support/sharedPdfs.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
};

const REPO_ROOT = resolve(import.meta.dirname, '../../..');

export { SHARED_PDFS };

export interface Harness {
  url: string;
  files: Record<string, string>;
  /** Real-world PDFs copied from SHARED_PDFS, by file name → served path; empty when that folder is absent. */
  shared: Record<string, string>;
  /** Every path the server answered 404, in order: the pdf.js worker's fetches included, whatever the browser reports. */
  notFound: string[];
  close: () => Promise<void>;
}

/**
 * Builds the bench page with Vite (with pdf.js's data files under /pdfjs/), writes the generated PDFs
 * beside it, copies the real-world PDFs from SHARED_PDFS when that folder exists, and serves them all.
 */
export async function startHarness(pageCounts: number[]): Promise<Harness> {
  const dir = mkdtempSync(join(tmpdir(), 'epd-pdf-bench-'));
  // pdfjsAssets() reads node_modules/pdfjs-dist relative to the working directory.
  const cwd = process.cwd();
  process.chdir(REPO_ROOT);
  try {
    await build({
      root: import.meta.dirname,
      // Absolute, as the portal's '/epd/' is: pdf.js hands cMap/font/wasm URLs to its worker, which would
      // resolve a relative BASE_URL ('./pdfjs/…') against the worker script under assets/ and 404.
      base: '/',
      logLevel: 'warn',
      plugins: [react(), pdfjsAssets()],
      build: { outDir: dir, emptyOutDir: true, sourcemap: false },
    });
  } finally {
    process.chdir(cwd);
  }
  const files: Record<string, string> = {};
  for (const pageCount of pageCounts) {
    const bytes = await generateDocumentPdf({
      caseId: '100001',
      policyNumber: 'L1000001',
      documentType: 'SignedPolicy',
      pageCount,
      partyName: 'Olivia Owner',
      isAnnuity: false,
    });
    const name = `signed-${pageCount}.pdf`;
    writeFileSync(join(dir, name), bytes);
    files[`${pageCount} pages`] = name;
  }
  const shared: Record<string, string> = {};
  if (existsSync(SHARED_PDFS)) {
    mkdirSync(join(dir, 'shared'));
    for (const name of readdirSync(SHARED_PDFS)
      .filter((n) => n.endsWith('.pdf'))
      .sort()) {
      copyFileSync(join(SHARED_PDFS, name), join(dir, 'shared', name));
      shared[name] = `shared/${encodeURIComponent(name)}`;
    }
  }
  const notFound: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    const file = join(dir, path === '/' ? 'index.html' : path);
    if (path === '/favicon.ico') {
      // Chromium asks every new page for one; not the viewer's doing.
      res.writeHead(204).end();
      return;
    }
    if (!file.startsWith(dir) || !existsSync(file)) {
      notFound.push(req.url ?? '');
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    files,
    shared,
    notFound,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
