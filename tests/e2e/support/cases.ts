import type { RunningSandbox } from '../../../sandbox/server.ts';
import type { StoredCase } from '../../../sandbox/store/types.ts';

/** The raw stored case, as a tester reads it from the sandbox. */
export async function storedCase(sandbox: RunningSandbox, caseId: string): Promise<StoredCase> {
  const response = await fetch(`${sandbox.url}/__sandbox/cases/${caseId}`);
  if (!response.ok) throw new Error(`Reading case ${caseId} failed: ${response.status}`);
  return (await response.json()) as StoredCase;
}

export async function putCase(sandbox: RunningSandbox, stored: StoredCase) {
  const response = await fetch(`${sandbox.url}/__sandbox/cases/${stored.caseId}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(stored),
  });
  if (!response.ok)
    throw new Error(`Putting case ${stored.caseId} failed: ${response.status} ${await response.text()}`);
}

/** Every document of the case finished by `partyId`, as after the review screen (for screens after it). */
export async function reviewAllAs(sandbox: RunningSandbox, caseId: string, partyId: string) {
  const stored = await storedCase(sandbox, caseId);
  for (const doc of stored.documents) {
    const done =
      doc.requiredReviewStatus[0] === 'Accepted'
        ? 'Accepted'
        : doc.requiredReviewStatus[0] === 'Completed'
          ? 'Completed'
          : 'Reviewed';
    doc.reviews[partyId] = {
      currentReviewStatus: done,
      acceptedOrDeclinedOn: done === 'Reviewed' ? null : new Date().toISOString(),
      isReviewComplete: true,
    };
  }
  await putCase(sandbox, stored);
}
