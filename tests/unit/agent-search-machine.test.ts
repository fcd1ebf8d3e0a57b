import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { agentSearchMachine, type PostLinkInput } from '../../machines/agentSearch.ts';
import type { SearchRequest, SearchResponse } from '../../src/api/schemas/agent.ts';
import { DUPLICATE_SORT } from '../../src/api/schemas/agent.ts';
import { EMPTY_CRITERIA, type SearchCriteria } from '../../src/domain/agent/agentSearch.ts';
import type { RouteTarget } from '../../src/domain/routeNames.ts';
import { say } from '../../src/i18n/texts.ts';
import { casePage } from './agent-search-fixtures.ts';

const BY_DATE = { columnName: 'ValidFrom', columnOrder: 'Descending' } as const;
const BY_NUMBER = { columnName: 'PolicyNumber', columnOrder: 'Ascending' } as const;

function start(
  answers: SearchResponse[],
  input: { criteria?: SearchCriteria | null; routerMode?: boolean } = {},
) {
  const navigations: RouteTarget[] = [];
  const notices: { message: string; kind: string }[] = [];
  const posts: PostLinkInput[] = [];
  const machine = agentSearchMachine.provide({
    actors: {
      searchBook: fromPromise<SearchResponse, SearchRequest>(async () => {
        const answer = answers.shift();
        if (!answer) throw new Error('no answer left');
        return answer;
      }),
      postLink: fromPromise<void, PostLinkInput>(async ({ input: link }) => {
        posts.push(link);
      }),
    },
    actions: {
      navigate: (_, target) => navigations.push(target),
      notify: (_, params) => notices.push({ ...params, message: say(params.message, 'en') }),
    },
  });
  const actor = createActor(machine, {
    input: { criteria: input.criteria ?? null, filter: '', routerMode: input.routerMode },
  }).start();
  return { actor, navigations, notices, posts };
}

describe('the search form as the agent fills it in', () => {
  it('keeps what the agent typed in the form', () => {
    const { actor } = start([casePage(20)]);
    actor.send({ type: 'form.edit', patch: { policyNumber: 'L0000007' } });
    expect(actor.getSnapshot().context.draft.policyNumber).toBe('L0000007');
  });

  it('removes just the sort row whose remove button was clicked', () => {
    const { actor } = start([casePage(20)]);
    actor.send({ type: 'form.sortSet', index: 0, field: BY_DATE });
    actor.send({ type: 'form.sortSet', index: 1, field: BY_NUMBER });
    actor.send({ type: 'form.sortRemove', index: 0 });
    expect(actor.getSnapshot().context.draft.sort).toEqual([BY_NUMBER]);
  });

  it('clears the form on Reset', () => {
    const { actor } = start([casePage(20)]);
    actor.send({ type: 'form.edit', patch: { partyName: 'Smith' } });
    actor.send({ type: 'form.sortSet', index: 0, field: BY_DATE });
    actor.send({ type: 'form.reset' });
    expect(actor.getSnapshot().context.draft).toEqual(EMPTY_CRITERIA);
  });

  it('shows the duplicate sort refusal as an error toast', () => {
    const { actor, notices } = start([casePage(20)]);
    actor.send({ type: 'form.sortSet', index: 0, field: BY_DATE });
    actor.send({ type: 'form.sortSet', index: 1, field: { ...BY_DATE, columnOrder: 'Ascending' } });
    expect(notices).toEqual([{ message: DUPLICATE_SORT, kind: 'error' }]);
  });

  it('refuses to search by an address whose sort repeats a column, with the error toast', async () => {
    const { actor, notices, navigations } = start([casePage(20), casePage(20)]);
    await waitFor(actor, (s) => s.matches({ list: 'results' }));
    actor.send({
      type: 'search.address',
      criteria: { ...EMPTY_CRITERIA, sort: [BY_DATE, { ...BY_DATE, columnOrder: 'Ascending' }] },
      filter: '',
    });
    await waitFor(actor, (s) => s.matches({ list: 'results' }));
    navigations.length = 0;
    actor.send({ type: 'search.submit' });
    expect(notices).toEqual([{ message: DUPLICATE_SORT, kind: 'error' }]);
    expect(navigations).toEqual([]);
    expect(actor.getSnapshot().matches({ list: 'results' })).toBe(true);
  });
});

