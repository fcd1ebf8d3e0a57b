import * as v from 'valibot';
import { CaseId, IsoDateTime } from './common.ts';
import { LifeCycleStatus, SortColumn, SortOrder } from './enums.ts';

export const SEARCH_PAGE_SIZE = 20;

export const SortField = v.object({ columnName: SortColumn, columnOrder: SortOrder });
export type SortField = v.InferOutput<typeof SortField>;

/** POST /Agents/BookOfBusiness/Search. Empty strings and nulls mean "any". */
export const SearchRequest = v.object({
  agentNumbers: v.optional(v.array(v.pipe(v.string(), v.regex(/^\d{1,10}$/, 'must be an agent number'))), []),
  companyCode: v.optional(v.nullable(v.string()), null),
  deliveryMethod: v.optional(v.nullable(v.string()), null),
  partyTaxId: v.optional(v.nullable(v.string()), null),
  policyNumber: v.optional(v.nullable(v.string()), null),
  validFrom: v.optional(v.nullable(IsoDateTime), null),
  validTo: v.optional(v.nullable(IsoDateTime), null),
  lifeCycleStatuses: v.optional(v.array(LifeCycleStatus), []),
  includeApprovalStatus: v.optional(v.boolean(), false),
  partyName: v.optional(v.nullable(v.string()), null),
  sortFields: v.optional(
    v.pipe(
      v.array(SortField),
      v.check(
        (fields) => new Set(fields.map((f) => f.columnName)).size === fields.length,
        'Can not have the same column selected twice',
      ),
    ),
    [],
  ),
  take: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(200)), SEARCH_PAGE_SIZE),
  skip: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
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
