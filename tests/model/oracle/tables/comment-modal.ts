import type { Done, Sight, Table } from '../row.ts';

/** SPEC §2's two links of the change request card, each titling the modal it opens. */
const TITLE = { question: 'Email your questions', change: 'Changes needed' } as const;
/** SPEC §5: an empty comment is refused with the type's words. */
const EMPTY = { question: 'Please provide your question', change: 'Please provide your change' } as const;

type Kind = keyof typeof TITLE;
const kindOf = (done: readonly Done[]): Kind =>
  (done.filter((e) => e.type === 'comment.open').at(-1)?.kind as Kind | undefined) ?? 'question';

const open = (done: readonly Done[]): Sight => {
  const kind = kindOf(done);
  const refused = done.at(-1)?.type === 'comment.submit';
  return {
    controls: [{ role: 'dialog' }, { role: 'heading', name: TITLE[kind] }],
    ...(refused ? { texts: [EMPTY[kind]] } : { absent: [EMPTY.question, EMPTY.change] }),
  };
};

/** The question and change modal of case 100001's review (SPEC §2 'Comment modal'). */
export const COMMENT_MODAL: Table = {
  screen: 'Document review: the comment modal',
  machine: 'commentModal',
  rows: {
    hidden: {
      source: "SPEC §4 'Comment modal: hidden'; §2 the card's links",
      controls: [
        { role: 'dialog', state: 'absent' },
        { role: 'button', name: TITLE.question },
        { role: 'button', name: TITLE.change },
      ],
    },
    // Without marked pages (decision 285 adds the others; the browser cannot mark pages yet).
    'open.writing': {
      source: "SPEC §4 'shown with type question or change'; §5 'Please provide your {type}'",
      given: open,
    },
    submitting: {
      source: "SPEC §4 'then submit'; §7 CreateComment (question) or CreateChangeRequest (change)",
      given: (done) => ({
        controls: [{ role: 'dialog' }, { role: 'heading', name: TITLE[kindOf(done)] }],
        calls: [
          kindOf(done) === 'question'
            ? 'POST /Change/{caseId}/CreateComment'
            : 'POST /Change/{caseId}/CreateChangeRequest',
        ],
      }),
    },
  },
};
