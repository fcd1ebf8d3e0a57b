import { describe, expect, it } from 'vitest';
import type { Api } from '../../src/api/index.ts';
import type { Case } from '../../src/api/schemas/case.ts';
import { AHEAD_FOR_MS, askCaseAhead, caseAskedAhead } from '../../src/services/caseAhead.ts';

/** An API whose case calls answer `{ caseId, asked }` in order, or fail when told; each call noted. */
function caseApi(fails = false) {
  const calls: string[] = [];
  const answer =
    (call: string) =>
    ({ caseId }: { caseId: string }) => {
      calls.push(`${call} ${caseId}`);
      const asked = calls.length;
      return fails
        ? Promise.reject(new Error(`no ${caseId}`))
        : Promise.resolve({ caseId, asked } as unknown as Case);
    };
  const api = { getCase: answer('getCase'), getCaseForAgent: answer('getCaseForAgent') } as unknown as Api;
  return { api, calls };
}

const signal = new AbortController().signal;

// Each test takes what it asked for ahead: the answer is one for the whole page, as the portal's is.
describe('a case asked for ahead, as its route loads (decision 526)', () => {
  it('is the answer the screen takes, asked once', async () => {
    const { api, calls } = caseApi();
    askCaseAhead(api, '100001', 'customer', 1_000);
    expect(calls).toEqual(['getCase 100001']);
    await expect(caseAskedAhead(api, '100001', 'customer', signal, 1_500)).resolves.toEqual({
      caseId: '100001',
      asked: 1,
    });
    expect(calls).toEqual(['getCase 100001']);
  });

  it('is taken once: a reload of the case asks anew', async () => {
    const { api, calls } = caseApi();
    askCaseAhead(api, '100001', 'customer', 1_000);
    await caseAskedAhead(api, '100001', 'customer', signal, 1_000);
    await expect(caseAskedAhead(api, '100001', 'customer', signal, 1_000)).resolves.toMatchObject({
      asked: 2,
    });
    expect(calls).toEqual(['getCase 100001', 'getCase 100001']);
  });

  it("is not another case's, another role's, nor one that waited too long", async () => {
    const { api, calls } = caseApi();
    askCaseAhead(api, '100001', 'customer', 1_000);
    await expect(caseAskedAhead(api, '100002', 'customer', signal, 1_000)).resolves.toMatchObject({
      caseId: '100002',
    });
    askCaseAhead(api, '100001', 'customer', 1_000);
    await caseAskedAhead(api, '100001', 'agent', signal, 1_000);
    askCaseAhead(api, '100001', 'customer', 1_000);
    await caseAskedAhead(api, '100001', 'customer', signal, 1_000 + AHEAD_FOR_MS);
    askCaseAhead(api, '100001', 'customer', 1_000);
    await expect(
      caseAskedAhead(api, '100001', 'customer', signal, 1_000 + AHEAD_FOR_MS - 1),
    ).resolves.toMatchObject({ asked: 7 });
    expect(calls).toEqual([
      'getCase 100001',
      'getCase 100002',
      'getCase 100001',
      'getCaseForAgent 100001',
      'getCase 100001',
      'getCase 100001',
      'getCase 100001',
    ]);
  });

  it("asks an agent's case through the agent's call", async () => {
    const { api, calls } = caseApi();
    askCaseAhead(api, '100001', 'agent', 1_000);
    await caseAskedAhead(api, '100001', 'agent', signal, 1_000);
    expect(calls).toEqual(['getCaseForAgent 100001']);
  });

  it('hands a failure to the screen that takes it, and to no one before', async () => {
    const { api } = caseApi(true);
    askCaseAhead(api, '100001', 'customer', 1_000);
    // Nothing has taken it yet: no unhandled rejection (vitest fails the run on one).
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(caseAskedAhead(api, '100001', 'customer', signal, 1_000)).rejects.toThrow('no 100001');
  });
});
