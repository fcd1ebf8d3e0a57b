/** How the score finds a survivor's verdict again (score.mjs). */
import type { Pos } from './results.d.mts';

export function stateDir(): string;
export function say(line: string): void;
export function printScore(): void;
export function linesNamed(places: string): number[];
export function originalOf(source: string[], m: { start: Pos; end: Pos }): string | undefined;
