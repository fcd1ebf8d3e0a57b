import { describe, expect, it } from 'vitest';
import { movedBox, resizedBox, sameBox, scaledBox } from '../../src/domain/annotation/markBoxes.ts';

/** Decision 300: a placed stamp stays on its page, keeps its proportions, is at most 75 % of the page each
 * way (SPEC §9) and has no side under 8 points. A US Letter page, in PDF points. */
const LETTER = { width: 612, height: 792 };

describe('where a moved or resized stamp ends up (decision 300)', () => {
  it('stops a stamp dragged past the right or bottom edge at that edge', () => {
    const box = { x: 100, y: 100, width: 200, height: 100 };
    expect(movedBox(box, 5000, 5000, LETTER)).toEqual({ ...box, x: 412, y: 692 });
  });

  it('stops a tall stamp at 75 % of the page height', () => {
    const grown = scaledBox({ x: 250, y: 100, width: 100, height: 200 }, 100, 'stamp', LETTER);
    expect(grown.height).toBeCloseTo(792 * 0.75);
    expect(grown.width).toBeCloseTo(297);
  });

  it("stops a corner dragged outwards at the page's right or bottom edge", () => {
    const nearRight = resizedBox(
      { x: 400, y: 100, width: 100, height: 100 },
      'se',
      5000,
      5000,
      'stamp',
      LETTER,
    );
    expect(nearRight).toEqual({ x: 400, y: 100, width: 212, height: 212 });
    const nearBottom = resizedBox(
      { x: 100, y: 600, width: 100, height: 100 },
      'se',
      5000,
      5000,
      'stamp',
      LETTER,
    );
    expect(nearBottom).toEqual({ x: 100, y: 600, width: 192, height: 192 });
  });

  it('grows a stamp about its centre with the + key', () => {
    const grown = scaledBox({ x: 200, y: 300, width: 100, height: 50 }, 1.1, 'stamp', LETTER);
    expect(grown.x).toBeCloseTo(195);
    expect(grown.y).toBeCloseTo(297.5);
    expect(grown.width).toBeCloseTo(110);
    expect(grown.height).toBeCloseTo(55);
  });

  it('leaves a thin stamp that cannot keep 8-point sides within the limits as it is (− or a drag inwards never grows it)', () => {
    // 300 × 3: with 8-point sides it would be 800 points wide, past 75 % of the page.
    const thin = { x: 100, y: 100, width: 300, height: 3 };
    expect(scaledBox(thin, 1 / 1.1, 'stamp', LETTER)).toEqual(thin);
    expect(resizedBox(thin, 'se', -10, 0, 'stamp', LETTER)).toEqual(thin);
  });

  it('brings a side under 8 points up to 8 when the page and the limits leave exactly that room', () => {
    // 100 × 5 at the right edge's last 160 points: 160 × 8 is the one box on the page with 8-point sides.
    const atEdge = { x: 452, y: 100, width: 100, height: 5 };
    expect(resizedBox(atEdge, 'se', 10, 0, 'stamp', LETTER)).toEqual({
      x: 452,
      y: 100,
      width: 160,
      height: 8,
    });
    // 4 × 297: 8 points wide it is 594 high, exactly 75 % of the page's height; grown about its centre.
    const rule = { x: 300, y: 200, width: 4, height: 297 };
    expect(scaledBox(rule, 1.1, 'stamp', LETTER)).toEqual({ x: 298, y: 51.5, width: 8, height: 594 });
  });
});

describe('a key that cannot resize a stamp at its largest changes nothing (decision 300)', () => {
  it('takes + on a wide stamp at 75 % of the page width as no change, rounding and all', () => {
    // A 648 × 312 px image placed at its largest on Letter: + recomputes the height as 220.99999999999997.
    const wide = { x: 50, y: 50, width: 459, height: 221 };
    expect(sameBox(scaledBox(wide, 1.1, 'stamp', LETTER), wide)).toBe(true);
  });

  it('takes + on a tall stamp at 75 % of the page height as no change, rounding and all', () => {
    // A 100 × 930 px image at its largest: its width comes back one rounding step apart.
    const tall = { x: 50, y: 50, width: (594 * 100) / 930, height: 594 };
    expect(sameBox(scaledBox(tall, 1.1, 'stamp', LETTER), tall)).toBe(true);
  });

  it('still tells apart boxes a hundredth of a point apart on any side', () => {
    const box = { x: 50, y: 50, width: 100, height: 40 };
    for (const side of ['x', 'y', 'width', 'height'] as const)
      expect(sameBox(box, { ...box, [side]: box[side] + 0.01 }), side).toBe(false);
  });
});
