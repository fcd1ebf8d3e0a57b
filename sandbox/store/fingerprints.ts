import { createHash } from 'node:crypto';
import type { Db } from './db.ts';
import { pluck } from './sqlite.ts';

/**
 * Each document's SHA-256, fixed the first time its content is delivered (decision 211): the bytes a
 * customer was first given. A file put in its place later is not a new delivery, so its bytes no
 * longer match, and the portal says so.
 */
export class DocumentFingerprints {
  private readonly readStmt;
  private readonly fixStmt;

  constructor(db: Db) {
    this.readStmt = pluck<string>(
      db.prepare('SELECT sha256 FROM document_fingerprints WHERE case_id = ? AND document_id = ?'),
    );
    this.fixStmt = db.prepare(
      'INSERT OR IGNORE INTO document_fingerprints (case_id, document_id, sha256) VALUES (?, ?, ?)',
    );
  }

  /** The fingerprint fixed at the document's first delivery, or null while it was never delivered. */
  fixed(caseId: string, documentId: string): string | null {
    return this.readStmt.get(caseId, documentId) ?? null;
  }

  /** The document's fingerprint, fixed now from `base64` if it has none yet. */
  of(caseId: string, documentId: string, base64: string): string {
    const fixed = this.readStmt.get(caseId, documentId);
    if (fixed) return fixed;
    const sha256 = createHash('sha256').update(Buffer.from(base64, 'base64')).digest('hex');
    this.fixStmt.run(caseId, documentId, sha256);
    return sha256;
  }
}
