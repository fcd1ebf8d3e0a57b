import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { agentSearchMachine } from '../../machines/agentSearch.ts';
import type { CaseSummary, SearchRequest, SearchResponse } from '../../src/api/schemas/agent.ts';
import {
  criteriaFromAddress,
  displayStatus,
  EMPTY_CRITERIA,
  filterRows,
  freeSortColumn,
  type SearchCriteria,
  searchRequest,
  withSortAt,
} from '../../src/domain/agent/agentSearch.ts';
import { casesCsv } from '../../src/domain/agent/casesCsv.ts';
import { say } from '../../src/i18n/texts.ts';

const row = (n: number, over: Partial<CaseSummary> = {}): CaseSummary => ({
  caseId: String(100000 + n),
  policyNumber: `L${n}`,
  lifeCycleStatus: 'WaitingApproval',
  displayStatus: 'Waiting Agent Approval',
  insuredNames: [`Person ${n}`],
  insuredEmail: null,
  groupNumber: null,
  statusDate: '2026-03-04T12:00:00.000Z',
  isAnnuity: false,
  ...over,
});

describe('the CSV export', () => {
  it("writes the table's columns and words, one line a case", () => {
    expect(
      casesCsv([row(1, { insuredNames: ['Ann Lee', 'Bo "B" Lee'], groupNumber: 'G-7' }), row(2)], 'UTC'),
    ).toBe(
      'Policy/Contract Number,Status,Insured/Annuitant(s),Group Number,Status Date\r\n' +
        'L1,Waiting Agent Approval,"Ann Lee, Bo ""B"" Lee",G-7,03/04/2026\r\n' +
        'L2,Waiting Agent Approval,Person 2,,03/04/2026\r\n',
    );
  });

  it('never lets a cell run as a spreadsheet formula', () => {
    expect(
      casesCsv(
        [
          row(1, { insuredNames: ['=HYPERLINK("x")'], groupNumber: '+1' }),
          row(2, { insuredNames: ['@sum'], groupNumber: 'plain' }),
        ],
        'UTC',
      ),
    ).toBe(
      'Policy/Contract Number,Status,Insured/Annuitant(s),Group Number,Status Date\r\n' +
        `L1,Waiting Agent Approval,"'=HYPERLINK(""x"")",'+1,03/04/2026\r\n` +
        "L2,Waiting Agent Approval,'@sum,plain,03/04/2026\r\n",
    );
  });

  it('exports every page of the current search and downloads it; a failure is told', async () => {
    const downloads: string[] = [];
    const notices: string[] = [];
    let fail = false;
    const exported: SearchCriteria[] = [];
    const machine = agentSearchMachine.provide({
      actors: {
        searchBook: fromPromise<SearchResponse, SearchRequest>(async () => ({
          cases: [row(1)],
          totalCount: 1,
        })),
        exportBook: fromPromise<string, SearchCriteria>(async ({ input }) => {
          exported.push(input);
          if (fail) throw new Error('down');
          return casesCsv([row(1)], 'UTC');
        }),
      },
      actions: {
        download: (_, csv) => void downloads.push(csv),
        notify: (_, { message }) => void notices.push(say(message, 'en')),
      },
    });
    const actor = createActor(machine, {
      input: { criteria: null, filter: '', listAllPolicies: 'true' },
    }).start();
    actor.send({ type: 'export.start' });
    expect(exported).toEqual([]); // nothing loaded yet: nothing to export
    await waitFor(actor, (s) => s.matches({ list: 'allLoaded' }));
    actor.send({ type: 'export.start' });
    expect(actor.getSnapshot().hasTag('exporting')).toBe(true);
    await waitFor(actor, (s) => s.matches({ export: 'idle' }));
    expect(downloads).toHaveLength(1);
    expect(downloads[0]).toContain('L1,Waiting Agent Approval,Person 1');
    expect(searchRequest(exported[0] as SearchCriteria, 0).sortFields).toEqual([]);
    fail = true;
    actor.send({ type: 'export.start' });
    await waitFor(actor, (s) => s.matches({ export: 'idle' }));
    expect(notices).toEqual(['The policies could not be exported. Please try again.']);
    expect(downloads).toHaveLength(1);
  });
});

describe('the CSV export of a search the agent asked for (the tenth session, after the first whole run)', () => {
  it('exports the search the agent ran, not the whole book, and tells a failure as an error', async () => {
    const exported: SearchCriteria[] = [];
    const notices: { message: string; kind: string }[] = [];
    const machine = agentSearchMachine.provide({
      actors: {
        searchBook: fromPromise<SearchResponse, SearchRequest>(async () => ({
          cases: [row(1), row(2)],
          totalCount: 2,
        })),
        exportBook: fromPromise<string, SearchCriteria>(async ({ input }) => {
          exported.push(input);
          throw new Error('down');
        }),
      },
      actions: {
        notify: (_, notice) => void notices.push({ ...notice, message: say(notice.message, 'en') }),
      },
    });
    const olivia = { ...EMPTY_CRITERIA, partyName: 'Olivia' };
    const actor = createActor(machine, { input: { criteria: olivia, filter: '' } }).start();
    await waitFor(actor, (s) => s.matches({ list: 'allLoaded' }));
    actor.send({ type: 'export.start' });
    await waitFor(actor, (s) => s.matches({ export: 'idle' }) && notices.length > 0);
    expect(exported).toEqual([olivia]);
    expect(notices).toEqual([
      { message: 'The policies could not be exported. Please try again.', kind: 'error' },
    ]);
  });
});

