import { textCatalog } from '../i18n/message.ts';
/**
 * Words the API edge raises and the frame shows (SPEC §8's maintenance row, decision 072). Kept apart
 * from the client so the frame can show them without loading it.
 */
export const SERVICE_TEXTS = textCatalog('serviceTexts', {
  epdDown:
    'If you received an e-mail for Electronic Policy Delivery review, please check back later. The Electronic Policy Delivery feature of this web site is currently unavailable due to system maintenance. We apologize for any inconvenience.',
  /** What a screen says about its own part while the maintenance notice is up. */
  maintenanceShort: 'Not available during system maintenance. Please check back later.',
} as const);
