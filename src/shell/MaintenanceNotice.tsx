import { SERVICE_TEXTS } from '../api/messages.ts';
import { useTexts } from '../i18n/useTexts.ts';
import { FRAME_TEXTS } from './messages.ts';
import { shellNotices, useShellNotices } from './notices.ts';

/** SPEC §8, first row: shown whenever a response says the service is unavailable. */
export function MaintenanceNotice() {
  const { maintenance } = useShellNotices();
  const t = useTexts(FRAME_TEXTS);
  const service = useTexts(SERVICE_TEXTS);
  if (!maintenance) return null;
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
