/** The comment card, modal and change history (SPEC §2, §4); the machine's messages are in src/domain/commentTexts.ts. */
export const COMMENT_TEXTS = {
  cardLabel: 'Questions and changes',
  cardLead: 'Something not right, or a question about your policy?',
  changesNeeded: 'Changes needed',
  emailQuestions: 'Email your questions',
  changeHistory: 'Change History',
  titles: { question: 'Email your questions', change: 'Changes needed' },
  labels: { question: 'Your question', change: 'The change you need' },
  close: 'Close',
  submit: 'Submit',
  submitting: 'Submitting…',
  noHistory: 'There are no changes or questions on this policy yet.',
  type: 'Type',
  date: 'Date',
  details: 'Details',
} as const;
