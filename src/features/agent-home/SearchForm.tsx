import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { agentSearchMachine } from '../../../machines/agentSearch.ts';
import type { SortField } from '../../api/schemas/agent.ts';
import { SORT_ORDERS } from '../../api/schemas/enums.ts';
import {
  COMPANY_CODES,
  displayStatus,
  freeSortColumn,
  SEARCHABLE_STATUSES,
  SORTABLE_COLUMNS,
} from '../../domain/agentSearch.ts';

export type AgentSearchRef = ActorRefFrom<typeof agentSearchMachine>;

const COLUMN_LABELS: Record<SortField['columnName'], string> = {
  ValidFrom: 'Policy date',
  LifeCycleStatus: 'Status',
  PolicyNumber: 'Policy number',
};

/** SPEC §2/§3's search form; its draft and checks live in the search machine. */
export function SearchForm({ search }: { search: AgentSearchRef }) {
  const draft = useSelector(search, (s) => s.context.draft);
  const busy = useSelector(search, (s) => s.hasTag('busy'));
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
  const edit = (patch: Parameters<typeof search.send>[0] & { type: 'form.edit' }) => search.send(patch);
  const nextColumn = freeSortColumn(draft.sort);

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
      <div className="agent-search__fields">
        <div className="field">
          <label htmlFor={field('policy')}>Policy number</label>
          <input
            id={field('policy')}
            value={draft.policyNumber}
            maxLength={40}
            onChange={(e) => edit({ type: 'form.edit', patch: { policyNumber: e.target.value } })}
          />
        </div>
        <div className="field">
          <label htmlFor={field('name')}>Party name</label>
          <input
            id={field('name')}
            value={draft.partyName}
            maxLength={80}
            onChange={(e) => edit({ type: 'form.edit', patch: { partyName: e.target.value } })}
          />
        </div>
        <div className="field">
          <label htmlFor={field('product')}>Product</label>
          <select
            id={field('product')}
            value={draft.companyCode}
            onChange={(e) =>
              edit({
                type: 'form.edit',
                patch: {
                  companyCode: e.target.value === 'EPL' || e.target.value === 'EPA' ? e.target.value : '',
                },
              })
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
          <label htmlFor={field('from')}>Policy date from</label>
          <input
            id={field('from')}
            type="date"
            value={draft.validFrom}
            onChange={(e) => edit({ type: 'form.edit', patch: { validFrom: e.target.value } })}
          />
        </div>
        <div className="field">
          <label htmlFor={field('to')}>Policy date to</label>
          <input
            id={field('to')}
            type="date"
            value={draft.validTo}
            onChange={(e) => edit({ type: 'form.edit', patch: { validTo: e.target.value } })}
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
                    edit({
                      type: 'form.edit',
                      patch: {
                        statuses: SEARCHABLE_STATUSES.filter((s) =>
                          s === status ? e.target.checked : draft.statuses.includes(s),
                        ),
                      },
                    })
                  }
                />
                {displayStatus(status)}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <label className="agent-search__check">
        <input
          type="checkbox"
          checked={draft.awaitingMyApproval}
          onChange={(e) => edit({ type: 'form.edit', patch: { awaitingMyApproval: e.target.checked } })}
        />
        Only cases waiting for my approval
      </label>
      <fieldset className="agent-search__sort">
        <legend>Sort by</legend>
        {draft.sort.map((sort, index) => (
          <div className="agent-search__sort-row" key={sort.columnName}>
            <label>
              <span className="visually-hidden">Sort column {index + 1}</span>
              <select
                aria-label={`Sort column ${index + 1}`}
                value={sort.columnName}
                onChange={(e) => {
                  const columnName = SORTABLE_COLUMNS.find((c) => c === e.target.value);
                  if (columnName)
                    search.send({ type: 'form.sortSet', index, field: { ...sort, columnName } });
                }}
              >
                {SORTABLE_COLUMNS.map((column) => (
                  <option key={column} value={column}>
                    {COLUMN_LABELS[column]}
                  </option>
                ))}
              </select>
            </label>
            <select
              aria-label={`Sort order ${index + 1}`}
              value={sort.columnOrder}
              onChange={(e) => {
                const columnOrder = SORT_ORDERS.find((o) => o === e.target.value);
                if (columnOrder)
                  search.send({ type: 'form.sortSet', index, field: { ...sort, columnOrder } });
              }}
            >
              {SORT_ORDERS.map((order) => (
                <option key={order} value={order}>
                  {order}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="button button--link"
              onClick={() => search.send({ type: 'form.sortRemove', index })}
            >
              Remove<span className="visually-hidden"> sort column {index + 1}</span>
            </button>
          </div>
        ))}
        {nextColumn && (
          <button
            type="button"
            className="button button--link"
            onClick={() =>
              search.send({
                type: 'form.sortSet',
                index: draft.sort.length,
                field: { columnName: nextColumn, columnOrder: 'Descending' },
              })
            }
          >
            Add sort column
          </button>
        )}
      </fieldset>
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
