import type { Done, Row, Sight, Table } from '../row.ts';

/** SPEC §5: the two refusals of the accept/decline control. */
const CHOOSE = 'Please make a selection to continue.';
const COMMENT = 'Please provide your comments';
/** SPEC §5's accept question for an Amendment. */
const QUESTION = 'Do you agree with the information of this document?';
const ACCEPT_CALL = 'POST /Documents/{docId}/accept/{caseId}';
/** The accept/decline control's two choices, as the portal labels them. */
const YES = 'Yes, I accept';
const NO = 'No, I decline';

const lastChoice = (done: readonly Done[]) => done.filter((e) => e.type === 'document.choose').at(-1)?.choice;

/** The choice made stays checked until the card is reviewed. */
const chosen = (done: readonly Done[]): Sight => {
  const choice = lastChoice(done);
  if (choice === undefined) return {};
  return { controls: [{ role: 'radio', name: choice === 'Accepted' ? YES : NO, state: 'checked' }] };
};

const lastComments = (done: readonly Done[]) =>
  String(done.filter((e) => e.type === 'document.comments').at(-1)?.text ?? '').trim();

/**
 * SPEC §5 and §2 over what was done: a Submit the control refuses says why (and only right after it), a
 * Submit it takes is sent and shows the spinner, a document accepted or declined shows the check mark.
 */
const story = (done: readonly Done[]): Sight => {
  const last = done.at(-1)?.type;
  if (last === 'xstate.done.actor.submitDocument') return { controls: [{ role: 'img', name: 'Reviewed' }] };
  if (last !== 'document.submit') return { absent: [CHOOSE, COMMENT] };
  const choice = lastChoice(done);
  if (choice === undefined) return { texts: [CHOOSE], absent: [COMMENT] };
  if (choice === 'Declined' && lastComments(done) === '') return { texts: [COMMENT], absent: [CHOOSE] };
  return { controls: [{ role: 'img', name: 'Processing' }], calls: [ACCEPT_CALL] };
};

const deciding: Row = {
  source: "SPEC §2 'Review icon' (orange exclamation while required); §5 accept/decline control",
  texts: [QUESTION],
  controls: [
    { role: 'img', name: 'Review required' },
    { role: 'radio', name: YES },
    { role: 'radio', name: NO },
    { role: 'button', name: 'Submit', state: 'enabled' },
  ],
  given: chosen,
};

/** An Amendment card (SPEC §3 documentType; §5 needs Accepted) of case 100001, the owner reviewing it. */
export const DOCUMENT_CARD: Table = {
  screen: "Document review: one document's card",
  machine: 'documentCard',
  story,
  rows: {
    'idle.viewing': deciding,
    'idle.deciding': deciding,
    'idle.failed': {
      ...deciding,
      source: `${deciding.source}; SPEC §7 (the call failed; the answers are kept for a retry)`,
      calls: [ACCEPT_CALL],
      given: chosen,
    },
    processing: {
      source: "SPEC §2 'Review icon' (spinner while processing); §4 'a card shows a processing state'",
      controls: [{ role: 'img', name: 'Processing' }],
      calls: [ACCEPT_CALL],
    },
    'idle.reviewed': {
      source:
        "SPEC §2 (a check mark once reviewed; 'You previously {status lowercased} this document on {date}.')",
      controls: [{ role: 'img', name: 'Reviewed' }],
      calls: [ACCEPT_CALL],
      given: (done) => ({
        texts: [
          `You previously ${lastChoice(done) === 'Declined' ? 'declined' : 'accepted'} this document on`,
        ],
      }),
    },
  },
};
