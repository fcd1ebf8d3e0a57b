import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type JourneyTrackerInput, journeyTrackerMachine } from '../../machines/journeyTracker.ts';
import { ApiError } from '../../src/api/errors.ts';
import type { TrackerResponse } from '../../src/api/schemas/case.ts';

/** Decision 076's four steps on the confirmation, everything before Done done. */
const STEPS: TrackerResponse = {
  steps: [
    { page: 'doc-review', label: 'Review', isComplete: true, isActive: false },
    { page: 'payment', label: 'Pay', isComplete: true, isActive: false },
    { page: 'acceptance', label: 'Accept', isComplete: true, isActive: false },
    { page: 'confirmation', label: 'Done', isComplete: false, isActive: true },
  ],
};

function start(answers: (TrackerResponse | Error)[]) {
  const asked: JourneyTrackerInput[] = [];
  const machine = journeyTrackerMachine.provide({
    actors: {
      loadTracker: fromPromise<TrackerResponse, JourneyTrackerInput>(async ({ input }) => {
        asked.push(input);
        const answer = answers[asked.length - 1];
        if (!answer || answer instanceof Error) throw answer ?? new Error('asked too often');
        return answer;
      }),
    },
  });
  const actor = createActor(machine, { input: { caseId: '100001', page: 'confirmation' } }).start();
  return { actor, asked };
}

describe('the journey tracker of a screen (decision 076)', () => {
  it("asks for the steps of the screen's case and page, and keeps them for the tracker", async () => {
    const run = start([STEPS]);
    await waitFor(run.actor, (s) => s.matches('shown'));
    // SPEC §2: "steps are requested per case and current page".
    expect(run.asked).toEqual([{ caseId: '100001', page: 'confirmation' }]);
    expect(run.actor.getSnapshot().context.tracker).toEqual(STEPS);
  });

  it('a tracker that cannot load stays away; a step done on the screen asks for the same steps again', async () => {
    const run = start([
      new ApiError('Service unavailable', { code: 'ServerError', status: 503, call: 'tracker' }),
      STEPS,
    ]);
    await waitFor(run.actor, (s) => s.matches('unavailable'));
    expect(run.actor.getSnapshot().context.tracker).toBeNull();
    run.actor.send({ type: 'tracker.refresh' });
    await waitFor(run.actor, (s) => s.matches('shown'));
    expect(run.asked).toEqual([
      { caseId: '100001', page: 'confirmation' },
      { caseId: '100001', page: 'confirmation' },
    ]);
    expect(run.actor.getSnapshot().context.tracker).toEqual(STEPS);
  });
});
