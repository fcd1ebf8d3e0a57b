import { createHash } from 'node:crypto';
import { PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { MARKED_PAGES_BUDGET } from '../../sandbox/markedPages.ts';
import { inspectPdf } from '../../sandbox/pdf/untrusted.ts';
import {
  ACTIVE_MARKERS,
  activeContentPdf,
  cyclicTree,
  doublingTree,
  flatTree,
  manyObjects,
} from '../support/hostilePdfs.ts';
import { markedPagesBody } from './markedPagesSupport.ts';
import { errorOf, OLIVIA, startTestSandbox, type Tokens } from './support.ts';

/** Decision 380: marked pages are opened in a worker, within a budget, and kept without active content. */
const sb = startTestSandbox();
const CASE_ID = '100003';

async function askWith(tokens: Tokens, pdf: Uint8Array, pages: number[]) {
  const body = await markedPagesBody(CASE_ID, 'What does this clause mean?', pages);
  return sb.call('createComment', {
    params: { caseId: CASE_ID },
    tokens,
    json: { ...body, markedPages: { ...body.markedPages, pdf: Buffer.from(pdf).toString('base64') } },
  });
}

/**
 * Another caller's requests, one after another, while `upload` is under way: their answers, and
 * how many came before the upload's.
 */
async function besidePings<T>(upload: Promise<T>) {
  let answer: T | null = null;
  const done = upload.then((a) => {
    answer = a;
  });
  const pings: number[] = [];
  let answeredMeanwhile = 0;
  for (let i = 0; i < 500 && answer === null; i += 1) {
    pings.push((await sb.call('config')).status);
    if (answer === null) answeredMeanwhile += 1;
  }
  await done;
  return { answer: answer as unknown as T, pings, answeredMeanwhile };
}

const REVISITS =
  'markedPages.pdf: lists a page or a branch of its pages more than once, so it cannot be opened safely.';

describe('marked pages whose page tree lists a branch twice at every level (2^depth pages)', () => {
  for (const depth of [22, 24]) {
    it(`depth ${depth}: refused with a clear message, the server answering others all along`, async () => {
      const bomb = doublingTree(depth);
      expect(bomb.byteLength).toBeLessThan(3000);
      const olivia = await sb.customer(OLIVIA);
      const before = await sb.stored(CASE_ID);
      const { answer, pings } = await besidePings(askWith(olivia, bomb, [1, 2]));
      expect(answer.status).toBe(400);
      expect(errorOf(answer).Error).toBe(REVISITS);
      expect(pings.every((status) => status === 200)).toBe(true);
      expect((await sb.stored(CASE_ID)).comments).toEqual(before.comments);
    });
  }

  it('a legal file that takes a while to read: other requests are answered while it is read', async () => {
    const olivia = await sb.customer(OLIVIA);
    const { answer, answeredMeanwhile } = await besidePings(askWith(olivia, manyObjects(10_000), [1, 2]));
    expect(answer.status, answer.text).toBe(200);
    // Read in the request's own thread, the file would have kept every other caller waiting.
    expect(answeredMeanwhile).toBeGreaterThanOrEqual(3);
  });

  it('a tree that lists its own parent (a cycle) is refused the same way', async () => {
    const answer = await askWith(await sb.customer(OLIVIA), cyclicTree(), [1]);
    expect(answer.status).toBe(400);
    expect(errorOf(answer).Error).toBe(REVISITS);
  });

  it('more pages than any document has is refused, saying the limit', async () => {
    const answer = await askWith(await sb.customer(OLIVIA), flatTree(MARKED_PAGES_BUDGET.maxPages + 1), [1]);
    expect(answer.status).toBe(400);
    expect(errorOf(answer).Error).toBe(
      `markedPages.pdf: has more than ${MARKED_PAGES_BUDGET.maxPages} pages.`,
    );
  });

  it('a file that takes longer than its time to open is refused as too slow', async () => {
    // Twenty thousand objects take far longer than 5 ms to read, whatever the machine.
    const slow = await inspectPdf(manyObjects(20_000), { ...MARKED_PAGES_BUDGET, timeLimitMs: 5 });
    expect(slow).toEqual({ ok: false, reason: 'too-slow' });
    // The same file within the budget's own time opens.
    const timely = await inspectPdf(flatTree(3), MARKED_PAGES_BUDGET);
    expect(timely).toMatchObject({ ok: true, pageCount: 3, stripped: [] });
  });
});

describe('marked pages with active content', () => {
  it('are kept without open actions, JavaScript, launches or additional actions; links within stay', async () => {
    const olivia = await sb.customer(OLIVIA);
    const sent = activeContentPdf();
    for (const marker of ACTIVE_MARKERS) expect(Buffer.from(sent).toString('latin1')).toContain(marker);
    const answer = await askWith(olivia, sent, [1, 2]);
    expect(answer.status, answer.text).toBe(200);
    const comment = (await sb.stored(CASE_ID)).comments.at(-1);
    const read = await sb.call('markedPages', {
      params: { caseId: CASE_ID, commentId: comment?.commentId ?? '' },
      tokens: await sb.agent('10001'),
    });
    expect(read.status).toBe(200);
    const kept = Buffer.from((read.body as { content: string }).content, 'base64');
    const text = kept.toString('latin1');
    for (const marker of ACTIVE_MARKERS) expect(text).not.toContain(marker);
    expect(text).toContain('/GoTo');
    // The fingerprint logged and listed is that of the bytes kept, which still open with both pages.
    const sha256 = createHash('sha256').update(kept).digest('hex');
    expect(comment?.markedPages?.sha256).toBe(sha256);
    expect((await PDFDocument.load(kept)).getPageCount()).toBe(2);
  });

  it('a file without any is kept byte for byte', async () => {
    const olivia = await sb.customer(OLIVIA);
    const body = await markedPagesBody(CASE_ID);
    expect(
      (await sb.call('createComment', { params: { caseId: CASE_ID }, tokens: olivia, json: body })).status,
    ).toBe(200);
    const sha256 = createHash('sha256').update(Buffer.from(body.markedPages.pdf, 'base64')).digest('hex');
    expect((await sb.stored(CASE_ID)).comments.at(-1)?.markedPages?.sha256).toBe(sha256);
  });
});
