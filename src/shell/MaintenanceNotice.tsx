import { SERVICE_TEXTS } from '../api/messages.ts';
import { useTexts } from '../i18n/useTexts.ts';
import { FRAME_TEXTS } from './messages.ts';
import { shellNotices, useShellNotices } from './notices.ts';

/**
 * SPEC §8, first row: shown whenever a response says the service is unavailable, with SPEC's Close.
 * Closing hides only the notice: the login form keeps its reason and stays disabled, and the notice
 * goes by itself when an answer says the service is back (decision 421).
 */
export function MaintenanceNotice() {
  const { maintenance, maintenanceClosed } = useShellNotices();
  const t = useTexts(FRAME_TEXTS);
  const service = useTexts(SERVICE_TEXTS);
  if (!maintenance || maintenanceClosed) return null;
  return (
    <div className="notice notice--warning" role="alert">
      <div className="notice__inner">
        <p>{service.epdDown}</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => shellNotices.closeMaintenance()}
        >
          {t.close}
        </button>
      </div>
    </div>
  );
}
