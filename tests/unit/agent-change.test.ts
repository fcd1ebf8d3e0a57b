import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type AgentChangeCall,
  agentChangeMachine,
  selectAgentChangeStep,
  selectOfferedOptions,
} from '../../machines/agentChange.ts';
import { rawMessage } from '../../src/i18n/rawText.ts';
import { say } from '../../src/i18n/texts.ts';

function start(fail: Partial<Record<'change' | 'notTaken' | 'revert' | 'comment', 'throw' | 'false'>> = {}) {
  const effects: string[] = [];
  const cases: string[] = [];
  const call = (name: keyof typeof fail) =>
    fromPromise<boolean, AgentChangeCall>(async ({ input }) => {
      cases.push(input.caseId);
      effects.push(`${name}:${input.text}`);
      if (fail[name] === 'throw') throw new Error('refused');
      return fail[name] !== 'false';
    });
  const machine = agentChangeMachine.provide({
    actors: {
      requestChange: call('change'),
      processNotTaken: call('notTaken'),
      revertToPaper: call('revert'),
      sendBgaComment: call('comment'),
    },
    actions: {
      notify: (_, p) => void effects.push(`${p.kind}:${say(p.message, 'en')}`),
      changed: () => void effects.push('changed'),
    },
  });
  const actor = createActor(machine, { input: { caseId: '100010' } }).start();
  return { actor, effects, cases };
}

