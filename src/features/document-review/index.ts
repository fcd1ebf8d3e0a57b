/** What other features use from the review: the desktop document frame and the handheld check. */
export { DocumentFrame } from './DocumentFrame.tsx';
export { useHandheld } from './useHandheld.ts';
