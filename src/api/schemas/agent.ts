import * as v from 'valibot';
import { CaseId, IsoDateTime } from './common.ts';
import { LIFE_CYCLE_STATUSES, LifeCycleStatus, SORT_COLUMNS, SortColumn, SortOrder } from './enums.ts';

export const SEARCH_PAGE_SIZE = 20;

export const SortField = v.object({ columnName: SortColumn, columnOrder: SortOrder });
export type SortField = v.InferOutput<typeof SortField>;

/** The furthest a search may page: past any book of business (a generated one holds at most 100,000). */
const MAX_SEARCH_SKIP = 1_000_000;

/** A search text: at most `max` characters and one line (a line break would span two parties' values). */
const SearchText = (max: number) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.maxLength(max, 'is too long'),
        v.check((text) => !/\p{Cc}/u.test(text), 'must be one line of text'),
      ),
    ),
    null,
  );

/** SPEC §5 and §8: a sort column chosen twice, refused by the request and said by the agent search's toast. */
export const DUPLICATE_SORT = 'Can not have the same column selected twice';

/** POST /Agents/BookOfBusiness/Search. Empty strings and nulls mean "any". Every field is bounded. */

export const SearchRequest = v.object({
  agentNumbers: v.optional(
    v.pipe(
      v.array(v.pipe(v.string(), v.regex(/^\d{1,10}$/, 'must be an agent number'))),
      v.maxLength(50, 'names too many agent numbers'),
    ),
    [],
  ),
  companyCode: SearchText(10),
  deliveryMethod: SearchText(40),
  partyTaxId: SearchText(20),
  policyNumber: SearchText(40),
  validFrom: v.optional(v.nullable(IsoDateTime), null),
  validTo: v.optional(v.nullable(IsoDateTime), null),
  lifeCycleStatuses: v.optional(
    v.pipe(v.array(LifeCycleStatus), v.maxLength(LIFE_CYCLE_STATUSES.length)),
    [],
  ),
  includeApprovalStatus: v.optional(v.boolean(), false),
  partyName: SearchText(200),
  sortFields: v.optional(
    v.pipe(
      v.array(SortField),
      v.maxLength(SORT_COLUMNS.length, DUPLICATE_SORT),
      v.check((fields) => new Set(fields.map((f) => f.columnName)).size === fields.length, DUPLICATE_SORT),
    ),
    [],
  ),
  take: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(200)), SEARCH_PAGE_SIZE),
  skip: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_SEARCH_SKIP)), 0),
});
export type SearchRequest = v.InferInput<typeof SearchRequest>;
export type ParsedSearchRequest = v.InferOutput<typeof SearchRequest>;

/** One row of the agent's book of business. */
export const CaseSummary = v.object({
  caseId: CaseId,
  policyNumber: v.string(),
  lifeCycleStatus: LifeCycleStatus,
  displayStatus: v.string(),
  insuredNames: v.array(v.string()),
  insuredEmail: v.nullable(v.string()),
  groupNumber: v.nullable(v.string()),
  statusDate: IsoDateTime,
  isAnnuity: v.boolean(),
});
export type CaseSummary = v.InferOutput<typeof CaseSummary>;

export const SearchResponse = v.object({
  cases: v.array(CaseSummary),
  totalCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type SearchResponse = v.InferOutput<typeof SearchResponse>;

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * GET /Agents/BookOfBusiness/QueueCounts: the caller's whole book counted by what needs doing (the work
 * queue, decision 083). Each count is the total of the search its group stands for (src/domain/agent/workQueue.ts).
 */
export const QueueCounts = v.object({
  toRelease: Count,
  waitingForCustomers: Count,
  changeRequested: Count,
});
export type QueueCounts = v.InferOutput<typeof QueueCounts>;
