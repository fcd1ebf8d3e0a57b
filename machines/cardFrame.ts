import { fromCallback } from 'xstate';
import type { CardTokenResult } from '../src/api/schemas/payment.ts';

/**
 * The provider's hosted card form as an actor (SPEC §7): messages in (`cardFrame.submit` asks the frame
 * to check the card: the app posts 'ccSubmit' to it), the token out (`cardFrame.token`, read from the
 * frame's address once it lands back on the portal's origin) or `cardFrame.failed` (the provider's
 * 'fail' message, accepted only from the provider's origin). The app provides the implementation; the
 * machine only knows the protocol.
 */
export interface CardFrameInput {
  /** The hosted form's address for this card session. */
  address: string;
}

export type CardFrameCommand = { type: 'cardFrame.submit' };

export type CardFrameReport =
  | { type: 'cardFrame.token'; card: CardTokenResult }
  | { type: 'cardFrame.failed' };

export const cardFrameStub = fromCallback<CardFrameCommand, CardFrameInput>(() => {
  throw new Error('cardFrame is provided by the app');
});
