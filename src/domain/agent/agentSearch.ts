import * as v from 'valibot';
import {
  type CaseSummary,
  SEARCH_PAGE_SIZE,
  type SearchRequest,
  type SortField,
} from '../../api/schemas/agent.ts';
import {
  LIFE_CYCLE_STATUSES,
  LifeCycleStatus,
  SORT_COLUMNS,
  SortColumn,
  SortOrder,
} from '../../api/schemas/enums.ts';

export const NO_RESULTS = 'No results found';

const policies = (n: number) => `${n} ${n === 1 ? 'policy' : 'policies'}`;

/**
 * What the list says of itself (decision 364): how many were found and how many of them are listed so
 * far; under the filter, how many of the listed ones match it.
 */
export function resultCountLine(shown: number, loaded: number, found: number, filtered = false): string {
  const listed =
    loaded >= found ? `${policies(found)} found` : `${policies(found)} found, the first ${loaded} listed`;
  if (!filtered) return `${listed}.`;
  return `${shown} of the ${loaded} listed ${shown === 1 ? 'matches' : 'match'} the filter (${listed}).`;
}
/** What a next page added, said in the live region (decision 431). */
export const moreRowsLine = (added: number): string =>
  added === 0 ? 'No more policies found.' : `${added} more ${added === 1 ? 'policy' : 'policies'} listed.`;
export const SEARCH_FAILED = 'The search could not be completed. Please try again.';
export const SEARCH_FORBIDDEN = 'You can only search your own book of business.';
export const SEARCHABLE_STATUSES = LIFE_CYCLE_STATUSES.filter((s) => s !== 'Unknown');
export const SORTABLE_COLUMNS = SORT_COLUMNS;

/** Product lines by company code (the sandbox's demo codes: EPL life, EPA annuity). */
export const COMPANY_CODES = { EPL: 'Life', EPA: 'Annuity' } as const;

/** The statuses ticked after one is ticked or cleared, kept in SPEC's order; the others stay as they were. */
export const toggledStatuses = (
  statuses: readonly LifeCycleStatus[],
  status: LifeCycleStatus,
  ticked: boolean,
) => SEARCHABLE_STATUSES.filter((s) => (s === status ? ticked : statuses.includes(s)));

const DateOnly = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));

/**
 * What an agent searches by: the form's fields, and what the address carries (validated, so a hand-
 * edited or stale link never reaches the search call). Paging is not part of it: a reload starts at
 * the first page.
 */
export const SearchCriteria = v.object({
  policyNumber: v.optional(v.pipe(v.string(), v.maxLength(40)), ''),
  partyName: v.optional(v.pipe(v.string(), v.maxLength(80)), ''),
  statuses: v.optional(v.array(LifeCycleStatus), []),
  sort: v.optional(
    v.pipe(v.array(v.object({ columnName: SortColumn, columnOrder: SortOrder })), v.maxLength(3)),
    [],
  ),
  companyCode: v.optional(v.picklist(['', 'EPL', 'EPA']), ''),
  awaitingMyApproval: v.optional(v.boolean(), false),
  validFrom: v.optional(v.union([v.literal(''), DateOnly]), ''),
  validTo: v.optional(v.union([v.literal(''), DateOnly]), ''),
});
export type SearchCriteria = v.InferOutput<typeof SearchCriteria>;

export const EMPTY_CRITERIA: SearchCriteria = v.parse(SearchCriteria, {});

/**
 * The search as the address carries it (AgentHome's search parameters): flat strings a person can read
 * and share. `search=on` marks that a search was made, so an empty search (the whole book) differs from
 * none. Paging is not kept: a reload starts at the first page again.
 */
export interface AgentHomeAddress {
  listAllPolicies?: 'true' | 'false';
  search?: 'on';
  policy?: string;
  name?: string;
  status?: string;
  sort?: string;
  product?: string;
  mine?: '1';
  from?: string;
  to?: string;
  filter?: string;
}

const ADDRESS_KEYS = ['policy', 'name', 'status', 'sort', 'product', 'mine', 'from', 'to', 'filter'] as const;

/**
 * The router's search validation: every value a string. The router reads `?policy=100010` as a number
 * and `true` as a boolean, and only when `String()` gives the written text back.
 */
export function readAddress(raw: Record<string, unknown>): AgentHomeAddress {
  const text = (value: unknown) =>
    typeof value === 'string'
      ? value
      : typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : undefined;
  const out: AgentHomeAddress = {};
  const listAll = text(raw.listAllPolicies);
  if (listAll === 'true' || listAll === 'false') out.listAllPolicies = listAll;
  if (raw.search === 'on') out.search = 'on';
  for (const key of ADDRESS_KEYS) {
    const value = text(raw[key]);
    if (value === undefined || value === '') continue;
    if (key === 'mine') {
      if (value === '1') out.mine = '1';
    } else out[key] = value.slice(0, 200);
  }
  return out;
}

/** The address of a search (and filter), keeping `listAllPolicies` as it was. */
export function addressOf(
  criteria: SearchCriteria,
  filter: string,
  listAllPolicies?: 'true' | 'false',
): AgentHomeAddress {
  const address: AgentHomeAddress = { search: 'on' };
  if (listAllPolicies) address.listAllPolicies = listAllPolicies;
  if (criteria.policyNumber.trim()) address.policy = criteria.policyNumber.trim();
  if (criteria.partyName.trim()) address.name = criteria.partyName.trim();
  if (criteria.statuses.length) address.status = criteria.statuses.join(',');
  if (criteria.sort.length)
    address.sort = criteria.sort
      .map((f) => `${f.columnName}:${f.columnOrder === 'Ascending' ? 'asc' : 'desc'}`)
      .join(',');
  if (criteria.companyCode) address.product = criteria.companyCode;
  if (criteria.awaitingMyApproval) address.mine = '1';
  if (criteria.validFrom) address.from = criteria.validFrom;
  if (criteria.validTo) address.to = criteria.validTo;
  if (filter.trim()) address.filter = filter;
  return address;
}

