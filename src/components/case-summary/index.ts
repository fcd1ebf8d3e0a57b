export { CaseSummaryCard } from './CaseSummaryCard.tsx';
export { GoHomeButton } from './GoHomeButton.tsx';
export { JourneyTracker } from './JourneyTracker.tsx';
export { StepTracker } from './StepTracker.tsx';

import './case-summary.css';
