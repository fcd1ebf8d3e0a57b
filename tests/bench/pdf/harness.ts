import { createReadStream, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { generateDocumentPdf } from '../../../sandbox/pdf/generate.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.pdf': 'application/pdf',
};

export interface Harness {
  url: string;
  files: Record<string, string>;
  close: () => Promise<void>;
}

/** Builds the bench page with Vite, writes the generated PDFs beside it and serves both. */
export async function startHarness(pageCounts: number[]): Promise<Harness> {
  const dir = mkdtempSync(join(tmpdir(), 'epd-pdf-bench-'));
  await build({
    root: import.meta.dirname,
    base: './',
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: dir, emptyOutDir: true, sourcemap: false },
  });
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
  const server: Server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    const file = join(dir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dir) || !existsSync(file)) {
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
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
