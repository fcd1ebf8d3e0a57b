import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type AgentSearchSnapshot,
  agentSearchMachine,
  PopupBlocked,
  type PostLinkInput,
  selectColumnSort,
  selectCountLine,
} from '../../machines/agentSearch.ts';
import { ApiError } from '../../src/api/errors.ts';
import { DUPLICATE_SORT, type SearchRequest, type SearchResponse } from '../../src/api/schemas/agent.ts';
import {
  addressOf,
  criteriaFromAddress,
  EMPTY_CRITERIA,
  filterRows,
  lastPageFull,
  moreRowsLine,
  nextSkip,
  readAddress,
  resultCountLine,
  type SearchCriteria,
  searchRequest,
  toggledStatuses,
  withSortAt,
} from '../../src/domain/agent/agentSearch.ts';
import { SPEC_TEXTS } from '../../src/domain/failureTexts.ts';
import type { RouteTarget } from '../../src/domain/routeNames.ts';
import { rawMessage } from '../../src/i18n/rawText.ts';
import { say } from '../../src/i18n/texts.ts';
import { casePage, caseRow } from './agent-search-fixtures.ts';

describe('search rules', () => {
  it('ticks or clears one status and keeps the others, in the list order (moved from the view)', () => {
    expect(toggledStatuses(['Complete'], 'WaitingApproval', true)).toEqual(['WaitingApproval', 'Complete']);
    expect(toggledStatuses(['WaitingApproval', 'Complete'], 'Complete', false)).toEqual(['WaitingApproval']);
    expect(toggledStatuses([], 'Complete', false)).toEqual([]);
  });

  it("says how many were found and listed, and under a filter how many match, 'policy' for one (decision 364)", () => {
    expect(resultCountLine(20, 20, 57)).toBe('57 policies found, the first 20 listed.');
    expect(resultCountLine(57, 57, 57)).toBe('57 policies found.');
    expect(resultCountLine(1, 1, 1)).toBe('1 policy found.');
    expect(resultCountLine(0, 0, 0)).toBe('0 policies found.');
    expect(resultCountLine(3, 20, 57, true)).toBe(
      '3 of the 20 listed match the filter (57 policies found, the first 20 listed).',
    );
    expect(resultCountLine(1, 4, 4, true)).toBe('1 of the 4 listed matches the filter (4 policies found).');
  });

  it('refuses the same sort column twice', () => {
    const sort = [{ columnName: 'ValidFrom', columnOrder: 'Descending' }] as const;
    expect(withSortAt([...sort], 1, { columnName: 'PolicyNumber', columnOrder: 'Ascending' })).toEqual([
      ...sort,
      { columnName: 'PolicyNumber', columnOrder: 'Ascending' },
    ]);
    expect(withSortAt([...sort], 1, { columnName: 'ValidFrom', columnOrder: 'Ascending' })).toBeNull();
    expect(withSortAt([...sort], 0, { columnName: 'ValidFrom', columnOrder: 'Ascending' })).toEqual([
      { columnName: 'ValidFrom', columnOrder: 'Ascending' },
    ]);
  });

  it('pages by 20: skip grows by what is loaded, more only after a full page', () => {
    expect(searchRequest(EMPTY_CRITERIA, 0)).toMatchObject({ take: 20, skip: 0 });
    expect(searchRequest(EMPTY_CRITERIA, nextSkip(40))).toMatchObject({ take: 20, skip: 40 });
    expect(lastPageFull(20)).toBe(true);
    expect(lastPageFull(19)).toBe(false);
    expect(lastPageFull(0)).toBe(false);
  });

  it('sends blank fields as null and dates as the whole day', () => {
    const request = searchRequest(
      {
        ...EMPTY_CRITERIA,
        policyNumber: '  ',
        partyName: ' Olivia ',
        validFrom: '2026-01-02',
        validTo: '2026-01-03',
      },
      0,
    );
    expect(request).toMatchObject({
      policyNumber: null,
      partyName: 'Olivia',
      validFrom: '2026-01-02T00:00:00.000Z',
      validTo: '2026-01-03T23:59:59.999Z',
    });
  });

  it('filters by policy number, group number, display status or insured name, ignoring case', () => {
    const rows = [
      caseRow(1, { groupNumber: 'G-77' }),
      caseRow(2, { displayStatus: 'Complete' }),
      caseRow(3, { insuredNames: ['Ann Smith', 'Carmen Client'] }),
    ];
    expect(filterRows(rows, 'l0000001')).toEqual([rows[0]]);
    expect(filterRows(rows, 'g-77')).toEqual([rows[0]]);
    expect(filterRows(rows, 'COMPLETE')).toEqual([rows[1]]);
    expect(filterRows(rows, 'carmen')).toEqual([rows[2]]);
    expect(filterRows(rows, '  ')).toBe(rows);
    expect(filterRows(rows, 'nobody')).toEqual([]);
  });

  it('round-trips a search through the address and drops what does not fit', () => {
    const criteria = {
      ...EMPTY_CRITERIA,
      policyNumber: '100010',
      statuses: ['WaitingApproval' as const],
      sort: [{ columnName: 'PolicyNumber' as const, columnOrder: 'Ascending' as const }],
      awaitingMyApproval: true,
    };
    const address = addressOf(criteria, 'carmen', 'true');
    expect(address).toMatchObject({
      search: 'on',
      listAllPolicies: 'true',
      filter: 'carmen',
      sort: 'PolicyNumber:asc',
    });
    expect(criteriaFromAddress(readAddress({ ...address, policy: 100010 }))).toEqual(criteria);
    expect(criteriaFromAddress(readAddress({}))).toBeNull();
    expect(
      criteriaFromAddress(
        readAddress({
          search: 'on',
          status: 'Bogus,Complete',
          sort: 'ValidFrom:asc,ValidFrom:desc',
          from: '1/2/2026',
        }),
      ),
    ).toEqual({
      ...EMPTY_CRITERIA,
      statuses: ['Complete'],
      sort: [{ columnName: 'ValidFrom', columnOrder: 'Ascending' }],
    });
  });

  it('writes every part of a search into the address (decision 025) and reads the same search back', () => {
    const criteria = {
      ...EMPTY_CRITERIA,
      policyNumber: '100010',
      partyName: 'Carmen',
      statuses: ['WaitingApproval' as const, 'Complete' as const],
      sort: [
        { columnName: 'ValidFrom' as const, columnOrder: 'Descending' as const },
        { columnName: 'PolicyNumber' as const, columnOrder: 'Ascending' as const },
      ],
      companyCode: 'EPL' as const,
      awaitingMyApproval: true,
      validFrom: '2026-01-01',
      validTo: '2026-03-31',
    };
    const address = addressOf(criteria, '');
    expect(address).toEqual({
      search: 'on',
      policy: '100010',
      name: 'Carmen',
      status: 'WaitingApproval,Complete',
      sort: 'ValidFrom:desc,PolicyNumber:asc',
      product: 'EPL',
      mine: '1',
      from: '2026-01-01',
      to: '2026-03-31',
    });
    expect(criteriaFromAddress(readAddress({ ...address }))).toEqual(criteria);
  });

  it('keeps blank fields out of the address: an empty search is search=on alone', () => {
    expect(addressOf(EMPTY_CRITERIA, '')).toEqual({ search: 'on' });
    expect(addressOf({ ...EMPTY_CRITERIA, policyNumber: '  ', partyName: ' ' }, '   ')).toEqual({
      search: 'on',
    });
    expect(addressOf({ ...EMPTY_CRITERIA, policyNumber: ' 100010 ', partyName: ' Carmen ' }, '')).toEqual({
      search: 'on',
      policy: '100010',
      name: 'Carmen',
    });
  });

  it('opens a shared link with the name and the descending sort it carries', () => {
    expect(
      criteriaFromAddress(readAddress({ search: 'on', name: 'Carmen', sort: 'LifeCycleStatus:desc' })),
    ).toEqual({
      ...EMPTY_CRITERIA,
      partyName: 'Carmen',
      sort: [{ columnName: 'LifeCycleStatus', columnOrder: 'Descending' }],
    });
  });

  it('drops the any-status word Unknown from a link: it is no status a case can be in (decision 069)', () => {
    expect(criteriaFromAddress(readAddress({ search: 'on', status: 'Unknown,Complete' }))).toEqual({
      ...EMPTY_CRITERIA,
      statuses: ['Complete'],
    });
  });
});

