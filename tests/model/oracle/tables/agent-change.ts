import type { Control, Done, Row, Sight, Table } from '../row.ts';

/** SPEC §2: the change request card's link, which titles the choice it opens. */
const CHANGES_NEEDED = 'Changes needed';
/** Decision 027 §4: the Bga's comment to the agent (SPEC §6 'Send optional comment to agent'). */
const BGA_COMMENT = 'Send a comment to the agent';

type Option = 'change' | 'revertToPaper' | 'notTaken';

/**
 * SPEC §5's three options ('change requested to policy; paper policy requested instead of electronic
 * policy; customer does not want policy (process as Not Taken)'), capitalised as the first word of a label.
 */
const OPTION: Record<Option, string> = {
  change: 'Change requested to policy',
  revertToPaper: 'Paper policy requested instead of electronic policy',
  notTaken: 'Customer does not want policy (process as Not Taken)',
};
const OPTIONS = Object.keys(OPTION) as Option[];

/** SPEC §5's confirmation titles. */
const CONFIRM: Record<Exclude<Option, 'change'>, string> = {
  notTaken: 'Are you sure you want to process this policy as Not Taken?',
  revertToPaper: 'Are you sure you want to process this policy as Revert to Paper?',
};

/** SPEC §5 'Please make a selection'; the change's text as the comment modal's ('Please provide your change'). */
const MAKE_SELECTION = 'Please make a selection';
const PROVIDE_CHANGE = 'Please provide your change';
/** Decision 027 §4. */
const PROVIDE_COMMENT = 'Please provide your comment';
const REFUSALS = [MAKE_SELECTION, PROVIDE_CHANGE, PROVIDE_COMMENT];

/** SPEC §8 'Success' and 'Question or change submit failure'; decision 027 §4 for the comment. */
const CHANGE_SUBMITTED = 'Change Request successfully submitted';
const COMMENT_SENT = 'Your comment was sent to the agent.';
const REQUEST_FAILED = 'Request Could not be completed';

/** SPEC §7's calls, by the option (or the comment) they carry out. */
const CALL: Record<Option | 'comment', string> = {
  change: 'POST /Change/{id}/CreateAgentChangeRequest',
  notTaken: 'POST /Change/{id}/CreateNotTakenRequest',
  revertToPaper: 'POST /Change/{id}/RevertToPaperRequest',
  comment: 'POST /Comment/{id}/CreateBgaComment',
};

/**
 * The buttons of each step, in the portal's words (decision 027; SPEC gives none). Close is left out: the
 * toast beside the modal has one of that name (SPEC §8 toasts).
 */
const SUBMIT = { idle: 'Submit', busy: 'Submitting…' };
const SEND = { idle: 'Send', busy: 'Sending…' };
const YES = { idle: 'Yes', busy: 'Submitting…' };
/** The boxes' labels, the portal's. */
const CHANGE_BOX = 'The change you need';
const COMMENT_BOX = 'Your comment to the agent';

/** What the modal holds by the path's events since it was last opened. */
function modalOf(done: readonly Done[]) {
  const opened = done.findLastIndex((e) => e.type === 'agentChange.open' || e.type === 'bgaComment.open');
  const since = done.slice(opened + 1);
  const option = since.findLast((e) => e.type === 'agentChange.choose')?.option as Option | undefined;
  const text = String(since.findLast((e) => e.type === 'agentChange.edit')?.text ?? '');
  return { comment: done[opened]?.type === 'bgaComment.open', option, text };
}

const button = (name: string, state: Control['state']): Control => ({ role: 'button', name, state });

/** The choice of SPEC §5, the option chosen checked, the change's box only for a change. */
const choosing = (done: readonly Done[]): Sight => {
  const { option, text } = modalOf(done);
  return {
    controls: [
      { role: 'dialog' },
      { role: 'heading', name: CHANGES_NEEDED },
      ...OPTIONS.map(
        (o): Control => ({ role: 'radio', name: OPTION[o], state: o === option ? 'checked' : 'unchecked' }),
      ),
      option === 'change'
        ? { role: 'textbox', name: CHANGE_BOX, value: text }
        : { role: 'textbox', name: CHANGE_BOX, state: 'absent' },
      button(SUBMIT.idle, 'enabled'),
    ],
  };
};

const confirming = (done: readonly Done[]): Sight => {
  const { option } = modalOf(done);
  if (option !== 'notTaken' && option !== 'revertToPaper') return {};
  return {
    controls: [
      { role: 'dialog' },
      { role: 'heading', name: CONFIRM[option] },
      button(YES.idle, 'enabled'),
      button('No', 'enabled'),
    ],
  };
};

const commenting = (done: readonly Done[]): Sight => ({
  controls: [
    { role: 'dialog' },
    { role: 'heading', name: BGA_COMMENT },
    { role: 'textbox', name: COMMENT_BOX, value: modalOf(done).text },
    button(SEND.idle, 'enabled'),
  ],
});

