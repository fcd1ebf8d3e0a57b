import type { TrackerResponse } from '../../api/schemas/case.ts';

/** The sequenced flow's steps (GET /Tracker), the current one marked for screen readers too. */
export function StepTracker({ tracker }: { tracker: TrackerResponse }) {
  return (
    <nav aria-label="Steps">
      <ol className="step-tracker">
        {tracker.steps.map((step) => (
          <li
            key={step.page}
            className={`step-tracker__step${step.isComplete ? ' step-tracker__step--done' : ''}`}
            aria-current={step.isActive ? 'step' : undefined}
          >
            {step.label}
          </li>
        ))}
      </ol>
    </nav>
  );
}
