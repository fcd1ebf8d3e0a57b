import type { Db } from './db.ts';

export interface StoredMarkedPages {
  documentId: string;
  pages: number[];
  sha256: string;
  bytes: Uint8Array;
}

/** The marked pages attached to questions and change requests (decision 285), until the next reset. */
export class MarkedPagesStore {
  private readonly getStmt;
  private readonly putStmt;

  constructor(db: Db) {
    this.getStmt = db.prepare(
      'SELECT document_id, pages, sha256, bytes FROM marked_pages WHERE case_id = ? AND comment_id = ?',
    );
    this.putStmt = db.prepare(
      `INSERT INTO marked_pages (case_id, comment_id, document_id, pages, sha256, bytes)
       VALUES (?, ?, ?, ?, ?, ?)`,
    );
  }

  get(caseId: string, commentId: string): StoredMarkedPages | null {
    const row = this.getStmt.get(caseId, commentId) as
      | { document_id: string; pages: string; sha256: string; bytes: Uint8Array }
      | undefined;
    if (!row) return null;
    return {
      documentId: row.document_id,
      pages: JSON.parse(row.pages) as number[],
      sha256: row.sha256,
      bytes: row.bytes,
    };
  }

  put(caseId: string, commentId: string, file: StoredMarkedPages): void {
    this.putStmt.run(caseId, commentId, file.documentId, JSON.stringify(file.pages), file.sha256, file.bytes);
  }
}
