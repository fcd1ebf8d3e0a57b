import { describe, expect, it } from 'vitest';
import { Turns } from '../../sandbox/http/turns.ts';

describe('Turns', () => {
  it('runs one piece a turn: what another request queued meanwhile goes before the next piece', async () => {
    const order: string[] = [];
    const turns = new Turns();
    const pieces = ['search 1', 'search 2', 'search 3'].map((name, i) =>
      turns.take(() => {
        order.push(name);
        // A case read that became ready while the first search ran.
        if (i === 0) setImmediate(() => order.push('case read'));
        return name;
      }),
    );
    expect(await Promise.all(pieces)).toEqual(['search 1', 'search 2', 'search 3']);
    expect(order).toEqual(['search 1', 'case read', 'search 2', 'search 3']);
  });

  it('a piece that throws fails alone; the pieces after it still run', async () => {
    const turns = new Turns();
    const failed = turns.take(() => {
      throw new Error('bad search');
    });
    const next = turns.take(() => 'next');
    await expect(failed).rejects.toThrow('bad search');
    expect(await next).toBe('next');
  });
});
