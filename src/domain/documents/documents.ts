import type * as v from 'valibot';
import type { Case } from '../../api/schemas/case.ts';
import type { Answer, DocumentInfo, ReplacementPolicy } from '../../api/schemas/document.ts';
import type { DocumentType, ReplaceOrFinance } from '../../api/schemas/enums.ts';
import { type Message, message } from '../../i18n/message.ts';
import { rawMessage } from '../../i18n/rawText.ts';
import { isAgentConfirmationStatus } from '../agent/policyLinks.ts';
import { type CaseActor, documentActionRefusal, hasAccepted, isOwner } from '../caseRules.ts';
import { formatUsDate, isUsCalendarDate } from '../dates.ts';
import {
  type ReplacementField,
  replacementFormErrors,
  replacesSomething,
} from '../review/replacementForm.ts';
import { DOCUMENT_MESSAGES, DOCUMENT_TEXTS } from './documentTexts.ts';

export const MAX_REPLACEMENT_POLICIES = 3;

/** The review machines' messages (kept under this name for the machines and their tests). */
export const MESSAGES = DOCUMENT_MESSAGES;

function splitCamelCase(text: string): string {
  return text.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
}

type DocumentTexts = typeof DOCUMENT_TEXTS;

/** SPEC §3 display names, in the catalog's language; a type the catalog lacks is split from camel case. */
export function documentDisplayName(
  type: DocumentType,
  isAnnuity: boolean,
  texts: DocumentTexts = DOCUMENT_TEXTS,
): string {
  if (type === 'SignedPolicy' && isAnnuity) return texts.names.signedContract;
  return (texts.names as Partial<Record<string, string>>)[type] ?? splitCamelCase(type);
}

/** The SPEC §3 display name as a message (decision 490); a type the catalog lacks is its split name. */
export function documentNameMessage(type: DocumentType, isAnnuity: boolean): Message {
  if (type === 'SignedPolicy' && isAnnuity) return message(DOCUMENT_TEXTS.names, 'signedContract');
  return type in DOCUMENT_TEXTS.names
    ? message(DOCUMENT_TEXTS.names, type as keyof typeof DOCUMENT_TEXTS.names)
    : rawMessage(splitCamelCase(type));
}

/**
 * A document's file name inside 'Download all documents' (decision 085): its place in the list, then
 * its display name without SPEC's 'View ' ('01 Signed Policy.pdf'), so two documents of one type
 * never share a name and the files sort as the page lists them.
 */
export function documentFileName(
  type: DocumentType,
  isAnnuity: boolean,
  index: number,
  texts: DocumentTexts = DOCUMENT_TEXTS,
): string {
  return texts.fileName(String(index + 1).padStart(2, '0'), documentTitle(type, isAnnuity, texts));
}

/** A document's name where a file or a page is "of" it: the display name, the signed policy's without 'View '. */
export function documentTitle(
  type: DocumentType,
  isAnnuity: boolean,
  texts: DocumentTexts = DOCUMENT_TEXTS,
): string {
  if (type === 'SignedPolicy') return isAnnuity ? texts.titles.signedContract : texts.titles.SignedPolicy;
  return documentDisplayName(type, isAnnuity, texts);
}

/** `documentTitle` as a message (decision 490). */
export function documentTitleMessage(type: DocumentType, isAnnuity: boolean): Message {
  if (type === 'SignedPolicy')
    return message(DOCUMENT_TEXTS.titles, isAnnuity ? 'signedContract' : 'SignedPolicy');
  return documentNameMessage(type, isAnnuity);
}

/** The archive's own name: the policy number and nothing about the customer. */
export const documentsArchiveName = (policyNumber: string, texts: DocumentTexts = DOCUMENT_TEXTS) =>
  texts.archiveName(policyNumber.replace(/[^A-Za-z0-9-]/g, '') || 'policy');

/** SPEC §5 accept question wording. */
export function acceptQuestion(type: DocumentType, texts: DocumentTexts = DOCUMENT_TEXTS): string {
  if (type === 'Amendment' || type === 'SpecialAmendment') return texts.questions.information;
  if (type === 'StatementOfHealth') return texts.questions.stillAccurate;
  return texts.questions.contents;
}

/** Which controls a card shows (SPEC §5). */
export type ControlKind = 'saveAge' | 'deliveryReceipt' | 'replacementForm' | 'acceptDecline' | 'reviewOnly';

export function controlKind(doc: Pick<DocumentInfo, 'documentType' | 'requiredReviewStatus'>): ControlKind {
  if (doc.documentType === 'SaveAge') return 'saveAge';
  if (doc.requiredReviewStatus.includes('Completed')) return 'replacementForm';
  if (doc.requiredReviewStatus.includes('Accepted')) {
    return doc.documentType === 'EdjDeliveryReceipt' ? 'deliveryReceipt' : 'acceptDecline';
  }
  return 'reviewOnly';
}

