import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  criteriaFromAddress,
  readAddress,
  SEARCHABLE_STATUSES,
  SearchCriteria,
} from '../../src/domain/agent/agentSearch.ts';
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

// The agent home's address (decision 025): what a hand-edited or shared link carries reaches the search
// only when it fits; the rest is dropped, as if not written.
describe('the agent home address keeps only what fits (decisions 025, 068, 089)', () => {
  it('keeps listAllPolicies only as true or false', () => {
    expect(readAddress(parseSearch('?listAllPolicies=true'))).toStrictEqual({ listAllPolicies: 'true' });
    expect(readAddress(parseSearch('?listAllPolicies=false'))).toStrictEqual({ listAllPolicies: 'false' });
    expect(readAddress(parseSearch('?listAllPolicies=yes'))).toStrictEqual({});
    expect(readAddress(parseSearch('?listAllPolicies='))).toStrictEqual({});
    expect(readAddress(parseSearch('?search=on'))).toStrictEqual({ search: 'on' });
  });

  it('reads an empty parameter as not written', () => {
    expect(readAddress(parseSearch('?search=on&policy=&name=&status=&filter=&mine='))).toStrictEqual({
      search: 'on',
    });
  });

  it('asks for "awaiting my approval" only with mine=1', () => {
    expect(readAddress(parseSearch('?search=on&mine=1'))).toStrictEqual({ search: 'on', mine: '1' });
    expect(readAddress(parseSearch('?search=on&mine=yes'))).toStrictEqual({ search: 'on' });
    expect(readAddress(parseSearch('?search=on&mine=2'))).toStrictEqual({ search: 'on' });
    expect(criteriaFromAddress(readAddress(parseSearch('?search=on&mine=true')))?.awaitingMyApproval).toBe(
      false,
    );
  });

  it('cuts a parameter longer than 200 characters to its first 200', () => {
    const long = 'a'.repeat(250);
    expect(readAddress(parseSearch(`?search=on&name=${long}&filter=${long}`))).toStrictEqual({
      search: 'on',
      name: 'a'.repeat(200),
      filter: 'a'.repeat(200),
    });
  });

  it('keeps a date written YYYY-MM-DD and drops any other', () => {
    const criteria = (query: string) => criteriaFromAddress(readAddress(parseSearch(query)));
    expect(criteria('?search=on&policy=1&from=2026-01-02&to=2026-12-31')).toMatchObject({
      policyNumber: '1',
      validFrom: '2026-01-02',
      validTo: '2026-12-31',
    });
    for (const bad of ['2026-01-02x', 'x2026-01-02', '26-01-02', '2026-1-02', '2026-01-2', 'abcd-01-02']) {
      expect(criteria(`?search=on&policy=1&from=${bad}&to=${bad}`)).toMatchObject({
        policyNumber: '1',
        validFrom: '',
        validTo: '',
      });
    }
    expect(v.is(SearchCriteria, { validFrom: '2026-01-02', validTo: '2026-12-31' })).toBe(true);
    expect(v.is(SearchCriteria, { validFrom: '2026-01-02T00:00:00.000Z' })).toBe(false);
    expect(v.is(SearchCriteria, { validTo: '2026-0x-02' })).toBe(false);
  });

  it('keeps the product EPL or EPA with the rest of the search', () => {
    for (const product of ['EPL', 'EPA'] as const) {
      expect(
        criteriaFromAddress(readAddress(parseSearch(`?search=on&policy=1&product=${product}`))),
      ).toMatchObject({
        policyNumber: '1',
        companyCode: product,
      });
    }
    expect(criteriaFromAddress(readAddress(parseSearch('?search=on&policy=1&product=XYZ')))).toMatchObject({
      policyNumber: '1',
      companyCode: '',
    });
  });

  it('offers every status of SPEC §3 but Unknown, in SPEC order', () => {
    expect(SEARCHABLE_STATUSES).toEqual([
      'Initialized',
      'WaitingApproval',
      'WaitingRelease',
      'WaitingAcceptance',
      'WaitingCompletion',
      'WaitingDeliveryConfirmation',
      'Complete',
      'RevertedToPaper',
      'Canceled',
      'ReissueRequested',
      'ChangeRequested',
      'AgentChangeRequested',
      'BgaChangeRequested',
    ]);
    expect(
      criteriaFromAddress(readAddress(parseSearch('?search=on&status=Unknown,Complete')))?.statuses,
    ).toEqual(['Complete']);
  });
});
