import type { Case } from '../../api/schemas/case.ts';
import type { DocumentType } from '../../api/schemas/enums.ts';
import type { Party } from '../../api/schemas/party.ts';
import type { SignedDocument } from '../../api/schemas/signature.ts';
import { documentDisplayName } from '../documents/documents.ts';
import { type Fingerprint, fingerprintDiffers } from '../documents/fingerprint.ts';
import { SIGNING_TEXTS } from './signingTexts.ts';

/**
 * The adopted signature (decision 220): the customer types their full name, and it
 * counts when it is the name of their party on the case, capitals, accents and spacing forgiven. The
 * portal enables 'Accept Policy' by this rule and the sandbox refuses an acceptance by it.
 */

/**
 * Latin letters Unicode gives no accent-free decomposition, written as a keyboard without them writes them
 * (decision 305): 'Yılmaz' is typed 'Yilmaz', 'Søren' 'Soren', 'Łukasz' 'Lukasz'. 'ß' folds to 'ss' as its
 * capital 'SS' does.
 */
const PLAIN_LETTERS: Record<string, string> = { ß: 'ss', ı: 'i', ø: 'o', ł: 'l', đ: 'd', æ: 'ae', œ: 'oe' };

/**
 * A name as compared: accents and compatibility forms removed, lower case, single spaces, trimmed.
 * @internal a rule its module applies inside a larger answer, tested at its edges on its own
 *   (tests/unit/signature.test.ts).
 */
export function foldName(name: string): string {
  const bare = (s: string) => s.normalize('NFKD').replace(/\p{M}+/gu, '');
  // Lower-casing may bring marks back ('İ' → 'i̇'), so they are removed again after it.
  return bare(bare(name).toLowerCase())
    .replace(/[ßıøłđæœ]/gu, (letter) => PLAIN_LETTERS[letter] ?? letter)
    .replace(/\s+/gu, ' ')
    .trim();
}

/** Is the typed name the expected one? Never for an empty name, a prefix or another name. */
export function namesMatch(typed: string, expected: string): boolean {
  const wanted = foldName(expected);
  return wanted !== '' && foldName(typed) === wanted;
}

/** The party who signs: the viewer's own party on the case (the one the case read names). */
export const signerOf = <P extends Pick<Party, 'id'>>(c: {
  partyId: Case['partyId'];
  parties: readonly P[];
}) => c.parties.find((p) => p.id === c.partyId) ?? null;

/** A SHA-256 short enough to read aloud: its first and last eight digits. */
const shortFingerprint = (sha256: string): string =>
  sha256.length > 16 ? `${sha256.slice(0, 8)}…${sha256.slice(-8)}` : sha256;

export { SIGNING_TEXTS };

/** The role the hint names: how the case summary lists the signer (Owner before the others). */
export function signerRole(party: Pick<Party, 'roles'> | null): string {
  if (!party) return 'Owner';
  return party.roles.includes('Owner') ? 'Owner' : (party.roles[0] ?? 'Owner');
}

/** A document on the acceptance screen: what the insurer says it delivered and what this browser received. */
export interface SigningDocument extends Fingerprint {
  documentId: string;
  documentType: DocumentType;
}

/** What is signed for a document: the fingerprint of the bytes received, else the insurer's. */
const signedFingerprint = (d: Fingerprint): string | null => d.received ?? d.delivered;

/** The documents as the accept call lists them; one without any fingerprint cannot be signed for. */
export const signedDocuments = (documents: readonly SigningDocument[]): SignedDocument[] =>
  documents.flatMap((d) => {
    const sha256 = signedFingerprint(d);
    return sha256 ? [{ documentId: d.documentId, sha256 }] : [];
  });

export interface SigningRow {
  documentId: string;
  name: string;
  /** The full SHA-256 signed for, or null when there is none. */
  sha256: string | null;
  short: string | null;
  /** The bytes received are not those first delivered (decision 211's warning). */
  differs: boolean;
}

/** Each document as the acceptance screen lists it: its name and the fingerprint signed for. */
export const signingRows = (documents: readonly SigningDocument[], isAnnuity: boolean): SigningRow[] =>
  documents.map((d) => {
    const sha256 = signedFingerprint(d);
    return {
      documentId: d.documentId,
      // SPEC's 'View Signed Policy' names a link; what is signed is the 'Signed Policy' (as the archive says).
      name: documentDisplayName(d.documentType, isAnnuity).replace(/^View /, ''),
      sha256,
      short: sha256 ? shortFingerprint(sha256) : null,
      differs: fingerprintDiffers(d),
    };
  });
