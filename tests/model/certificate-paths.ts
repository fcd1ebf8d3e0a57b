import { createActor, type EventFromLogic } from 'xstate';
import { certificateMachine } from '../../machines/certificate.ts';
import { ApiError } from '../../src/api/errors.ts';
import { certificateFixture } from '../unit/certificate-fixtures.ts';
import { build } from './document-paths.ts';
import { inspecting, pendingCalls, type Run, replay } from './replay.ts';

/** The certificate screen's machine: its one call, a retry, a refusal, and printing what it shows. */
export function certificateModel() {
  return build('certificate', certificateMachine, {
    input: { caseId: '100002' },
    events: [
      { type: 'xstate.done.actor.loadCertificate', output: certificateFixture() },
      {
        type: 'xstate.error.actor.loadCertificate',
        error: new ApiError('Service unavailable', { code: 'ServerError', status: 503, call: 'certificate' }),
      },
      {
        type: 'xstate.error.actor.loadCertificate',
        error: new ApiError('Case not found!', { code: 'CaseNotFound', status: 404, call: 'certificate' }),
      },
      { type: 'certificate.retry' },
      { type: 'certificate.print' },
    ] as EventFromLogic<typeof certificateMachine>[],
    serializeState: (s) => JSON.stringify(s.value),
  });
}

export const runCertificatePath: Run = async (path, inspect) => {
  const { logic, settle } = pendingCalls();
  const machine = certificateMachine.provide({
    actors: { loadCertificate: logic as never },
    actions: { print: () => {} },
  });
  await replay(createActor(machine, { input: { caseId: '100002' }, ...inspecting(inspect) }), settle, path);
};
