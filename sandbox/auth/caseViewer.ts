import type { PartyRole } from '../../src/api/schemas/enums.ts';
import type { TokenPayload } from './tokens.ts';

/** Who is looking at a case, and as which of its parties. */
export interface CaseViewer {
  kind: 'customer' | 'agent';
  partyIds: string[];
  roles: PartyRole[];
  /** The token whose Case- claim let the caller in; re-signed into `set-authorization`. */
  caseTokenPayload: TokenPayload | null;
  session: TokenPayload | null;
}
