import { SERVICE_TEXTS } from '../api/messages.ts';
import { useTexts } from '../i18n/useTexts.ts';
import { useShellNotices } from './notices.ts';

/**
 * SPEC §8, first row: shown whenever a response says the service is unavailable. It has no Close
 * (decision 421): it holds while the service is down and goes when an answer says it is back.
 */
export function MaintenanceNotice() {
  const { maintenance } = useShellNotices();
  const service = useTexts(SERVICE_TEXTS);
  if (!maintenance) return null;
  return (
    <div className="notice notice--warning" role="alert">
      <div className="notice__inner">
        <p>{service.epdDown}</p>
      </div>
    </div>
  );
}
