import { readFileSync, statSync } from 'node:fs';
import { seedDemo } from './demo/seed.ts';
import { MAX_UPLOAD_BYTES, putDocumentPdf, tooLarge } from './documentUpload.ts';
import { HttpError } from './http/errors.ts';
import { CaseStore } from './store/cases.ts';
import { openDb } from './store/db.ts';

/**
 * @internal the exact value the tests expect to find, read from its one source
 * (tests/sandbox/tester-documents.test.ts).
 */
export const USAGE = `Usage: npm run sandbox -- reset                                  restores the demo data
       npm run sandbox -- put-pdf <caseId> <documentId> <file>  serves <file> as that document
EPD_DATA_DIR names the data dir (default .epd-data/).`;

export interface CommandIo {
  dataDir: string;
  info(message: string): void;
  error(message: string): void;
}

class CommandError extends Error {}

function readPdfFile(file: string): Uint8Array {
  let size: number;
  try {
    size = statSync(file).size;
  } catch (error) {
    throw new CommandError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  if (size > MAX_UPLOAD_BYTES) throw new CommandError(tooLarge().message);
  return readFileSync(file);
}

async function putPdf(io: CommandIo, caseId: string, documentId: string, file: string): Promise<void> {
  const bytes = readPdfFile(file);
  const db = openDb(io.dataDir);
  try {
    const { pageCount, pageCountRead } = await putDocumentPdf(
      { db, cases: new CaseStore(db) },
      caseId,
      documentId,
      bytes,
    );
    const pages = pageCountRead ? `${pageCount} pages` : `pages unreadable, still counted as ${pageCount}`;
    io.info(`Put ${file} into document ${documentId} of case ${caseId} (${pages}).`);
  } catch (error) {
    if (error instanceof HttpError) throw new CommandError(error.message);
    throw error;
  } finally {
    db.close();
  }
}

function reset(io: CommandIo): void {
  const db = openDb(io.dataDir);
  try {
    seedDemo(db, new CaseStore(db));
  } finally {
    db.close();
  }
  io.info(`Demo data restored in ${io.dataDir}.`);
}

/**
 * `npm run sandbox -- <command>` on the data dir; a running sandbox on the same data dir sees the
 * change at its next request. Answers the exit code; refusals are told through `io.error`.
 */
export async function runSandboxCommand(argv: string[], io: CommandIo): Promise<number> {
  const [command, ...args] = argv;
  try {
    if (command === 'reset' && args.length === 0) reset(io);
    else if (command === 'put-pdf' && args.length === 3) {
      const [caseId = '', documentId = '', file = ''] = args;
      await putPdf(io, caseId, documentId, file);
    } else throw new CommandError(USAGE);
    return 0;
  } catch (error) {
    if (!(error instanceof CommandError)) throw error;
    io.error(error.message);
    return 1;
  }
}
