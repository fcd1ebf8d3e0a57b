import { textCatalog } from '../../i18n/message.ts';
/** The documents' list, details and download (decisions 085, 211). */
export const DOCUMENTS_TEXTS = textCatalog('documentsTexts', {
  details: 'Details',
  none: 'No documents.',
  downloadAll: {
    button: 'Download all documents',
    preparing: 'Preparing your documents…',
    failed: 'Your documents could not be downloaded. Please try again.',
  },
} as const);
