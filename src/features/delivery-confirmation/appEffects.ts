import type { DeliveryTrackingEvent } from '../../../machines/deliveryConfirmation.ts';
import { navigate } from '../../app/navigator.ts';
import { uiConfigLoaded } from '../../app/siteConfig.ts';
import { showToast } from '../../shell/toasts.ts';
import { flushTelemetry, startTelemetry, trackEvent } from '../../telemetry/index.ts';
import type { DeliveryEffects } from './deliveryEffects.ts';

/** The sandbox's account site when the configuration names none (the demo always names one). */
const ACCOUNT_LOGIN_FALLBACK = '/__external/account/login';

/** The app's effects for the delivery confirmation screens. */
export const DELIVERY_EFFECTS: DeliveryEffects = {
  navigate,
  notify: (message, kind) => showToast(message, kind),
  track: async (event: DeliveryTrackingEvent) => {
    trackEvent(event.name, event.properties);
    // Telemetry starts after the first screen; wait for it so the event is sent, not dropped, when
    // the browser leaves the portal next.
    const config = await uiConfigLoaded();
    await startTelemetry(config);
    await flushTelemetry();
  },
  openAccountLogin: () => {
    void uiConfigLoaded().then(
      (config) => window.location.assign(config.accountSiteLoginUrl ?? ACCOUNT_LOGIN_FALLBACK),
      () => window.location.assign(ACCOUNT_LOGIN_FALLBACK),
    );
  },
};
