import { describe, expect, it } from 'vitest';
import { mergeRetest, rangesOf, summarize } from '../../scripts/mutation/results.mjs';

const at = (line: number, column: number, status: string, replacement = 'false') => ({
  status,
  mutatorName: 'BooleanLiteral',
  replacement,
  location: { start: { line, column }, end: { line, column: column + 4 } },
});
const meta = { run: 'whole', seconds: 60 };
const whole = summarize(
  'p',
  {
    files: {
      'a.ts': { mutants: [at(1, 1, 'Killed'), at(2, 3, 'Survived'), at(3, 1, 'NoCoverage')] },
      'b.ts': { mutants: [at(1, 1, 'Timeout'), at(4, 2, 'CompileError'), at(5, 1, 'Survived', 'true')] },
    },
  },
  meta,
);

/** The committed result of a part (decision 302): what the score and `--survivors` read on a new machine. */
describe('a mutation part result', () => {
  it('counts each status the score counts, per file and in all, and keeps the place of each mutant not killed', () => {
    expect(whole.counts).toEqual({ Killed: 1, Timeout: 1, Survived: 2, NoCoverage: 1 });
    expect(whole.files?.['b.ts']).toEqual({ Killed: 0, Timeout: 1, Survived: 1, NoCoverage: 0 });
    expect(whole.open?.map((m) => `${m.file}:${m.start.line}:${m.start.column} ${m.status}`)).toEqual([
      'a.ts:2:3 Survived',
      'a.ts:3:1 NoCoverage',
      'b.ts:1:1 Timeout',
      'b.ts:5:1 Survived',
    ]);
  });

  it("gives Stryker's ranges (columns from 0) of the survivors only", () => {
    expect(rangesOf(whole, ['Survived', 'NoCoverage'])).toEqual([
      'a.ts:2:2-2:7',
      'a.ts:3:0-3:5',
      'b.ts:5:0-5:5',
    ]);
  });

  it('takes the re-tested mutants’ new statuses from a report that holds them alone, and keeps the rest', () => {
    const retested = {
      'a.ts': { mutants: [at(2, 3, 'Killed'), at(3, 1, 'Survived')] },
      'b.ts': { mutants: [at(5, 1, 'Killed', 'true')] },
    };
    const merged = mergeRetest(whole, { files: retested }, ['Survived', 'NoCoverage'], {
      run: '--survivors',
      seconds: 5,
    });
    expect(merged.counts).toEqual({ Killed: 3, Timeout: 1, Survived: 1, NoCoverage: 0 });
    expect(merged.files?.['a.ts']).toEqual({ Killed: 2, Timeout: 0, Survived: 1, NoCoverage: 0 });
    expect(merged.open?.map((m) => `${m.file}:${m.start.line} ${m.status}`)).toEqual([
      'a.ts:3 Survived',
      'b.ts:1 Timeout',
    ]);
    expect(merged.run).toBe('--survivors');
  });

  it('refuses a re-test whose report lacks a mutant it was to re-test, rather than count it killed', () => {
    const partial = { files: { 'a.ts': { mutants: [at(2, 3, 'Killed')] } } };
    expect(() => mergeRetest(whole, partial, ['Survived', 'NoCoverage'], meta)).toThrow(/a\.ts:3:1/);
  });

  it('leaves mutants of other statuses alone in a --timeouts re-test', () => {
    const merged = mergeRetest(
      whole,
      { files: { 'b.ts': { mutants: [at(1, 1, 'Survived')] } } },
      ['Timeout'],
      meta,
    );
    expect(merged.counts).toEqual({ Killed: 1, Timeout: 0, Survived: 3, NoCoverage: 1 });
  });
});
