import type { ParsedSearchRequest } from '../../src/api/schemas/index.ts';
import type { SearchScope } from './bookQuery.ts';

/** What the sandbox tells the search's thread when it starts (searchWorker.ts → searchThread.ts). */
export interface SearchThreadData {
  /** The sandbox's database file, its tables made: the thread opens it read-only. */
  file: string;
}

/** One search, by message: its page as JSON, or only its total (a count of the work queue). */
export interface SearchTask {
  id: number;
  request: ParsedSearchRequest;
  scope: SearchScope;
  wanted: 'page' | 'count';
}

export type SearchAnswer =
  | { id: number; ok: true; json: string }
  | { id: number; ok: true; count: number }
  | { id: number; ok: false; message: string };
