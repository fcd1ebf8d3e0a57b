import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { agentSearchMachine } from '../../machines/agentSearch.ts';
import type { CaseSummary, SearchRequest, SearchResponse } from '../../src/api/schemas/agent.ts';
import { type SearchCriteria, searchRequest } from '../../src/domain/agentSearch.ts';
import { casesCsv, csvCell, EXPORT_FAILED } from '../../src/domain/casesCsv.ts';

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
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('@sum')).toBe("'@sum");
    expect(csvCell('plain')).toBe('plain');
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
        notify: (_, { message }) => void notices.push(message),
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
    expect(notices).toEqual([EXPORT_FAILED]);
    expect(downloads).toHaveLength(1);
  });
});
