import type { MarksProblem } from '../../domain/review/markedPages.ts';
import { formatList } from '../../i18n/lists.ts';
import { textCatalog } from '../../i18n/message.ts';
import { plural } from '../../i18n/plural.ts';

/** '2', '2 and 5', '2, 5 and 7'. */
const andList = (pages: readonly number[]) => formatList('en-US', pages.map(String));

/**
 * The comment card, modal and change history (SPEC §2, §4), and the marked pages a question carries;
 * the machine's messages are in src/domain/review/commentTexts.ts.
 */
export const COMMENT_TEXTS = textCatalog('commentTexts', {
  cardLabel: 'Questions and changes',
  cardLead: 'Something not right, or a question about your policy?',
  changesNeeded: 'Changes needed',
  emailQuestions: 'Email your questions',
  changeHistory: 'Change History',
  titles: { question: 'Email your questions', change: 'Changes needed' },
  labels: { question: 'Your question', change: 'The change you need' },
  close: 'Close',
  submit: 'Send',
  submitting: 'Sending…',
  noHistory: 'There are no changes or questions on this policy yet.',
  type: 'Type',
  date: 'Date',
  details: 'Details',
  preparingPages: 'Preparing your marked pages…',
  attachPages: (pages: readonly number[], documentName: string) =>
    `Attach my marked pages (${plural('en-US', pages.length, { one: 'page', other: 'pages' })} ${andList(pages)} of ${documentName})`,
  pagesProblem: {
    tooLarge:
      'Your marked pages are larger than 4 MB, so they cannot be attached. You can still send this without them.',
    unreadable:
      'Your marked pages could not be prepared, so they cannot be attached. You can still send this without them.',
  } satisfies Record<MarksProblem, string>,
  markedPages: (pages: readonly number[], documentName: string) =>
    `Marked pages: ${pages.join(', ')} of ${documentName}`,
  viewMarkedPages: 'View marked pages',
  markedPagesTitle: (pages: readonly number[], documentName: string) =>
    `Marked pages ${pages.join(', ')} of ${documentName}`,
  markedPagesFailed: 'The marked pages could not be loaded. Please try again.',
  tryAgain: 'Try again',
} as const);