/** "You previously {status lowercased} this document on {date}." — only with a decision date and a status. */
export function previousDecisionNote(
  doc: Pick<DocumentInfo, 'currentReviewStatus' | 'acceptedOrDeclinedOn'>,
  timeZone?: string,
  texts: DocumentTexts = DOCUMENT_TEXTS,
  intl?: string,
): string | null {
  if (!doc.currentReviewStatus || !doc.acceptedOrDeclinedOn) return null;
  const date = formatUsDate(doc.acceptedOrDeclinedOn, timeZone, intl);
  return texts.previously[doc.currentReviewStatus](date);
}

export type Choice = 'Accepted' | 'Declined';
type Policy = v.InferOutput<typeof ReplacementPolicy>;

/** What the customer has entered on a card so far; kept through failures so nothing is lost. */
export interface DocumentDraft {
  choice: Choice | null;
  comments: string;
  newIssueDate: string;
  mightDiscontinue: 'yes' | 'no' | null;
  mightFinance: 'yes' | 'no' | null;
  replacementReason: string;
  policies: Policy[];
}

export const EMPTY_DRAFT: DocumentDraft = {
  choice: null,
  comments: '',
  newIssueDate: '',
  mightDiscontinue: null,
  mightFinance: null,
  replacementReason: '',
  policies: [],
};

export function emptyPolicy(): Policy {
  return {
    policyNumber: '',
    insuredName: '',
    insurerName: '',
    replaceOrFinance: 'neither' as ReplaceOrFinance,
  };
}

/** The call a card makes, with its body: SPEC §7 accept, complete or review. */
export type Submission =
  | { kind: 'accept'; body: { newStatus: Choice; declinationNote?: string; answers?: Answer[] } }
  | { kind: 'complete'; body: { answers: Answer[] } }
  | { kind: 'review' };

/** A field of a card's draft that a rule can find missing; its message is shown beside it. */
export type DraftField = 'choice' | 'comments' | 'newIssueDate' | 'policies' | ReplacementField;
export type FieldErrors = Partial<Record<DraftField, Message>>;

/** Refused: every missing field with its message (in the form's order), and the first one's message. */
export type SubmissionResult =
  | { ok: true; submission: Submission }
  | { ok: false; message: Message; fields: FieldErrors };

const refused = (fields: FieldErrors): SubmissionResult => ({
  ok: false,
  // Never empty: a refusal names at least one field.
  message: Object.values(fields)[0] as Message,
  fields,
});
const rule = (key: 'tooManyPolicies' | 'selectionRequired' | 'issueDateInvalid' | 'commentsRequired') =>
  message(MESSAGES, key);

function replacementAnswers(draft: DocumentDraft): Answer[] {
  // Nothing replaced or financed: no reason and no policies are asked for, so none are sent (decision 351).
  const replaces = replacesSomething(draft);
  const answers: Answer[] = [
    { questionId: 'mightDiscontinue', value: draft.mightDiscontinue ?? '' },
    { questionId: 'mightFinance', value: draft.mightFinance ?? '' },
    { questionId: 'replacementReason', value: replaces ? draft.replacementReason.trim() : '' },
  ];
  if (!replaces) return answers;
  draft.policies.forEach((policy, policyIndex) => {
    answers.push(
      { questionId: 'policyNumber', value: policy.policyNumber.trim(), policyIndex },
      { questionId: 'insuredName', value: policy.insuredName.trim(), policyIndex },
      { questionId: 'insurerName', value: policy.insurerName.trim(), policyIndex },
      { questionId: 'replaceOrFinance', value: policy.replaceOrFinance, policyIndex },
    );
  });
  return answers;
}