function start(
  answers: (SearchResponse | Error)[],
  input: {
    criteria?: typeof EMPTY_CRITERIA | null;
    listAllPolicies?: 'true' | 'false';
    post?: (link: PostLinkInput) => Promise<void>;
  } = {},
) {
  const requests: SearchRequest[] = [];
  const navigations: RouteTarget[] = [];
  const notices: string[] = [];
  const alerts: string[] = [];
  const said: string[] = [];
  const posts: PostLinkInput[] = [];
  const machine = agentSearchMachine.provide({
    actors: {
      searchBook: fromPromise<SearchResponse, SearchRequest>(async ({ input: request }) => {
        requests.push(request);
        const answer = answers.shift();
        if (!answer) throw new Error('no answer left');
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      postLink: fromPromise<void, PostLinkInput>(async ({ input: link }) => {
        posts.push(link);
        await input.post?.(link);
      }),
    },
    actions: {
      navigate: (_, target) => navigations.push(target),
      recordAddress: (_, target) => navigations.push(target),
      notify: (_, { message }) => notices.push(say(message, 'en')),
      alert: (_, message) => alerts.push(say(message, 'en')),
      announce: (_, texts) => said.push(texts.map((text) => say(text, 'en')).join(' ')),
    },
  });
  const actor = createActor(machine, {
    input: { criteria: input.criteria ?? null, filter: '', listAllPolicies: input.listAllPolicies },
  }).start();
  return { actor, requests, navigations, notices, alerts, posts, said };
}

describe('agentSearch machine', () => {
  it('counts the results once a search answers, and says nothing while searching or after a failure', async () => {
    const { actor } = start([casePage(20), new Error('offline')], { criteria: EMPTY_CRITERIA });
    expect(selectCountLine(actor.getSnapshot())).toBe('');
    await waitFor(actor, (s) => s.matches({ list: 'results' }));
    expect(selectCountLine(actor.getSnapshot())).toBe('100 policies found, the first 20 listed.');
    actor.send({ type: 'filter.change', text: 'L0000001' });
    expect(selectCountLine(actor.getSnapshot())).toMatch(
      /^\d+ of the 20 listed match(es)? the filter \(100 policies found, the first 20 listed\)\.$/,
    );
    actor.send({ type: 'search.submit' });
    await waitFor(actor, (s) => s.matches({ list: 'failed' }));
    expect(selectCountLine(actor.getSnapshot())).toBe('');
  });

  it('Clear empties the form, the filter, the results and the address, back to the whole book (decision 364)', async () => {
    const { actor, navigations, requests } = start([casePage(20), casePage(3), casePage(20)], {
      criteria: null,
    });
    await waitFor(actor, (s) => s.matches({ list: 'results' }));
    actor.send({ type: 'form.edit', patch: { policyNumber: 'L00' } });
    actor.send({ type: 'search.submit' });
    await waitFor(actor, (s) => s.matches({ list: 'allLoaded' }));
    actor.send({ type: 'filter.change', text: 'x' });
    actor.send({ type: 'form.reset' });
    const cleared = actor.getSnapshot().context;
    expect(cleared).toMatchObject({ draft: EMPTY_CRITERIA, filter: '', arrival: true, rows: [] });
    expect(navigations.at(-1)).toEqual({ name: 'AgentHome', search: {} });
    await waitFor(actor, (s) => s.matches({ list: 'results' }));
    expect(requests.at(-1)).toEqual(requests[0]);
    expect(actor.getSnapshot().matches({ filter: 'unfiltered' })).toBe(true);
  });

  it('a sortable header sorts the search shown by its column, then the other way (decision 364)', async () => {
    const { actor, requests, navigations } = start([casePage(20), casePage(20), casePage(20)], {
      criteria: { ...EMPTY_CRITERIA, policyNumber: 'L00' },
    });
    await waitFor(actor, (s) => s.matches({ list: 'results' }));
    expect(selectColumnSort(actor.getSnapshot(), 'PolicyNumber')).toBe('none');
    actor.send({ type: 'form.edit', patch: { partyName: 'typed, not searched' } });
    actor.send({ type: 'sort.column', column: 'PolicyNumber' });
    await waitFor(actor, (s) => s.matches({ list: 'results' }));
    expect(requests.at(-1)).toMatchObject({
      policyNumber: 'L00',
      sortFields: [{ columnName: 'PolicyNumber', columnOrder: 'Ascending' }],
    });
    expect(requests.at(-1)).not.toMatchObject({ partyName: 'typed, not searched' });
    expect(selectColumnSort(actor.getSnapshot(), 'PolicyNumber')).toBe('ascending');
    expect(selectColumnSort(actor.getSnapshot(), 'LifeCycleStatus')).toBe('none');
    actor.send({ type: 'sort.column', column: 'PolicyNumber' });
    await waitFor(actor, (s) => s.matches({ list: 'results' }));
    expect(selectColumnSort(actor.getSnapshot(), 'PolicyNumber')).toBe('descending');
    expect(navigations.at(-1)).toMatchObject({ name: 'AgentHome' });
  });

  it('lists the whole book on arrival, recording no search, then pages through it until a short page', async () => {
    const { actor, requests, navigations } = start([casePage(20), casePage(20, 20), casePage(3, 40)]);
    expect(actor.getSnapshot().matches({ list: 'searching' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ list: 'results' }));
    expect(requests[0]).toMatchObject({ skip: 0, sortFields: [] });
    expect(navigations).toEqual([]);
    actor.send({ type: 'search.loadMore' });
    await waitFor(actor, (s) => s.matches({ list: 'results' }) && s.context.rows.length === 40);
    actor.send({ type: 'search.loadMore' });
    await waitFor(actor, (s) => s.matches({ list: 'allLoaded' }));
    expect(requests.map((r) => r.skip)).toEqual([0, 20, 40]);
    expect(actor.getSnapshot().context.rows).toHaveLength(43);
    actor.send({ type: 'search.loadMore' });
    expect(requests).toHaveLength(3);
  });

  it('marks the rows a next page added, lands focus only for the button, and says how many (decision 431)', async () => {
    const { actor, said } = start([casePage(20), casePage(20, 20), new Error('offline'), casePage(3, 40)]);
    await waitFor(actor, (s) => s.matches({ list: 'results' }));
    expect(actor.getSnapshot().context.added.times).toBe(0);
    actor.send({ type: 'search.loadMore', by: 'button' });
    await waitFor(actor, (s) => s.context.rows.length === 40);
    expect(actor.getSnapshot().context.added).toEqual({ first: 20, count: 20, landsFocus: true, times: 1 });
    expect(said).toEqual(['20 more policies listed.']);
    actor.send({ type: 'search.loadMore', by: 'scroll' });
    await waitFor(actor, (s) => s.matches({ list: 'failed' }));
    expect(actor.getSnapshot().context.added.times).toBe(1);
    // Try again is a button: its page lands focus, though scrolling asked for the one that failed.
    actor.send({ type: 'search.retry' });
    await waitFor(actor, (s) => s.matches({ list: 'allLoaded' }));
    expect(actor.getSnapshot().context.added).toEqual({ first: 40, count: 3, landsFocus: true, times: 2 });
    expect(said).toEqual(['20 more policies listed.', '3 more policies listed.']);
  });

  it('a page asked for by scrolling adds its rows without moving focus', async () => {
    const { actor } = start([casePage(20), casePage(1, 20, 21)]);
    await waitFor(actor, (s) => s.matches({ list: 'results' }));
    actor.send({ type: 'search.loadMore', by: 'scroll' });
    await waitFor(actor, (s) => s.matches({ list: 'allLoaded' }));
    expect(actor.getSnapshot().context.added).toEqual({ first: 20, count: 1, landsFocus: false, times: 1 });
    expect(moreRowsLine(1)).toBe('1 more policy listed.');
    expect(moreRowsLine(0)).toBe('No more policies found.');
  });

  it('refuses a duplicate sort column with the toast and keeps the draft', () => {
    const { actor, notices } = start([]);
    actor.send({
      type: 'form.sortSet',
      index: 0,
      field: { columnName: 'ValidFrom', columnOrder: 'Descending' },
    });
    actor.send({
      type: 'form.sortSet',
      index: 1,
      field: { columnName: 'ValidFrom', columnOrder: 'Ascending' },
    });
    expect(notices).toEqual([DUPLICATE_SORT]);
    expect(actor.getSnapshot().context.draft.sort).toHaveLength(1);
    expect(actor.getSnapshot().context.criteria?.sort).toEqual([]);
  });

  it('opens the review of a single result unless listAllPolicies is true', async () => {
    const one = start([casePage(1)], { criteria: EMPTY_CRITERIA });
    await waitFor(one.actor, (s) => s.matches({ list: 'opening' }));
    expect(one.navigations.at(-1)).toEqual({
      name: 'DocumentReview',
      params: { caseId: '100000' },
      replace: true,
    });
    const all = start([casePage(1)], { criteria: EMPTY_CRITERIA, listAllPolicies: 'true' });
    await waitFor(all.actor, (s) => s.matches({ list: 'allLoaded' }));
    expect(all.navigations).toEqual([]);
    // Arriving at a book of one case lists it: only a search opens a single result.
    const arrival = start([casePage(1)]);
    await waitFor(arrival.actor, (s) => s.matches({ list: 'allLoaded' }));
    expect(arrival.navigations).toEqual([]);
  });

  it('opens a single result by the link rule of a click: its agent confirmation, or the legacy popup', async () => {
    const confirmed: SearchResponse = {
      cases: [{ ...caseRow(0), lifeCycleStatus: 'WaitingAcceptance', isAnnuity: true }],
      totalCount: 1,
    };
    const one = start([confirmed], { criteria: EMPTY_CRITERIA });
    await waitFor(one.actor, (s) => s.matches({ list: 'opening' }));
    expect(one.navigations.at(-1)).toEqual({
      name: 'AgentConfirmationAnnuity',
      params: { caseId: '100000' },
      replace: true,
    });
    const legacy: SearchResponse = { cases: [{ ...caseRow(0), caseId: 'LEG-7001' }], totalCount: 1 };
    const popup = start([legacy], { criteria: EMPTY_CRITERIA });
    await waitFor(popup.actor, (s) => s.matches({ list: 'allLoaded' }) && popup.posts.length === 1);
    expect(popup.posts).toEqual([{ kind: 'legacy', caseId: 'LEG-7001' }]);
    expect(popup.navigations).toEqual([]);
    expect(popup.actor.getSnapshot().context.rows).toHaveLength(1);
  });

  it('says a failed search failed and retries what failed', async () => {
    const forbidden = new ApiError('not yours', { code: 'Forbidden', status: 403, call: 'searchBook' });
    const { actor, requests } = start([new Error('boom'), casePage(20), forbidden, casePage(2, 20)], {
      criteria: EMPTY_CRITERIA,
    });
    await waitFor(actor, (s) => s.matches({ list: 'failed' }));
    expect(actor.getSnapshot().context.error).toEqual(
      rawMessage('The search could not be completed. Please try again.'),
    );
    actor.send({ type: 'search.retry' });
    await waitFor(actor, (s) => s.matches({ list: 'results' }));
    actor.send({ type: 'search.loadMore' });
    await waitFor(actor, (s) => s.matches({ list: 'failed' }));
    expect(actor.getSnapshot().context.error).toEqual(
      rawMessage('You can only search your own book of business.'),
    );
    expect(actor.getSnapshot().context.rows).toHaveLength(20);
    actor.send({ type: 'search.retry' });
    await waitFor(actor, (s) => s.matches({ list: 'allLoaded' }));
    expect(requests.map((r) => r.skip)).toEqual([0, 0, 20, 20]);
  });

  it('filters the loaded rows and records the filter in place of the address entry', async () => {
    const { actor, navigations } = start([casePage(20)], { criteria: EMPTY_CRITERIA });
    await waitFor(actor, (s) => s.matches({ list: 'results' }));
    actor.send({ type: 'filter.change', text: 'person 1' });
    expect(actor.getSnapshot().matches({ filter: 'filtered' })).toBe(true);
    expect(navigations.at(-1)).toMatchObject({ replace: true, search: { filter: 'person 1' } });
    actor.send({ type: 'filter.change', text: '' });
    expect(actor.getSnapshot().matches({ filter: 'unfiltered' })).toBe(true);
  });

  it('follows a new address (back or forward) and ignores the one it wrote itself', async () => {
    const { actor, requests } = start([casePage(3), casePage(2)], { criteria: EMPTY_CRITERIA });
    await waitFor(actor, (s) => s.matches({ list: 'allLoaded' }));
    actor.send({ type: 'search.address', criteria: EMPTY_CRITERIA, filter: '' });
    expect(requests).toHaveLength(1);
    actor.send({ type: 'search.address', criteria: { ...EMPTY_CRITERIA, partyName: 'x' }, filter: '' });
    await waitFor(actor, (s) => s.matches({ list: 'allLoaded' }) && s.context.rows.length === 2);
    expect(requests[1]?.partyName).toBe('x');
    expect(actor.getSnapshot().context.draft.partyName).toBe('x');
  });

  it('routes a policy link, posts a legacy one and alerts when the popup is blocked', async () => {
    const { actor, navigations, posts, alerts } = start([], {
      post: async (link) => {
        if (link.caseId === 'LEG-2') throw new PopupBlocked();
      },
    });
    actor.send({ type: 'policy.open', row: caseRow(10) });
    expect(navigations.at(-1)).toEqual({ name: 'DocumentReview', params: { caseId: '100010' } });
    actor.send({
      type: 'policy.open',
      row: caseRow(11, { lifeCycleStatus: 'WaitingAcceptance', isAnnuity: true }),
    });
    expect(navigations.at(-1)).toEqual({ name: 'AgentConfirmationAnnuity', params: { caseId: '100011' } });
    actor.send({ type: 'policy.open', row: caseRow(1, { caseId: 'LEG-1' }) });
    await waitFor(actor, (s) => s.matches({ link: 'ready' }));
    actor.send({ type: 'policy.open', row: caseRow(2, { caseId: 'LEG-2' }) });
    await waitFor(actor, (s) => s.matches({ link: 'ready' }) && alerts.length > 0);
    expect(posts).toEqual([
      { kind: 'legacy', caseId: 'LEG-1' },
      { kind: 'legacy', caseId: 'LEG-2' },
    ]);
    expect(alerts).toEqual([SPEC_TEXTS.popupBlocked]);
    actor.send({ type: 'links.configured', routerMode: false });
    actor.send({ type: 'policy.open', row: caseRow(12) });
    await waitFor(actor, (s) => s.matches({ link: 'ready' }) && posts.length === 3);
    expect(posts[2]).toEqual({ kind: 'sso', destination: 'CaseDetails', caseId: '100012' });
  });

  it('tells the agent when the other system cannot be reached (decision 025)', async () => {
    const { actor, notices, alerts } = start([], {
      post: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    actor.send({ type: 'policy.open', row: caseRow(1, { caseId: 'LEG-1' }) });
    await waitFor(actor, (s) => s.matches({ link: 'ready' }) && notices.length > 0);
    expect(notices).toEqual(['The policy could not be opened in the other system. Please try again later.']);
    expect(alerts).toEqual([]);
  });
  it('records a search in the address once the agent searches, and the arrival list only its filter', async () => {
    const { actor, navigations } = start([casePage(3), casePage(3)], { listAllPolicies: 'true' });
    await waitFor(actor, (s) => s.matches({ list: 'allLoaded' }));
    actor.send({ type: 'filter.change', text: 'person 1' });
    expect(navigations.at(-1)).toEqual({
      name: 'AgentHome',
      search: { listAllPolicies: 'true', filter: 'person 1' },
      replace: true,
    });
    actor.send({ type: 'filter.change', text: '   ' });
    expect(navigations.at(-1)).toEqual({
      name: 'AgentHome',
      search: { listAllPolicies: 'true' },
      replace: true,
    });
    expect(actor.getSnapshot().matches({ filter: 'unfiltered' })).toBe(true);
    actor.send({ type: 'form.edit', patch: { partyName: 'Smith' } });
    actor.send({ type: 'search.submit' });
    const searched = { ...EMPTY_CRITERIA, partyName: 'Smith' };
    expect(actor.getSnapshot().context.draft).toEqual(searched);
    expect(navigations.at(-1)).toEqual({
      name: 'AgentHome',
      search: addressOf(searched, '   ', 'true'),
    });
    await waitFor(actor, (s) => s.matches({ list: 'allLoaded' }));
  });

  it('searches with the fields the agent typed and the sort columns chosen', async () => {
    const { actor, requests, notices } = start([casePage(3)]);
    await waitFor(actor, (s) => s.matches({ list: 'allLoaded' }) || s.matches({ list: 'failed' }));
    actor.send({ type: 'form.edit', patch: { policyNumber: 'L0000001' } });
    actor.send({
      type: 'form.sortSet',
      index: 0,
      field: { columnName: 'ValidFrom', columnOrder: 'Descending' },
    });
    actor.send({
      type: 'form.sortSet',
      index: 1,
      field: { columnName: 'PolicyNumber', columnOrder: 'Ascending' },
    });
    actor.send({ type: 'search.submit' });
    expect(notices).toEqual([]);
    expect(requests.at(-1)).toMatchObject({ policyNumber: 'L0000001', skip: 0 });
    expect(requests.at(-1)?.sortFields).toEqual([
      { columnName: 'ValidFrom', columnOrder: 'Descending' },
      { columnName: 'PolicyNumber', columnOrder: 'Ascending' },
    ]);
  });

  it('goes back to the arrival list when the address asks for no search, and stays when it already shows it', async () => {
    const { actor, requests } = start([casePage(3), casePage(2)]);
    await waitFor(actor, (s) => s.matches({ list: 'allLoaded' }));
    actor.send({ type: 'search.address', criteria: null, filter: '' });
    expect(requests).toHaveLength(1);
    actor.send({ type: 'form.edit', patch: { partyName: 'x' } });
    actor.send({ type: 'search.submit' });
    await waitFor(actor, (s) => s.matches({ list: 'allLoaded' }) && s.context.rows.length === 2);
    actor.send({ type: 'search.address', criteria: null, filter: '' });
    expect(requests).toHaveLength(3);
    expect(requests[2]).toMatchObject({ skip: 0 });
    expect(requests[2]?.partyName ?? '').toBe('');
  });
});

type SearchActor = ReturnType<typeof start>['actor'];

describe('Clear, the sortable headers and Load More as the agent meets them (decisions 364, 431)', () => {
  /** A state the list must reach: a mutant that never reaches it fails the test within 5 s, not at the test's timeout. */
  const settled = (actor: SearchActor, reached: (snapshot: AgentSearchSnapshot) => boolean) =>
    waitFor(actor, reached, { timeout: 5000 });
  const BY_NUMBER = { columnName: 'PolicyNumber', columnOrder: 'Ascending' } as const;
  const BY_NUMBER_DOWN = { columnName: 'PolicyNumber', columnOrder: 'Descending' } as const;
  const BY_DATE = { columnName: 'ValidFrom', columnOrder: 'Descending' } as const;

  it('Clear on the unfiltered arrival list empties the form only: no new search, no new address', async () => {
    const { actor, requests, navigations } = start([casePage(20)]);
    await settled(actor, (s) => s.matches({ list: 'results' }));
    actor.send({ type: 'form.edit', patch: { partyName: 'Smith' } });
    actor.send({ type: 'form.reset' });
    expect(actor.getSnapshot().context.draft).toEqual(EMPTY_CRITERIA);
    expect(requests).toHaveLength(1);
    expect(navigations).toEqual([]);
    expect(selectCountLine(actor.getSnapshot())).toBe('100 policies found, the first 20 listed.');
    // A filter of spaces filters nothing: the list is still the one the agent arrived at.
    actor.send({ type: 'filter.change', text: '   ' });
    const recorded = navigations.length;
    actor.send({ type: 'form.reset' });
    expect(requests).toHaveLength(1);
    expect(navigations).toHaveLength(recorded);
    expect(selectCountLine(actor.getSnapshot())).toBe('100 policies found, the first 20 listed.');
  });

  it('Clear on the filtered arrival list clears the filter and its address, and lists the whole book', async () => {
    const { actor, requests, navigations } = start([casePage(20), casePage(20)]);
    await settled(actor, (s) => s.matches({ list: 'results' }));
    actor.send({ type: 'filter.change', text: 'person 1' });
    expect(navigations.at(-1)).toEqual({ name: 'AgentHome', search: { filter: 'person 1' }, replace: true });
    actor.send({ type: 'form.reset' });
    expect(navigations.at(-1)).toEqual({ name: 'AgentHome', search: {} });
    await settled(actor, (s) => s.matches({ list: 'results' }));
    expect(requests).toHaveLength(2);
    expect(selectCountLine(actor.getSnapshot())).toBe('100 policies found, the first 20 listed.');
  });

  it('Clear after a search with no filter goes back to the whole book, a new search for the queue', async () => {
    const { actor, requests, navigations } = start([casePage(20), casePage(3), casePage(20)]);
    await settled(actor, (s) => s.matches({ list: 'results' }));
    const generations = [actor.getSnapshot().context.generation];
    actor.send({ type: 'form.edit', patch: { partyName: 'Smith' } });
    actor.send({ type: 'search.submit' });
    generations.push(actor.getSnapshot().context.generation);
    await settled(actor, (s) => s.matches({ list: 'allLoaded' }));
    expect(selectCountLine(actor.getSnapshot())).toBe('100 policies found, the first 3 listed.');
    actor.send({ type: 'form.reset' });
    generations.push(actor.getSnapshot().context.generation);
    expect(navigations.at(-1)).toEqual({ name: 'AgentHome', search: {} });
    await settled(actor, (s) => s.matches({ list: 'results' }));
    expect(requests).toHaveLength(3);
    expect(requests[2]).toEqual(requests[0]);
    expect(selectCountLine(actor.getSnapshot())).toBe('100 policies found, the first 20 listed.');
    // The work queue refreshes on each new search: Clear's is one it has not seen.
    expect(new Set(generations).size).toBe(3);
  });

  it('Clear after the arrival list failed lists the whole book again', async () => {
    const { actor, requests } = start([new Error('offline'), casePage(20)]);
    await settled(actor, (s) => s.matches({ list: 'failed' }));
    expect(selectCountLine(actor.getSnapshot())).toBe('');
    actor.send({ type: 'form.reset' });
    await settled(actor, (s) => s.matches({ list: 'results' }));
    expect(requests).toHaveLength(2);
    expect(selectCountLine(actor.getSnapshot())).toBe('100 policies found, the first 20 listed.');
  });

  it('after Back to the arrival list, a filter is recorded alone in the address (no search=on)', async () => {
    const { actor, navigations } = start([casePage(3), casePage(2), casePage(3)]);
    await settled(actor, (s) => s.matches({ list: 'allLoaded' }));
    actor.send({ type: 'form.edit', patch: { partyName: 'Smith' } });
    actor.send({ type: 'search.submit' });
    await settled(actor, (s) => s.matches({ list: 'allLoaded' }) && s.context.rows.length === 2);
    actor.send({ type: 'search.address', criteria: null, filter: '' });
    await settled(actor, (s) => s.matches({ list: 'allLoaded' }) && s.context.rows.length === 3);
    actor.send({ type: 'filter.change', text: 'person 1' });
    expect(navigations.at(-1)).toEqual({ name: 'AgentHome', search: { filter: 'person 1' }, replace: true });
  });

  /** The search a header press sends, and what the address and the header's aria-sort then say. */
  async function pressHeader(sort: SearchCriteria['sort']) {
    const { actor, requests, navigations } = start([casePage(20), casePage(20)], {
      criteria: { ...EMPTY_CRITERIA, sort },
    });
    await settled(actor, (s) => s.matches({ list: 'results' }));
    actor.send({ type: 'sort.column', column: 'PolicyNumber' });
    await settled(actor, (s) => s.matches({ list: 'results' }));
    return {
      sortFields: requests.at(-1)?.sortFields,
      address: navigations.at(-1),
      ariaSort: selectColumnSort(actor.getSnapshot(), 'PolicyNumber'),
    };
  }

  it('a header sorts ascending unless the list is sorted by its column alone, ascending', async () => {
    expect(await pressHeader([BY_NUMBER, BY_DATE])).toEqual({
      sortFields: [BY_NUMBER],
      address: { name: 'AgentHome', search: { search: 'on', sort: 'PolicyNumber:asc' } },
      ariaSort: 'ascending',
    });
    expect(await pressHeader([BY_DATE])).toMatchObject({ sortFields: [BY_NUMBER], ariaSort: 'ascending' });
    expect(await pressHeader([BY_NUMBER_DOWN])).toMatchObject({
      sortFields: [BY_NUMBER],
      ariaSort: 'ascending',
    });
    expect(await pressHeader([BY_NUMBER])).toEqual({
      sortFields: [BY_NUMBER_DOWN],
      address: { name: 'AgentHome', search: { search: 'on', sort: 'PolicyNumber:desc' } },
      ariaSort: 'descending',
    });
  });

  it('a Load More page that brings no rows lands focus nowhere and says none were found', async () => {
    const { actor, said } = start([casePage(20), casePage(0, 20, 20)]);
    await settled(actor, (s) => s.matches({ list: 'results' }));
    actor.send({ type: 'search.loadMore', by: 'button' });
    await settled(actor, (s) => s.matches({ list: 'allLoaded' }));
    expect(actor.getSnapshot().context.added).toEqual({ first: 20, count: 0, landsFocus: false, times: 1 });
    expect(said).toEqual(['No more policies found.']);
  });
});
