import type { EventFromLogic } from 'xstate';
import { commentModalMachine } from '../../machines/commentModal.ts';
import { ApiError } from '../../src/api/errors.ts';
import { MAX_MARKED_PAGES_BYTES } from '../../src/api/schemas/markedPages.ts';
import { DOCUMENT_TEXTS } from '../../src/domain/documents/documentTexts.ts';
import type { ExportedMarks } from '../../src/domain/review/markedPages.ts';
import { message } from '../../src/i18n/message.ts';
import { build } from './document-paths.ts';

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]);
const MARKS: ExportedMarks = { pdf: PDF, pages: [2, 5] };
const TOO_LARGE: ExportedMarks = { pdf: new Uint8Array(MAX_MARKED_PAGES_BYTES + 1), pages: [2] };
TOO_LARGE.pdf.set(PDF);
const SIGNED_POLICY = message(DOCUMENT_TEXTS.titles, 'SignedPolicy');

/**
 * The comment modal with a document whose pages the customer marked: prepared,
 * offered ticked or unticked, too large or unreadable, refused by the service; a viewer's report of
 * marks gone. The export and the send are stood in for by their done and error events.
 */
export function commentMarksModel() {
  return build('commentModal (with marked pages)', commentModalMachine, {
    input: { caseId: '100003' },
    events: [
      {
        type: 'comment.marks',
        documentId: 'D-100003-1',
        documentName: SIGNED_POLICY,
        exportMarks: async () => MARKS,
      },
      { type: 'comment.marks', documentId: 'D-100003-1', documentName: SIGNED_POLICY, exportMarks: null },
      { type: 'comment.open', kind: 'question' },
      { type: 'comment.edit', text: 'What does page 5 mean?' },
      { type: 'comment.attach', attach: false },
      { type: 'comment.submit' },
      { type: 'comment.close' },
      { type: 'xstate.done.actor.exportMarks', output: MARKS },
      { type: 'xstate.done.actor.exportMarks', output: TOO_LARGE },
      { type: 'xstate.error.actor.exportMarks', error: new Error('The editor could not export') },
      { type: 'xstate.done.actor.submitComment', output: true },
      { type: 'xstate.done.actor.submitComment', output: false },
      {
        type: 'xstate.error.actor.submitComment',
        error: new ApiError('markedPages.pdf: too large', {
          code: 'PayloadTooLarge',
          status: 413,
          call: 'createComment',
          field: 'markedPages.pdf',
        }),
      },
      { type: 'xstate.error.actor.submitComment', error: new Error('Request failed') },
    ] as EventFromLogic<typeof commentModalMachine>[],
    serializeState: (s) =>
      JSON.stringify([
        s.value,
        s.context.text !== '',
        s.context.error,
        s.context.marks !== null,
        s.context.pages !== null,
        s.context.attach,
        s.context.problem,
      ]),
  });
}