/** SPEC §5: checks a draft against its document's rules and builds the call, or names what is missing. */
export function buildSubmission(kind: ControlKind, draft: DocumentDraft): SubmissionResult {
  switch (kind) {
    case 'reviewOnly':
      return { ok: true, submission: { kind: 'review' } };
    case 'replacementForm': {
      const missing = replacementFormErrors(draft);
      if (Object.keys(missing).length > 0) return refused(missing);
      if (draft.policies.length > MAX_REPLACEMENT_POLICIES)
        return refused({ policies: rule('tooManyPolicies') });
      return { ok: true, submission: { kind: 'complete', body: { answers: replacementAnswers(draft) } } };
    }
    case 'saveAge': {
      if (!draft.choice) return refused({ choice: rule('selectionRequired') });
      if (draft.choice === 'Accepted')
        return { ok: true, submission: { kind: 'accept', body: { newStatus: 'Accepted' } } };
      return {
        ok: true,
        submission: {
          kind: 'accept',
          body: { newStatus: 'Declined', declinationNote: MESSAGES.saveAgeDeclineNote },
        },
      };
    }
    case 'deliveryReceipt': {
      if (!draft.choice) return refused({ choice: rule('selectionRequired') });
      if (draft.choice === 'Accepted')
        return { ok: true, submission: { kind: 'accept', body: { newStatus: 'Accepted' } } };
      if (!isUsCalendarDate(draft.newIssueDate)) return refused({ newIssueDate: rule('issueDateInvalid') });
      return {
        ok: true,
        submission: {
          kind: 'accept',
          body: {
            newStatus: 'Declined',
            ...(draft.comments.trim() ? { declinationNote: draft.comments.trim() } : {}),
            answers: [{ questionId: 'newIssueDate', value: draft.newIssueDate.trim() }],
          },
        },
      };
    }
    case 'acceptDecline': {
      if (!draft.choice) return refused({ choice: rule('selectionRequired') });
      if (draft.choice === 'Accepted')
        return { ok: true, submission: { kind: 'accept', body: { newStatus: 'Accepted' } } };
      if (!draft.comments.trim()) return refused({ comments: rule('commentsRequired') });
      return {
        ok: true,
        submission: {
          kind: 'accept',
          body: { newStatus: 'Declined', declinationNote: draft.comments.trim() },
        },
      };
    }
  }
}

export type ViewerRole = 'customer' | 'agent';

function myParty(caseData: Pick<Case, 'partyId' | 'parties'>) {
  return caseData.parties.find((p) => p.id === caseData.partyId) ?? null;
}

/** The viewer as the case rules see them: their own party on this case, its roles, and their side. */
export function viewerOf(caseData: Pick<Case, 'partyId' | 'parties'>, role: ViewerRole): CaseActor {
  return {
    partyIds: caseData.partyId ? [caseData.partyId] : [],
    roles: myParty(caseData)?.roles ?? [],
    isAgent: role === 'agent',
  };
}

/** SPEC §4 "Review actions enabled" for the viewer of this case: `documentActionRefusal` finds nothing. */
export function reviewActionsEnabled(
  caseData: Pick<Case, 'partyId' | 'parties' | 'lifeCycleStatus' | 'approvals' | 'acceptances'>,
  role: ViewerRole,
): boolean {
  return documentActionRefusal(caseData.lifeCycleStatus, caseData, viewerOf(caseData, role)) === null;
}

export function allReviewed(docs: readonly Pick<DocumentInfo, 'isReviewComplete'>[]): boolean {
  return docs.every((d) => d.isReviewComplete);
}

/** SPEC §2: only the Owner sees Continue. */
/**
 * Continue leads the Owner on to pay and accept, which only a case waiting on its customers can take:
 * not one whose changes were requested, nor one not released or ended (decision 075).
 */
export function showsContinue(
  caseData: Pick<Case, 'partyId' | 'parties' | 'lifeCycleStatus'>,
  role: ViewerRole,
): boolean {
  const waitsOnCustomers =
    caseData.lifeCycleStatus === 'WaitingAcceptance' || caseData.lifeCycleStatus === 'WaitingCompletion';
  return waitsOnCustomers && isOwner(caseData, viewerOf(caseData, role));
}

export type PastReviewTarget =
  | 'agentConfirmation'
  | 'agentConfirmationAnnuity'
  | 'confirmation'
  | 'annuityConfirmation';

/**
 * SPEC §2: the page redirects when the case is already past this step. Which statuses count is not
 * shown; see decision 10 — a finished or delivery-waiting case has nothing left to review.
 */
export function pastReviewTarget(
  caseData: Pick<Case, 'lifeCycleStatus' | 'isAnnuity' | 'partyId' | 'parties' | 'acceptances'>,
  role: ViewerRole,
): PastReviewTarget | null {
  // An agent's part ends once the case has gone to the customers (decision 26).
  if (role === 'agent') {
    if (!isAgentConfirmationStatus(caseData.lifeCycleStatus)) return null;
    return caseData.isAnnuity ? 'agentConfirmationAnnuity' : 'agentConfirmation';
  }
  const acceptedAlready = hasAccepted(caseData, viewerOf(caseData, role));
  const past =
    caseData.lifeCycleStatus === 'Complete' ||
    caseData.lifeCycleStatus === 'WaitingDeliveryConfirmation' ||
    (role === 'customer' && caseData.lifeCycleStatus === 'WaitingCompletion' && acceptedAlready);
  if (!past) return null;
  return caseData.isAnnuity ? 'annuityConfirmation' : 'confirmation';
}

/** The review icon of SPEC §2. */
export type ReviewIcon = 'processing' | 'next' | 'complete' | 'required';
