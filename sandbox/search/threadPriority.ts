import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/**
 * Lowers the calling thread's CPU priority by `steps` nice levels (at most to 19). Linux only: there a
 * thread's nice value is its own, and /proc/thread-self names its id; elsewhere nothing changes.
 * Answers whether it did.
 */
export function lowerThisThread(steps: number): boolean {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').at(-1));
    if (!Number.isInteger(tid) || tid <= 0) return false;
    setPriority(tid, Math.min(19, getPriority(tid) + steps));
    return true;
  } catch {
    return false;
  }
}
