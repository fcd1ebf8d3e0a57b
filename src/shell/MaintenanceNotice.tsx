import { EPD_DOWN_MESSAGE } from '../api/index.ts';
import { shellNotices, useShellNotices } from './notices.ts';

/** SPEC §8, first row: shown whenever a response says the service is unavailable. */
export function MaintenanceNotice() {
  const { maintenance } = useShellNotices();
  if (!maintenance) return null;
  return (
    <div className="notice notice--warning" role="alert">
      <div className="notice__inner">
        <p>{EPD_DOWN_MESSAGE}</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => shellNotices.closeMaintenance()}
        >
          Close
        </button>
      </div>
    </div>
  );
}
