import { textCatalog } from '../../i18n/message.ts';
/** The words of the signing panel (decision 220). */
export const SIGNING_TEXTS = textCatalog('signingTexts', {
  documentsHeading: 'What you are signing',
  amountsHeading: 'Amounts',
  nameLabel: 'Type your full name',
  nameHint: (role: string) =>
    `Your signature: type your full name as it appears beside ${role} in the policy summary above. Capitals, accents and spacing do not matter.`,
  missing: 'Type your full name to sign.',
  mismatch:
    'The name you typed does not match the name on this policy. Check it against the policy summary above.',
  documents: 'Documents',
  initialPaid: 'Initial premium paid',
  initialDue: 'Initial premium due',
  recurring: 'Recurring premium',
  /** After a failed accept, what the portal found when it checked (decision 365). */
  notRecorded:
    "Your signature was not recorded: nothing has been accepted yet. The name you typed is kept; press 'Accept Policy' to try again.",
  outcomeUnknown:
    'We could not check whether your signature was recorded. Reload this page before you try again: if it was recorded, the page takes you to your confirmation.',
} as const);
