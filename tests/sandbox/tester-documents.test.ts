import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { runSandboxCommand, USAGE } from '../../sandbox/commands.ts';
import { MAX_UPLOAD_BYTES } from '../../sandbox/documentUpload.ts';
import type { CallName } from '../../src/api/contract.ts';
import type { Document } from '../../src/api/schemas/index.ts';
import { cyclicTree, flatTree } from '../support/hostilePdfs.ts';
import { encryptedPdf, labelledPdf, truncatedPdf } from '../support/testPdfs.ts';
import { errorOf, OLIVIA, startTestSandbox, type Tokens } from './support.ts';

const sb = startTestSandbox();
const CASE = '100001';
const POLICY = 'D-100001-1';
const AMENDMENT = 'D-100001-2';
const pdfPath = (caseId: string, documentId: string) =>
  `/__sandbox/cases/${caseId}/documents/${documentId}/pdf`;

async function putPdf(file: Uint8Array, caseId = CASE, documentId = POLICY, contentType = 'application/pdf') {
  const response = await fetch(`${sb.url()}${pdfPath(caseId, documentId)}`, {
    method: 'PUT',
    headers: { 'Content-Type': contentType },
    body: Buffer.from(file),
  });
  const text = await response.text();
  const body = text === '' ? null : (JSON.parse(text) as unknown);
  return { status: response.status, headers: response.headers, text, body };
}

async function documentsOf(tokens: Tokens, call: CallName = 'documents'): Promise<Document[]> {
  const result = await sb.call(call, { params: { caseId: CASE }, tokens });
  expect(result.status).toBe(200);
  return result.body as Document[];
}

const bytesOf = (doc: Document | undefined) => Buffer.from(doc?.content ?? '', 'base64');
const byId = (docs: Document[], id: string) => docs.find((d) => d.documentId === id);

describe('PUT /__sandbox/cases/{id}/documents/{doc}/pdf: a tester brings their own file', () => {
  it('answers 204, and every documents call serves exactly those bytes with the file’s page count', async () => {
    const olivia = await sb.customer(OLIVIA);
    const before = await documentsOf(olivia);
    const file = await labelledPdf('Own policy', 7);
    const put = await putPdf(file);
    expect(put.status).toBe(204);
    expect(put.text).toBe('');
    for (const call of ['documents', 'documentsWithSigned', 'documentsOnlySignedPolicy'] as const) {
      const policy = byId(await documentsOf(olivia, call), POLICY);
      expect(bytesOf(policy).equals(Buffer.from(file)), call).toBe(true);
      expect(policy?.pageCount, call).toBe(7);
    }
    expect((await sb.stored(CASE)).documents[0]?.pageCount).toBe(7);
    // The other documents keep their generated content.
    const after = await documentsOf(olivia);
    expect(byId(after, AMENDMENT)?.content).toBe(byId(before, AMENDMENT)?.content);
  });

  it('takes a second file over the first, and a reset brings the generated document back', async () => {
    const olivia = await sb.customer(OLIVIA);
    const generated = byId(await documentsOf(olivia), POLICY);
    expect((await putPdf(await labelledPdf('First', 2))).status).toBe(204);
    const second = await labelledPdf('Second', 3);
    expect((await putPdf(second)).status).toBe(204);
    expect(bytesOf(byId(await documentsOf(olivia), POLICY)).equals(Buffer.from(second))).toBe(true);

    expect((await sb.request('POST', '/__sandbox/reset')).status).toBe(200);
    const fresh = await sb.customer(OLIVIA);
    const restored = byId(await documentsOf(fresh), POLICY);
    expect(restored?.content).toBe(generated?.content);
    expect(restored?.pageCount).toBe(120);
  });

  it('accepts a truncated PDF as it is, keeping the old page count it cannot read', async () => {
    const olivia = await sb.customer(OLIVIA);
    const broken = await truncatedPdf();
    expect((await putPdf(broken, CASE, AMENDMENT)).status).toBe(204);
    const amendment = byId(await documentsOf(olivia), AMENDMENT);
    expect(bytesOf(amendment).equals(Buffer.from(broken))).toBe(true);
    expect(amendment?.pageCount).toBe(2);
  });

  it('accepts an encrypted PDF as it is and still counts its pages', async () => {
    const olivia = await sb.customer(OLIVIA);
    const locked = await encryptedPdf(4);
    expect((await putPdf(locked, CASE, AMENDMENT)).status).toBe(204);
    const amendment = byId(await documentsOf(olivia), AMENDMENT);
    expect(bytesOf(amendment).equals(Buffer.from(locked))).toBe(true);
    expect(amendment?.pageCount).toBe(4);
  });

  it('judges the bytes, not the Content-Type header', async () => {
    const file = await labelledPdf('Sent as octets', 1);
    expect((await putPdf(file, CASE, POLICY, 'application/octet-stream')).status).toBe(204);
  });
});

