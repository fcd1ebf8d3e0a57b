import { describe, expect, it } from 'vitest';
import { createApi } from '../../src/api/index.ts';
import { rejection } from '../support/rejection.ts';

/**
 * In a page the API client needs no base address: it sends to `/api` on the page's own origin (or
 * VITE_API_BASE), through the browser's own fetch. The page's server here is Vitest's, which has no `/api`:
 * what it answers is not the point, where the call went is.
 */
describe('the API client in a browser page', () => {
  it("sends a case read to /api on the page's origin, with both tokens", async () => {
    const sent: Request[] = [];
    const api = createApi({
      tokens: () => ({ session: 'session.jwt', caseToken: 'case.jwt' }),
      fetch: (input, init) => {
        const request = new Request(input, init);
        sent.push(request.clone());
        return fetch(request);
      },
    });
    await rejection(api.getCase({ caseId: '100001' }));
    expect(sent.map((request) => request.url)).toEqual([`${location.origin}/api/cases/100001`]);
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer session.jwt, Bearer case.jwt');
  });

  it('refuses a bad case number before anything leaves the page', async () => {
    const sent: string[] = [];
    const api = createApi({
      tokens: () => ({ session: 'session.jwt', caseToken: null }),
      fetch: (input, init) => {
        sent.push(new Request(input, init).url);
        return fetch(input, init);
      },
    });
    const error = await rejection(api.getCase({ caseId: '../admin' }));
    expect(error.code).toBe('BadRequest');
    expect(sent).toEqual([]);
  });
});
