/** The words of the signing panel (decision 220). */
export const SIGNING_TEXTS = {
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
} as const;
