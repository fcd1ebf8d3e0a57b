import { expect, type Locator, type Page } from '@playwright/test';
import { type Control, type Done, rowsFor, type Sight, type Table } from './row.ts';

/** Every API call the page has made, as `METHOD /path` under the API base (SPEC §7's way of naming them). */
export function recordCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    const at = pathname.indexOf('/api/');
    if (at >= 0) calls.push(`${request.method()} ${pathname.slice(at + 4)}`);
  });
  return calls;
}

/**
 * Every browser alert box's words, dismissed as it opens (SPEC §8 'Popup blocked' is one). A replay that
 * must leave a dialog to its own handler does not call this.
 */
export function recordAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  return alerts;
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** SPEC's `'POST /cases/{id}/accept'` as a pattern over recorded calls; a method of `*` is any. */
function callPattern(call: string): RegExp {
  const [method, path] = call.split(' ') as [string, string];
  const segments = literal(path).replace(/\\\{[^}]+\\\}/g, '[^/]+');
  return new RegExp(`^${method === '*' ? '[A-Z]+' : method} ${segments}$`);
}

/** SPEC §2's `'/confirmation/{caseId}'` as a pattern over the address, under the base path /epd. */
function routePattern(route: string): RegExp {
  return new RegExp(`/epd${literal(route).replace(/\\\{[^}]+\\\}/g, '[^/]+')}(\\?.*)?$`);
}

function control(scope: Locator | Page, { role, name }: Control) {
  return name === undefined ? scope.getByRole(role) : scope.getByRole(role, { name, exact: true });
}

async function expectControl(scope: Locator | Page, wanted: Control, why: string) {
  const found = control(scope, wanted);
  const what = `${why}: ${wanted.role} '${wanted.name ?? '(any)'}'${wanted.state ? ` ${wanted.state}` : ''}`;
  if (wanted.value !== undefined)
    await expect(found.first(), `${what} holding '${wanted.value}'`).toHaveValue(wanted.value);
  switch (wanted.state) {
    case 'absent':
      return expect(found, what).toHaveCount(0);
    case 'disabled':
      return expect(found.first(), what).toBeDisabled();
    case 'checked':
      return expect(found.first(), what).toBeChecked();
    case 'unchecked':
      await expect(found.first(), what).toBeVisible();
      return expect(found.first(), what).not.toBeChecked();
    case 'current':
      return expect(found.first(), what).toHaveAttribute('aria-current', /^(true|page|location)$/);
    case 'expanded':
    case 'collapsed':
      return expect(found.first(), what).toHaveAttribute(
        'aria-expanded',
        wanted.state === 'expanded' ? 'true' : 'false',
      );
    case 'enabled':
      await expect(found.first(), what).toBeVisible();
      return expect(found.first(), what).toBeEnabled();
    default:
      return expect(found.first(), what).toBeVisible();
  }
}

async function expectSight(page: Page, scope: Locator | Page, sight: Sight, why: string, seen: Seen) {
  const { calls, alerts } = seen;
  if (sight.at) await expect(page, `${why}: at ${sight.at}`).toHaveURL(routePattern(sight.at));
  for (const [key, wanted] of Object.entries(sight.query ?? {})) {
    const held = () => new URL(page.url()).searchParams.get(key);
    await expect
      .poll(held, { message: `${why}: ${wanted === '' ? `no ${key}=` : `${key}=${wanted}`} in the address` })
      .toBe(wanted === '' ? null : wanted);
  }
  if (sight.alerted !== undefined) {
    if (!alerts) throw new Error(`${why} needs the alerts raised: pass recordAlerts(page)`);
    await expect
      .poll(() => alerts.at(-1) ?? null, { message: `${why}: alert ${JSON.stringify(sight.alerted)}` })
      .toBe(sight.alerted);
  }
  if (sight.outside)
    await expect(page, `${why}: left for …${sight.outside}`).toHaveURL(
      new RegExp(`^(?!.*/epd/).*${literal(sight.outside)}$`),
    );
  for (const text of sight.texts ?? [])
    await expect(scope.getByText(new RegExp(literal(text))).first(), `${why}: text '${text}'`).toBeVisible();
  for (const text of sight.absent ?? [])
    await expect(scope.getByText(new RegExp(literal(text))), `${why}: no text '${text}'`).toHaveCount(0);
  for (const wanted of sight.controls ?? []) await expectControl(scope, wanted, why);
  for (const { label, value } of sight.fields ?? [])
    await expect(
      scope.getByRole('textbox', { name: label, exact: true }),
      `${why}: field '${label}' holds '${value}'`,
    ).toHaveValue(value);
  for (const call of sight.calls ?? []) {
    if (!calls) throw new Error(`${why} needs the calls made: pass recordCalls(page)`);
    const pattern = callPattern(call);
    await expect
      .poll(() => calls.some((made) => pattern.test(made)), { message: `${why}: call ${call} made` })
      .toBe(true);
  }
  for (const [key, wanted] of Object.entries(sight.storage ?? {})) {
    const held = () => page.evaluate((k) => sessionStorage.getItem(k), key);
    if (wanted === 'empty') await expect.poll(held, { message: `${why}: ${key} empty` }).toBeNull();
    else if (wanted === 'set') await expect.poll(held, { message: `${why}: ${key} set` }).not.toBeNull();
    else await expect.poll(held, { message: `${why}: ${key} is '${wanted}'` }).toBe(wanted);
  }
}

export interface Seen {
  /** The part of the page the table describes (one document's card); the whole page by default. */
  within?: Locator;
  /** The path's events up to and including this step, for rows that depend on what was done. */
  done?: readonly Done[];
  /** From `recordCalls(page)`, for rows that name calls. */
  calls?: string[];
  /** From `recordAlerts(page)`, for rows that name the browser's alert boxes. */
  alerts?: string[];
}

/**
 * Checks the screen against the oracle's rows for a state value (one per active leaf): every failed
 * expectation names its row, `machine['state']`, and the SPEC section it was written from.
 */
export async function expectScreenFromOracle(page: Page, table: Table, value: unknown, seen: Seen = {}) {
  const scope = seen.within ?? page;
  if (table.story) {
    const why = `oracle ${table.machine} story after ${seen.done?.at(-1)?.type ?? 'nothing'}`;
    await expectSight(page, scope, table.story(seen.done ?? []), why, seen);
  }
  for (const { name, row } of rowsFor(table, value)) {
    const why = `oracle ${name} (${row.source})`;
    await expectSight(page, scope, row, why, seen);
    if (row.given) await expectSight(page, scope, row.given(seen.done ?? []), `${why}, given the path`, seen);
  }
}