/** The search an address asks for, or null when it asks for none. Parts that do not fit are dropped. */
export function criteriaFromAddress(address: AgentHomeAddress): SearchCriteria | null {
  if (address.search !== 'on') return null;
  const list = (value?: string) => (value ? value.split(',').filter(Boolean) : []);
  const statuses = list(address.status).filter((s) => v.is(LifeCycleStatus, s) && s !== 'Unknown');
  const sort: SortField[] = [];
  for (const item of list(address.sort)) {
    const [columnName, order] = item.split(':');
    const field = { columnName, columnOrder: order === 'asc' ? 'Ascending' : 'Descending' };
    if (v.is(SortColumn, columnName) && withSortAt(sort, sort.length, field as SortField))
      sort.push(field as SortField);
  }
  const candidate = {
    policyNumber: address.policy ?? '',
    partyName: address.name ?? '',
    statuses,
    sort: sort.slice(0, SORTABLE_COLUMNS.length),
    companyCode: address.product === 'EPL' || address.product === 'EPA' ? address.product : '',
    awaitingMyApproval: address.mine === '1',
    validFrom: address.from && v.is(DateOnly, address.from) ? address.from : '',
    validTo: address.to && v.is(DateOnly, address.to) ? address.to : '',
  };
  const parsed = v.safeParse(SearchCriteria, candidate);
  return parsed.success ? parsed.output : { ...EMPTY_CRITERIA };
}

export const sameCriteria = (a: SearchCriteria | null | undefined, b: SearchCriteria | null | undefined) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** SPEC §5: a sort column may appear once. */
function hasDuplicateSort(fields: readonly Pick<SortField, 'columnName'>[]): boolean {
  return new Set(fields.map((f) => f.columnName)).size !== fields.length;
}

/**
 * Sets one sort row's column and order; null when that column is already chosen in another row
 * (the refusal of SPEC §5), so the draft keeps what it had.
 */
export function withSortAt(sort: readonly SortField[], index: number, field: SortField): SortField[] | null {
  const next = sort.map((f, i) => (i === index ? field : f));
  if (index === sort.length) next.push(field);
  return hasDuplicateSort(next) ? null : next;
}

/** The first column not yet chosen, for a new sort row; null once all three are. */
export function freeSortColumn(sort: readonly SortField[]): SortField['columnName'] | null {
  return SORTABLE_COLUMNS.find((c) => !sort.some((f) => f.columnName === c)) ?? null;
}

const nullIfBlank = (text: string) => (text.trim() === '' ? null : text.trim());

/** SPEC §3's search request for one page: `take` 20, `skip` grows by `take` (SPEC §9). */
export function searchRequest(criteria: SearchCriteria, skip: number): SearchRequest {
  return {
    policyNumber: nullIfBlank(criteria.policyNumber),
    partyName: nullIfBlank(criteria.partyName),
    lifeCycleStatuses: [...criteria.statuses],
    sortFields: criteria.sort.map((f) => ({ ...f })),
    companyCode: criteria.companyCode === '' ? null : criteria.companyCode,
    includeApprovalStatus: criteria.awaitingMyApproval,
    validFrom: criteria.validFrom ? `${criteria.validFrom}T00:00:00.000Z` : null,
    validTo: criteria.validTo ? `${criteria.validTo}T23:59:59.999Z` : null,
    take: SEARCH_PAGE_SIZE,
    skip,
  };
}

/** The next page's skip: past every row loaded so far. */
export const nextSkip = (loaded: number) => loaded;

/** SPEC §9: more results load only while the last page came back full. */
export const lastPageFull = (received: number, take: number = SEARCH_PAGE_SIZE) => received >= take;

type Filterable = Pick<CaseSummary, 'policyNumber' | 'groupNumber' | 'displayStatus' | 'insuredNames'>;

// Each row's fields lower-cased once per row: a key press then only searches strings.
const searchTexts = new WeakMap<Filterable, readonly string[]>();
function searchTextsOf(row: Filterable): readonly string[] {
  let texts = searchTexts.get(row);
  if (texts === undefined) {
    texts = [row.policyNumber, row.groupNumber ?? '', row.displayStatus, ...row.insuredNames].map((t) =>
      t.toLowerCase(),
    );
    searchTexts.set(row, texts);
  }
  return texts;
}

/** SPEC §5: policy number, group number, display status or an insured name, case-insensitively. */
export function filterRows<T extends Filterable>(rows: readonly T[], text: string): readonly T[] {
  const needle = text.trim().toLowerCase();
  if (needle === '') return rows;
  return rows.filter((row) => searchTextsOf(row).some((field) => field.includes(needle)));
}

/** A status enum value as words: 'WaitingAgentApproval' → 'Waiting Agent Approval'. */
export const statusWords = (status: string) => status.replace(/([a-z0-9])([A-Z])/g, '$1 $2');

/** The display status of SPEC §3 (the table's Status column), also the status filter's words. */
export const displayStatus = (status: LifeCycleStatus): string =>
  status === 'WaitingApproval' ? 'Waiting Agent Approval' : statusWords(status);
