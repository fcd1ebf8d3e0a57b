import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { readAddress } from '../../src/domain/agentSearch.ts';
import { parseSearch, SearchText, stringifySearch } from '../../src/routes/searchParams.ts';

describe('search parameters are text (decision 89)', () => {
  it('writes every value as typed, without JSON quotes', () => {
    expect(stringifySearch({ listAllPolicies: 'true', policy: '100010', name: 'O"Brien' })).toBe(
      '?listAllPolicies=true&policy=100010&name=O%22Brien',
    );
    expect(stringifySearch({})).toBe('');
  });

  it('reads back exactly what was written', () => {
    const written = {
      search: 'on',
      policy: '100010',
      listAllPolicies: 'false',
      name: '"x"',
      from: '2026-01-02',
    };
    const read = parseSearch(stringifySearch(written));
    expect(
      Object.fromEntries(Object.entries(read).map(([key, value]) => [key, v.parse(SearchText, value)])),
    ).toEqual(written);
    expect(readAddress(read)).toEqual(written);
  });

  it('keeps numbers and booleans as the text they were written in', () => {
    const read: Record<string, unknown> = parseSearch('?a=123&b=true&c=0123&d=1e3&e=');
    expect(['a', 'b', 'c', 'd', 'e'].map((key) => v.parse(SearchText, read[key]))).toEqual([
      '123',
      'true',
      '0123',
      '1e3',
      '',
    ]);
  });
});
