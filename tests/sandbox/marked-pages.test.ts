import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { PDFDocument, PDFName } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../sandbox/store/sqlite.ts';
import { MAX_MARKED_PAGES_BYTES } from '../../src/api/schemas/markedPages.ts';
import type { EventLog } from '../support/eventLog.ts';
import { labelledPdf, markedPagesPdf } from '../support/testPdfs.ts';
import { askWithMarkedPages, markedPagesBody } from './markedPagesSupport.ts';
import { errorOf, IAN, OLIVIA, startTestSandbox, type Tokens } from './support.ts';

/** Decision 285: a question or change request carries the pages the customer marked up. */
const sb = startTestSandbox();
const CASE_ID = '100003';
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

async function ask(
  tokens: Tokens,
  json: unknown,
  call: 'createComment' | 'createChangeRequest' = 'createComment',
) {
  return sb.call(call, { params: { caseId: CASE_ID }, tokens, json });
}

async function withPdf(pdf: Uint8Array, pages = [2, 5]) {
  const body = await markedPagesBody(CASE_ID, 'What does this clause mean?', pages);
  return { ...body, markedPages: { ...body.markedPages, pdf: base64(pdf) } };
}

describe('a question with marked pages', () => {
  it('is stored with its PDF, and the agent gets the same bytes back, never cached', async () => {
    const olivia = await sb.customer(OLIVIA);
    const body = await markedPagesBody(CASE_ID);
    expect((await ask(olivia, body)).status).toBe(200);
    const comment = (await sb.stored(CASE_ID)).comments.at(-1);
    const sha256 = createHash('sha256').update(Buffer.from(body.markedPages.pdf, 'base64')).digest('hex');
    expect(comment).toMatchObject({
      commentType: 'Question',
      textDetails: 'What does this clause mean?',
      markedPages: { documentId: 'D-100003-1', pages: [2, 5], sha256 },
    });

    const alex = await sb.agent('10001');
    const read = await sb.call('markedPages', {
      params: { caseId: CASE_ID, commentId: comment?.commentId ?? '' },
      tokens: alex,
    });
    expect(read.status).toBe(200);
    expect(read.headers.get('cache-control')).toBe('no-store');
    expect(read.body).toMatchObject({ documentId: 'D-100003-1', pages: [2, 5], sha256 });
    const returned = Buffer.from((read.body as { content: string }).content, 'base64');
    expect(returned.equals(Buffer.from(body.markedPages.pdf, 'base64'))).toBe(true);
    // The highlight is still in the file the agent receives.
    const pdf = await PDFDocument.load(returned);
    const annots = pdf.getPage(0).node.lookup(PDFName.of('Annots'));
    expect(String(annots)).toContain('0 R');

    // The case as the agent reads it says which pages, of which document.
    const forAgent = await sb.call('getCaseForAgent', { params: { caseId: CASE_ID }, tokens: alex });
    const listed = (forAgent.body as { comments: { markedPages?: unknown }[] }).comments.at(-1);
    expect(listed?.markedPages).toEqual({ documentId: 'D-100003-1', pages: [2, 5], sha256 });
  });

  it("appends the attachment's SHA-256 to the case's event chain, and the chain holds", async () => {
    const olivia = await sb.customer(OLIVIA);
    await askWithMarkedPages(sb, CASE_ID, olivia);
    const stored = await sb.stored(CASE_ID);
    const log = (await sb.request('GET', `/__sandbox/cases/${CASE_ID}/events`)).body as EventLog;
    const event = log.events.at(-1);
    expect(event).toMatchObject({
      call: 'createComment',
      documentId: 'D-100003-1',
      attachmentSha256: stored.comments.at(-1)?.markedPages?.sha256,
    });
    expect(log.chain.intact).toBe(true);
    // The hash covers it: another attachment hash written into the row breaks the chain.
    const db = openDatabase(join(sb.state.dataDir, 'epd-sandbox.sqlite'));
    db.prepare('UPDATE case_events SET attachment_sha256 = ? WHERE seq = ?').run(
      '0'.repeat(64),
      event?.seq ?? null,
    );
    db.close();
    const after = (await sb.request('GET', `/__sandbox/cases/${CASE_ID}/events`)).body as EventLog;
    expect(after.chain.intact).toBe(false);
  });

  it('a change request carries them too, and moves the case as one without', async () => {
    const olivia = await sb.customer(OLIVIA);
    expect(
      (await ask(olivia, await markedPagesBody(CASE_ID, 'Please fix page 5'), 'createChangeRequest')).status,
    ).toBe(200);
    const stored = await sb.stored(CASE_ID);
    expect(stored.lifeCycleStatus).toBe('ChangeRequested');
    expect(stored.comments.at(-1)).toMatchObject({
      commentType: 'ChangeRequest',
      markedPages: { pages: [2, 5] },
    });
  });

  it('SPEC’s text body still works, with no marked pages', async () => {
    const olivia = await sb.customer(OLIVIA);
    expect((await ask(olivia, 'Just a question')).status).toBe(200);
    expect((await sb.stored(CASE_ID)).comments.at(-1)?.markedPages).toBeUndefined();
  });

  it('accepts the whole document with its marks as well as the marked pages alone', async () => {
    const olivia = await sb.customer(OLIVIA);
    expect(
      (
        await ask(
          olivia,
          await withPdf(
            await markedPagesPdf(
              'Signed Policy',
              [...Array(12).keys()].map((i) => i + 1),
              12,
            ),
          ),
        )
      ).status,
    ).toBe(200);
  });
});

