import type { AcceptCaseRequest, Signature } from '../src/api/schemas/index.ts';
import { namesMatch, signerOf } from '../src/domain/acceptance/signature.ts';
import type { CaseViewer } from './auth/caseViewer.ts';
import type { SandboxContext } from './context.ts';
import { badRequest } from './http/errors.ts';
import type { StoredCase, StoredParty } from './store/types.ts';
import { viewerPartyId } from './views.ts';

const SIGNATURE_REFUSALS = {
  noSigner: 'You have no party on this case to sign as.',
  name: 'The typed name is not the name of the party accepting this policy.',
  documents: 'The documents signed must be every document of this case, each once.',
  fingerprint: (documentId: string) =>
    `Document ${documentId} is not the document delivered: its fingerprint does not match.`,
  undelivered: (documentId: string) => `Document ${documentId} was never delivered, so it cannot be signed.`,
} as const;

/**
 * The signature of an acceptance, checked against the case (decision 220): the name typed must be the
 * signer's by src/domain/acceptance/signature.ts's rule, and the documents must be every document of the case, each
 * with the fingerprint fixed when it was first delivered. A refusal is a 400 naming the field.
 */
export function signatureOf(
  ctx: SandboxContext,
  stored: StoredCase,
  viewer: CaseViewer,
  request: AcceptCaseRequest,
): { signer: StoredParty; signature: Signature } {
  const signer = signerOf({ partyId: viewerPartyId(viewer), parties: stored.parties });
  if (!signer) throw badRequest(SIGNATURE_REFUSALS.noSigner, 'typedName');
  if (!namesMatch(request.typedName, signer.displayName))
    throw badRequest(SIGNATURE_REFUSALS.name, 'typedName');
  const sent = new Map(request.documents.map((d) => [d.documentId, d.sha256]));
  const ids = stored.documents.map((d) => d.documentId);
  if (sent.size !== request.documents.length || sent.size !== ids.length || !ids.every((id) => sent.has(id)))
    throw badRequest(SIGNATURE_REFUSALS.documents, 'documents');
  for (const documentId of ids) {
    const delivered = ctx.fingerprints.fixed(stored.caseId, documentId);
    if (delivered === null) throw badRequest(SIGNATURE_REFUSALS.undelivered(documentId), 'documents');
    if (delivered !== sent.get(documentId))
      throw badRequest(SIGNATURE_REFUSALS.fingerprint(documentId), 'documents');
  }
  return {
    signer,
    signature: {
      typedName: request.typedName,
      signedAt: ctx.now(),
      documents: ids.map((documentId) => ({ documentId, sha256: sent.get(documentId) ?? '' })),
    },
  };
}
