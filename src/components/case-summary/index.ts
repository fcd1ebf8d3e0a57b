export { CaseSummaryCard } from './CaseSummaryCard.tsx';
export { CertificateLink } from './CertificateLink.tsx';
export { GoHomeButton } from './GoHomeButton.tsx';
export { JourneyTracker, TrackerPending } from './JourneyTracker.tsx';
export { DownloadReceiptButton, PaymentReceipt } from './PaymentReceipt.tsx';
export { StepTracker } from './StepTracker.tsx';
export { useReceiptFile } from './useReceiptFile.ts';

import './case-summary.css';
