/**
 * The card provider's token, as the hosted form makes it (assets/card-rules.js `makeToken`, the same
 * format): 'TA', the first 8 hex digits of the card session it was issued in, 8 random digits, the
 * card's last four. Letters in it, so it never reads as a card number; its last four are the card's, as
 * SPEC §3's 'Card ending in' needs.
 */
export const CARD_TOKEN_PATTERN = /^TA([0-9a-f]{8})\d{8}(\d{4})$/;

export const sessionTag = (sessionId: string) => sessionId.replace(/-/g, '').slice(0, 8).toLowerCase();

export const makeCardToken = (sessionId: string, randomDigits: string, lastFour: string) =>
  `TA${sessionTag(sessionId)}${randomDigits}${lastFour}`;

/** The tag of the session a token names, or null for anything the provider did not make. */
export function tokenSessionTag(token: string): string | null {
  return CARD_TOKEN_PATTERN.exec(token)?.[1] ?? null;
}

/** The processor declines this demo card (4000 0000 0000 0002) with PaymentCardError. */
export const DECLINED_LAST_FOUR = '0002';

/** A card is good through the last day of its expiry month (MMYY). */
export function cardExpired(expirationDate: string, now: Date): boolean {
  const month = Number(expirationDate.slice(0, 2));
  const year = 2000 + Number(expirationDate.slice(2, 4));
  return year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
}