/** A call on its way: its button says so and nothing can be pressed; the call of the option is made. */
const sending = (done: readonly Done[]): Sight => {
  const { comment, option } = modalOf(done);
  if (comment) return { controls: [button(SEND.busy, 'disabled')], calls: [CALL.comment] };
  if (option === 'change') return { controls: [button(SUBMIT.busy, 'disabled')], calls: [CALL.change] };
  if (option)
    return {
      controls: [
        { role: 'heading', name: CONFIRM[option] },
        button(YES.busy, 'disabled'),
        button('No', 'disabled'),
      ],
      calls: [CALL[option]],
    };
  return {};
};

const merge = (...sights: Sight[]): Sight => ({
  texts: sights.flatMap((s) => s.texts ?? []),
  absent: sights.flatMap((s) => s.absent ?? []),
  controls: sights.flatMap((s) => s.controls ?? []),
  calls: sights.flatMap((s) => s.calls ?? []),
});

/**
 * SPEC §4, §5 and §8 over the last event, whatever state the machine claims: a Submit with no option
 * says 'Please make a selection', a change with no text asks for it, a change with text is sent, Not
 * Taken and Revert to Paper ask SPEC §5's confirmation first and are sent on Yes; No goes back to the
 * options keeping the choice (027 §2); a call that went through closes the modal and toasts SPEC §8's
 * success; one that failed toasts 'Request Could not be completed' and leaves the modal where it was.
 */
const story = (done: readonly Done[]): Sight => {
  const last = done.at(-1);
  if (!last) return {};
  const { comment, option, text } = modalOf(done);
  switch (last.type) {
    case 'agentChange.open':
    case 'agentChange.choose':
    case 'agentChange.back':
      return merge(choosing(done), { absent: REFUSALS });
    case 'bgaComment.open':
      return merge(commenting(done), { absent: REFUSALS });
    case 'agentChange.edit':
      return merge(comment ? commenting(done) : choosing(done), { absent: REFUSALS });
    case 'agentChange.submit':
      if (comment)
        return text.trim() === ''
          ? merge(commenting(done), { texts: [PROVIDE_COMMENT] })
          : merge(sending(done), { absent: REFUSALS });
      if (option === undefined) return merge(choosing(done), { texts: [MAKE_SELECTION] });
      if (option === 'change')
        return text.trim() === ''
          ? merge(choosing(done), { texts: [PROVIDE_CHANGE], absent: [MAKE_SELECTION] })
          : merge(sending(done), { absent: REFUSALS });
      return merge(confirming(done), { absent: REFUSALS });
    case 'agentChange.confirm':
      return sending(done);
    case 'agentChange.close':
      return { controls: [{ role: 'dialog', state: 'absent' }] };
  }
  if (last.type.startsWith('xstate.done.actor.'))
    return {
      texts: [comment ? COMMENT_SENT : CHANGE_SUBMITTED],
      absent: [REQUEST_FAILED],
      controls: [{ role: 'dialog', state: 'absent' }],
    };
  if (last.type.startsWith('xstate.error.actor.')) {
    const stays = comment ? commenting(done) : option === 'change' ? choosing(done) : confirming(done);
    return merge(stays, { texts: [REQUEST_FAILED], absent: [CHANGE_SUBMITTED, COMMENT_SENT] });
  }
  return {};
};

/** Before a call went through, the card offers both (Bea Bga on 100011: SPEC §6, decision 027 §3, §4). */
const offered = (done: readonly Done[]): Sight =>
  done.some((e) => e.type.startsWith('xstate.done.actor.'))
    ? {}
    : { controls: [button(CHANGES_NEEDED, 'enabled'), button(BGA_COMMENT, 'enabled')] };

const busy = (source: string): Row => ({ source, controls: [{ role: 'dialog' }], given: sending });

/** The agent's change request and the Bga's comment on the review of case 100011, Bea Bga signed in. */
export const AGENT_CHANGE: Table = {
  screen: "Document review (agent): the change request card's modal",
  machine: 'agentChange',
  story,
  rows: {
    hidden: {
      source: "SPEC §2 change request card ('Changes needed'); §6 Bga's comment to the agent; decision 027",
      controls: [{ role: 'dialog', state: 'absent' }],
      given: offered,
    },
    choosing: {
      source: "SPEC §5 'Agent making a change must choose one option' (its three options); decision 027",
      given: choosing,
    },
    confirming: {
      source: "SPEC §4 'Not Taken and Revert to Paper each require a confirm step'; §5 its titles",
      given: confirming,
    },
    requestingChange: busy("SPEC §7 'POST /Change/{id}/CreateAgentChangeRequest'"),
    processingNotTaken: busy("SPEC §7 'POST /Change/{id}/CreateNotTakenRequest'"),
    revertingToPaper: busy("SPEC §7 'POST /Change/{id}/RevertToPaperRequest'"),
    commenting: {
      source: "SPEC §6 'Send optional comment to agent' (Bga); decision 027 §4",
      given: commenting,
    },
    sendingComment: busy("SPEC §7 'POST /Comment/{id}/CreateBgaComment'"),
  },
};
