import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allReplays } from './browser-replays.ts';
import { NOT_YET, ORACLE } from './oracle/index.ts';
import { stateKeys } from './oracle/row.ts';

const ORACLE_DIR = join(import.meta.dirname, 'oracle');

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );

const visitedKeys = (paths: { steps: { state: unknown }[] }[]) =>
  new Set(paths.flatMap((p) => p.steps.flatMap((s) => stateKeys((s.state as { value: unknown }).value))));

describe('the oracle written from SPEC (tests/model/oracle/)', () => {
  const selections = allReplays();

  it.each(selections.map((s) => [s.name, s] as const))(
    '%s: a row for every state its replays visit',
    (name, s) => {
      const table = ORACLE[name];
      if (!table) {
        expect(NOT_YET[name], `${name} has no table and no reason in NOT_YET`).toBeTruthy();
        return;
      }
      expect(table.machine).toBe(s.machine.id);
      const visited = visitedKeys(s.paths);
      expect(
        [...visited].filter((key) => !table.rows[key]),
        'states with no row',
      ).toEqual([]);
      expect(
        Object.keys(table.rows).filter((key) => !visited.has(key)),
        'rows no replay checks',
      ).toEqual([]);
    },
  );

  it('has a table or a reason for each browser replay, and nothing else', () => {
    const names = selections.map((s) => s.name).sort();
    expect([...Object.keys(ORACLE), ...Object.keys(NOT_YET)].sort()).toEqual(names);
  });

  it('imports nothing from the portal or its machines: its values are written from SPEC', () => {
    for (const file of filesUnder(ORACLE_DIR)) {
      const source = readFileSync(file, 'utf8');
      for (const [, from] of source.matchAll(/\b(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
        const inside =
          from!.startsWith('.') && !relative(ORACLE_DIR, resolve(dirname(file), from!)).startsWith('..');
        expect(inside || from === '@playwright/test', `${relative(ORACLE_DIR, file)} imports ${from}`).toBe(
          true,
        );
      }
    }
  });
});
