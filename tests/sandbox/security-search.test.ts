import { describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../src/api/schemas/index.ts';
import { errorOf, startTestSandbox, type Tokens } from './support.ts';

const sb = startTestSandbox();

const search = (tokens: Tokens, json: unknown) => sb.call('searchBook', { tokens, json });
async function found(tokens: Tokens, json: Record<string, unknown>): Promise<string[]> {
  const result = await search(tokens, { take: 200, ...json });
  expect(result.status, JSON.stringify(json)).toBe(200);
  return (result.body as SearchResponse).cases.map((c) => c.caseId);
}

describe('user text is matched literally, never as a pattern', () => {
  it('finds a tax id only by all of it: % and _ match nothing, so digits cannot be recovered one by one', async () => {
    const alex = await sb.agent('10001');
    const taxId = (await sb.stored('100020')).parties[0]?.taxId ?? '';
    expect(taxId).toMatch(/^\d{9}$/);
    expect(await found(alex, { partyTaxId: taxId })).toEqual(['100020']);
    for (const pattern of ['%', '_', '_________', `${taxId.slice(0, 1)}%`, `${taxId.slice(0, 8)}_`])
      expect(await found(alex, { partyTaxId: pattern }), pattern).toEqual([]);
    // Part of a tax id is not a tax id either.
    expect(await found(alex, { partyTaxId: taxId.slice(0, 8) })).toEqual([]);
  });

  it('takes % and _ in a name, policy number or delivery method as those characters', async () => {
    const alex = await sb.agent('10001');
    for (const field of ['partyName', 'policyNumber', 'deliveryMethod'])
      for (const pattern of ['%', '_', '%%', 'L%1'])
        expect(await found(alex, { [field]: pattern }), `${field} ${pattern}`).toEqual([]);
    // Ordinary text still matches as before, in either case.
    expect(await found(alex, { partyName: 'carmen' })).toEqual(['100010']);
    expect(await found(alex, { policyNumber: 'l1000001' })).toEqual(['100001']);
  });
});

describe('out-of-range input is refused, not crashed on', () => {
  it('refuses a skip or take beyond its bounds with 400 naming the field', async () => {
    const alex = await sb.agent('10001');
    for (const [field, value] of [
      ['skip', 1e300],
      ['skip', Number.MAX_SAFE_INTEGER + 2],
      ['skip', -1],
      ['take', 1e300],
      ['take', 0],
    ] as const) {
      const result = await search(alex, { [field]: value });
      expect(result.status, `${field} ${value}`).toBe(400);
      expect(errorOf(result).Field).toBe(field);
    }
  });

  it('refuses search texts longer than their fields can be, with 400 naming the field', async () => {
    const alex = await sb.agent('10001');
    for (const field of ['partyName', 'policyNumber', 'partyTaxId', 'companyCode', 'deliveryMethod']) {
      const result = await search(alex, { [field]: 'x'.repeat(60_000) });
      expect(result.status, field).toBe(400);
      expect(errorOf(result).Field).toBe(field);
    }
    const many = await search(alex, { agentNumbers: Array.from({ length: 1000 }, () => '10001') });
    expect(many.status).toBe(400);
    expect(errorOf(many).Field).toBe('agentNumbers');
  });
});
