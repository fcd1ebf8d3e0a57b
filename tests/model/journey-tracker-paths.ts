import { createActor, type EventFromLogic } from 'xstate';
import { journeyTrackerMachine } from '../../machines/journeyTracker.ts';
import { ApiError } from '../../src/api/errors.ts';
import { journeySteps } from '../../src/domain/journey/journeySteps.ts';
import { build } from './document-paths.ts';
import { inspecting, pendingCalls, type Run, replay } from './replay.ts';

const INPUT = { caseId: '100001', page: 'doc-review' } as const;

/** The tracker's generated paths: its call answered or failed, and asked again from either end. */
export function journeyTrackerModel() {
  const facts = { reviewed: false, paid: false, accepted: false, complete: false, isAnnuity: false };
  return build('journeyTracker', journeyTrackerMachine, {
    input: INPUT,
    events: [
      { type: 'xstate.done.actor.loadTracker', output: journeySteps(facts, 'doc-review') },
      {
        type: 'xstate.error.actor.loadTracker',
        error: new ApiError('Error received from api', { code: 'ServerError', status: 500, call: 'tracker' }),
      },
      { type: 'tracker.refresh' },
    ] as EventFromLogic<typeof journeyTrackerMachine>[],
    serializeState: (s) => JSON.stringify(s.value),
  });
}

export const runJourneyTrackerPath: Run = async (path, inspect) => {
  const { logic, settle } = pendingCalls();
  const machine = journeyTrackerMachine.provide({ actors: { loadTracker: logic as never } });
  await replay(createActor(machine, { input: INPUT, ...inspecting(inspect) }), settle, path);
};
