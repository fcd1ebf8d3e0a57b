import { request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { authHeaders } from '../../src/api/headers.ts';
import type { Case, Document, DocumentActionResult, TrackerResponse } from '../../src/api/schemas/index.ts';
import type { EventLog } from '../support/eventLog.ts';
import { ANNA, errorOf, IAN, OLIVIA, startTestSandbox, type Tokens } from './support.ts';

const sb = startTestSandbox();
const doc = (caseId: string, n: number) => ({ caseId, documentId: `D-${caseId}-${n}` });

/** The documents call over node:http, which (unlike fetch) hands back the bytes as they came. */
function rawDocuments(tokens: Tokens, acceptEncoding: string | null) {
  const headers: Record<string, string> = { ...authHeaders(tokens) };
  if (acceptEncoding !== null) headers['Accept-Encoding'] = acceptEncoding;
  return new Promise<{ encoding: string | undefined; body: Buffer }>((resolveRaw, reject) => {
    const req = httpRequest(`${sb.url()}/api/Documents/100001`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolveRaw({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('document lists', () => {
  it('come gzipped when the browser accepts gzip, as they are when it does not (decision 451)', async () => {
    const olivia = await sb.customer(OLIVIA);
    const plain = await rawDocuments(olivia, null);
    expect(plain.encoding).toBeUndefined();
    const zipped = await rawDocuments(olivia, 'gzip, deflate, br');
    expect(zipped.encoding).toBe('gzip');
    expect(zipped.body.length).toBeLessThan(plain.body.length * 0.7);
    expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true);
  });

  it('answers base64 PDFs, the 120-page policy among them, with no-store', async () => {
    const olivia = await sb.customer(OLIVIA);
    const result = await sb.call('documents', { params: { caseId: '100001' }, tokens: olivia });
    expect(result.status).toBe(200);
    expect(result.headers.get('cache-control')).toBe('no-store');
    const docs = result.body as Document[];
    expect(docs).toHaveLength(6);
    const policy = Buffer.from(docs[0]?.content ?? '', 'base64');
    expect(policy.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await PDFDocument.load(policy)).getPageCount()).toBe(120);
  });

  it('answers the same bytes again from the cache', async () => {
    const olivia = await sb.customer(OLIVIA);
    const first = (
      await sb.call('documentsOnlySignedPolicy', { params: { caseId: '100002' }, tokens: olivia })
    ).body as Document[];
    const second = (
      await sb.call('documentsOnlySignedPolicy', { params: { caseId: '100002' }, tokens: olivia })
    ).body as Document[];
    expect(first.map((d) => d.documentType)).toEqual(['SignedPolicy']);
    expect(second[0]?.content).toBe(first[0]?.content);
  });

  it('answers every document with GetWithSigned', async () => {
    const anna = await sb.customer('anna.annuitant@example.com');
    const result = await sb.call('documentsWithSigned', { params: { caseId: '200002' }, tokens: anna });
    expect((result.body as Document[]).map((d) => d.documentType)).toEqual([
      'SignedPolicy',
      'StatementOfHealth',
    ]);
  });

  it('refuses documents of a case the caller is not on, and unknown cases', async () => {
    const ian = await sb.customer(IAN);
    expect((await sb.call('documents', { params: { caseId: '100001' }, tokens: ian })).status).toBe(403);
    expect((await sb.call('documents', { params: { caseId: '123' }, tokens: ian })).status).toBe(404);
  });
});

describe('document actions', () => {
  it('reviews a Reviewed document and points to the next one still to review', async () => {
    const olivia = await sb.customer(OLIVIA);
    const result = await sb.call('reviewDocument', { params: doc('100001', 1), tokens: olivia });
    expect(result.status).toBe(200);
    const body = result.body as DocumentActionResult;
    expect(body.document).toMatchObject({ isReviewComplete: true, currentReviewStatus: 'Reviewed' });
    expect(body.nextDocumentId).toBe('D-100001-2');
    const stored = await sb.stored('100001');
    expect(stored.documents[0]?.reviews['P-100001-OLIVIA']?.isReviewComplete).toBe(true);
  });

  it('accepts and declines, storing the decision, its date and the note', async () => {
    const olivia = await sb.customer(OLIVIA);
    const accepted = await sb.call('acceptDocument', {
      params: doc('100001', 2),
      tokens: olivia,
      json: { newStatus: 'Accepted' },
    });
    expect((accepted.body as DocumentActionResult).document).toMatchObject({
      currentReviewStatus: 'Accepted',
      isReviewComplete: true,
    });
    expect((accepted.body as DocumentActionResult).document.acceptedOrDeclinedOn).toBeTruthy();
    const declined = await sb.call('acceptDocument', {
      params: doc('100001', 3),
      tokens: olivia,
      json: { newStatus: 'Declined', declinationNote: 'My weight is wrong' },
    });
    expect((declined.body as DocumentActionResult).document.currentReviewStatus).toBe('Declined');
    expect((await sb.stored('100001')).documents[2]?.reviews['P-100001-OLIVIA']?.declinationNote).toBe(
      'My weight is wrong',
    );
  });

  it('refuses a decline without comments, and stores nothing', async () => {
    const olivia = await sb.customer(OLIVIA);
    const result = await sb.call('acceptDocument', {
      params: doc('100001', 2),
      tokens: olivia,
      json: { newStatus: 'Declined' },
    });
    expect(result.status).toBe(400);
    expect(errorOf(result)).toMatchObject({
      Error: 'Please provide your comments',
      Field: 'declinationNote',
    });
    expect((await sb.stored('100001')).documents[1]?.reviews).toEqual({});
  });

  it('declines the delivery receipt only with a valid new issue date', async () => {
    const olivia = await sb.customer(OLIVIA);
    for (const value of ['', '13/01/2027', '02/30/2027', '2027-01-02']) {
      const bad = await sb.call('acceptDocument', {
        params: doc('100001', 5),
        tokens: olivia,
        json: { newStatus: 'Declined', answers: [{ questionId: 'newIssueDate', value }] },
      });
      expect(bad.status).toBe(400);
      expect(errorOf(bad).Field).toBe('answers.newIssueDate');
    }
    const good = await sb.call('acceptDocument', {
      params: doc('100001', 5),
      tokens: olivia,
      json: { newStatus: 'Declined', answers: [{ questionId: 'newIssueDate', value: '01/15/2027' }] },
    });
    expect(good.status).toBe(200);
  });

  it('completes the replacement form with its answers, and refuses an incomplete one', async () => {
    const olivia = await sb.customer(OLIVIA);
    const incomplete = await sb.call('completeDocument', {
      params: doc('100001', 4),
      tokens: olivia,
      json: { answers: [{ questionId: 'mightDiscontinue', value: 'yes' }] },
    });
    expect(incomplete.status).toBe(400);
    const answers = [
      { questionId: 'mightDiscontinue', value: 'no' },
      { questionId: 'mightFinance', value: 'no' },
      { questionId: 'replacementReason', value: 'Better rate' },
      { questionId: 'policyNumber', value: 'X-1', policyIndex: 0 },
      { questionId: 'insuredName', value: 'Olivia Owner', policyIndex: 0 },
      { questionId: 'insurerName', value: 'Other Life', policyIndex: 0 },
      { questionId: 'replaceOrFinance', value: 'Replaced', policyIndex: 0 },
    ];
    const done = await sb.call('completeDocument', {
      params: doc('100001', 4),
      tokens: olivia,
      json: { answers },
    });
    expect((done.body as DocumentActionResult).document.currentReviewStatus).toBe('Completed');
    expect((await sb.stored('100001')).documents[3]?.reviews['P-100001-OLIVIA']?.answers).toEqual(answers);
    const fourth = await sb.call('completeDocument', {
      params: doc('100001', 4),
      tokens: olivia,
      json: { answers: [{ questionId: 'policyNumber', value: 'X', policyIndex: 3 }] },
    });
    expect(fourth.status).toBe(400);
  });

  it('refuses the wrong action for a document type (409) and a review before the decision', async () => {
    const olivia = await sb.customer(OLIVIA);
    expect(
      (
        await sb.call('acceptDocument', {
          params: doc('100001', 1),
          tokens: olivia,
          json: { newStatus: 'Accepted' },
        })
      ).status,
    ).toBe(409);
    expect(
      (await sb.call('completeDocument', { params: doc('100001', 2), tokens: olivia, json: { answers: [] } }))
        .status,
    ).toBe(409);
    const review = await sb.call('reviewDocument', { params: doc('100001', 2), tokens: olivia });
    expect(review.status).toBe(409);
    expect(errorOf(review).Error).toBe('Please make a selection to continue.');
  });

  it('refuses unknown documents (404), malformed bodies (400) and documents of a closed case (409)', async () => {
    const olivia = await sb.customer(OLIVIA);
    expect((await sb.call('reviewDocument', { params: doc('100001', 99), tokens: olivia })).status).toBe(404);
    const bad = await sb.call('acceptDocument', {
      params: doc('100001', 2),
      tokens: olivia,
      json: { newStatus: 'Maybe' },
    });
    expect(bad.status).toBe(400);
    expect(errorOf(bad).Field).toBe('newStatus');
    expect((await sb.call('reviewDocument', { params: doc('100004', 1), tokens: olivia })).status).toBe(409);
  });

  it("lets Ian review 100005 for himself without touching Olivia's reviews", async () => {
    const ian = await sb.customer(IAN);
    expect((await sb.call('reviewDocument', { params: doc('100005', 1), tokens: ian })).status).toBe(200);
    const olivia = await sb.customer(OLIVIA);
    const asOlivia = (await sb.call('documents', { params: { caseId: '100005' }, tokens: olivia }))
      .body as Document[];
    expect(asOlivia[0]?.isReviewComplete).toBe(false);
  });

  it('declining the Save Age document sends the case back for reissue with the comment', async () => {
    const olivia = await sb.customer(OLIVIA);
    const result = await sb.call('acceptDocument', {
      params: doc('100003', 2),
      tokens: olivia,
      json: { newStatus: 'Declined', declinationNote: 'Declined Save Age document' },
    });
    expect(result.status).toBe(200);
    const stored = await sb.stored('100003');
    expect(stored.lifeCycleStatus).toBe('ReissueRequested');
    expect(stored.comments.map((c: { textDetails: string }) => c.textDetails)).toEqual([
      'Declined Save Age document',
    ]);
  });

  it('refuses an agent declining Save Age (409) and leaves the case as it was', async () => {
    const alex = await sb.agent('10001');
    const result = await sb.call('acceptDocument', {
      params: doc('100003', 2),
      tokens: alex,
      json: { newStatus: 'Declined' },
    });
    expect(result.status).toBe(409);
    const stored = await sb.stored('100003');
    expect(stored.lifeCycleStatus).toBe('WaitingAcceptance');
    expect(stored.documents[1]?.reviews).toEqual({});
  });
});

/**
 * SPEC §4 "Review actions enabled … for a customer while they have an incomplete assigned approval, or
 * while the case is WaitingApproval (agent side, if the agent party qualifies) or WaitingAcceptance
 * (customer side)": the sandbox refuses what the review screen does not offer (decision 45).
 */
describe('documents while the case waits on approval', () => {
  const inWaitingApproval = async (approver: string) => {
    const stored = await sb.stored('100001');
    stored.lifeCycleStatus = 'WaitingApproval';
    stored.approvals = [
      { partyId: approver, role: 'Agent', isAssigned: true, isComplete: false, closedOn: null },
    ];
    expect((await sb.request('PUT', '/__sandbox/cases/100001', { json: stored })).status).toBe(200);
  };

  it('refuses a customer without an approval, in the rule’s words, and leaves the document as it was', async () => {
    await inWaitingApproval('P-100001-AGENT-10001');
    const olivia = await sb.customer(OLIVIA);
    const result = await sb.call('reviewDocument', { params: doc('100001', 1), tokens: olivia });
    expect(result.status).toBe(409);
    expect(errorOf(result).Error).toBe('Documents can not be changed while the case is WaitingApproval.');
    expect((await sb.stored('100001')).documents[0]?.reviews['P-100001-OLIVIA']).toBeUndefined();
  });

  it('lets a customer who holds the open approval act', async () => {
    await inWaitingApproval('P-100001-OLIVIA');
    const olivia = await sb.customer(OLIVIA);
    const result = await sb.call('reviewDocument', { params: doc('100001', 1), tokens: olivia });
    expect(result.status).toBe(200);
    expect((await sb.stored('100001')).documents[0]?.reviews['P-100001-OLIVIA']?.isReviewComplete).toBe(true);
  });

  it('lets the case’s agent act', async () => {
    await inWaitingApproval('P-100001-AGENT-10001');
    const alex = await sb.agent('10001');
    const result = await sb.call('reviewDocument', { params: doc('100001', 1), tokens: alex });
    expect(result.status).toBe(200);
  });
});

describe('tracker', () => {
  it('marks the steps done from the stored facts and the current page active', async () => {
    const olivia = await sb.customer(OLIVIA);
    const result = await sb.call('tracker', {
      params: { caseId: '100002', currentPage: 'acceptance' },
      tokens: olivia,
    });
    const steps = (result.body as TrackerResponse).steps;
    expect(steps.map((s) => [s.page, s.isComplete, s.isActive])).toEqual([
      ['doc-review', true, false],
      ['payment', true, false],
      ['acceptance', false, true],
      ['confirmation', false, false],
    ]);
  });

  it('refuses an unknown page (400)', async () => {
    const olivia = await sb.customer(OLIVIA);
    const result = await sb.call('tracker', {
      params: { caseId: '100001', currentPage: 'nowhere' },
      tokens: olivia,
    });
    expect(result.status).toBe(400);
    expect(errorOf(result).Field).toBe('currentPage');
  });
});

/** routes/documents.ts lines 187–273: the replacement form's checks, the review gate and the tracker's facts. */
describe('documents.ts lines 187–273: replacement form, review gate, tracker', () => {
  const FORM = doc('100001', 4);
  const base = [
    { questionId: 'mightDiscontinue', value: 'yes' },
    { questionId: 'mightFinance', value: 'no' },
    { questionId: 'replacementReason', value: 'Better rate' },
  ];
  const policy = (policyIndex: number, insurerName = 'Other Life') => [
    { questionId: 'policyNumber', value: `X-${policyIndex}`, policyIndex },
    { questionId: 'insuredName', value: 'Olivia Owner', policyIndex },
    { questionId: 'insurerName', value: insurerName, policyIndex },
    { questionId: 'replaceOrFinance', value: 'Replaced', policyIndex },
  ];
  const complete = async (answers: unknown[]) =>
    sb.call('completeDocument', { params: FORM, tokens: await sb.customer(OLIVIA), json: { answers } });

  it('completes the replacement form answered "yes", marking the review complete', async () => {
    const done = await complete([...base, ...policy(0)]);
    expect(done.status).toBe(200);
    expect((done.body as DocumentActionResult).document).toMatchObject({
      currentReviewStatus: 'Completed',
      isReviewComplete: true,
    });
  });

  it('refuses a replacement form without mightFinance, naming that question', async () => {
    const refused = await complete([base[0], base[2], ...policy(0)]);
    expect(refused.status).toBe(400);
    expect(errorOf(refused).Field).toBe('answers.mightFinance');
    expect(errorOf(refused).Error).toContain('Please answer every question of the replacement form');
  });

  it('refuses a replacement form without a reason for the replacement', async () => {
    const refused = await complete([base[0], base[1], { questionId: 'replacementReason', value: '   ' }]);
    expect(refused.status).toBe(400);
    expect(errorOf(refused).Field).toBe('answers.replacementReason');
    expect(errorOf(refused).Error).toContain('Please answer every question of the replacement form');
    const absent = await complete([base[0], base[1]]);
    expect(absent.status).toBe(400);
    expect(errorOf(absent).Field).toBe('answers.replacementReason');
  });

  it('completes a form that replaces nothing (both answers No) without a reason (decision 351)', async () => {
    const none = [
      { questionId: 'mightDiscontinue', value: 'no' },
      { questionId: 'mightFinance', value: 'no' },
      { questionId: 'replacementReason', value: '' },
    ];
    expect((await complete(none)).status).toBe(200);
  });

  it('refuses a listed policy without its insurer, or with a blank one, as the screen numbers it', async () => {
    const missing = await complete([
      ...base,
      ...policy(0),
      ...policy(1).filter((a) => a.questionId !== 'insurerName'),
    ]);
    expect(missing.status).toBe(400);
    expect(errorOf(missing).Field).toBe('answers.insurerName');
    expect(errorOf(missing).Error).toContain('Policy 2');
    const blank = await complete([...base, ...policy(0, '  ')]);
    expect(blank.status).toBe(400);
    expect(errorOf(blank).Field).toBe('answers.insurerName');
    expect((await sb.stored('100001')).documents[3]?.reviews['P-100001-OLIVIA']).toBeUndefined();
  });

  it('numbers the listed policies by their index, in whatever order their answers come', async () => {
    const refused = await complete([...base, ...policy(1), ...policy(0, '  ')]);
    expect(refused.status).toBe(400);
    expect(errorOf(refused).Field).toBe('answers.insurerName');
    expect(errorOf(refused).Error).toMatch(/^Policy 1: /);
  });

  it('logs the completion as completeDocument in the case’s event log', async () => {
    expect((await complete([...base])).status).toBe(200);
    const log = (await sb.request('GET', '/__sandbox/cases/100001/events')).body as {
      events: { call: string; documentId?: string }[];
    };
    expect(log.events.filter((e) => e.call !== 'documents').map((e) => [e.call, e.documentId])).toEqual([
      ['completeDocument', 'D-100001-4'],
    ]);
  });

  it('completes any other document that needs Completed without the replacement questions', async () => {
    const stored = await sb.stored('100001');
    const amendment = stored.documents[1];
    if (!amendment) throw new Error('100001 has no second document');
    amendment.requiredReviewStatus = ['Completed'];
    expect((await sb.request('PUT', '/__sandbox/cases/100001', { json: stored })).status).toBe(200);
    const olivia = await sb.customer(OLIVIA);
    const done = await sb.call('completeDocument', {
      params: doc('100001', 2),
      tokens: olivia,
      json: { answers: [] },
    });
    expect(done.status).toBe(200);
  });

  it('reviews a document once it is accepted or declined', async () => {
    const olivia = await sb.customer(OLIVIA);
    const accept = { params: doc('100001', 2), tokens: olivia, json: { newStatus: 'Accepted' } };
    expect((await sb.call('acceptDocument', accept)).status).toBe(200);
    const reviewed = await sb.call('reviewDocument', { params: doc('100001', 2), tokens: olivia });
    expect(reviewed.status).toBe(200);
    expect((reviewed.body as DocumentActionResult).document).toMatchObject({
      currentReviewStatus: 'Accepted',
      isReviewComplete: true,
    });
    const decline = {
      params: doc('100001', 3),
      tokens: olivia,
      json: { newStatus: 'Declined', declinationNote: 'No' },
    };
    expect((await sb.call('acceptDocument', decline)).status).toBe(200);
    expect((await sb.call('reviewDocument', { params: doc('100001', 3), tokens: olivia })).status).toBe(200);
  });

  it('refuses to review the replacement form before it is completed, and reviews it after', async () => {
    const olivia = await sb.customer(OLIVIA);
    const early = await sb.call('reviewDocument', { params: FORM, tokens: olivia });
    expect(early.status).toBe(409);
    expect(errorOf(early).Error).toBe('Please complete this form before continuing.');
    expect((await complete([...base])).status).toBe(200);
    const after = await sb.call('reviewDocument', { params: FORM, tokens: olivia });
    expect(after.status).toBe(200);
    expect((after.body as DocumentActionResult).document.currentReviewStatus).toBe('Completed');
  });

  it('leaves the payment step open while the first premium is due', async () => {
    const olivia = await sb.customer(OLIVIA);
    const result = await sb.call('tracker', {
      params: { caseId: '100001', currentPage: 'payment' },
      tokens: olivia,
    });
    const steps = (result.body as TrackerResponse).steps;
    expect(steps.map((s) => [s.page, s.isComplete, s.isActive])).toEqual([
      ['doc-review', false, false],
      ['payment', false, true],
      ['acceptance', false, false],
      ['confirmation', false, false],
    ]);
  });

  it('marks the confirmation step done on a Complete case', async () => {
    const olivia = await sb.customer(OLIVIA);
    const result = await sb.call('tracker', {
      params: { caseId: '100004', currentPage: 'confirmation' },
      tokens: olivia,
    });
    const steps = (result.body as TrackerResponse).steps;
    expect(steps.map((s) => [s.page, s.isComplete])).toEqual([
      ['doc-review', true],
      ['payment', true],
      ['acceptance', true],
      ['confirmation', true],
    ]);
  });

  it('marks the review step done for a customer who is two parties once she has reviewed everything', async () => {
    await sb.changeStored('100002', (stored) => {
      stored.parties.push({
        id: 'P-100002-OLIVIA-2',
        displayName: 'Olivia Owner',
        emailAddress: OLIVIA,
        roles: ['Insured'],
      });
    });
    const olivia = await sb.customer(OLIVIA);
    const list = (await sb.call('documents', { params: { caseId: '100002' }, tokens: olivia }))
      .body as Document[];
    expect(list.every((d) => d.isReviewComplete)).toBe(true);
    const result = await sb.call('tracker', {
      params: { caseId: '100002', currentPage: 'doc-review' },
      tokens: olivia,
    });
    expect((result.body as TrackerResponse).steps[0]).toMatchObject({ page: 'doc-review', isComplete: true });
  });

  it('has no payment step where the portal asks no payment, and has it once a payment is on record (decision 361)', async () => {
    const anna = await sb.customer(ANNA);
    const pages = async () =>
      (
        (await sb.call('tracker', { params: { caseId: '200002', currentPage: 'acceptance' }, tokens: anna }))
          .body as TrackerResponse
      ).steps.map((s) => s.page);
    expect(await pages()).toEqual(['doc-review', 'acceptance', 'annuityconfirmation']);
    await sb.changeStored('200002', (stored) => {
      stored.payment.paymentsOnRecord.push({
        paymentId: 'PAY-200002-1',
        confirmationNumber: 'CNF2000021',
        paymentMethod: { paymentSourceType: 'BankAccount' },
        timeStamp: '2026-11-20T10:00:00.000Z',
        amount: 1000,
      });
    });
    expect(await pages()).toEqual(['doc-review', 'payment', 'acceptance', 'annuityconfirmation']);
  });

  it('refuses an unknown tracker page with a message', async () => {
    const olivia = await sb.customer(OLIVIA);
    const result = await sb.call('tracker', {
      params: { caseId: '100001', currentPage: 'nowhere' },
      tokens: olivia,
    });
    expect(result.status).toBe(400);
    expect(errorOf(result).Error).not.toBe('');
  });
});

/** Survivors of routes/documents.ts lines 1–186 (the first whole run of part sandbox-other). */
describe('routes/documents.ts lines 1–186', () => {
  const decline = (n: number, json: Record<string, unknown>, caseId = '100001') =>
    sb.customer(OLIVIA).then((olivia) =>
      sb.call('acceptDocument', {
        params: doc(caseId, n),
        tokens: olivia,
        json: { newStatus: 'Declined', ...json },
      }),
    );
  const receiptDate = (value: string) => decline(5, { answers: [{ questionId: 'newIssueDate', value }] });

  it('says why while the document service is down (503 DocumentsDown with a message)', async () => {
    await sb.faults({ documentsDown: true });
    const olivia = await sb.customer(OLIVIA);
    const result = await sb.call('documents', { params: { caseId: '100001' }, tokens: olivia });
    expect(result.status).toBe(503);
    expect(errorOf(result).Code).toBe('DocumentsDown');
    expect(errorOf(result).Error).not.toBe('');
  });

  it('answers 404 for a document not on the case before it reads the body', async () => {
    const olivia = await sb.customer(OLIVIA);
    const result = await sb.call('acceptDocument', {
      params: doc('100001', 99),
      tokens: olivia,
      json: { newStatus: 'Maybe' },
    });
    expect(result.status).toBe(404);
    expect(errorOf(result).Code).toBe('NotFound');
  });

  it('records no decision while the document service is down (503 DocumentsDown)', async () => {
    await sb.faults({ documentsDown: true });
    const olivia = await sb.customer(OLIVIA);
    const result = await sb.call('acceptDocument', {
      params: doc('100001', 2),
      tokens: olivia,
      json: { newStatus: 'Accepted' },
    });
    expect(result.status).toBe(503);
    expect(errorOf(result).Code).toBe('DocumentsDown');
    expect((await sb.stored('100001')).documents[1]?.reviews['P-100001-OLIVIA']).toBeUndefined();
  });

  it('points to the next document still to review: past decided ones, then back to the start', async () => {
    const olivia = await sb.customer(OLIVIA);
    const accept = (n: number) =>
      sb.call('acceptDocument', {
        params: doc('100001', n),
        tokens: olivia,
        json: { newStatus: 'Accepted' },
      });
    // Document 1 (before) is still to review, but the next one after document 3 comes first.
    expect(((await accept(3)).body as DocumentActionResult).nextDocumentId).toBe('D-100001-4');
    // After document 2, document 3 is decided: the next still to review is document 4.
    expect(((await accept(2)).body as DocumentActionResult).nextDocumentId).toBe('D-100001-4');
  });

  it('answers no next document once the caller has reviewed them all', async () => {
    const olivia = await sb.customer(OLIVIA);
    const result = await sb.call('reviewDocument', { params: doc('100002', 1), tokens: olivia });
    expect(result.status).toBe(200);
    expect((result.body as DocumentActionResult).nextDocumentId).toBeNull();
  });

  it('takes every real MM/DD/YYYY date for the delivery receipt and stores it with the decline', async () => {
    for (const value of ['12/15/2027', '01/05/2027', '01/31/2027', '01/01/1900', '10/30/2027']) {
      const result = await receiptDate(value);
      expect(result.status, value).toBe(200);
    }
    const answers = (await sb.stored('100001')).documents[4]?.reviews['P-100001-OLIVIA']?.answers;
    expect(answers).toEqual([{ questionId: 'newIssueDate', value: '10/30/2027' }]);
  });

  it('refuses a new issue date with more around it, a year before 1900 (decision 304), or none, in words that ask for MM/DD/YYYY', async () => {
    for (const value of [
      '101/15/2027',
      'x01/15/2027',
      '01/15/20271',
      '01/15/2027x',
      '12/31/1899',
      '01/15/0202',
    ]) {
      const result = await receiptDate(value);
      expect(result.status, value).toBe(400);
      expect(errorOf(result)).toMatchObject({ Field: 'answers.newIssueDate' });
      expect(errorOf(result).Error).toContain('MM/DD/YYYY');
    }
    // No answers at all, or a date given to another question: no new issue date.
    for (const json of [{}, { answers: [{ questionId: 'replacementReason', value: '01/15/2027' }] }]) {
      const result = await decline(5, json);
      expect(result.status, JSON.stringify(json)).toBe(400);
      expect(errorOf(result).Field).toBe('answers.newIssueDate');
    }
    expect((await sb.stored('100001')).documents[4]?.reviews).toEqual({});
  });

  it('refuses a decline whose comments are only spaces', async () => {
    const result = await decline(2, { declinationNote: '   ' });
    expect(result.status).toBe(400);
    expect(errorOf(result)).toMatchObject({
      Error: 'Please provide your comments',
      Field: 'declinationNote',
    });
  });

  it('logs a decision as an acceptDocument event of the party and document', async () => {
    const olivia = await sb.customer(OLIVIA);
    const result = await sb.call('acceptDocument', {
      params: doc('100001', 2),
      tokens: olivia,
      json: { newStatus: 'Accepted' },
    });
    expect(result.status).toBe(200);
    const log = (await sb.request('GET', '/__sandbox/cases/100001/events')).body as EventLog;
    expect(log.events.filter((e) => e.documentId === 'D-100001-2').map((e) => [e.call, e.by])).toContainEqual(
      ['acceptDocument', 'P-100001-OLIVIA'],
    );
  });

  it('names what the document needs when refusing the wrong action', async () => {
    const olivia = await sb.customer(OLIVIA);
    const accept = await sb.call('acceptDocument', {
      params: doc('100001', 1),
      tokens: olivia,
      json: { newStatus: 'Accepted' },
    });
    expect(accept.status).toBe(409);
    expect(errorOf(accept).Error).toMatch(/SignedPolicy.*accept.*Reviewed/);
    const complete = await sb.call('completeDocument', {
      params: doc('100001', 2),
      tokens: olivia,
      json: { answers: [] },
    });
    expect(complete.status).toBe(409);
    expect(errorOf(complete).Error).toMatch(/Amendment.*complet.*Accepted/);
    expect(errorOf(complete).Error).not.toMatch(/accepted or declined/);
  });

  it('moves the case only when Save Age is declined, leaving a typed comment', async () => {
    const olivia = await sb.customer(OLIVIA);
    const accepted = await sb.call('acceptDocument', {
      params: doc('100003', 2),
      tokens: olivia,
      json: { newStatus: 'Accepted' },
    });
    expect(accepted.status).toBe(200);
    expect((await decline(3, { declinationNote: 'Wrong rider' }, '100003')).status).toBe(200);
    let stored = await sb.stored('100003');
    expect(stored.lifeCycleStatus).toBe('WaitingAcceptance');
    expect(stored.comments).toEqual([]);
    expect((await decline(2, { declinationNote: 'Declined Save Age document' }, '100003')).status).toBe(200);
    stored = await sb.stored('100003');
    expect(stored.lifeCycleStatus).toBe('ReissueRequested');
    // The tester's read of the case is a stored case its own PUT takes back (docs/api.md).
    expect((await sb.request('PUT', '/__sandbox/cases/100003', { json: stored })).status).toBe(200);
    const alex = await sb.agent('10001');
    const read = await sb.call('getCaseForAgent', { params: { caseId: '100003' }, tokens: alex });
    expect((read.body as Case).comments.map((c) => c.commentType)).not.toContain('');
  });

  it('completes a replacement form whatever order its answers come in, and only with both yes/no answers', async () => {
    const olivia = await sb.customer(OLIVIA);
    const complete = (answers: unknown[]) =>
      sb.call('completeDocument', { params: doc('100001', 4), tokens: olivia, json: { answers } });
    const missingFinance = await complete([
      { questionId: 'replacementReason', value: 'Better rate' },
      { questionId: 'mightDiscontinue', value: 'no' },
    ]);
    expect(missingFinance.status).toBe(400);
    expect(errorOf(missingFinance).Field).toBe('answers.mightFinance');
    const onAPolicy = await complete([
      { questionId: 'mightDiscontinue', value: 'yes', policyIndex: 0 },
      { questionId: 'mightFinance', value: 'no' },
      { questionId: 'replacementReason', value: 'Better rate' },
      { questionId: 'policyNumber', value: 'X-1', policyIndex: 0 },
      { questionId: 'insuredName', value: 'Olivia Owner', policyIndex: 0 },
      { questionId: 'insurerName', value: 'Other Life', policyIndex: 0 },
    ]);
    expect(onAPolicy.status).toBe(400);
    expect(errorOf(onAPolicy).Field).toBe('answers.mightDiscontinue');
    const reasonFirst = await complete([
      { questionId: 'replacementReason', value: 'Better rate' },
      { questionId: 'mightDiscontinue', value: 'yes' },
      { questionId: 'mightFinance', value: 'no' },
    ]);
    expect(reasonFirst.status).toBe(200);
  });
});
