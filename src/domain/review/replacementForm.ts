import { type Message, message } from '../../i18n/message.ts';
import { DOCUMENT_MESSAGES } from '../documents/documentTexts.ts';

/**
 * The replacement form's rule (SPEC §3, §5; decision 351), for the card and the sandbox alike: both
 * questions answered; a reason and the policies only when something is replaced or financed.
 */
type YesNo = 'yes' | 'no';
export type PolicyTextField = 'policyNumber' | 'insuredName' | 'insurerName';
export type ReplacementField =
  | 'mightDiscontinue'
  | 'mightFinance'
  | 'replacementReason'
  | `policies.${number}.${PolicyTextField}`;

export interface ReplacementAnswers {
  mightDiscontinue: string | null;
  mightFinance: string | null;
  replacementReason: string;
  policies: readonly Record<PolicyTextField, string>[];
}

const POLICY_TEXT_FIELDS: readonly PolicyTextField[] = ['policyNumber', 'insuredName', 'insurerName'];

const POLICY_FIELD_MESSAGES: Record<PolicyTextField, Message> = {
  policyNumber: message(DOCUMENT_MESSAGES, 'policyNumberRequired'),
  insuredName: message(DOCUMENT_MESSAGES, 'insuredNameRequired'),
  insurerName: message(DOCUMENT_MESSAGES, 'insurerNameRequired'),
};
const ANSWER_REQUIRED = message(DOCUMENT_MESSAGES, 'answerRequired');

const isYesNo = (value: string | null): value is YesNo => value === 'yes' || value === 'no';

/** Something may be replaced or financed: only then does the form ask why, and which policies. */
export const replacesSomething = (answers: Pick<ReplacementAnswers, 'mightDiscontinue' | 'mightFinance'>) =>
  answers.mightDiscontinue === 'yes' || answers.mightFinance === 'yes';

/** What is missing, each message keyed by its field, in the form's order; empty when it may be sent. */
export function replacementFormErrors(
  answers: ReplacementAnswers,
): Partial<Record<ReplacementField, Message>> {
  const errors: Partial<Record<ReplacementField, Message>> = {};
  if (!isYesNo(answers.mightDiscontinue)) errors.mightDiscontinue = ANSWER_REQUIRED;
  if (!isYesNo(answers.mightFinance)) errors.mightFinance = ANSWER_REQUIRED;
  if (!replacesSomething(answers)) return errors;
  if (answers.replacementReason.trim() === '')
    errors.replacementReason = message(DOCUMENT_MESSAGES, 'reasonRequired');
  answers.policies.forEach((policy, index) => {
    for (const field of POLICY_TEXT_FIELDS)
      if (!policy[field].trim()) errors[`policies.${index}.${field}`] = POLICY_FIELD_MESSAGES[field];
  });
  return errors;
}
