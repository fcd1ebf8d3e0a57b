import { assign, fromPromise, setup } from 'xstate';
import { failureMessage } from '../src/api/failure.ts';
import type { Certificate } from '../src/api/schemas/certificate.ts';
import { CASE_FAILURE_MESSAGES } from '../src/domain/failureTexts.ts';
import type { Message } from '../src/i18n/message.ts';
import { loadFailed } from './parts/loadFailed.ts';

/**
 * The certificate of delivery (decision 232): loads the case's certificate, shows it,
 * and prints it (the browser's print dialog, where the customer may also save it as PDF).
 */

export interface CertificateInput {
  caseId: string;
}

export interface CertificateContext extends CertificateInput {
  certificate: Certificate | null;
  loadError: Message | null;
}

export type CertificateEvent = { type: 'certificate.retry' } | { type: 'certificate.print' };

export const certificateMachine = setup({
  types: {
    context: {} as CertificateContext,
    events: {} as CertificateEvent,
    input: {} as CertificateInput,
  },
  actors: {
    loadCertificate: fromPromise<Certificate, CertificateInput>(async () => {
      throw new Error('loadCertificate is provided by the app');
    }),
  },
  actions: {
    // The browser's print dialog, supplied with .provide().
    print: () => {},
    recordLoad: assign((_, certificate: Certificate) => ({ certificate, loadError: null })),
    recordLoadError: assign((_, error: unknown) => ({
      loadError: failureMessage(CASE_FAILURE_MESSAGES, error),
    })),
  },
}).createMachine({
  id: 'certificate',
  context: ({ input }) => ({ caseId: input.caseId, certificate: null, loadError: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadCertificate',
        src: 'loadCertificate',
        input: ({ context }) => ({ caseId: context.caseId }),
        onDone: { target: 'shown', actions: { type: 'recordLoad', params: ({ event }) => event.output } },
        onError: loadFailed,
      },
    },
    failed: { on: { 'certificate.retry': 'loading' } },
    /** No access to the case, or no such case: final; the screen offers the way home. */
    denied: { type: 'final' },
    shown: { on: { 'certificate.print': { actions: 'print' } } },
  },
});
