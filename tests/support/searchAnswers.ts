import { createHash } from 'node:crypto';
import * as v from 'valibot';
import { generateBook } from '../../sandbox/demo/book.ts';
import { ALEX } from '../../sandbox/demo/people.ts';
import type { CaseStore } from '../../sandbox/store/cases.ts';
import { type ParsedSearchRequest, SearchRequest } from '../../src/api/schemas/index.ts';

/**
 * The book's search over a generated book, asked many ways (names of every length, tax ids,
 * statuses, company, method, policy numbers, dates, every sort and paging): each answer's SHA-256,
 * so a change of how the search is made can be checked to answer exactly as before
 * (tests/sandbox/search-answers.test.ts, decision 410).
 */
const ANSWERS_BOOK = { firstNumber: 300_000, count: 2_400 } as const;

export const answersBook = () => generateBook(ANSWERS_BOOK.firstNumber, ANSWERS_BOOK.count, ALEX);

const NAMES = [
  'Maya Stone',
  'maya st',
  'Noah Ri',
  'Mia Okafor',
  'Ruth Ha',
  'Chen',
  'che',
  'Nguyen',
  'Pat ',
  'ston',
  'ya st',
  'a',
  'o',
  'ch',
  'ia',
  'xq',
  'MAYA',
  '"',
  'a"b',
  'Ma*',
  'NEAR',
  'Alex',
  'uth',
  'e',
];
const SORTS: ParsedSearchRequest['sortFields'][] = [
  [],
  [{ columnName: 'ValidFrom', columnOrder: 'Descending' }],
  [{ columnName: 'PolicyNumber', columnOrder: 'Ascending' }],
  [
    { columnName: 'LifeCycleStatus', columnOrder: 'Descending' },
    { columnName: 'ValidFrom', columnOrder: 'Ascending' },
  ],
];
const PAGES = [
  { take: 20, skip: 0 },
  { take: 20, skip: 40 },
  { take: 200, skip: 0 },
];

/** Every request asked, as its JSON: the same list on every run. */
export function answerRequests(): Record<string, unknown>[] {
  const requests: Record<string, unknown>[] = [];
  for (const partyName of NAMES)
    for (const sortFields of SORTS)
      for (const page of PAGES) requests.push({ partyName, sortFields, ...page });
  const others: Record<string, unknown>[] = [
    {},
    { partyTaxId: '100302017' },
    { partyTaxId: '1003020' },
    { partyTaxId: '100302017', partyName: 'a' },
    { lifeCycleStatuses: ['WaitingAcceptance', 'Complete'] },
    { lifeCycleStatuses: ['WaitingApproval'], partyName: 'maya' },
    { includeApprovalStatus: true },
    { companyCode: 'EPA' },
    { companyCode: 'EPL', partyName: 'stone' },
    { deliveryMethod: 'consumergeneral' },
    { policyNumber: 'a0030' },
    { policyNumber: 'L00301', partyName: 'o' },
    { validFrom: '2026-09-01T00:00:00.000Z', validTo: '2026-10-01T00:00:00.000Z' },
    { agentNumbers: [ALEX.agentNumber], partyName: 'hugo' },
  ];
  for (const other of others)
    for (const sortFields of SORTS)
      for (const page of PAGES) requests.push({ ...other, sortFields, ...page });
  return requests;
}

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** Each request's answer as the store gives it, by the request's JSON. */
export function answerDigests(store: CaseStore): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const fields of answerRequests()) {
    const request = v.parse(SearchRequest, fields);
    answers[JSON.stringify(fields)] = digest(store.search(request, { agentNumbers: [ALEX.agentNumber] }));
  }
  return answers;
}
