import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

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
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', ENTRY, url, path, link, String(max)],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  const ask = <T>(question: string, field: string) =>
    new Promise<T>((resolveReply) => {
      const onMessage = (message: unknown) => {
        if (typeof message !== 'object' || message === null || !(field in message)) return;
        child.off('message', onMessage);
        resolveReply((message as Record<string, T>)[field] as T);
      };
      child.on('message', onMessage);
      child.send(question);
    });
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
