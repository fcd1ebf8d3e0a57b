import { deepStrictEqual, match, strictEqual } from 'node:assert/strict';
import { createActor } from 'xstate';
import { agentCasePageMachine } from '../../machines/agentCasePage.ts';
import type { Case } from '../../src/api/schemas/case.ts';
import { MESSAGES } from '../../src/domain/documents/documents.ts';
import { reviewRunner } from './document-replays.ts';
import { inspecting, type Path, pendingCalls, type Run, replay } from './replay.ts';

/** The agent's review and confirmation page replayed against fakes, checking toasts and where they go. */

/** What the agent's review showed and where it went, read after one path. */
function checkAgentReview(path: Path, effects: string[]) {
  const last = path.steps.at(-1)?.event.type ?? '';
  // Every release or bypass ends on the agent confirmation, reloaded or not; a case past the
  // agent's step goes there at once.
  if (/^xstate\.(done|error)\.actor\.reloadAfterRelease$/.test(last))
    strictEqual(effects.at(-1), 'navigate:AgentConfirmation');
  // A refused release says the server's reason (SPEC §8); a release before every document is
  // reviewed says what is missing and calls nothing.
  if (last === 'xstate.error.actor.releaseCase')
    strictEqual(effects.at(-1), 'error:Only the next assigned approver can release this case.');
  if (last === 'xstate.error.actor.bypassApproval') match(effects.at(-1) ?? '', /^error:/);
  const end = path.steps.at(-1)?.state as { value: unknown; context?: { case?: Case | null } } | undefined;
  if (last === 'review.release' && !end?.context?.case?.documents.every((d) => d.isReviewComplete))
    strictEqual(effects.at(-1), `error:${MESSAGES.releaseNotAllReviewed}`);
  if (last === 'xstate.done.actor.loadCase' && end?.value === 'redirected')
    deepStrictEqual(effects, ['navigate:AgentConfirmation']);
}

export const runAgentReviewPath: Run = reviewRunner({ caseId: '100011', role: 'agent' }, checkAgentReview);

/** Replays one path of the agent confirmation's page and checks what Back does. */
export const runAgentCasePagePath: Run = async (path, inspect) => {
  const { logic, settle } = pendingCalls();
  const effects: string[] = [];
  const machine = agentCasePageMachine.provide({
    actors: { loadCase: logic as never, loadSignedPolicy: logic as never },
    actions: {
      navigate: (_, target) => void effects.push(`navigate:${target.name}`),
      closeWindow: () => void effects.push('close'),
    },
  });
  const actor = createActor(machine, {
    input: { caseId: '100011', withSignedPolicy: true },
    ...inspecting(inspect),
  });
  await replay(actor, settle, path);
  const backs = path.steps.flatMap((s) =>
    s.event.type === 'page.back'
      ? [(s.event as { popup?: boolean }).popup ? 'close' : 'navigate:AgentHome']
      : [],
  );
  deepStrictEqual(effects, backs);
};
