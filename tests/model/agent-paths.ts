import type { EventFromLogic } from 'xstate';
import { agentChangeMachine } from '../../machines/agentChange.ts';
import { agentSearchMachine, PopupBlocked } from '../../machines/agentSearch.ts';
import type { CaseSummary } from '../../src/api/schemas/agent.ts';
import { EMPTY_CRITERIA } from '../../src/domain/agent/agentSearch.ts';
import { build } from './document-paths.ts';

type ChangeModelOptions = Parameters<typeof build<typeof agentChangeMachine>>[2];

/**
 * The agent's change request, Not Taken, Revert to Paper and the Bga's comment, as paths. `onScreen`
 * narrows the traversal to what the modal can send (the Chromium replay's own paths).
 */
export function agentChangeModel(onScreen?: ChangeModelOptions['onScreen']) {
  return build('agentChange', agentChangeMachine, {
    input: { caseId: '100010' },
    ...(onScreen ? { onScreen } : {}),
    events: [
      { type: 'agentChange.open', offerRevert: true },
      { type: 'bgaComment.open' },
      { type: 'agentChange.choose', option: 'change' },
      { type: 'agentChange.choose', option: 'notTaken' },
      { type: 'agentChange.choose', option: 'revertToPaper' },
      { type: 'agentChange.edit', text: 'The beneficiary is wrong.' },
      { type: 'agentChange.submit' },
      { type: 'agentChange.confirm' },
      { type: 'agentChange.back' },
      { type: 'agentChange.close' },
      ...(['requestChange', 'processNotTaken', 'revertToPaper', 'sendBgaComment'] as const).flatMap((id) => [
        { type: `xstate.done.actor.${id}`, output: true },
        { type: `xstate.error.actor.${id}`, error: new Error('Request failed') },
      ]),
    ] as EventFromLogic<typeof agentChangeMachine>[],
    serializeState: (s) =>
      JSON.stringify([
        s.value,
        s.context.option,
        s.context.text !== '',
        s.context.error,
        s.context.offerRevert,
      ]),
    gaps: {
      'agentChange.requestingChange --xstate.done.actor.requestChange[1]--> agentChange.choosing':
        'the service answers isSuccessful false; tests/unit/agent-change.test.ts',
      'agentChange.sendingComment --xstate.done.actor.sendBgaComment[1]--> agentChange.commenting':
        'as above, for the comment',
    },
  });
}

const row = (n: number, over: Partial<CaseSummary> = {}): CaseSummary => ({
  caseId: String(100000 + n),
  policyNumber: `L${String(100000 + n).padStart(7, '0')}`,
  lifeCycleStatus: 'WaitingApproval',
  displayStatus: 'Waiting Agent Approval',
  insuredNames: [`Insured ${n}`],
  insuredEmail: null,
  groupNumber: null,
  statusDate: '2026-01-02T10:00:00.000Z',
  isAnnuity: false,
  ...over,
});
const page = (count: number, from = 0) => ({
  cases: Array.from({ length: count }, (_, i) => row(from + i)),
  totalCount: 45,
});

type SearchModelOptions = Parameters<typeof build<typeof agentSearchMachine>>[2];

/**
 * The book search: submit, pages, the filter, the policy links. `onScreen` narrows the traversal to
 * what a screen can send (the Chromium replay's own paths).
 */
export function agentSearchModel(onScreen?: SearchModelOptions['onScreen']) {
  return build('agentSearch', agentSearchMachine, {
    input: { criteria: null, filter: '' },
    ...(onScreen ? { onScreen } : {}),
    events: [
      { type: 'form.sortSet', index: 0, field: { columnName: 'PolicyNumber', columnOrder: 'Ascending' } },
      { type: 'form.sortSet', index: 1, field: { columnName: 'PolicyNumber', columnOrder: 'Descending' } },
      { type: 'form.sortRemove', index: 0 },
      { type: 'form.reset' },
      { type: 'sort.column', column: 'PolicyNumber' },
      { type: 'search.submit' },
      { type: 'search.address', criteria: { ...EMPTY_CRITERIA, partyName: 'maya' }, filter: '' },
      { type: 'search.address', criteria: null, filter: 'l100' },
      { type: 'search.address', criteria: null, filter: '' },
      { type: 'search.loadMore' },
      { type: 'search.retry' },
      { type: 'filter.change', text: 'l100' },
      { type: 'filter.change', text: '' },
      { type: 'policy.open', row: row(1) },
      { type: 'policy.open', row: row(2, { caseId: 'LEG-7001' }) },
      { type: 'xstate.done.actor.searchBook', output: page(20) },
      { type: 'xstate.done.actor.searchBook', output: page(5) },
      { type: 'xstate.done.actor.searchBook', output: page(1) },
      { type: 'xstate.error.actor.searchBook', error: new Error('Request failed') },
      { type: 'xstate.done.actor.loadMore', output: page(5, 20) },
      { type: 'xstate.done.actor.loadMore', output: page(20, 20) },
      { type: 'xstate.error.actor.loadMore', error: new Error('Request failed') },
      { type: 'export.start' },
      { type: 'xstate.done.actor.exportBook', output: 'Policy/Contract Number\r\n' },
      { type: 'xstate.error.actor.exportBook', error: new Error('Request failed') },
      { type: 'xstate.done.actor.postLink', output: undefined },
      { type: 'xstate.error.actor.postLink', error: new PopupBlocked() },
      { type: 'xstate.error.actor.postLink', error: new TypeError('Failed to fetch') },
      {
        type: 'xstate.error.actor.postLink',
        error: Object.assign(new Error('aborted'), { name: 'AbortError' }),
      },
    ] as EventFromLogic<typeof agentSearchMachine>[],
    serializeState: (s) =>
      // Rows by what the machine tells apart (none, one, some): a full page can follow a full page forever.
      JSON.stringify([
        s.value,
        Math.min(s.context.rows.length, 2),
        s.context.draft.sort.length,
        s.context.filter !== '',
        s.context.arrival,
      ]),
    gaps: {
      'agentSearch --form.edit[0]--> (stays)':
        'draft edits change no state; tests/unit/agent-search.test.ts and the e2e search form',
      'agentSearch --links.configured[0]--> (stays)':
        'the configuration changes no state; the policy-link unit test covers router mode',
      'agentSearch.list.searching --xstate.done.actor.searchBook[1]--> agentSearch.list.allLoaded':
        'a single legacy result posted like a click (decision 081): tests/unit/agent-search.test.ts and e2e agent-home.spec.ts',
      'agentSearch.list --search.submit[0]--> (stays)':
        'a draft with a column twice: form.sortSet never lets one in; the guard keeps an edited draft honest',
    },
  });
}
