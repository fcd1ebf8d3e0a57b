import { randomBytes, randomInt } from 'node:crypto';
import type { Db } from '../../store/db.ts';
import { cardRules, makeCardToken } from './token.ts';

/** A card as the provider keeps it behind a token: never its number, only what a receipt may name. */
export interface IssuedCard {
  token: string;
  sessionId: string;
  providerId: string;
  lastFour: string;
  /** MMYY, as the card was entered. */
  expiry: string;
  issuedAt: string;
}

export interface CardEntry {
  sessionId: string;
  number: string;
  expiry: string;
  cvv: string;
}

export type Tokenised =
  | { ok: true; card: IssuedCard; txnAuth: string }
  | { ok: false; errors: Record<string, string> };

/**
 * The card provider's own record of the tokens it issued (docs/decisions/371-card-tokens-verified.md):
 * the hosted form sends the card here, the provider checks it and answers a token, and the insurer
 * asks `lookup` before it takes one. A token it never issued is no card, whatever its shape.
 */
export class IssuedCardTokens {
  private readonly insert;
  private readonly find;

  constructor(
    db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.insert = db.prepare(
      'INSERT INTO card_tokens (token, session_id, provider_id, last_four, expiry, issued_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.find = db.prepare(
      'SELECT token, session_id, provider_id, last_four, expiry, issued_at FROM card_tokens WHERE token = ?',
    );
  }

  issue(entry: CardEntry): Tokenised {
    const at = this.now();
    const check = cardRules.checkCard(entry, at);
    if (!check.ok) return check;
    const digits = String(randomInt(0, 100_000_000)).padStart(8, '0');
    const card: IssuedCard = {
      token: makeCardToken(entry.sessionId, digits, check.card.lastFour),
      sessionId: entry.sessionId,
      providerId: check.card.providerId,
      lastFour: check.card.lastFour,
      expiry: check.card.ccexp,
      issuedAt: at.toISOString(),
    };
    this.insert.run(card.token, card.sessionId, card.providerId, card.lastFour, card.expiry, card.issuedAt);
    return { ok: true, card, txnAuth: randomBytes(8).toString('hex') };
  }

  lookup(token: string): IssuedCard | null {
    const row = this.find.get(token) as
      | {
          token: string;
          session_id: string;
          provider_id: string;
          last_four: string;
          expiry: string;
          issued_at: string;
        }
      | undefined;
    if (!row) return null;
    return {
      token: row.token,
      sessionId: row.session_id,
      providerId: row.provider_id,
      lastFour: row.last_four,
      expiry: row.expiry,
      issuedAt: row.issued_at,
    };
  }
}
