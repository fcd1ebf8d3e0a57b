import type { Case } from '../../api/schemas/case.ts';
import type { DocumentInfo } from '../../api/schemas/document.ts';
import { type Message, message } from '../../i18n/message.ts';
import {
  allReviewed,
  documentNameMessage,
  type Submission,
  showsContinue,
  type ViewerRole,
} from '../documents/documents.ts';
import { type DocumentOutcome, STEP_TEXTS } from '../journey/stepTexts.ts';

/**
 * What a card's Submit or Next did to its document, in the words the live region uses.
 * @internal a rule its module applies inside a larger answer, tested at its edges on its own
 *   (tests/unit/review-arrival.test.ts).
 */
export function documentOutcome(submission: Submission): DocumentOutcome {
  if (submission.kind === 'review') return 'Reviewed';
  if (submission.kind === 'complete') return 'Completed';
  return submission.body.newStatus;
}

/**
 * What the live region says after a document (decision 352), as messages (decision 490): "Amendment
 * accepted." then the document that opens next, or that every document is reviewed (and Continue, for
 * the one who continues).
 */
export function documentStepMessages(
  caseData: Case,
  role: ViewerRole,
  done: Pick<DocumentInfo, 'documentType'>,
  submission: Submission,
  nextDocumentId: string | null,
): Message[] {
  const name = (type: DocumentInfo['documentType']) => documentNameMessage(type, caseData.isAnnuity);
  const said = [message(STEP_TEXTS.documentDone, documentOutcome(submission), name(done.documentType))];
  const next = caseData.documents.find((d) => d.documentId === nextDocumentId);
  if (next) return [...said, message(STEP_TEXTS, 'next', name(next.documentType))];
  if (allReviewed(caseData.documents))
    return [
      ...said,
      message(STEP_TEXTS, showsContinue(caseData, role) ? 'allReviewedContinue' : 'allReviewed'),
    ];
  return said;
}