describe('refused, storing nothing', () => {
  const refusals: [string, () => Promise<unknown>, number, string][] = [
    [
      'a file that is not a PDF',
      async () => withPdf(new TextEncoder().encode('hello, not a pdf')),
      400,
      'markedPages.pdf',
    ],
    [
      'a cut-off PDF',
      async () => withPdf((await labelledPdf('Cut', 2)).slice(0, 300)),
      400,
      'markedPages.pdf',
    ],
    [
      'a PDF with another number of pages',
      async () => withPdf(await labelledPdf('Three', 3)),
      400,
      'markedPages.pdf',
    ],
    [
      'a page the document does not have',
      async () => markedPagesBody(CASE_ID, 'Q', [2, 13]),
      400,
      'markedPages.pages',
    ],
    ['pages out of order', async () => markedPagesBody(CASE_ID, 'Q', [5, 2]), 400, 'markedPages.pages'],
    ['page 0', async () => markedPagesBody(CASE_ID, 'Q', [0]), 400, 'markedPages.pages.0'],
    [
      'no pages',
      async () => ({
        ...(await markedPagesBody(CASE_ID)),
        markedPages: { ...(await markedPagesBody(CASE_ID)).markedPages, pages: [] },
      }),
      400,
      'markedPages.pages',
    ],
    [
      'a document of another case',
      async () => ({
        ...(await markedPagesBody(CASE_ID)),
        markedPages: { ...(await markedPagesBody(CASE_ID)).markedPages, documentId: 'D-100001-1' },
      }),
      400,
      'markedPages.documentId',
    ],
    [
      'a pdf that is not base64',
      async () => ({
        ...(await markedPagesBody(CASE_ID)),
        markedPages: { ...(await markedPagesBody(CASE_ID)).markedPages, pdf: '%PDF-1.7 raw' },
      }),
      400,
      'markedPages.pdf',
    ],
    [
      'marked pages without text',
      async () => ({ ...(await markedPagesBody(CASE_ID)), text: '   ' }),
      400,
      'text',
    ],
  ];
  for (const [what, body, status, field] of refusals)
    it(what, async () => {
      const olivia = await sb.customer(OLIVIA);
      const before = await sb.stored(CASE_ID);
      const result = await ask(olivia, await body());
      expect(result.status, result.text).toBe(status);
      expect(errorOf(result).Field ?? errorOf(result).Error).toContain(field);
      expect(await sb.stored(CASE_ID)).toEqual(before);
    });

  it(`a PDF over ${MAX_MARKED_PAGES_BYTES / 1024 / 1024} MB: 413, before any page is read`, async () => {
    const olivia = await sb.customer(OLIVIA);
    const big = new Uint8Array(MAX_MARKED_PAGES_BYTES + 1);
    big.set(new TextEncoder().encode('%PDF-1.7\n'));
    const before = await sb.stored(CASE_ID);
    const result = await ask(olivia, await withPdf(big));
    expect(result.status).toBe(413);
    expect(errorOf(result).Code).toBe('PayloadTooLarge');
    expect(await sb.stored(CASE_ID)).toEqual(before);
  });

  it('a body over the comment calls’ 6 MB: 413 unread; other calls keep their 1 MB', async () => {
    const olivia = await sb.customer(OLIVIA);
    const huge = JSON.stringify({
      text: 'Q',
      markedPages: { documentId: 'D-100003-1', pages: [2], pdf: 'A'.repeat(6.5 * 1024 * 1024) },
    });
    expect(
      (await sb.call('createComment', { params: { caseId: CASE_ID }, tokens: olivia, raw: huge })).status,
    ).toBe(413);
    const twoMb = JSON.stringify('x'.repeat(2 * 1024 * 1024));
    expect(
      (await sb.call('createBgaComment', { params: { caseId: CASE_ID }, tokens: olivia, raw: twoMb })).status,
    ).toBe(413);
  });

  it('an agent may not send marked pages as a customer', async () => {
    const alex = await sb.agent('10001');
    const before = await sb.stored(CASE_ID);
    expect((await ask(alex, await markedPagesBody(CASE_ID))).status).toBe(403);
    expect(await sb.stored(CASE_ID)).toEqual(before);
  });
});

