/**
 * Documents as the case screens show them: the desktop document frame, the list that opens each in
 * place, and the handheld check.
 */

export { DocumentFingerprint } from './DocumentFingerprint.tsx';
export { DocumentFrame } from './DocumentFrame.tsx';
export { DocumentList } from './DocumentList.tsx';
export { DOWNLOAD_ALL_TEXTS, DownloadAllDocumentsButton } from './DownloadAllDocuments.tsx';
export { useHandheld } from './useHandheld.ts';
