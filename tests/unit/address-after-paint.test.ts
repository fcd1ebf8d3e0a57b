import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteTarget } from '../../src/domain/routeNames.ts';
import { addressAfterPaint } from '../../src/features/agent-home/addressAfterPaint.ts';

const filtered = (filter: string): RouteTarget => ({
  name: 'AgentHome',
  search: { search: 'on', filter },
  replace: true,
});

describe('the filter address written after the paint', () => {
  let frames: (() => void)[];
  beforeEach(() => {
    frames = [];
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  const paint = () => {
    for (const frame of frames.splice(0)) frame();
  };

  it('writes nothing before the frame is painted, then only the last of the keys typed', () => {
    const written: RouteTarget[] = [];
    const record = addressAfterPaint(
      (target) => written.push(target),
      () => '/epd/agent-home?search=on',
    );
    record(filtered('w'));
    record(filtered('wa'));
    vi.runAllTimers();
    expect(written).toEqual([]);
    paint();
    expect(written).toEqual([]);
    vi.runAllTimers();
    expect(written).toEqual([filtered('wa')]);
    expect(frames).toEqual([]);

    record(filtered('wai'));
    paint();
    vi.runAllTimers();
    expect(written).toEqual([filtered('wa'), filtered('wai')]);
  });

  it('drops the write when the address changed before it (the agent went elsewhere, back or forward)', () => {
    const written: RouteTarget[] = [];
    let address = '/epd/agent-home?search=on';
    const record = addressAfterPaint(
      (target) => written.push(target),
      () => address,
    );
    record(filtered('w'));
    address = '/epd/doc-review/100010';
    paint();
    vi.runAllTimers();
    expect(written).toEqual([]);

    record(filtered('x'));
    paint();
    vi.runAllTimers();
    expect(written).toEqual([filtered('x')]);
  });
});
