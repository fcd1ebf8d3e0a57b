/** How the score finds a survivor's verdict again (score.mjs). */
import type { Open, Pos } from './results.d.mts';

export function stateDir(): string;
export function say(line: string): void;
export function printScore(): void;
export interface Key {
  file: string;
  mutator: string;
  original: string | null;
  replacement: string;
}
export function judgedByKey(keys: Key[], m: Open, source: string[] | null): boolean;
export function originalOf(source: string[], m: { start: Pos; end: Pos }): string | undefined;
