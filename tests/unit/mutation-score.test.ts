import { describe, expect, it } from 'vitest';
import { linesNamed, originalOf } from '../../scripts/mutation/score.mjs';

/** How `npm run test:mutation:score` finds a survivor's verdict (docs/mutation.md, "How to judge a survivor"). */
describe("a survivor's verdict, found again", () => {
  it('reads the lines a place names, not the numbers of a test name, a decision, code or a count', () => {
    expect(linesNamed('157:73, 158:23, 86–88')).toEqual([157, 158, 86, 87, 88]);
    expect(linesNamed('150:7 ×4, 150:31')).toEqual([150, 150]);
    expect(linesNamed('paymentRules "offered: changes under way or ended (decision 075)"')).toEqual([]);
    expect(linesNamed('122:41 `true`, `!== 3` (decision 352)')).toEqual([122]);
  });

  it('takes the text a mutant replaced over every line it spans', () => {
    const source = ['const a = {', '  b: 1,', '};', "const c = 'x';"];
    expect(originalOf(source, { start: { line: 1, column: 11 }, end: { line: 3, column: 2 } })).toBe(
      '{\n  b: 1,\n}',
    );
    expect(originalOf(source, { start: { line: 4, column: 11 }, end: { line: 4, column: 14 } })).toBe("'x'");
  });
});
