import { expect } from 'vitest';
import { markedPagesPdf } from '../support/testPdfs.ts';
import type { startTestSandbox, Tokens } from './support.ts';

type Sandbox = ReturnType<typeof startTestSandbox>;

/** A body with the signed policy's pages 2 and 5 marked, as the portal sends it (decision 285). */
export async function markedPagesBody(caseId: string, text = 'What does this clause mean?', pages = [2, 5]) {
  const pdf = await markedPagesPdf('Signed Policy', pages, 12);
  return {
    text,
    markedPages: { documentId: `D-${caseId}-1`, pages, pdf: Buffer.from(pdf).toString('base64') },
  };
}

/** Asks a question with marked pages through the real call; answers the stored comment's id. */
export async function askWithMarkedPages(sb: Sandbox, caseId: string, tokens: Tokens): Promise<string> {
  const result = await sb.call('createComment', {
    params: { caseId },
    tokens,
    json: await markedPagesBody(caseId),
  });
  expect(result.status, result.text).toBe(200);
  const comment = (await sb.stored(caseId)).comments.findLast((c) => c.markedPages);
  if (!comment) throw new Error('The question was stored without its marked pages');
  return comment.commentId;
}
