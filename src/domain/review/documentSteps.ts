import type { Case } from '../../api/schemas/case.ts';
import type { DocumentInfo } from '../../api/schemas/document.ts';
import {
  allReviewed,
  documentDisplayName,
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
 * What the live region says after a document (decision 352), in English catalog texts: "Amendment
 * accepted." then the document that opens next, or that every document is reviewed (and Continue, for
 * the one who continues).
 */
export function documentStepTexts(
  caseData: Case,
  role: ViewerRole,
  done: Pick<DocumentInfo, 'documentType'>,
  submission: Submission,
  nextDocumentId: string | null,
): string[] {
  const name = (type: DocumentInfo['documentType']) => documentDisplayName(type, caseData.isAnnuity);
  const said = [STEP_TEXTS.documentDone[documentOutcome(submission)](name(done.documentType))];
  const next = caseData.documents.find((d) => d.documentId === nextDocumentId);
  if (next) return [...said, STEP_TEXTS.next(name(next.documentType))];
  if (allReviewed(caseData.documents))
    return [...said, showsContinue(caseData, role) ? STEP_TEXTS.allReviewedContinue : STEP_TEXTS.allReviewed];
  return said;
}
