import { useSelector } from '@xstate/react';
import type { AgentSearchRef } from '../../../machines/agentSearch.ts';
import type { SortField } from '../../api/schemas/agent.ts';
import { SORT_ORDERS } from '../../api/schemas/enums.ts';
import { freeSortColumn, SORTABLE_COLUMNS } from '../../domain/agent/agentSearch.ts';

const COLUMN_LABELS: Record<SortField['columnName'], string> = {
  ValidFrom: 'Policy date',
  LifeCycleStatus: 'Status',
  PolicyNumber: 'Policy number',
};

/** SPEC §2's sort columns: each one once, in the order chosen. */
export function SortFields({ search }: { search: AgentSearchRef }) {
  const sorts = useSelector(search, (s) => s.context.draft.sort);
  const nextColumn = freeSortColumn(sorts);
  return (
    <fieldset className="agent-search__sort">
      <legend>Sort by</legend>
      {sorts.map((sort, index) => (
        <div className="agent-search__sort-row" key={sort.columnName}>
          <label>
            <span className="visually-hidden">Sort column {index + 1}</span>
            <select
              aria-label={`Sort column ${index + 1}`}
              value={sort.columnName}
              onChange={(e) => {
                const columnName = SORTABLE_COLUMNS.find((c) => c === e.target.value);
                if (columnName) search.send({ type: 'form.sortSet', index, field: { ...sort, columnName } });
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
              if (columnOrder) search.send({ type: 'form.sortSet', index, field: { ...sort, columnOrder } });
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
              index: sorts.length,
              field: { columnName: nextColumn, columnOrder: 'Descending' },
            })
          }
        >
          Add sort column
        </button>
      )}
    </fieldset>
  );
}
