export { CaseSummaryCard } from './CaseSummaryCard.tsx';
export { GoHomeButton } from './GoHomeButton.tsx';
export { StepTracker } from './StepTracker.tsx';

import './case-summary.css';
