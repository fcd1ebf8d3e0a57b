import { join } from 'node:path';
import { startChild } from './childProcess.ts';

/** A customer reading her case from a process of her own (caseReaderChild.ts). */
export interface CaseReader {
  /** Twenty reads not measured: the paths compile. */
  warm(): Promise<void>;
  /** Fifty reads one after another, nothing else running: their times. */
  alone(): Promise<Timed[]>;
  /** Reads one after another until `stop`, which answers their times. */
  start(): Promise<void>;
  stop(): Promise<Timed[]>;
  close(): Promise<void>;
}

interface Timed {
  ms: number;
  status: number;
}

const ENTRY = join(import.meta.dirname, 'caseReaderChild.ts');

export function startCaseReader(url: string, path: string, link: string, max: number): CaseReader {
  const { process: child, exited, ask } = startChild(ENTRY, [url, path, link, String(max)]);
  return {
    warm: () => ask<boolean>('warm', 'warmed').then(() => undefined),
    alone: () => ask<Timed[]>('alone', 'times'),
    start: () => ask<boolean>('start', 'started').then(() => undefined),
    stop: () => ask<Timed[]>('stop', 'times'),
    async close() {
      child.send('close');
      await exited;
    },
  };
}
