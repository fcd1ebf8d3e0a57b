import { describe, expect, it } from 'vitest';
import { judgedByKey, originalOf } from '../../scripts/mutation/score.mjs';

/** How `npm run test:mutation:score` finds a survivor's verdict (docs/mutation.md, "How to judge a survivor"). */
describe("a survivor's verdict, found again", () => {
  const source = ['// a line added above', "const limit = count > 3 ? 'many' : 'few';"];
  const survivor = {
    file: 'machines/example.ts',
    status: 'Survived',
    mutator: 'EqualityOperator',
    replacement: 'count >= 3',
    start: { line: 2, column: 15 },
    end: { line: 2, column: 24 },
  };
  const key = {
    file: survivor.file,
    mutator: 'EqualityOperator',
    original: 'count > 3',
    replacement: 'count >= 3',
  };

  it('finds a verdict by its key after the lines moved, and only the mutant it names', () => {
    expect(judgedByKey([key], survivor, source)).toBe(true);
    expect(judgedByKey([{ ...key, replacement: 'count < 3' }], survivor, source)).toBe(false);
    expect(judgedByKey([{ ...key, mutator: 'ConditionalExpression' }], survivor, source)).toBe(false);
    expect(judgedByKey([{ ...key, file: 'machines/other.ts' }], survivor, source)).toBe(false);
  });

  it('judges nothing whose code changed under the key, or whose file is gone', () => {
    const changed = ["const limit = count > 4 ? 'many' : 'few';"];
    expect(
      judgedByKey(
        [key],
        { ...survivor, start: { line: 1, column: 15 }, end: { line: 1, column: 24 } },
        changed,
      ),
    ).toBe(false);
    expect(judgedByKey([key], survivor, null)).toBe(false);
    expect(judgedByKey([], survivor, source)).toBe(false);
  });

  it('takes the text a mutant replaced over every line it spans', () => {
    const source = ['const a = {', '  b: 1,', '};', "const c = 'x';"];
    expect(originalOf(source, { start: { line: 1, column: 11 }, end: { line: 3, column: 2 } })).toBe(
      '{\n  b: 1,\n}',
    );
    expect(originalOf(source, { start: { line: 4, column: 11 }, end: { line: 4, column: 14 } })).toBe("'x'");
  });
});
