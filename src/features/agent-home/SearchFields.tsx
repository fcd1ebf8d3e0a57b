import { useSelector } from '@xstate/react';
import type { AgentSearchRef } from '../../../machines/agentSearch.ts';
import {
  COMPANY_CODES,
  displayStatus,
  SEARCHABLE_STATUSES,
  toggledStatuses,
} from '../../domain/agent/agentSearch.ts';

type Patch = Extract<Parameters<AgentSearchRef['send']>[0], { type: 'form.edit' }>['patch'];

/** SPEC §2/§3's search criteria: number, name, product, the policy dates and the statuses. */
export function SearchFields({ search, idOf }: { search: AgentSearchRef; idOf: (name: string) => string }) {
  const draft = useSelector(search, (s) => s.context.draft);
  const edit = (patch: Patch) => search.send({ type: 'form.edit', patch });
  return (
    <div className="agent-search__fields">
      <TextField
        id={idOf('policy')}
        label="Policy number"
        value={draft.policyNumber}
        maxLength={40}
        onChange={(value) => edit({ policyNumber: value })}
      />
      <TextField
        id={idOf('name')}
        label="Party name"
        value={draft.partyName}
        maxLength={80}
        onChange={(value) => edit({ partyName: value })}
      />
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
      <TextField
        id={idOf('from')}
        label="Policy date from"
        value={draft.validFrom}
        type="date"
        onChange={(value) => edit({ validFrom: value })}
      />
      <TextField
        id={idOf('to')}
        label="Policy date to"
        value={draft.validTo}
        type="date"
        onChange={(value) => edit({ validTo: value })}
      />
      {/* A checkbox group: a plain click or Space toggles one status, the others stay. */}
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

/** A labelled input of the search form; the machine holds its value. */
function TextField({
  id,
  label,
  value,
  type = 'text',
  maxLength,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  type?: 'text' | 'date';
  maxLength?: number;
  onChange: (value: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        maxLength={maxLength}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
