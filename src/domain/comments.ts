import type { CommentKind } from '../api/schemas/enums.ts';
import type { Comment } from '../api/schemas/party.ts';
import type { ViewerRole } from './documents.ts';
import { SPEC_TEXTS } from './failureTexts.ts';

/** SPEC §3 comment type display. */
export function commentTypeLabel(commentType: string): string {
  if (commentType === 'ChangeRequest') return 'Change';
  if (commentType === 'Approver') return 'BGA Comments to Agent';
  return commentType.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
}

/** SPEC §5: comments shown to non-agents are only their own; agents see all. */
export function visibleComments(
  comments: readonly Comment[],
  partyId: string | null,
  role: ViewerRole,
): Comment[] {
  const shown = role === 'agent' ? [...comments] : comments.filter((c) => c.commentorPartyId === partyId);
  return shown.sort((a, b) => b.createdDateTime.localeCompare(a.createdDateTime));
}

/** SPEC §5: the comment modal's refusal of empty text, by kind ('Please provide your {type}'). */
const EMPTY_COMMENT: Record<CommentKind, string> = {
  change: 'Please provide your change',
  question: 'Please provide your question',
};

export function emptyCommentMessage(kind: CommentKind): string {
  return EMPTY_COMMENT[kind];
}

export const COMMENT_TOASTS = {
  question: SPEC_TEXTS.questionSubmitted,
  change: SPEC_TEXTS.changeSubmitted,
  failure: SPEC_TEXTS.requestFailed,
} as const;
