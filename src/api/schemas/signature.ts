import * as v from 'valibot';
import { Id, IsoDateTime, Sha256 } from './common.ts';

/** The most documents one case holds, and the longest name one may type (decision 068's bounds). */
const MAX_SIGNED_DOCUMENTS = 100;
export const MAX_TYPED_NAME = 200;

/** One document signed: its id and the fingerprint of the bytes the signer received. */
export const SignedDocument = v.object({ documentId: Id, sha256: Sha256 });
export type SignedDocument = v.InferOutput<typeof SignedDocument>;

/**
 * The name typed as a signature, exactly as typed: one line, not blank, bounded. Whether it is the
 * signer's name is src/domain/acceptance/signature.ts's rule, which the sandbox applies (decision 220).
 * @internal a named part of the API contract, checked on its own with good and malformed payloads
 *   (tests/unit/schemas.test.ts).
 */
export const TypedName = v.pipe(
  v.string(),
  v.maxLength(MAX_TYPED_NAME, 'is too long'),
  v.check((text) => !/\p{Cc}/u.test(text), 'must be one line of text'),
  v.check((text) => text.trim() !== '', 'is required: type your full name to sign'),
);

/** POST cases/{id}/accept: the adopted signature and the fingerprint of every document signed. */
export const AcceptCaseRequest = v.object({
  typedName: TypedName,
  documents: v.pipe(
    v.array(SignedDocument),
    v.minLength(1, 'must list the documents signed'),
    v.maxLength(MAX_SIGNED_DOCUMENTS, 'lists too many documents'),
  ),
});
export type AcceptCaseRequest = v.InferOutput<typeof AcceptCaseRequest>;

/**
 * The signature the accepting party adopted, as the case read shows it on that party (beyond SPEC's
 * fields): the typed name, when, and the documents' fingerprints.
 */
export const Signature = v.object({
  typedName: v.string(),
  signedAt: IsoDateTime,
  documents: v.array(SignedDocument),
});
export type Signature = v.InferOutput<typeof Signature>;
