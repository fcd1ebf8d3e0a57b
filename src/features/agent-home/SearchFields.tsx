import { useSelector } from '@xstate/react';
import type { AgentSearchRef } from '../../../machines/agentSearch.ts';
import {
  COMPANY_CODES,
  displayStatus,
  SEARCHABLE_STATUSES,
  toggledStatuses,
} from '../../domain/agentSearch.ts';

type Patch = Extract<Parameters<AgentSearchRef['send']>[0], { type: 'form.edit' }>['patch'];

/** SPEC §2/§3's search criteria: number, name, product, the policy dates and the statuses. */
export function SearchFields({ search, idOf }: { search: AgentSearchRef; idOf: (name: string) => string }) {
  const draft = useSelector(search, (s) => s.context.draft);
  const edit = (patch: Patch) => search.send({ type: 'form.edit', patch });
  return (
    <div className="agent-search__fields">
      <div className="field">
        <label htmlFor={idOf('policy')}>Policy number</label>
        <input
          id={idOf('policy')}
          value={draft.policyNumber}
          maxLength={40}
          onChange={(e) => edit({ policyNumber: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={idOf('name')}>Party name</label>
        <input
          id={idOf('name')}
          value={draft.partyName}
          maxLength={80}
          onChange={(e) => edit({ partyName: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={idOf('product')}>Product</label>
        <select
          id={idOf('product')}
          value={draft.companyCode}
          onChange={(e) =>
            edit({ companyCode: e.target.value === 'EPL' || e.target.value === 'EPA' ? e.target.value : '' })
          }
        >
          <option value="">Any</option>
          {Object.entries(COMPANY_CODES).map(([code, label]) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={idOf('from')}>Policy date from</label>
        <input
          id={idOf('from')}
          type="date"
          value={draft.validFrom}
          onChange={(e) => edit({ validFrom: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={idOf('to')}>Policy date to</label>
        <input
          id={idOf('to')}
          type="date"
          value={draft.validTo}
          onChange={(e) => edit({ validTo: e.target.value })}
        />
      </div>
      {/* A checkbox group: a plain click or Space toggles one status, the others stay (issue 21). */}
      <fieldset className="field field--statuses agent-search__statuses">
        <legend>Statuses</legend>
        <div className="agent-search__status-list">
          {SEARCHABLE_STATUSES.map((status) => (
            <label key={status} className="agent-search__status">
              <input
                type="checkbox"
                name="status"
                value={status}
                checked={draft.statuses.includes(status)}
                onChange={(e) =>
                  edit({ statuses: toggledStatuses(draft.statuses, status, e.target.checked) })
                }
              />
              {displayStatus(status)}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
