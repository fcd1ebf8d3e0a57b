import { textCatalog } from '../../i18n/message.ts';
import { SPEC_TEXTS } from '../failureTexts.ts';

/** What the comment modal's machine says (SPEC §5: 'Please provide your {type}'; SPEC §8's toasts). */
export const COMMENT_MESSAGES = textCatalog('commentMessages', {
  empty: { change: 'Please provide your change', question: 'Please provide your question' },
  toasts: {
    question: SPEC_TEXTS.questionSubmitted,
    change: SPEC_TEXTS.changeSubmitted,
    failure: SPEC_TEXTS.requestFailed,
  },
  /** SPEC §3 comment type display; a type not listed is split from its name. */
  types: {
    ChangeRequest: 'Change',
    Approver: 'BGA Comments to Agent',
    Question: 'Question',
    AgentChangeRequest: 'Agent Change Request',
    NotTaken: 'Not Taken',
    RevertToPaper: 'Revert To Paper',
  },
} as const);
