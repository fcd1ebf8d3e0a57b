import { useSiteConfig } from '../../services/siteConfig.ts';
import { Spinner } from '../../shell/PageSpinner.tsx';
import { useDocumentTitle } from '../../shell/useDocumentTitle.ts';
import { CONFIGS_FAILED } from './messages.ts';

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'Not set';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/** SPEC §2 Configs: the configuration details from the config calls, as a table. */
export function ConfigsScreen() {
  useDocumentTitle('Configuration details');
  const config = useSiteConfig('config');
  const ui = useSiteConfig('ui');
  const loading = config.status === 'loading' || ui.status === 'loading';
  const failed = config.status === 'failed' || ui.status === 'failed';
  const rows: [string, unknown][] = [];
  if (config.data) rows.push(...Object.entries(config.data));
  if (ui.data) rows.push(...Object.entries(ui.data));
  return (
    <section className="page" aria-labelledby="page-title" aria-busy={loading}>
      <h1 id="page-title">Configuration details</h1>
      {loading && <Spinner label="Loading the configuration…" />}
      {failed && (
        <p className="alert alert--error" role="alert">
          {CONFIGS_FAILED}
        </p>
      )}
      {rows.length > 0 && (
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">Configuration settings and their values</caption>
            <thead>
              <tr>
                <th scope="col">Setting</th>
                <th scope="col">Value</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(([key, value]) => (
                <tr key={key}>
                  <th scope="row">{key}</th>
                  <td>{show(value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
