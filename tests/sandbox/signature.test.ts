import { describe, expect, it } from 'vitest';
import type { Case } from '../../src/api/schemas/case.ts';
import { errorOf, IAN, OLIVIA, startTestSandbox, type Tokens } from './support.ts';

/**
 * Decision 220: the sandbox keeps the adopted signature with the acceptance (the
 * name typed, the time, each document's fingerprint) and refuses an acceptance without it, with a name
 * that is not the owner's, or with fingerprints that are not those delivered. Case 100002 is Olivia's,
 * reviewed and paid: only the signature decides.
 */
const sb = startTestSandbox();
const CASE_ID = '100002';
const OLIVIAS_PARTY = 'P-100002-OLIVIA';

const events = async () =>
  ((await sb.request('GET', `/__sandbox/cases/${CASE_ID}/events`)).body as { events: { call: string }[] })
    .events;

/** Sends an accept with this body; a refusal must leave the case, and its log, as they were. */
async function refused(tokens: Tokens, json: unknown, status = 400) {
  const before = await sb.stored(CASE_ID);
  const logged = (await events()).length;
  const result = await sb.call('acceptCase', { params: { caseId: CASE_ID }, tokens, json });
  expect(result.status).toBe(status);
  expect(await sb.stored(CASE_ID)).toEqual(before);
  expect(await events()).toHaveLength(logged);
  return errorOf(result);
}

describe('the adopted signature, kept with the acceptance', () => {
  it('keeps the name as typed, the time and every fingerprint on the owner’s party, and shows it', async () => {
    const olivia = await sb.customer(OLIVIA);
    const body = await sb.signature(CASE_ID, olivia, '  OLIVIA   owner');
    expect(body.documents.length).toBeGreaterThan(0);
    const result = await sb.call('acceptCase', { params: { caseId: CASE_ID }, tokens: olivia, json: body });
    expect(result.status).toBe(200);

    const stored = await sb.stored(CASE_ID);
    const party = stored.parties.find((p) => p.id === OLIVIAS_PARTY);
    const acceptance = stored.acceptances.find((a) => a.partyId === OLIVIAS_PARTY);
    expect(party?.signature).toEqual({
      typedName: '  OLIVIA   owner',
      signedAt: acceptance?.closedOn,
      documents: body.documents,
    });
    expect(stored.lifeCycleStatus).toBe('Complete');
    // The case read of the contract carries it on the party; nobody else has one.
    const read = (await sb.call('getCase', { params: { caseId: CASE_ID }, tokens: olivia })).body as Case;
    expect(read.parties.find((p) => p.id === OLIVIAS_PARTY)?.signature).toEqual(party?.signature);
    expect(read.parties.filter((p) => p.signature !== undefined)).toHaveLength(1);
    const agentRead = await sb.call('getCaseForAgent', {
      params: { caseId: CASE_ID },
      tokens: await sb.agent('10001'),
    });
    expect((agentRead.body as Case).parties.find((p) => p.id === OLIVIAS_PARTY)?.signature).toEqual(
      party?.signature,
    );
  });

  it('refuses an acceptance without a signature, naming what is missing', async () => {
    const olivia = await sb.customer(OLIVIA);
    const good = await sb.signature(CASE_ID, olivia, 'Olivia Owner');
    expect((await refused(olivia, undefined)).Code).toBe('BadRequest');
    expect((await refused(olivia, {})).Field).toBe('typedName');
    expect((await refused(olivia, { documents: good.documents })).Field).toBe('typedName');
    expect((await refused(olivia, { ...good, typedName: '   ' })).Field).toBe('typedName');
    expect((await refused(olivia, { ...good, typedName: 'Olivia\nOwner' })).Field).toBe('typedName');
    expect((await refused(olivia, { typedName: 'Olivia Owner' })).Field).toBe('documents');
    expect((await refused(olivia, { ...good, documents: [] })).Field).toBe('documents');
  });

  it('refuses a name that is not the owner’s: a part of it, or another party’s', async () => {
    const olivia = await sb.customer(OLIVIA);
    for (const typedName of ['Olivia', 'Olivia Owne', 'Olivia Owner Jr', 'Ian Insured']) {
      const error = await refused(olivia, await sb.signature(CASE_ID, olivia, typedName));
      expect(error, typedName).toMatchObject({
        Code: 'BadRequest',
        Field: 'typedName',
        Error: 'The typed name is not the name of the party accepting this policy.',
      });
    }
  });

  it('refuses fingerprints that are not those delivered, a document left out, added or twice', async () => {
    const olivia = await sb.customer(OLIVIA);
    const good = await sb.signature(CASE_ID, olivia, 'Olivia Owner');
    const [first, ...rest] = good.documents;
    if (!first) throw new Error('100002 has documents');
    const other = '0'.repeat(64) === first.sha256 ? '1'.repeat(64) : '0'.repeat(64);
    const wrong = await refused(olivia, { ...good, documents: [{ ...first, sha256: other }, ...rest] });
    expect(wrong).toMatchObject({
      Field: 'documents',
      Error: `Document ${first.documentId} is not the document delivered: its fingerprint does not match.`,
    });
    expect((await refused(olivia, { ...good, documents: rest.length > 0 ? rest : [] })).Field).toBe(
      'documents',
    );
    expect((await refused(olivia, { ...good, documents: [...good.documents, first] })).Field).toBe(
      'documents',
    );
    const unknown = { documentId: 'D-NOT-ON-CASE', sha256: first.sha256 };
    expect((await refused(olivia, { ...good, documents: [...good.documents, unknown] })).Field).toBe(
      'documents',
    );
    expect((await refused(olivia, { ...good, documents: [{ ...first, sha256: 'abc' }] })).Field).toBe(
      'documents.0.sha256',
    );
  });

  it('refuses documents never delivered, even with the right fingerprints', async () => {
    const olivia = await sb.customer(OLIVIA);
    const good = await sb.signature(CASE_ID, olivia, 'Olivia Owner');
    // A case put by a tester is delivered anew: until its documents are read, none was delivered.
    const put = await sb.request('PUT', `/__sandbox/cases/${CASE_ID}`, { json: await sb.stored(CASE_ID) });
    expect(put.status).toBe(200);
    const error = await refused(olivia, good);
    expect(error).toMatchObject({ Field: 'documents', Error: expect.stringMatching(/was never delivered/) });
  });

  it('still lets only the owner accept, whatever the signature says', async () => {
    const olivia = await sb.customer(OLIVIA);
    const good = await sb.signature(CASE_ID, olivia, 'Olivia Owner');
    const ian = await sb.customer(IAN);
    // Ian is on 100005 but not its owner; on 100002 he is no party at all.
    const iansOwn = await sb.signature('100005', ian, 'Ian Insured');
    const onHis = await sb.call('acceptCase', { params: { caseId: '100005' }, tokens: ian, json: iansOwn });
    expect(onHis.status).toBe(403);
    expect((await refused(ian, good, 403)).Code).toBe('Forbidden');
    expect((await refused(await sb.agent('10001'), good, 403)).Code).toBe('Forbidden');
    expect((await refused({ session: null, caseToken: null }, good, 401)).Code).toBe('Unauthorized');
  });

  it('a good signature on a case that may not move yet is the lifecycle’s refusal (409)', async () => {
    const olivia = await sb.customer(OLIVIA);
    const early = await sb.accept('100001', olivia, 'Olivia Owner');
    expect(early.status).toBe(409);
    expect((await sb.stored('100001')).parties.every((p) => p.signature === undefined)).toBe(true);
  });
});
