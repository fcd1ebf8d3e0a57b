import { hasVisibleText, removeUnsafeCharacters } from '../../api/schemas/case.ts';
import type { CommentKind } from '../../api/schemas/enums.ts';
import type { Comment } from '../../api/schemas/party.ts';
import { type Message, message } from '../../i18n/message.ts';
import type { ViewerRole } from '../documents/documents.ts';
import { COMMENT_MESSAGES } from './commentTexts.ts';

/** SPEC §3 comment type display, in the catalog's language; a type it lacks is split from its name. */
export function commentTypeLabel(
  commentType: string,
  texts: typeof COMMENT_MESSAGES = COMMENT_MESSAGES,
): string {
  const named = (texts.types as Partial<Record<string, string>>)[commentType];
  return named ?? commentType.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
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
export function emptyCommentMessage(kind: CommentKind): Message {
  return message(COMMENT_MESSAGES.empty, kind);
}

export const COMMENT_TOASTS = COMMENT_MESSAGES.toasts;

/** SPEC §8's toasts of the comment modal: sent (by kind), or not. */
export const commentToast = (toast: keyof typeof COMMENT_TOASTS): Message => message(COMMENT_TOASTS, toast);

/**
 * Whether a question, change request or comment says nothing: only white space, format characters
 * (zero-width spaces, joiners), marks or letters that draw as blank, once unsafe characters are gone.
 * The sandbox refuses such a text (decision 066, `CommentText`); the portal says so before sending it.
 */
export const isBlankComment = (text: string) => !hasVisibleText(removeUnsafeCharacters(text));
