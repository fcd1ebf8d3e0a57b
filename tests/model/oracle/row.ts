/**
 * The oracle's vocabulary: what a person sees on a screen, written from SPEC, never from the code it
 * checks. Nothing here or in the tables may import from src/ or machines/ (oracle.test.ts enforces it).
 */

/** An ARIA role a control or landmark is found by, as SPEC names the control (button 'Submit'). */
type Role =
  | 'alert'
  | 'article'
  | 'button'
  | 'checkbox'
  | 'columnheader'
  | 'combobox'
  | 'dialog'
  | 'heading'
  | 'img'
  | 'link'
  | 'navigation'
  | 'radio'
  | 'region'
  | 'searchbox'
  | 'status'
  | 'table'
  | 'textbox';

export interface Control {
  role: Role;
  /** The accessible name, matched exactly; without one, any of the role (an alert has no name). */
  name?: string;
  /**
   * Shown (and usable) unless said otherwise; `absent` means not on the screen at all; `current` is the
   * one of its kind marked as where the user is (`aria-current`).
   */
  state?: 'enabled' | 'disabled' | 'absent' | 'checked' | 'unchecked' | 'expanded' | 'collapsed' | 'current';
  /** What a field holds (a text box, a search box). */
  value?: string;
}

/** An event of the path, as the user did it or the server answered it (never the machine's state). */
export interface Done {
  type: string;
  [key: string]: unknown;
}

/** What the screen must show in one state. */
export interface Sight {
  /** SPEC's exact wording that must be visible. */
  texts?: readonly string[];
  /** SPEC's wording that must not be on the screen here. */
  absent?: readonly string[];
  controls?: readonly Control[];
  /** Text fields (by their label) and what they must hold: nothing typed is lost. */
  fields?: readonly { label: string; value: string }[];
  /** SPEC §7 calls (`'POST /cases/{id}/accept'`) that must have been made by now. */
  calls?: readonly string[];
  /** SPEC §2's route path the browser must be at, `{name}` standing for any one segment. */
  at?: string;
  /** The end of the address of a page outside the portal the browser must have gone to. */
  outside?: string;
  /** SPEC §3's session storage keys: each must be `'empty'`, `'set'` (to anything), or hold the value. */
  storage?: Readonly<Record<string, string>>;
  /** Query parameters the address must hold (a parameter given as `''` must not be there at all). */
  query?: Readonly<Record<string, string>>;
  /** The words of the browser's last alert box (SPEC §8 'Popup blocked'); `null`: none was raised. */
  alerted?: string | null;
}

/** One row of a table: a state's sight, where SPEC says so, and what depends on the path so far. */
export interface Row extends Sight {
  /** The SPEC sections (or the decision wording what SPEC leaves open) the row is written from. */
  source: string;
  /** What the screen shows that depends on what was done before (a refused submit, a failed call). */
  given?: (done: readonly Done[]) => Sight;
}

/** One screen's rows, keyed by the machine's state as it names it (`'idle.deciding'`). */
export interface Table {
  /** The SPEC §2 screen the rows describe. */
  screen: string;
  /** The machine (its id) whose states key the rows. */
  machine: string;
  rows: Readonly<Record<string, Row>>;
  /**
   * What SPEC says the screen shows after the path's last event, whatever state the machine claims:
   * a machine that moved to the wrong state for what happened shows a screen that contradicts it.
   */
  story?: (done: readonly Done[]) => Sight;
}

/** The state keys a snapshot's value stands in: one per active leaf, parallel regions each their own. */
export function stateKeys(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    stateKeys(child, `${prefix}${key}.`),
  );
}

/** The rows a state value needs, each named `table['key']`; a missing row is an error, never a pass. */
export function rowsFor(table: Table, value: unknown): { name: string; row: Row }[] {
  return stateKeys(value).map((key) => {
    const row = table.rows[key];
    if (!row) throw new Error(`The oracle has no row ${table.machine}['${key}'] (${table.screen})`);
    return { name: `${table.machine}['${key}']`, row };
  });
}
