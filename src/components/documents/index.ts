/**
 * Documents as the case screens show them: the desktop document frame, the list that opens each in
 * place, and the handheld check.
 */

export { DocumentFingerprint } from './DocumentFingerprint.tsx';

export { DocumentList } from './DocumentList.tsx';
export { DownloadAllDocumentsButton } from './DownloadAllDocuments.tsx';
