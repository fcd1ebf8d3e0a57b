import { createHash } from 'node:crypto';
import { resolveCaseViewer, rotateCaseToken } from '../auth/callers.ts';
import { certificateOf } from '../certificate.ts';
import { type Handler, param, readCase } from './shared.ts';

/** The certificate of delivery: for the case's parties and its agents, as the case read (decision 232). */
export const certificate: Handler = async (c, ctx) => {
  const stored = readCase(ctx, param(c, 'caseId'));
  const viewer = await resolveCaseViewer(c, ctx, stored);
  await rotateCaseToken(c, ctx, viewer);
  c.header('Cache-Control', 'no-store');
  // Today's bytes of each document, for those delivered before the log began (decision 384).
  const today = new Map<string, string>();
  for (const doc of stored.documents) {
    const content = await ctx.pdfs.contentOf(stored, doc);
    today.set(doc.documentId, createHash('sha256').update(Buffer.from(content, 'base64')).digest('hex'));
  }
  return c.json(
    certificateOf({
      stored,
      events: ctx.events.list(stored.caseId),
      chain: ctx.events.check(stored.caseId),
      fingerprintOf: (documentId) => ctx.fingerprints.fixed(stored.caseId, documentId),
      todaysFingerprintOf: (documentId) => today.get(documentId) ?? null,
      now: ctx.now(),
    }),
  );
};