describe("the agent's search rules behind the export", () => {
  it('a shared link keeps its product and dates, and drops a product or date that does not fit', () => {
    expect(criteriaFromAddress({ search: 'on', product: 'EPL' })?.companyCode).toBe('EPL');
    expect(criteriaFromAddress({ search: 'on', product: 'EPA' })?.companyCode).toBe('EPA');
    expect(criteriaFromAddress({ search: 'on', policy: '100010', product: 'XYZ', to: 'soon' })).toEqual({
      ...EMPTY_CRITERIA,
      policyNumber: '100010',
    });
    expect(criteriaFromAddress({ search: 'on', from: '2026-01-02', to: '2026-01-03' })).toMatchObject({
      validFrom: '2026-01-02',
      validTo: '2026-01-03',
    });
  });

  it('a link with a policy number too long for the search opens the whole book', () => {
    expect(criteriaFromAddress({ search: 'on', policy: '1'.repeat(41) })).toEqual(EMPTY_CRITERIA);
  });

  it('a link with two sort columns keeps both, in their order', () => {
    expect(criteriaFromAddress({ search: 'on', sort: 'ValidFrom:asc,PolicyNumber:desc' })?.sort).toEqual([
      { columnName: 'ValidFrom', columnOrder: 'Ascending' },
      { columnName: 'PolicyNumber', columnOrder: 'Descending' },
    ]);
    expect(
      withSortAt(
        [
          { columnName: 'ValidFrom', columnOrder: 'Ascending' },
          { columnName: 'PolicyNumber', columnOrder: 'Ascending' },
        ],
        0,
        { columnName: 'LifeCycleStatus', columnOrder: 'Descending' },
      ),
    ).toEqual([
      { columnName: 'LifeCycleStatus', columnOrder: 'Descending' },
      { columnName: 'PolicyNumber', columnOrder: 'Ascending' },
    ]);
  });

  it('a new sort row offers the first column not yet chosen, and none once all three are', () => {
    expect(freeSortColumn([])).toBe('ValidFrom');
    expect(freeSortColumn([{ columnName: 'ValidFrom', columnOrder: 'Ascending' }])).toBe('LifeCycleStatus');
    expect(
      freeSortColumn([
        { columnName: 'PolicyNumber', columnOrder: 'Ascending' },
        { columnName: 'ValidFrom', columnOrder: 'Descending' },
      ]),
    ).toBe('LifeCycleStatus');
    expect(
      freeSortColumn([
        { columnName: 'ValidFrom', columnOrder: 'Ascending' },
        { columnName: 'LifeCycleStatus', columnOrder: 'Ascending' },
        { columnName: 'PolicyNumber', columnOrder: 'Ascending' },
      ]),
    ).toBeNull();
  });

  it('sends the chosen statuses, sort and product', () => {
    const request = searchRequest(
      {
        ...EMPTY_CRITERIA,
        statuses: ['WaitingApproval', 'Complete'],
        sort: [{ columnName: 'PolicyNumber', columnOrder: 'Descending' }],
        companyCode: 'EPL',
      },
      0,
    );
    expect(request).toMatchObject({
      lifeCycleStatuses: ['WaitingApproval', 'Complete'],
      sortFields: [{ columnName: 'PolicyNumber', columnOrder: 'Descending' }],
      companyCode: 'EPL',
    });
  });

  it('sends nothing chosen as null, the product too: no criterion, never an exact empty code', () => {
    expect(searchRequest(EMPTY_CRITERIA, 0)).toMatchObject({
      policyNumber: null,
      partyName: null,
      companyCode: null,
      validFrom: null,
      validTo: null,
    });
  });

  it('a row without a group number is not found by letters it does not show', () => {
    const rows = [row(1, { displayStatus: 'Complete', insuredNames: ['Ann Lee'] })];
    for (const text of ['r', 's', 'w', 'h', 'y', '!']) expect(filterRows(rows, text)).toEqual([]);
    expect(filterRows(rows, 'ann')).toEqual(rows);
  });

  it('shows statuses in words, WaitingApproval as Waiting Agent Approval', () => {
    expect(displayStatus('WaitingApproval')).toBe('Waiting Agent Approval');
    expect(displayStatus('WaitingDeliveryConfirmation')).toBe('Waiting Delivery Confirmation');
    expect(displayStatus('Complete')).toBe('Complete');
  });
});
