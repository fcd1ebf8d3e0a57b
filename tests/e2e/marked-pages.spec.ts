import { authHeaders } from '../../src/api/headers.ts';
import { markedPagesPdf } from '../support/testPdfs.ts';
import { expect, test } from './fixtures.ts';
import { putCase, storedCase } from './support/cases.ts';
import { DEMO, signInAsAgent } from './support/demo.ts';

/** Issue 24 point 4: a question with marked pages, stored through the real call, seen by the agent. */
test('the agent sees a question’s marked pages and opens them in the viewer', async ({ page, sandbox }) => {
  const api = `${sandbox.url}/api`;
  const basic = Buffer.from(`${DEMO.olivia}:${DEMO.password}`).toString('base64');
  const session = await (
    await fetch(`${api}/auth/login`, { method: 'POST', headers: { Authorization: `Basic ${basic}` } })
  ).text();
  const dashboard = (await (
    await fetch(`${api}/Dashboard`, { headers: { Authorization: `Bearer ${session}` } })
  ).json()) as {
    agreementAuthToken: string;
  };
  const pdf = Buffer.from(await markedPagesPdf('Signed Policy', [2, 5], 12)).toString('base64');
  const asked = await fetch(`${api}/Change/100001/CreateComment`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...authHeaders({ session, caseToken: dashboard.agreementAuthToken }),
    },
    body: JSON.stringify({
      text: 'What does this clause mean?',
      markedPages: { documentId: 'D-100001-1', pages: [2, 5], pdf },
    }),
  });
  expect(asked.status, await asked.clone().text()).toBe(200);

  // The agent reviews a case awaiting his approval: put 100001 there, its question kept.
  const stored = await storedCase(sandbox, '100001');
  stored.lifeCycleStatus = 'WaitingApproval';
  const agentParty = stored.parties.find((p) => p.roles.includes('Agent'))?.id ?? '';
  stored.approvals = [
    { partyId: agentParty, role: 'Agent', isAssigned: true, isComplete: false, closedOn: null },
  ];
  await putCase(sandbox, stored);
  await signInAsAgent(page, DEMO.agent);
  await page.goto('/epd/doc-review/100001');
  await page.getByRole('button', { name: 'Change History' }).click();
  await expect(page.getByText('Marked pages: 2, 5 of Signed Policy')).toBeVisible();
  await page.getByRole('button', { name: 'View marked pages' }).click();
  const dialog = page.getByRole('dialog', { name: 'Marked pages 2, 5 of Signed Policy' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('canvas').first()).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: '/work/artifacts/attach-agent-view.png' });
});
