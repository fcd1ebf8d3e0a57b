import { assign, type DoneActorEvent, fromPromise, setup } from 'xstate';
import type { TrackerResponse } from '../src/api/schemas/case.ts';
import type { TrackerPage } from '../src/domain/journey/journeySteps.ts';

/**
 * The step tracker of a customer screen that does not load it itself (decision 084): the
 * same GET /Tracker the sequenced screens call, so every step of every flow shows one tracker. It is
 * orientation only: when it cannot load it stays away and the screen's own content goes on.
 */
export interface JourneyTrackerInput {
  caseId: string;
  page: TrackerPage;
}

export interface JourneyTrackerContext extends JourneyTrackerInput {
  tracker: TrackerResponse | null;
}

export const journeyTrackerMachine = setup({
  types: {
    context: {} as JourneyTrackerContext,
    input: {} as JourneyTrackerInput,
    events: {} as { type: 'tracker.refresh' },
  },
  actors: {
    loadTracker: fromPromise<TrackerResponse, JourneyTrackerInput>(async () => {
      throw new Error('loadTracker is provided by the app');
    }),
  },
  actions: {
    keepTracker: assign((_, tracker: TrackerResponse) => ({ tracker })),
  },
}).createMachine({
  id: 'journeyTracker',
  context: ({ input }) => ({ caseId: input.caseId, page: input.page, tracker: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadTracker',
        src: 'loadTracker',
        input: ({ context }) => ({ caseId: context.caseId, page: context.page }),
        onDone: {
          target: 'shown',
          actions: {
            type: 'keepTracker',
            params: ({ event }: { event: DoneActorEvent<TrackerResponse> }) => event.output,
          },
        },
        onError: 'unavailable',
      },
    },
    // The screen's facts changed (a step was done here): the steps are asked for again.
    shown: { on: { 'tracker.refresh': 'loading' } },
    unavailable: { on: { 'tracker.refresh': 'loading' } },
  },
});
