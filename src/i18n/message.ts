/**
 * A text a machine, a rule or the API client carries: the id of a catalog entry and the values it is
 * written with, never its English (decision 490). A view writes it in the chosen language with
 * `useSay()`; the domain's sentences with `formats.say`. It is plain data, so the Stately inspector and a
 * test see `{ id: 'payment.failures.network', values: [] }`.
 */
export interface Message {
  readonly id: string;
  readonly values: readonly MessageValue[];
}

/** A value placed in a message: a name or number as it is, or another message written in the same language. */
type MessageValue = string | number | Message;

type Entry = string | ((...args: never[]) => string);

/** The keys of a catalog whose entries are texts (strings, or functions that return one). */
export type TextKey<C> = {
  [K in keyof C & string]: C[K] extends Entry ? K : never;
}[keyof C & string];

/** What a catalog entry is written with: a string parameter may also take a message. */
export type ValuesOf<E> = E extends (...args: infer A) => string
  ? { [I in keyof A]: A[I] extends string ? A[I] | Message : A[I] }
  : [];

const nameOf = new WeakMap<object, string>();
const catalogs = new Map<string, object>();

/**
 * Names an English catalog (and each catalog object within it, as `name.key`) so that its entries can be
 * carried as messages. Every catalog whose texts a machine or rule carries is declared through it.
 */
export function textCatalog<const T extends object>(name: string, texts: T): T {
  if (catalogs.has(name) && catalogs.get(name) !== texts)
    throw new Error(`Two text catalogs are named ${name}`);
  nameOf.set(texts, name);
  catalogs.set(name, texts);
  for (const [key, value] of Object.entries(texts)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) textCatalog(`${name}.${key}`, value);
  }
  return texts;
}

/** The message of a catalog entry with its values; the compiler checks the key and the values. */
export function message<C extends object, K extends TextKey<C>>(
  catalog: C,
  key: K,
  ...values: ValuesOf<C[K]>
): Message {
  const name = nameOf.get(catalog);
  if (!name) throw new Error(`A message from a catalog not declared with textCatalog (key ${key})`);
  return { id: `${name}.${key}`, values: values as readonly MessageValue[] };
}

/**
 * The English catalog a message id names, and the entry's key in it; undefined when none is declared.
 * A key may hold dots itself (the case refusals' `'case.release'`), so each split is tried, the longest
 * catalog name first.
 */
function catalogOf(id: string): { catalog: object; key: string } | undefined {
  for (let dot = id.lastIndexOf('.'); dot > 0; dot = id.lastIndexOf('.', dot - 1)) {
    const catalog = catalogs.get(id.slice(0, dot));
    const key = id.slice(dot + 1);
    if (catalog && key in catalog) return { catalog, key };
  }
  return undefined;
}

/** Every declared catalog by name (the test that every key has Spanish reads it). */
export function declaredCatalogs(): ReadonlyMap<string, object> {
  return catalogs;
}

function isMessage(value: unknown): value is Message {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Message).id === 'string' &&
    Array.isArray((value as Message).values)
  );
}

/** Writes a message with a catalog in one language (the English catalog, or its Spanish twin). */
export function writeMessage(m: Message, inLanguage: (english: object) => object): string {
  const found = catalogOf(m.id);
  if (!found) throw new Error(`No text catalog holds ${m.id}`);
  const entry = (inLanguage(found.catalog) as Record<string, unknown>)[found.key];
  const values = m.values.map((value) => (isMessage(value) ? writeMessage(value, inLanguage) : value));
  if (typeof entry === 'function') return (entry as (...args: MessageValue[]) => string)(...values);
  if (typeof entry === 'string') return entry;
  throw new Error(`${m.id} is not a text`);
}
