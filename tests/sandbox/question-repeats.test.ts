import { afterEach, describe, expect, it, vi } from 'vitest';
import { IAN, OLIVIA, startTestSandbox, type Tokens } from './support.ts';

/**
 * Decision 066 (docs/api.md, createComment): the same text sent again by the same party within 10 minutes
 * of their last question is the same question, answered as sent and stored once. The clock is faked (Date
 * only), so this file runs isolated (vitest.config.ts).
 */
const sb = startTestSandbox();
const MINUTE = 60_000;

describe('the same question sent again (docs/decisions/066-double-submits.md)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is stored once within 10 minutes of the party's last question, whatever others sent between; again later", async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const olivia = await sb.customer(OLIVIA);
    const ian = await sb.customer(IAN);
    const at = async (
      minutes: number,
      tokens: Tokens,
      text: string,
      call: 'createComment' | 'createChangeRequest' = 'createComment',
    ) => {
      vi.setSystemTime(start + minutes * MINUTE);
      const sent = await sb.call(call, { params: { caseId: '100005' }, tokens, json: text });
      expect(sent.body).toEqual({ isSuccessful: true });
    };
    const stored = async () =>
      (await sb.stored('100005')).comments.map((c) => [c.commentorPartyId, c.commentType, c.textDetails]);
    await at(0, olivia, 'Why?');
    await at(9, olivia, 'Why?');
    expect(await stored()).toEqual([['P-100005-OLIVIA', 'Question', 'Why?']]);
    // Ian's question between: Olivia's last question is still hers.
    await at(9, ian, 'Other');
    await at(9.2, olivia, 'Why?');
    // Her change request between: not a question.
    await at(9.4, olivia, 'Fix it', 'createChangeRequest');
    await at(9.6, olivia, 'Why?');
    expect(await stored()).toEqual([
      ['P-100005-OLIVIA', 'Question', 'Why?'],
      ['P-100005-IAN', 'Question', 'Other'],
      ['P-100005-OLIVIA', 'ChangeRequest', 'Fix it'],
    ]);
    // Eleven minutes after her stored one, the same text is a new question.
    await at(11, olivia, 'Why?');
    expect((await stored()).at(-1)).toEqual(['P-100005-OLIVIA', 'Question', 'Why?']);
    expect(await stored()).toHaveLength(4);
  });
});
