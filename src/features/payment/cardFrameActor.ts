import { fromCallback } from 'xstate';
import type { CardFrameCommand, CardFrameInput } from '../../../machines/cardFrame.ts';
import { cardTokenFromAddress } from '../../domain/payment/paymentEntry.ts';

/** The frame the view draws for the card session (one at a time). */
const CARD_FRAME_SELECTOR = 'iframe[data-card-frame]';

const cardFrame = () => document.querySelector<HTMLIFrameElement>(CARD_FRAME_SELECTOR);

/**
 * The hosted card frame's protocol in the browser (SPEC §7): 'ccSubmit' is posted to the provider's
 * origin only; 'fail' is taken only from that origin and that frame; the token is read from the frame's
 * address once the provider sends it back to the portal's own origin. Nothing of it is logged.
 */
export const browserCardFrame = fromCallback<CardFrameCommand, CardFrameInput>(
  ({ input, receive, sendBack }) => {
    const providerOrigin = new URL(input.address).origin;

    const onMessage = (event: MessageEvent) => {
      if (event.origin !== providerOrigin || event.source !== cardFrame()?.contentWindow) return;
      if (event.data === 'fail') sendBack({ type: 'cardFrame.failed' });
    };

    // Load events do not bubble; a capturing listener on the document sees the frame's.
    const onLoad = (event: Event) => {
      const frame = cardFrame();
      if (!frame || event.target !== frame) return;
      let address: URL;
      try {
        // Readable only once the frame is back on the portal's origin; cross-origin it throws.
        address = new URL(frame.contentWindow?.location.href ?? '');
      } catch {
        return;
      }
      if (address.origin !== window.location.origin) return;
      const card = cardTokenFromAddress(address.searchParams);
      sendBack(card ? { type: 'cardFrame.token', card } : { type: 'cardFrame.failed' });
    };

    receive((command) => {
      if (command.type === 'cardFrame.submit')
        cardFrame()?.contentWindow?.postMessage('ccSubmit', providerOrigin);
    });

    window.addEventListener('message', onMessage);
    document.addEventListener('load', onLoad, true);
    return () => {
      window.removeEventListener('message', onMessage);
      document.removeEventListener('load', onLoad, true);
    };
  },
);
