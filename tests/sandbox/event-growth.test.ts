import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPEAT_RULE } from '../../sandbox/auth/throttle.ts';
import { CaseEvents } from '../../sandbox/store/caseEvents.ts';
import { DB_FILE } from '../../sandbox/store/db.ts';
import { openDatabase } from '../../sandbox/store/sqlite.ts';
import { CONSENT_DISCLOSURE_VERSION } from '../../src/domain/record/consentTexts.ts';
import type { EventLog } from '../support/eventLog.ts';
import { ANNA, errorOf, startTestSandbox } from './support.ts';

/** Decision 383: the log holds changes of the case; repeating a call that changes nothing cannot grow it. */
const sb = startTestSandbox();

const NORA = 'nora.newcomer@example.com';
const eventLog = async (caseId: string) =>
  (await sb.request('GET', `/__sandbox/cases/${caseId}/events`)).body as EventLog;
const calls = async (caseId: string) => (await eventLog(caseId)).events.map((e) => e.call);

describe('calls repeated without changing the case', () => {
  it('a consent declined again and again is logged once, and a caller is slowed past the limit', async () => {
    const nora = await sb.customer(NORA);
    const decline = (from: string) =>
      sb.call('declineConsent', {
        params: { caseId: '100006' },
        tokens: nora,
        json: { disclosureVersion: CONSENT_DISCLOSURE_VERSION },
        from,
      });
    const fromOne = [];
    for (let i = 0; i < REPEAT_RULE.limit + 5; i += 1) fromOne.push((await decline('127.0.6.2')).status);
    expect(fromOne.slice(0, REPEAT_RULE.limit).every((s) => s === 200)).toBe(true);
    const refused = await decline('127.0.6.2');
    expect(refused.status).toBe(429);
    expect(errorOf(refused).Error).toBe(
      'Too many requests of this kind from this address. Please wait a minute.',
    );
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    // From many addresses, each under the limit: still one event.
    for (let i = 0; i < 60; i += 1) expect((await decline(`127.0.7.${2 + i}`)).status).toBe(200);
    expect(await calls('100006')).toEqual(['declineConsent']);
  });

  it('an unregistered delivery link opened 100 times from many addresses is logged once', async () => {
    for (let i = 0; i < 100; i += 1) {
      const answer = await sb.call('registerUnauthenticated', {
        params: { caseId: '200001', confirmationKey: 'DC-200001-KEY' },
        json: { emailAddress: ANNA },
        from: `127.0.8.${2 + (i % 50)}`,
      });
      expect(answer.status).toBe(200);
    }
    expect(await calls('200001')).toEqual(['registerUnauthenticated']);
  });

  it('a delivery confirmed again by its link is logged once: the confirmation, not its repeats', async () => {
    for (let i = 0; i < 40; i += 1) {
      const answer = await sb.call('acknowledgeDelivery', {
        params: { caseId: '200001', confirmationKey: 'DC-200001-KEY' },
        json: { emailAddress: ANNA },
        from: `127.0.9.${2 + i}`,
      });
      expect(answer.status).toBe(200);
    }
    expect(await calls('200001')).toEqual(['acknowledgeDelivery']);
  });
});

describe('the chain verified from where it was last verified', () => {
  it('goes on from the last verified event, and from the start once any logged event changed', async () => {
    const nora = await sb.customer(NORA);
    await sb.call('giveConsent', {
      params: { caseId: '100006' },
      tokens: nora,
      json: { disclosureVersion: CONSENT_DISCLOSURE_VERSION },
    });
    const before = await eventLog('100006');
    expect(before.chain).toMatchObject({ intact: true, events: 1 });
    const db = openDatabase(join(sb.state.dataDir, DB_FILE));
    try {
      const events = new CaseEvents(db);
      // The head is kept …
      expect(db.prepare('SELECT seq, events FROM case_chain_heads WHERE case_id = ?').get('100006')).toEqual({
        seq: before.events[0]?.seq,
        events: 1,
      });
      // … so an event changed where the database cannot tell (its trigger off) is not hashed again:
      db.exec('DROP TRIGGER case_events_edited');
      db.prepare("UPDATE case_events SET at = '2020-01-01T00:00:00.000Z' WHERE case_id = ?").run('100006');
      expect(events.check('100006')).toMatchObject({ intact: true, events: 1 });
      // With the trigger, as the sandbox creates it, a change forgets the head: checked from the start.
      db.exec(`CREATE TRIGGER case_events_edited AFTER UPDATE ON case_events
        BEGIN DELETE FROM case_chain_heads WHERE case_id IN (OLD.case_id, NEW.case_id); END;`);
      db.prepare("UPDATE case_events SET by_party = 'P-SOMEONE' WHERE case_id = ?").run('100006');
      expect(events.check('100006')).toEqual({ intact: false, brokenAt: before.events[0]?.seq });
    } finally {
      db.close();
    }
  });
});
