import { hashPassword, type PasswordHash } from '../auth/passwords.ts';
import type { CaseStore } from '../store/cases.ts';
import { type Db, markSeeded } from '../store/db.ts';
import { transaction } from '../store/sqlite.ts';
import { bookCaseAt } from './book.ts';
import { demoCases } from './cases.ts';
import { ALEX, DEMO_AGENTS, DEMO_CUSTOMERS, DEMO_PASSWORD } from './people.ts';

let demoHash: PasswordHash | null = null;

/** Hashed once per process: scrypt is slow on purpose, and reset must stay fast. */
function demoPasswordHash(): PasswordHash {
  demoHash ??= hashPassword(DEMO_PASSWORD);
  return demoHash;
}

/** Wipes every case, its events and fingerprints, payment, card session, uploaded PDF, marked pages and telemetry row, and writes the demo data again. */
export function seedDemo(db: Db, cases: CaseStore): void {
  const { salt, hash } = demoPasswordHash();
  const all = demoCases();
  transaction(db, () => {
    cases.clearAll();
    db.exec(
      'DELETE FROM users; DELETE FROM agents; DELETE FROM card_sessions; DELETE FROM card_tokens; DELETE FROM telemetry;' +
        ' DELETE FROM uploaded_pdfs; DELETE FROM case_events; DELETE FROM document_fingerprints;' +
        ' DELETE FROM marked_pages;',
    );
    const user = db.prepare(
      'INSERT INTO users (email, given_name, family_name, salt, password_hash) VALUES (?, ?, ?, ?, ?)',
    );
    for (const c of DEMO_CUSTOMERS) user.run(c.email, c.givenName, c.familyName, salt, hash);
    const agent = db.prepare(
      'INSERT INTO agents (agent_number, given_name, family_name, email) VALUES (?, ?, ?, ?)',
    );
    for (const a of DEMO_AGENTS) agent.run(a.agentNumber, a.givenName, a.familyName, a.email);
    for (const c of all) cases.save(c);
    markSeeded(db);
  });
}

/** Adds a generated book of `count` cases to Alex Agent's book (benchmarks, load tests). */
export function seedBook(db: Db, cases: CaseStore, count: number, firstNumber = 300000): number {
  // Each case saved as it is made: a book held whole until saved outlives the young generation's
  // collections, and its tens of MB were then freed by a full collection in the middle of later requests
  // (decision 522).
  transaction(db, () => {
    for (let i = 0; i < count; i += 1) cases.save(bookCaseAt(firstNumber, i, ALEX));
  });
  return count;
}
