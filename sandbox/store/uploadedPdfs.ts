import type { Db } from './db.ts';

/** Testers' own files for documents, kept until the next reset (which empties the table). */
export class UploadedPdfs {
  private readonly getStmt;
  private readonly putStmt;

  constructor(db: Db) {
    this.getStmt = db.prepare('SELECT bytes FROM uploaded_pdfs WHERE case_id = ? AND document_id = ?');
    this.putStmt = db.prepare(
      'INSERT OR REPLACE INTO uploaded_pdfs (case_id, document_id, bytes) VALUES (?, ?, ?)',
    );
  }

  get(caseId: string, documentId: string): Uint8Array | null {
    const row = this.getStmt.get(caseId, documentId) as { bytes: Uint8Array } | undefined;
    return row?.bytes ?? null;
  }

  put(caseId: string, documentId: string, bytes: Uint8Array): void {
    this.putStmt.run(caseId, documentId, bytes);
  }
}
