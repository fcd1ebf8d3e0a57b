import { type CertificateInput, certificateMachine } from '../../../machines/certificate.ts';
import { fromOwnedPromise } from '../../../machines/parts/ownedPromise.ts';
import type { Api } from '../../api/index.ts';
import type { Certificate } from '../../api/schemas/certificate.ts';

/** The certificate with the app's call, and the browser's print dialog (where PDF is one printer). */
export function provideCertificate(api: Api, print: () => void) {
  return certificateMachine.provide({
    actors: {
      loadCertificate: fromOwnedPromise<Certificate, CertificateInput>(({ input, signal }) =>
        api.certificate({ caseId: input.caseId }, { signal }),
      ),
    },
    actions: { print: () => print() },
  });
}
