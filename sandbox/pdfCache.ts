import type { DocumentType } from '../src/api/schemas/enums.ts';
import { generateDocumentPdf } from './pdf/generate.ts';
import type { Db } from './store/db.ts';
import { base64Of } from './store/sqlite.ts';
import type { StoredCase, StoredDocument } from './store/types.ts';
import { UploadedPdfs } from './store/uploadedPdfs.ts';

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

/** Base64 characters kept in memory; past it the least recently used PDFs are read from the database again. */
const PDF_MEMORY_BUDGET = 64 * 1024 * 1024;

/**
 * Generated PDFs, base64, kept in the database and the most used ones in memory: a 120-page policy
 * is built once per data dir, not on every request. The key holds everything the bytes depend on.
 */
export class PdfCache {
  /** In least-recently-used order: a hit moves its entry to the end. */
  private readonly memory = new Map<string, string>();
  private memoryChars = 0;
  private readonly pending = new Map<string, Promise<string>>();
  private readonly readStmt;
  private readonly writeStmt;
  private readonly uploads;

  constructor(
    db: Db,
    private readonly memoryBudget = PDF_MEMORY_BUDGET,
  ) {
    this.readStmt = db.prepare('SELECT bytes FROM document_pdfs WHERE cache_key = ?');
    this.writeStmt = db.prepare('INSERT OR REPLACE INTO document_pdfs (cache_key, bytes) VALUES (?, ?)');
    this.uploads = new UploadedPdfs(db);
  }

  /**
   * A document's content as the documents calls serve it: a tester's own file when one was put
   * (read from the database each time, so a put or a reset shows at once), else the generated PDF.
   */
  async contentOf(stored: StoredCase, doc: StoredDocument): Promise<string> {
    const uploaded = this.uploads.get(stored.caseId, doc.documentId);
    if (uploaded) return base64Of(uploaded);
    return this.base64(pdfRequest(stored, doc));
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
    if (cached !== undefined) {
      this.memory.delete(key);
      this.memory.set(key, cached);
      return cached;
    }
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const work = this.load(key, input).finally(() => this.pending.delete(key));
    this.pending.set(key, work);
    return work;
  }

  private async load(key: string, input: PdfRequest): Promise<string> {
    const row = this.readStmt.get(key) as { bytes: Uint8Array } | undefined;
    let bytes: Uint8Array;
    if (row) {
      bytes = row.bytes;
    } else {
      bytes = await generateDocumentPdf(input);
      this.writeStmt.run(key, bytes);
    }
    const base64 = base64Of(bytes);
    this.remember(key, base64);
    return base64;
  }

  /** Characters of base64 held in memory now. */
  get memorySize(): number {
    return this.memoryChars;
  }

  private remember(key: string, base64: string) {
    if (base64.length > this.memoryBudget) return;
    this.memory.set(key, base64);
    this.memoryChars += base64.length;
    for (const [oldest, value] of this.memory) {
      if (this.memoryChars <= this.memoryBudget) break;
      this.memory.delete(oldest);
      this.memoryChars -= value.length;
    }
  }
}
