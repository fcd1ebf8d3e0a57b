import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { AgentSearchRef } from '../../../machines/agentSearch.ts';
import { SearchFields } from './SearchFields.tsx';
import { SortFields } from './SortFields.tsx';

/** SPEC §2/§3's search form; its draft and checks live in the search machine. */
export function SearchForm({ search }: { search: AgentSearchRef }) {
  const awaitingMyApproval = useSelector(search, (s) => s.context.draft.awaitingMyApproval);
  const busy = useSelector(search, (s) => s.hasTag('busy'));
  const id = useId();

  return (
    <form
      className="agent-search"
      aria-label="Search policies"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        search.send({ type: 'search.submit' });
      }}
    >
      <SearchFields search={search} idOf={(name) => `${id}-${name}`} />
      <label className="agent-search__check">
        <input
          type="checkbox"
          checked={awaitingMyApproval}
          onChange={(e) =>
            search.send({ type: 'form.edit', patch: { awaitingMyApproval: e.target.checked } })
          }
        />
        Only cases waiting for my approval
      </label>
      <SortFields search={search} />
      <div className="agent-search__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          Search
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => search.send({ type: 'form.reset' })}
        >
          Clear
        </button>
      </div>
    </form>
  );
}
