/** A part's committed mutation result (results.mjs, decision 302). */
export interface Pos {
  line: number;
  column: number;
}
export interface ReportMutant {
  status: string;
  mutatorName: string;
  replacement?: string;
  location: { start: Pos; end: Pos };
}
export interface Report {
  files: Record<string, { mutants: ReportMutant[] }>;
}
export interface Open {
  file: string;
  status: string;
  mutator: string;
  replacement: string;
  start: Pos;
  end: Pos;
}
export type Counts = Record<string, number>;
export interface PartResult {
  part: string;
  run: string;
  finished: string;
  seconds?: number;
  counts: Counts;
  files?: Record<string, Counts>;
  open?: Open[];
  source?: string;
}
type Meta = { run: string; seconds: number };
export declare const RESULTS_DIR: string;
export declare const COUNTED: string[];
export declare function emptyCounts(): Counts;
export declare function summarize(part: string, report: Report, meta: Meta): PartResult;
export declare function mergeRetest(
  previous: PartResult,
  report: Report,
  retested: string[],
  meta: Meta,
): PartResult;
export declare function readResult(part: string): PartResult | undefined;
export declare function writeResult(result: PartResult): void;
export declare function rangesOf(result: PartResult, statuses: string[]): string[];
