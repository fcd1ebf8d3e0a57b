import type { ReactNode } from 'react';
import type { TrackerResponse } from '../../api/schemas/case.ts';
import { JOURNEY_STEP_TEXTS } from '../../domain/journey/caseSummaryTexts.ts';
import { isTrackerPage, TRACKER_PAGES } from '../../domain/journey/journeySteps.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import { CASE_SUMMARY_TEXTS } from './messages.ts';

/**
 * The one step tracker of the customer's journey: Review → Pay → Accept → Done, the steps
 * done checked, the current one marked for screen readers too. `children` says how far the current step
 * is (the review's 'N of M documents reviewed'). A step is named by its page (the tracker's own label
 * only for a page the portal does not know).
 */
export function StepTracker({ tracker, children }: { tracker: TrackerResponse; children?: ReactNode }) {
  const t = useTexts(CASE_SUMMARY_TEXTS);
  const labels = useTexts(JOURNEY_STEP_TEXTS);
  return (
    <nav aria-label={t.progress} className="step-tracker">
      <ol className="step-tracker__steps">
        {tracker.steps.map((step) => (
          <li
            key={step.page}
            className={`step-tracker__step${step.isComplete ? ' step-tracker__step--done' : ''}`}
            aria-current={step.isActive ? 'step' : undefined}
          >
            {isTrackerPage(step.page) ? labels[TRACKER_PAGES[step.page]] : step.label}
            {step.isComplete && <span className="visually-hidden">{t.completed}</span>}
          </li>
        ))}
      </ol>
      {children}
    </nav>
  );
}