describe('agentChange', () => {
  it('asks for a selection, then for the change text, then sends the change', async () => {
    const { actor, effects } = start();
    actor.send({ type: 'agentChange.open', offerRevert: true });
    actor.send({ type: 'agentChange.submit' });
    expect(actor.getSnapshot().context.error).toEqual(rawMessage('Please make a selection'));
    actor.send({ type: 'agentChange.choose', option: 'change' });
    actor.send({ type: 'agentChange.submit' });
    expect(actor.getSnapshot().context.error).toEqual(rawMessage('Please provide your change'));
    actor.send({ type: 'agentChange.edit', text: '  Beneficiary is wrong  ' });
    actor.send({ type: 'agentChange.submit' });
    await waitFor(actor, (s) => s.matches('hidden'));
    expect(effects).toEqual([
      'change:Beneficiary is wrong',
      'success:Change Request successfully submitted',
      'changed',
    ]);
  });

  it('confirms Not Taken without text; No goes back, Yes processes it', async () => {
    const { actor, effects } = start();
    actor.send({ type: 'agentChange.open', offerRevert: true });
    actor.send({ type: 'agentChange.choose', option: 'notTaken' });
    actor.send({ type: 'agentChange.submit' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'agentChange.back' });
    expect(actor.getSnapshot().value).toBe('choosing');
    actor.send({ type: 'agentChange.submit' });
    actor.send({ type: 'agentChange.confirm' });
    await waitFor(actor, (s) => s.matches('hidden'));
    expect(effects).toEqual(['notTaken:', 'success:Change Request successfully submitted', 'changed']);
  });

  it('offers Revert to Paper only when the review says so, and keeps the confirmation on failure', async () => {
    const { actor, effects } = start({ revert: 'throw' });
    actor.send({ type: 'agentChange.open', offerRevert: false });
    actor.send({ type: 'agentChange.choose', option: 'revertToPaper' });
    expect(actor.getSnapshot().context.option).toBeNull();
    actor.send({ type: 'agentChange.close' });
    actor.send({ type: 'agentChange.open', offerRevert: true });
    actor.send({ type: 'agentChange.choose', option: 'revertToPaper' });
    actor.send({ type: 'agentChange.submit' });
    actor.send({ type: 'agentChange.confirm' });
    await waitFor(actor, (s) => s.matches('confirming') && effects.length === 2);
    expect(effects).toEqual(['revert:', 'error:Request Could not be completed']);
  });

  it('keeps the change text after a refused or unsuccessful change', async () => {
    const { actor, effects } = start({ change: 'false' });
    actor.send({ type: 'agentChange.open', offerRevert: true });
    actor.send({ type: 'agentChange.choose', option: 'change' });
    actor.send({ type: 'agentChange.edit', text: 'Fix the name' });
    actor.send({ type: 'agentChange.submit' });
    await waitFor(actor, (s) => s.matches('choosing') && effects.length === 2);
    expect(effects).toEqual(['change:Fix the name', 'error:Request Could not be completed']);
    expect(actor.getSnapshot().context.text).toBe('Fix the name');
  });

  it("sends the Bga's comment to the agent, refusing an empty one", async () => {
    const { actor, effects } = start();
    actor.send({ type: 'bgaComment.open' });
    actor.send({ type: 'agentChange.submit' });
    expect(actor.getSnapshot().context.error).toEqual(rawMessage('Please provide your comment'));
    actor.send({ type: 'agentChange.edit', text: 'Please call the client first.' });
    actor.send({ type: 'agentChange.submit' });
    await waitFor(actor, (s) => s.matches('hidden'));
    expect(effects).toEqual([
      'comment:Please call the client first.',
      'success:Your comment was sent to the agent.',
      'changed',
    ]);
  });

  it('keeps the comment form open when the comment fails', async () => {
    const { actor, effects } = start({ comment: 'throw' });
    actor.send({ type: 'bgaComment.open' });
    actor.send({ type: 'agentChange.edit', text: 'x' });
    actor.send({ type: 'agentChange.submit' });
    await waitFor(actor, (s) => s.matches('commenting') && effects.length === 2);
    expect(effects.at(-1)).toBe('error:Request Could not be completed');
  });

  it('tells the modal its step, keeping it while its call is on the way (moved from the view)', () => {
    const { actor } = start();
    const step = () => selectAgentChangeStep(actor.getSnapshot());
    expect(step()).toBe('hidden');
    actor.send({ type: 'agentChange.open', offerRevert: true });
    expect(step()).toBe('choosing');
    actor.send({ type: 'agentChange.choose', option: 'notTaken' });
    actor.send({ type: 'agentChange.submit' });
    expect(step()).toBe('confirming');
    actor.send({ type: 'agentChange.confirm' });
    expect(actor.getSnapshot().matches('processingNotTaken')).toBe(true);
    expect(step()).toBe('confirming');
    const bga = start();
    bga.actor.send({ type: 'bgaComment.open' });
    expect(selectAgentChangeStep(bga.actor.getSnapshot())).toBe('commenting');
    bga.actor.send({ type: 'agentChange.edit', text: 'Please call me' });
    bga.actor.send({ type: 'agentChange.submit' });
    expect(bga.actor.getSnapshot().matches('sendingComment')).toBe(true);
    expect(selectAgentChangeStep(bga.actor.getSnapshot())).toBe('commenting');
  });

  it('offers Revert to Paper only when the review said it may be', () => {
    const { actor } = start();
    actor.send({ type: 'agentChange.open', offerRevert: false });
    expect(selectOfferedOptions(actor.getSnapshot())).not.toContain('revertToPaper');
    actor.send({ type: 'agentChange.close' });
    actor.send({ type: 'agentChange.open', offerRevert: true });
    expect(selectOfferedOptions(actor.getSnapshot())).toContain('revertToPaper');
  });

  it('sends every call for the case the modal was opened on', async () => {
    const { actor, cases } = start();
    actor.send({ type: 'agentChange.open', offerRevert: true });
    actor.send({ type: 'agentChange.choose', option: 'change' });
    actor.send({ type: 'agentChange.edit', text: 'Fix the name' });
    actor.send({ type: 'agentChange.submit' });
    await waitFor(actor, (s) => s.matches('hidden'));
    actor.send({ type: 'bgaComment.open' });
    actor.send({ type: 'agentChange.edit', text: 'Please call the client first.' });
    actor.send({ type: 'agentChange.submit' });
    await waitFor(actor, (s) => s.matches('hidden'));
    expect(cases).toEqual(['100010', '100010']);
  });

  it('refuses a change or a comment of only spaces as empty (decision 066), sending nothing', () => {
    const { actor, effects } = start();
    actor.send({ type: 'agentChange.open', offerRevert: true });
    actor.send({ type: 'agentChange.choose', option: 'change' });
    actor.send({ type: 'agentChange.edit', text: '   ' });
    actor.send({ type: 'agentChange.submit' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.error).toEqual(rawMessage('Please provide your change'));
    actor.send({ type: 'agentChange.close' });
    actor.send({ type: 'bgaComment.open' });
    actor.send({ type: 'agentChange.edit', text: ' \n ' });
    actor.send({ type: 'agentChange.submit' });
    expect(actor.getSnapshot().value).toBe('commenting');
    expect(actor.getSnapshot().context.error).toEqual(rawMessage('Please provide your comment'));
    expect(effects).toEqual([]);
  });

  it('refuses a change or a comment that draws nothing (zero-width, Hangul filler) as empty, sending nothing', () => {
    const { actor, effects } = start();
    actor.send({ type: 'agentChange.open', offerRevert: true });
    actor.send({ type: 'agentChange.choose', option: 'change' });
    actor.send({ type: 'agentChange.edit', text: '\u200B\u2060\uFEFF' });
    actor.send({ type: 'agentChange.submit' });
    expect(actor.getSnapshot().context.error).toEqual(rawMessage('Please provide your change'));
    actor.send({ type: 'agentChange.close' });
    actor.send({ type: 'bgaComment.open' });
    actor.send({ type: 'agentChange.edit', text: '\u3164' });
    actor.send({ type: 'agentChange.submit' });
    expect(actor.getSnapshot().context.error).toEqual(rawMessage('Please provide your comment'));
    expect(effects).toEqual([]);
  });

  it('lets an agent ask for a change or Not Taken on a case where Revert to Paper is not offered', () => {
    const { actor } = start();
    actor.send({ type: 'agentChange.open', offerRevert: false });
    expect([...selectOfferedOptions(actor.getSnapshot())].sort()).toEqual(['change', 'notTaken']);
    actor.send({ type: 'agentChange.choose', option: 'change' });
    expect(actor.getSnapshot().context.option).toBe('change');
    actor.send({ type: 'agentChange.choose', option: 'notTaken' });
    expect(actor.getSnapshot().context.option).toBe('notTaken');
  });

  it('shows the modal busy while each call is on the way', () => {
    const busy = (a: ReturnType<typeof start>['actor']) => a.getSnapshot().hasTag('busy');
    const change = start().actor;
    change.send({ type: 'agentChange.open', offerRevert: true });
    change.send({ type: 'agentChange.choose', option: 'change' });
    change.send({ type: 'agentChange.edit', text: 'Fix the name' });
    expect(busy(change)).toBe(false);
    change.send({ type: 'agentChange.submit' });
    expect(busy(change)).toBe(true);
    for (const option of ['notTaken', 'revertToPaper'] as const) {
      const { actor } = start();
      actor.send({ type: 'agentChange.open', offerRevert: true });
      actor.send({ type: 'agentChange.choose', option });
      actor.send({ type: 'agentChange.submit' });
      expect(busy(actor)).toBe(false);
      actor.send({ type: 'agentChange.confirm' });
      expect(busy(actor), option).toBe(true);
    }
    const comment = start().actor;
    comment.send({ type: 'bgaComment.open' });
    comment.send({ type: 'agentChange.edit', text: 'Please call me' });
    expect(busy(comment)).toBe(false);
    comment.send({ type: 'agentChange.submit' });
    expect(busy(comment)).toBe(true);
  });

  it('keeps the confirmation step showing while Revert to Paper is on the way, and closes when it is done', async () => {
    const { actor, effects } = start();
    actor.send({ type: 'agentChange.open', offerRevert: true });
    actor.send({ type: 'agentChange.choose', option: 'revertToPaper' });
    actor.send({ type: 'agentChange.submit' });
    actor.send({ type: 'agentChange.confirm' });
    expect(actor.getSnapshot().matches('revertingToPaper')).toBe(true);
    expect(selectAgentChangeStep(actor.getSnapshot())).toBe('confirming');
    await waitFor(actor, () => effects.length === 3);
    expect(effects).toEqual(['revert:', 'success:Change Request successfully submitted', 'changed']);
    expect(selectAgentChangeStep(actor.getSnapshot())).toBe('hidden');
  });

  it('keeps the change text on the options step, ready to send again, when the change request is refused', async () => {
    const { actor, effects } = start({ change: 'throw' });
    actor.send({ type: 'agentChange.open', offerRevert: true });
    actor.send({ type: 'agentChange.choose', option: 'change' });
    actor.send({ type: 'agentChange.edit', text: 'Fix the name' });
    actor.send({ type: 'agentChange.submit' });
    await waitFor(actor, () => effects.length === 2);
    expect(effects).toEqual(['change:Fix the name', 'error:Request Could not be completed']);
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({ option: 'change', text: 'Fix the name' });
  });

  it('keeps the Not Taken confirmation when Not Taken is refused', async () => {
    const { actor, effects } = start({ notTaken: 'throw' });
    actor.send({ type: 'agentChange.open', offerRevert: true });
    actor.send({ type: 'agentChange.choose', option: 'notTaken' });
    actor.send({ type: 'agentChange.submit' });
    actor.send({ type: 'agentChange.confirm' });
    await waitFor(actor, () => effects.length === 2);
    expect(effects).toEqual(['notTaken:', 'error:Request Could not be completed']);
    expect(actor.getSnapshot().value).toBe('confirming');
  });
});
