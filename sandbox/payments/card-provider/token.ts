import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';

/**
 * The card provider's token, as the provider issues it (issued.ts): 'TA', the first 8 hex digits of the
 * card session it was issued in, 8 random digits, the card's last four. Letters in it, so it never reads
 * as a card number; its last four are the card's, as SPEC §3's 'Card ending in' needs.
 */
const CARD_TOKEN_PATTERN = /^TA([0-9a-f]{8})\d{8}(\d{4})$/;

/**
 * @internal a rule its module applies inside a larger answer, tested at its edges on its own
 * (tests/sandbox/card-provider-rules.test.ts).
 */
export const sessionTag = (sessionId: string) => sessionId.replace(/-/g, '').slice(0, 8).toLowerCase();

export const makeCardToken = (sessionId: string, randomDigits: string, lastFour: string) =>
  `TA${sessionTag(sessionId)}${randomDigits}${lastFour}`;

/** The tag of the session a token names, or null for anything the provider did not make. */
export function tokenSessionTag(token: string): string | null {
  return CARD_TOKEN_PATTERN.exec(token)?.[1] ?? null;
}

/** The processor declines this demo card (4000 0000 0000 0002) with PaymentCardError. */
export const DECLINED_LAST_FOUR = '0002';

interface CheckedCard {
  providerId: string;
  lastFour: string;
  ccexp: string;
}
type CardCheck = { ok: true; card: CheckedCard } | { ok: false; errors: Record<string, string> };
interface CardRules {
  checkCard(input: { number: string; expiry: string; cvv: string }, now: Date): CardCheck;
  cardExpired(ccexp: string, now: Date): boolean;
}

/** The very checks the hosted form runs in the browser (assets/card-rules.js), run here too. */
function loadCardRules(): CardRules {
  const script = readFileSync(new URL('./assets/card-rules.js', import.meta.url), 'utf8');
  const context: { CardRules?: CardRules } = {};
  runInNewContext(script, context);
  if (!context.CardRules) throw new Error('assets/card-rules.js did not define CardRules.');
  return context.CardRules;
}

export const cardRules = loadCardRules();

/**
 * A card is good through the last day of its expiry month (MMYY): the hosted form's own rule
 * (assets/card-rules.js, decision 470), so the form and the provider never disagree on a card.
 */
export const cardExpired = (expirationDate: string, now: Date): boolean =>
  cardRules.cardExpired(expirationDate, now);