describe('a search the agent asks for', () => {
  it('disables Search (busy) while the search runs', async () => {
    const { actor } = start([casePage(20)]);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches({ list: 'results' }));
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });

  it('records the search in the address when the agent clicks Search', async () => {
    const { actor, navigations } = start([casePage(20), casePage(20)]);
    await waitFor(actor, (s) => s.matches({ list: 'results' }));
    actor.send({ type: 'form.edit', patch: { partyName: 'Smith' } });
    actor.send({ type: 'search.submit' });
    expect(navigations).toHaveLength(1);
    expect(navigations[0]).toMatchObject({ name: 'AgentHome', search: { search: 'on', name: 'Smith' } });
  });

  it('opens a single result by itself after a search from the arrival list (SPEC §2)', async () => {
    const { actor, navigations } = start([casePage(20), casePage(1)]);
    await waitFor(actor, (s) => s.matches({ list: 'results' }));
    actor.send({ type: 'form.edit', patch: { policyNumber: 'L0000000' } });
    actor.send({ type: 'search.submit' });
    await waitFor(actor, (s) => s.matches({ list: 'opening' }) || s.matches({ list: 'allLoaded' }));
    expect(actor.getSnapshot().matches({ list: 'opening' })).toBe(true);
    expect(navigations.at(-1)).toMatchObject({ name: 'DocumentReview', params: { caseId: '100000' } });
  });

  it('opens a single result by itself when the address asks for a search (SPEC §2)', async () => {
    const { actor } = start([casePage(20), casePage(1)]);
    await waitFor(actor, (s) => s.matches({ list: 'results' }));
    actor.send({
      type: 'search.address',
      criteria: { ...EMPTY_CRITERIA, policyNumber: 'L0000000' },
      filter: '',
    });
    await waitFor(actor, (s) => s.matches({ list: 'opening' }) || s.matches({ list: 'allLoaded' }));
    expect(actor.getSnapshot().matches({ list: 'opening' })).toBe(true);
  });

  it('gives each new search a generation never seen before, so the queue refreshes after each', async () => {
    const { actor } = start([casePage(20), casePage(20), casePage(20)]);
    await waitFor(actor, (s) => s.matches({ list: 'results' }));
    const seen = [actor.getSnapshot().context.generation];
    actor.send({ type: 'form.edit', patch: { partyName: 'Smith' } });
    actor.send({ type: 'search.submit' });
    seen.push(actor.getSnapshot().context.generation);
    await waitFor(actor, (s) => s.matches({ list: 'results' }));
    // Back: the address asks for the arrival list again.
    actor.send({ type: 'search.address', criteria: null, filter: '' });
    seen.push(actor.getSnapshot().context.generation);
    expect(new Set(seen).size).toBe(3);
  });

  it('follows a filter edited in the address when the search stays the same', async () => {
    const { actor } = start([casePage(20)]);
    await waitFor(actor, (s) => s.matches({ list: 'results' }));
    actor.send({ type: 'search.address', criteria: null, filter: 'L0000003' });
    expect(actor.getSnapshot().context.filter).toBe('L0000003');
    expect(actor.getSnapshot().matches({ list: 'results' })).toBe(true);
  });

  it('takes the site configuration’s router mode for the links it opens', async () => {
    const { actor, navigations, posts } = start([casePage(20), casePage(1)], { routerMode: false });
    await waitFor(actor, (s) => s.matches({ list: 'results' }));
    actor.send({ type: 'links.configured', routerMode: true });
    actor.send({ type: 'form.edit', patch: { policyNumber: 'L0000000' } });
    actor.send({ type: 'search.submit' });
    await waitFor(actor, (s) => s.matches({ list: 'opening' }) || s.matches({ list: 'allLoaded' }));
    expect(posts).toEqual([]);
    expect(navigations.at(-1)).toMatchObject({ name: 'DocumentReview', params: { caseId: '100000' } });
  });
});
