import { describe, expectTypeOf, it } from 'vitest';
import { type Case, createApi, type DocumentActionResult, type PaymentResult } from '../../src/api/index.ts';

describe('Api types', () => {
  it('types each call from its schemas', () => {
    const api = createApi({
      baseUrl: 'http://127.0.0.1:9/api',
      tokens: () => ({ session: null, caseToken: null }),
    });
    expectTypeOf(api.getCase).parameters.toEqualTypeOf<
      [params: { caseId: string }, options?: { signal?: AbortSignal; idempotencyKey?: string }]
    >();
    expectTypeOf(api.getCase).returns.resolves.toEqualTypeOf<Case>();
    expectTypeOf(api.acceptDocument).returns.resolves.toEqualTypeOf<DocumentActionResult>();
    expectTypeOf(api.initialPayment).returns.resolves.toEqualTypeOf<PaymentResult>();
    expectTypeOf(api.login).returns.resolves.toEqualTypeOf<string>();
    expectTypeOf(api.agentLogin).parameters.toMatchTypeOf<[{ agentNumber: string }, ...unknown[]]>();
    expectTypeOf(api.bypassApproval).returns.resolves.toEqualTypeOf<undefined>();
    expectTypeOf(api.tracker).parameters.toMatchTypeOf<
      [{ caseId: string; currentPage: string }, ...unknown[]]
    >();
    // @ts-expect-error a case read needs its caseId
    void (() => api.getCase({}));
    // @ts-expect-error a payment needs its body
    void (() => api.initialPayment({ caseId: '1' }));
    // @ts-expect-error body fields are typed
    void (() => api.createComment({ caseId: '1' }, 42));
    void (() => api.config());
    void (() => api.dashboard({}, { signal: AbortSignal.timeout(1) }));
  });
});
