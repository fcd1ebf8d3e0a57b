import type { DeliveryTrackingEvent } from '../../../machines/deliveryConfirmation.ts';
import type { AppServices } from '../../services/services.ts';
import { uiConfigLoaded } from '../../services/siteConfig.ts';
import { flushTelemetry, startTelemetry, trackEvent } from '../../telemetry/index.ts';
import { provideDelivery } from './deliveryEffects.ts';

/** The sandbox's account site when the configuration names none (the demo always names one). */
const ACCOUNT_LOGIN_FALLBACK = '/__external/account/login';

/** The delivery machine with the app's effects, for the three delivery confirmation screens. */
export const provideDeliveryScreen = ({ api, navigate, notify, siteConfig }: AppServices) =>
  provideDelivery(api, {
    navigate,
    notify,
    track: async (event: DeliveryTrackingEvent) => {
      trackEvent(event.name, event.properties);
      // Telemetry starts after the first screen; wait for it so the event is sent, not dropped, when
      // the browser leaves the portal next.
      const config = await uiConfigLoaded(siteConfig);
      await startTelemetry(config);
      await flushTelemetry();
    },
    openAccountLogin: () => {
      void uiConfigLoaded(siteConfig).then(
        (config) => window.location.assign(config.accountSiteLoginUrl ?? ACCOUNT_LOGIN_FALLBACK),
        () => window.location.assign(ACCOUNT_LOGIN_FALLBACK),
      );
    },
  });
