import { type ChildProcess, spawn } from 'node:child_process';

/** A bench's helper process (a TypeScript file run by tsx) and the questions it answers over IPC. */
export interface Child {
  process: ChildProcess;
  /** Resolves when it has exited. */
  exited: Promise<void>;
  /** Sends `question` and resolves with the `field` of the first message that has it. */
  ask<T>(question: string, field: string): Promise<T>;
}

/** `env`: variables set for the child besides this process's own. */
export function startChild(
  entry: string,
  args: string[],
  nodeFlags: string[] = [],
  env: Record<string, string> = {},
): Child {
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', entry, ...args], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, ...env },
  });
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
  return { process: child, exited, ask };
}
