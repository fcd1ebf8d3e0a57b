import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { journeyTrackerMachine } from '../../../machines/journeyTracker.ts';
import { fromOwnedPromise } from '../../../machines/parts/ownedPromise.ts';
import type { TrackerPage } from '../../domain/journey/journeySteps.ts';
import type { AppServices } from '../../services/services.ts';
import { useProvided } from '../../services/useServices.ts';
import { inspect } from '../../telemetry/inspect.ts';
import { StepTracker } from './StepTracker.tsx';

const provideTracker = ({ api }: AppServices) =>
  journeyTrackerMachine.provide({
    actors: {
      loadTracker: fromOwnedPromise(
        ({ input, signal }: { input: { caseId: string; page: TrackerPage }; signal: AbortSignal }) =>
          api.tracker({ caseId: input.caseId, currentPage: input.page }, { signal }),
      ),
    },
  });

/**
 * The space the step tracker holds until its steps are in (also the build's drawn pages, decision 524);
 * `withProgress`: and the line under the steps a screen gives it (the review's count), so that neither
 * the steps nor that line move the heading when they come.
 */
export const TrackerPending = ({ withProgress = false }: { withProgress?: boolean }) => (
  <div
    className={`step-tracker step-tracker--pending${withProgress ? ' step-tracker--pending-progress' : ''}`}
    aria-hidden="true"
  />
);

/**
 * The step tracker of a screen whose machine does not load it (decision 084). Its space is kept while
 * it loads, so the screen does not shift under the customer's hand; `progress` changing asks for the
 * steps again (a step may have been done on this screen). `progress` is undefined while the screen loads.
 */
export function JourneyTracker({
  caseId,
  page,
  progress,
  children,
}: {
  caseId: string;
  page: TrackerPage;
  progress?: string | number;
  children?: ReactNode;
}) {
  const actor = useActorRef(useProvided(provideTracker), { input: { caseId, page }, inspect });
  const tracker = useSelector(actor, (s) => s.context.tracker);
  const unavailable = useSelector(actor, (s) => s.matches('unavailable'));

  // From one progress to another, not from none to the first (the steps were asked for as it mounted)
  // nor back to none (the screen is leaving).
  const last = useRef(progress);
  useEffect(() => {
    const before = last.current;
    if (progress === undefined) return;
    last.current = progress;
    if (before !== undefined && progress !== before) actor.send({ type: 'tracker.refresh' });
  }, [actor, progress]);

  if (tracker) return <StepTracker tracker={tracker}>{children}</StepTracker>;
  if (unavailable) return children ? <div className="step-tracker">{children}</div> : null;
  return <TrackerPending withProgress={Boolean(children)} />;
}
