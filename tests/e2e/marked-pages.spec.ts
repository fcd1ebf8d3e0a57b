import { expect, test } from './fixtures.ts';
import { putCase, storedCase } from './support/cases.ts';
import { DEMO, signInAsAgent } from './support/demo.ts';
import { openCard, openReview, press } from './support/document-review.ts';
import { pdfjsMarks } from './support/pdfjsOracle.ts';
import { findField } from './support/viewer.ts';

/**
 * Marked pages end to end: the customer marks up a page of her policy in the portal's viewer and
 * attaches it to a question; the sandbox keeps the annotated PDF; the agent sees the question with its
 * marked pages and opens them, the highlight on the page.
 */
test('a highlight the customer attaches to her question reaches the agent on its page', async ({
  page,
  sandbox,
  browser,
  baseURL,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 800 });
  await openReview(page, '100001');
  const card = await openCard(page, 'View Signed Policy');
  await card.getByRole('button', { name: 'Mark up this document' }).click();
  await (await findField(card)).fill('Policy');
  await expect(card.locator('.textLayer .highlight.selected').first()).toBeVisible({ timeout: 30_000 });
  await card.getByRole('button', { name: 'Highlight', exact: true }).click();
  await expect(card.getByRole('button', { name: 'Highlight on page 1' })).toHaveCount(1);

  await press(page.getByRole('button', { name: 'Email your questions' }));
  const dialog = page.getByRole('dialog');
  const attach = dialog.getByRole('checkbox', { name: 'Attach my marked pages (page 1 of Signed Policy)' });
  await expect(attach).toBeChecked();
  await dialog.getByLabel('Your question').fill('What does this clause mean?');
  await press(dialog.getByRole('button', { name: 'Send' }));
  await expect(page.getByText('Question successfully submitted')).toBeVisible();

  // What the sandbox kept: the question, its page, and a PDF whose page 1 carries the highlight.
  const stored = await storedCase(sandbox, '100001');
  const question = stored.comments.find((c) => c.textDetails === 'What does this clause mean?');
  expect(question?.markedPages?.pages).toEqual([1]);

  // The agent reviews a case awaiting his approval: put 100001 there, its question kept.
  stored.lifeCycleStatus = 'WaitingApproval';
  const agentParty = stored.parties.find((p) => p.roles.includes('Agent'))?.id ?? '';
  stored.approvals = [
    { partyId: agentParty, role: 'Agent', isAssigned: true, isComplete: false, closedOn: null },
  ];
  await putCase(sandbox, stored);
  const agent = await (
    await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } })
  ).newPage();
  await signInAsAgent(agent, DEMO.agent);
  const pdfAnswer = agent.waitForResponse((r) => r.url().includes('/MarkedPages/'));
  await agent.goto('doc-review/100001');
  await agent.getByRole('button', { name: 'Change History' }).click();
  await expect(agent.getByText('Marked pages: 1 of Signed Policy')).toBeVisible();
  await agent.getByRole('button', { name: 'View marked pages' }).click();
  const dialogForAgent = agent.getByRole('dialog', { name: 'Marked pages 1 of Signed Policy' });
  await expect(dialogForAgent.locator('canvas').first()).toBeVisible({ timeout: 30_000 });
  const { content } = (await (await pdfAnswer).json()) as { content: string };
  const marks = await pdfjsMarks(new Uint8Array(Buffer.from(content, 'base64')));
  expect(marks.pages[0]?.map((a) => a.subtype)).toContain('Highlight');
  await agent.context().close();
});