describe('refusals change nothing', () => {
  /** Puts a known file first, so each refusal can be seen to leave it in place. */
  async function withKnownFile() {
    const known = await labelledPdf('Known', 5);
    expect((await putPdf(known)).status).toBe(204);
    return async () => {
      const olivia = await sb.customer(OLIVIA);
      const policy = byId(await documentsOf(olivia), POLICY);
      expect(bytesOf(policy).equals(Buffer.from(known))).toBe(true);
      expect(policy?.pageCount).toBe(5);
    };
  }

  it('answers 404 for an unknown case or document', async () => {
    const unchanged = await withKnownFile();
    const file = await labelledPdf('Nowhere', 1);
    const noCase = await putPdf(file, '999999', POLICY);
    expect(noCase.status).toBe(404);
    expect(errorOf(noCase)).toMatchObject({ Code: 'CaseNotFound', Error: 'Case 999999 was not found.' });
    const noDocument = await putPdf(file, CASE, 'D-100001-99');
    expect(noDocument.status).toBe(404);
    expect(errorOf(noDocument)).toMatchObject({
      Code: 'NotFound',
      Error: 'Document D-100001-99 was not found on case 100001.',
    });
    // A document of another case is unknown on this one.
    expect((await putPdf(file, CASE, 'D-100002-1')).status).toBe(404);
    await unchanged();
  });

  it('answers 415 for a body that does not start like a PDF, and for no body at all', async () => {
    const unchanged = await withKnownFile();
    const html = await putPdf(new TextEncoder().encode('<html>not a policy</html>'));
    expect(html.status).toBe(415);
    expect(errorOf(html).Code).toBe('UnsupportedMediaType');
    expect(errorOf(html).Error).toMatch(/not a PDF: a PDF file starts with "%PDF-"/);
    // A PDF with anything in front of its header does not start like one either.
    const prefixed = await putPdf(new Uint8Array([0x20, ...(await labelledPdf('Late header', 1))]));
    expect(prefixed.status).toBe(415);
    expect((await putPdf(new Uint8Array(0))).status).toBe(415);
    expect((await putPdf(new TextEncoder().encode('%PDF'))).status).toBe(415);
    await unchanged();
  });

  it('answers 400 for a file over the page or object budget: the document keeps its file and page count (decision 412)', {
    timeout: 120_000,
  }, async () => {
    const unchanged = await withKnownFile();
    const cycle = await putPdf(cyclicTree());
    expect(cycle.status).toBe(400);
    expect(errorOf(cycle)).toMatchObject({
      Code: 'BadRequest',
      Error:
        'The PDF lists a page or a branch of its pages more than once, so it cannot be opened safely. Document D-100001-1 was not changed: it keeps its file and its 5 pages.',
    });
    await unchanged();
    const tooMany = await putPdf(flatTree(20_001));
    expect(tooMany.status).toBe(400);
    expect(errorOf(tooMany).Error).toBe(
      'The PDF has more than 20,000 pages. Document D-100001-1 was not changed: it keeps its file and its 5 pages.',
    );
    await unchanged();
    expect((await sb.stored(CASE)).documents.find((d) => d.documentId === POLICY)?.pageCount).toBe(5);
  });

  it('answers 413 from Content-Length alone, before the body is sent', async () => {
    const unchanged = await withKnownFile();
    const { status, body } = await new Promise<{ status: number; body: string }>((done, fail) => {
      const req = httpRequest(`${sb.url()}${pdfPath(CASE, POLICY)}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/pdf', 'Content-Length': String(MAX_UPLOAD_BYTES + 1) },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        res.on('end', () => {
          done({ status: res.statusCode ?? 0, body: text });
          req.destroy();
        });
      });
      req.on('error', fail);
      // Only the headers and the PDF header go out; the answer must not wait for the rest.
      req.write('%PDF-1.7\n');
    });
    expect(status).toBe(413);
    expect(JSON.parse(body)).toMatchObject({ errors: { Code: 'PayloadTooLarge' } });
    expect(JSON.parse(body).errors.Error).toMatch(/larger than the sandbox's limit of 64 MB/);
    await unchanged();
  });

  it('answers 413 on the bytes read when the body comes without a Content-Length', async () => {
    const unchanged = await withKnownFile();
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    chunk.write('%PDF-1.7\n');
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // One chunk past the limit, then the end: a sender that ignores the limit.
        if (sent > MAX_UPLOAD_BYTES) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await fetch(`${sb.url()}${pdfPath(CASE, POLICY)}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/pdf' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { errors: { Code: string } }).errors.Code).toBe('PayloadTooLarge');
    await unchanged();
  });
});

describe('npm run sandbox -- put-pdf <caseId> <documentId> <file>', () => {
  const files = mkdtempSync(join(tmpdir(), 'epd-put-pdf-'));
  afterAll(() => rmSync(files, { recursive: true, force: true }));
  const fileOf = (name: string, bytes: Uint8Array | string) => {
    const path = join(files, name);
    writeFileSync(path, bytes);
    return path;
  };

  /** The command as the CLI runs it, in this process, on the running sandbox's data dir. */
  async function command(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runSandboxCommand(argv, {
      dataDir: sb.state.dataDir,
      info: (m) => out.push(m),
      error: (m) => err.push(m),
    });
    return { code, stdout: out.join('\n'), stderr: err.join('\n') };
  }

  // npm and tsx start in a process of their own, which takes seconds on a busy machine.
  const CLI_TIMEOUT = { timeout: 90_000 };

  it(
    'puts the file into the running sandbox’s data through npm’s script, served at once',
    CLI_TIMEOUT,
    async () => {
      const file = await labelledPdf('From the command line', 6);
      const path = fileOf('policy.pdf', file);
      const root = resolve(import.meta.dirname, '../..');
      const { stdout } = await promisify(execFile)(
        'npm',
        ['run', '--silent', 'sandbox', '--', 'put-pdf', CASE, AMENDMENT, path],
        {
          cwd: root,
          env: { ...process.env, EPD_DATA_DIR: sb.state.dataDir },
        },
      );
      expect(stdout).toContain(`Put ${path} into document ${AMENDMENT} of case ${CASE} (6 pages).`);
      const olivia = await sb.customer(OLIVIA);
      const amendment = byId(await documentsOf(olivia), AMENDMENT);
      expect(bytesOf(amendment).equals(Buffer.from(file))).toBe(true);
      expect(amendment?.pageCount).toBe(6);
    },
  );

  it('says when it cannot read the pages of a file it puts', async () => {
    const path = fileOf('broken.pdf', await truncatedPdf());
    expect(await command('put-pdf', CASE, AMENDMENT, path)).toEqual({
      code: 0,
      stdout: `Put ${path} into document ${AMENDMENT} of case ${CASE} (pages unreadable, still counted as 2).`,
      stderr: '',
    });
  });

  it('refuses with the control’s messages and exit code 1, changing nothing', async () => {
    const olivia = await sb.customer(OLIVIA);
    const before = byId(await documentsOf(olivia), AMENDMENT)?.content;
    const text = fileOf('notes.txt', 'plain notes');
    const pdf = fileOf('fine.pdf', await labelledPdf('Fine', 1));
    expect(await command('put-pdf', CASE, AMENDMENT, text)).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('The body is not a PDF'),
    });
    expect(await command('put-pdf', CASE, 'D-100001-99', pdf)).toMatchObject({
      code: 1,
      stderr: 'Document D-100001-99 was not found on case 100001.',
    });
    expect(await command('put-pdf', '999999', AMENDMENT, pdf)).toMatchObject({
      code: 1,
      stderr: 'Case 999999 was not found.',
    });
    expect(await command('put-pdf', CASE, AMENDMENT, join(files, 'missing.pdf'))).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/^Cannot read .*missing\.pdf: ENOENT/),
    });
    expect(await command('put-pdf', CASE, AMENDMENT)).toMatchObject({ code: 1, stderr: USAGE });
    expect(await command('put-pdfs', CASE, AMENDMENT, pdf)).toMatchObject({ code: 1, stderr: USAGE });
    expect(byId(await documentsOf(olivia), AMENDMENT)?.content).toBe(before);
  });

  it('refuses a file over the limit from its size, before reading it', async () => {
    const path = join(files, 'huge.pdf');
    writeFileSync(path, '%PDF-1.7\n');
    truncateSync(path, MAX_UPLOAD_BYTES + 1);
    expect(await command('put-pdf', CASE, AMENDMENT, path)).toMatchObject({
      code: 1,
      stderr: "The PDF is larger than the sandbox's limit of 64 MB.",
    });
  });
});
