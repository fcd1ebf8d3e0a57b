import type { ParsedSearchRequest } from '../../src/api/schemas/index.ts';
import type { SearchScope } from './bookQuery.ts';

/** What the sandbox tells the search's thread when it starts (searchWorker.ts → searchThread.ts). */
export interface SearchThreadData {
  /** The sandbox's database file, its tables made: the thread opens it read-only. */
  file: string;
}

/**
 * One search, by message: its page as JSON, that JSON gzipped (as the API sends it to a client that
 * takes gzip, decision 451), or only its total (a count of the work queue).
 */
export interface SearchTask {
  id: number;
  request: ParsedSearchRequest;
  scope: SearchScope;
  wanted: 'page' | 'gzipped' | 'count';
}

export type SearchAnswer =
  | { id: number; ok: true; json: string }
  | { id: number; ok: true; gzipped: Uint8Array<ArrayBuffer> }
  | { id: number; ok: true; count: number }
  | { id: number; ok: false; message: string };
