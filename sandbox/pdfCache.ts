import type { DocumentType } from '../src/api/schemas/enums.ts';
import { generateDocumentPdf } from './pdf/generate.ts';
import type { Db } from './store/db.ts';
import type { StoredCase, StoredDocument } from './store/types.ts';

export interface PdfRequest {
  caseId: string;
  policyNumber: string;
  documentType: DocumentType;
  pageCount: number;
  partyName: string;
  isAnnuity: boolean;
}

/** What a document's PDF is made from; the name printed is the owner's (or the first party's) for every viewer. */
export function pdfRequest(stored: StoredCase, doc: StoredDocument): PdfRequest {
  const printed = stored.parties.find((p) => p.roles.includes('Owner')) ?? stored.parties[0];
  return {
    caseId: stored.caseId,
    policyNumber: stored.policyNumber,
    documentType: doc.documentType,
    pageCount: doc.pageCount,
    partyName: printed?.displayName ?? '',
    isAnnuity: stored.isAnnuity,
  };
}

/**
 * Generated PDFs, base64, kept in memory and in the database: a 120-page policy is built once per
 * data dir, not on every request. The key holds everything the bytes depend on.
 */
export class PdfCache {
  private readonly memory = new Map<string, string>();
  private readonly pending = new Map<string, Promise<string>>();
  private readonly readStmt;
  private readonly writeStmt;

  constructor(db: Db) {
    this.readStmt = db.prepare('SELECT bytes FROM document_pdfs WHERE cache_key = ?');
    this.writeStmt = db.prepare('INSERT OR REPLACE INTO document_pdfs (cache_key, bytes) VALUES (?, ?)');
  }

  async base64(input: PdfRequest): Promise<string> {
    const key = JSON.stringify([
      input.caseId,
      input.policyNumber,
      input.documentType,
      input.pageCount,
      input.partyName,
      input.isAnnuity,
    ]);
    const cached = this.memory.get(key);
    if (cached) return cached;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const work = this.load(key, input).finally(() => this.pending.delete(key));
    this.pending.set(key, work);
    return work;
  }

  private async load(key: string, input: PdfRequest): Promise<string> {
    const row = this.readStmt.get(key) as { bytes: Buffer } | undefined;
    let bytes: Uint8Array;
    if (row) {
      bytes = row.bytes;
    } else {
      bytes = await generateDocumentPdf(input);
      this.writeStmt.run(key, Buffer.from(bytes));
    }
    const base64 = Buffer.from(bytes).toString('base64');
    this.memory.set(key, base64);
    return base64;
  }
}
