import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import type { EngineDriver } from './driver.ts';

/**
 * Visual baselines for the engines Playwright cannot drive (decision 441): a screenshot of the page,
 * with what changes from run to run painted over, against a PNG kept in tests/engines/__screenshots__.
 * `EPD_UPDATE_BASELINES=1` writes the baselines instead (look at each before committing it). The
 * tolerance: unchanged pages differ by under 0.02 % of their pixels from run to run (antialiasing);
 * moving the phone's gutter by 4 px changes 3.7 % of the review and 7.2 % of the dashboard.
 */
export const BASELINE_DIR = path.resolve('tests/engines/__screenshots__');
/** Where a run's picture goes when it has no baseline or strays from it, to look at. */
const ACTUAL_DIR = path.resolve('test-results/engines');

/** How far a channel may stray (0-255) before the pixel counts as changed: antialiasing, not layout. */
const CHANNEL_TOLERANCE = 48;
/** What share of the pixels may change: a few glyph edges, never a moved line of text. */
export const MAX_CHANGED = 0.002;
const MASK = [255, 0, 255, 255] as const;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Runs in the page: the rectangles, in CSS px of the viewport, of everything `selectors` find. */
const RECTS = `(selectors) => selectors.flatMap((s) => [...document.querySelectorAll(s)].map((el) => {
  const r = el.getBoundingClientRect();
  return { x: r.x, y: r.y, width: r.width, height: r.height };
}))`;

function paintOver(png: PNG, rects: Rect[]) {
  for (const r of rects) {
    const x0 = Math.max(0, Math.floor(r.x));
    const y0 = Math.max(0, Math.floor(r.y));
    const x1 = Math.min(png.width, Math.ceil(r.x + r.width));
    const y1 = Math.min(png.height, Math.ceil(r.y + r.height));
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) png.data.set(MASK, (y * png.width + x) * 4);
  }
}

/** The share of pixels that differ by more than the tolerance in any channel (1 when sizes differ). */
export function changedShare(a: PNG, b: PNG): number {
  if (a.width !== b.width || a.height !== b.height) return 1;
  let changed = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    for (let c = 0; c < 4; c++) {
      if (Math.abs((a.data[i + c] ?? 0) - (b.data[i + c] ?? 0)) > CHANNEL_TOLERANCE) {
        changed++;
        break;
      }
    }
  }
  return changed / (a.width * a.height);
}

async function shot(driver: EngineDriver, masks: string[]): Promise<PNG> {
  const file = path.join(tmpdir(), `epd-engine-shot-${process.pid}-${Date.now()}.png`);
  const rects = await driver.evaluate<Rect[]>(RECTS, masks);
  await driver.screenshot(file);
  const png = PNG.sync.read(readFileSync(file));
  paintOver(png, rects);
  return png;
}

/**
 * Takes screenshots until two in a row agree (the page has settled), then compares the last with the
 * baseline `name`. Answers the share of pixels changed; throws when the baseline is missing (it is
 * written next to where it belongs, to look at) or when the page never settles.
 */
export async function compareWithBaseline(driver: EngineDriver, name: string, masks: string[]) {
  let last = await shot(driver, masks);
  for (let tries = 0; ; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const next = await shot(driver, masks);
    const settled = changedShare(last, next) === 0;
    last = next;
    if (settled) break;
    if (tries === 10) throw new Error(`${name}: the page kept changing between screenshots`);
  }
  const file = path.join(BASELINE_DIR, `${name}.png`);
  if (process.env.EPD_UPDATE_BASELINES === '1') {
    mkdirSync(BASELINE_DIR, { recursive: true });
    writeFileSync(file, PNG.sync.write(last));
    return 0;
  }
  mkdirSync(ACTUAL_DIR, { recursive: true });
  const actual = path.join(ACTUAL_DIR, `${name}.png`);
  if (!existsSync(file)) {
    writeFileSync(actual, PNG.sync.write(last));
    throw new Error(
      `${name}: no baseline; this run's picture is ${actual} (EPD_UPDATE_BASELINES=1 keeps it)`,
    );
  }
  const share = changedShare(PNG.sync.read(readFileSync(file)), last);
  if (share > MAX_CHANGED) writeFileSync(actual, PNG.sync.write(last));
  return share;
}
