import { useSelector } from '@xstate/react';
import { DocumentFrame } from '../../components/documents/DocumentFrame.tsx';
import { documentDisplayName } from '../../domain/documents/documents.ts';
import { useSay } from '../../i18n/useTexts.ts';
import type { PageRef } from './agentCasePage.tsx';

/** The signed policy fills its reserved frame when it arrives, or says why it is not there. */
export function SignedPolicySection({ page, annuity }: { page: PageRef; annuity: boolean }) {
  const framePending = useSelector(page, (s) => s.matches('loadingSignedPolicy'));
  const signedPolicy = useSelector(page, (s) => s.context.signedPolicy);
  const documentError = useSelector(page, (s) => s.context.documentError);
  const say = useSay();
  const contract = annuity ? 'contract' : 'policy';
  const title = documentDisplayName('SignedPolicy', annuity);
  return (
    <section aria-labelledby="agent-case-signed">
      <h2 id="agent-case-signed">{title}</h2>
      {framePending ? (
        <div className="document-frame document-frame--pending" role="status">
          Loading the signed {contract}…
        </div>
      ) : signedPolicy ? (
        <DocumentFrame content={signedPolicy.content} title={title} />
      ) : documentError ? (
        <p className="form-error" role="alert">
          {say(documentError)}
        </p>
      ) : (
        <p>No signed {contract} is on this case.</p>
      )}
    </section>
  );
}