describe('reading marked pages back', () => {
  it("another party of the case may not read a customer's marked pages (SPEC §5), nor a wrong comment", async () => {
    const commentId = await askWithMarkedPages(sb, CASE_ID, await sb.customer(OLIVIA));
    const read = (tokens: Tokens, id = commentId) =>
      sb.call('markedPages', { params: { caseId: CASE_ID, commentId: id }, tokens });
    expect((await read(await sb.customer(OLIVIA))).status).toBe(200);
    // Ian is not on 100003: the case refuses him before the comment is looked at.
    expect((await read(await sb.customer(IAN))).status).toBe(403);
    expect((await read(await sb.customer(OLIVIA), 'C-NOPE')).status).toBe(404);
  });
});

describe('marked pages and the same question sent again (decision 066)', () => {
  it('the same text with the same marked pages is stored once; without them it is a new question', async () => {
    const olivia = await sb.customer(OLIVIA);
    const body = await markedPagesBody(CASE_ID, 'Is this right?');
    expect((await ask(olivia, body)).status).toBe(200);
    expect((await ask(olivia, body)).status).toBe(200);
    expect((await sb.stored(CASE_ID)).comments).toHaveLength(1);
    expect((await ask(olivia, 'Is this right?')).status).toBe(200);
    const comments = (await sb.stored(CASE_ID)).comments;
    expect(comments.map((c) => [c.textDetails, c.markedPages?.pages])).toEqual([
      ['Is this right?', [2, 5]],
      ['Is this right?', undefined],
    ]);
  });
});

describe('reading marked pages back, two customers on one case', () => {
  it("Olivia may not read Ian's marked pages on their shared case, though hers came first; Ian may", async () => {
    const olivia = await sb.customer(OLIVIA);
    const ian = await sb.customer(IAN);
    const hers = await askWithMarkedPages(sb, '100005', olivia);
    const his = await askWithMarkedPages(sb, '100005', ian);
    expect(his).not.toBe(hers);
    const read = (tokens: Tokens, commentId: string) =>
      sb.call('markedPages', { params: { caseId: '100005', commentId }, tokens });
    const refused = await read(olivia, his);
    expect(refused.status).toBe(403);
    expect(errorOf(refused).Error).not.toBe('');
    const own = await read(ian, his);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ commentId: his });
    expect((await read(olivia, hers)).status).toBe(200);
  });

  it('a comment whose stored file is gone answers 404 with a message, not a failure', async () => {
    const olivia = await sb.customer(OLIVIA);
    const commentId = await askWithMarkedPages(sb, CASE_ID, olivia);
    const db = openDatabase(join(sb.state.dataDir, 'epd-sandbox.sqlite'));
    db.prepare('DELETE FROM marked_pages WHERE case_id = ? AND comment_id = ?').run(CASE_ID, commentId);
    db.close();
    const gone = await sb.call('markedPages', { params: { caseId: CASE_ID, commentId }, tokens: olivia });
    expect(gone.status).toBe(404);
    expect(errorOf(gone).Error).not.toBe('');
  });
});
