import fc from 'fast-check';
import * as v from 'valibot';

/**
 * fast-check arbitraries built from the contract's valibot schemas: `validFrom` values the schema
 * accepts, `nearMissFrom` those values with one thing wrong (a wrong type, a huge number, a long or
 * strange string, a missing or extra field), and `junkBody` whatever else a body could be.
 */

interface Node {
  type: string;
  pipe?: { kind: string; type: string; requirement?: unknown }[];
  wrapped?: Node;
  item?: Node;
  entries?: Record<string, Node>;
  options?: Node[] | readonly (string | number)[];
  literal?: unknown;
  key?: Node | string;
  value?: Node;
}

const actionsOf = (schema: Node) => (schema.pipe ?? []).slice(1);
const requirement = (schema: Node, type: string) =>
  actionsOf(schema).find((a) => a.type === type)?.requirement as number | RegExp | undefined;
const has = (schema: Node, type: string) => actionsOf(schema).some((a) => a.type === type);

/** Characters a person, a paste or an attacker might send: scripts, emoji, invisible and control ones. */
const ODD_TEXT = fc.constantFrom(
  'Zoë Ünicode',
  '名前',
  'مرحبا',
  '😀👨‍👩‍👧',
  '\u200B\u200D\uFEFF',
  '\u202Egnp.exe',
  '\u0000\u0007',
  "'; DROP TABLE cases; --",
  '%_\\',
  '<script>alert(1)</script>',
  '__proto__',
  '../../etc/passwd',
);

function stringArbitrary(schema: Node): fc.Arbitrary<string> {
  const max = requirement(schema, 'max_length') as number | undefined;
  const min = (requirement(schema, 'min_length') as number | undefined) ?? 0;
  const regex = requirement(schema, 'regex') as RegExp | undefined;
  if (regex) return fc.stringMatching(regex);
  if (has(schema, 'email')) return fc.emailAddress();
  if (has(schema, 'iso_timestamp'))
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString());
  const cap = Math.min(max ?? 60, 60);
  return fc.oneof(
    fc.string({ minLength: Math.min(min, cap), maxLength: cap }),
    fc.string({ unit: 'grapheme', minLength: Math.min(min, cap), maxLength: cap }),
    ODD_TEXT,
  );
}

function numberArbitrary(schema: Node): fc.Arbitrary<number> {
  const min = (requirement(schema, 'min_value') as number | undefined) ?? -1e6;
  const max = (requirement(schema, 'max_value') as number | undefined) ?? 1e6;
  const low = Math.max(min, -1e9);
  const high = Math.min(max, 1e9);
  const ints = fc.integer({ min: Math.ceil(low), max: Math.floor(high) });
  if (has(schema, 'integer')) return ints;
  // Amounts in cents too: a double almost never lands on two decimals.
  const cents = fc.integer({ min: Math.ceil(low * 100), max: Math.floor(high * 100) }).map((c) => c / 100);
  return fc.oneof(ints, cents, fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true }));
}

const isOptional = (schema: Node) => schema.type === 'optional' || schema.type === 'nullish';

/** `complete`: every optional field present, so each can be swept (edgeCasesFrom). */
function build(schema: Node, complete = false): fc.Arbitrary<unknown> {
  switch (schema.type) {
    case 'string':
      return stringArbitrary(schema);
    case 'number':
      return numberArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constant(schema.literal);
    case 'picklist':
      return fc.constantFrom(...((schema.options ?? []) as (string | number)[]));
    case 'optional':
      return build(schema.wrapped as Node, complete);
    case 'nullable':
    case 'nullish':
      return complete
        ? build(schema.wrapped as Node, complete)
        : fc.oneof(fc.constant(null), build(schema.wrapped as Node));
    case 'array': {
      const max = (requirement(schema, 'max_length') as number | undefined) ?? 4;
      const min = (requirement(schema, 'min_length') as number | undefined) ?? 0;
      return fc.array(build(schema.item as Node, complete), {
        minLength: complete ? Math.max(min, 1) : min,
        maxLength: Math.min(max, Math.max(min, 4)),
      });
    }
    case 'record':
      return fc.dictionary(
        build(schema.key as Node, complete) as fc.Arbitrary<string>,
        build(schema.value as Node, complete),
        { minKeys: complete ? 1 : 0, maxKeys: 4 },
      );
    case 'union':
    case 'variant':
      return fc.oneof(...((schema.options ?? []) as Node[]).map((option) => build(option, complete)));
    case 'object':
    case 'strict_object':
    case 'loose_object': {
      const entries = Object.entries(schema.entries ?? {});
      return fc.record(Object.fromEntries(entries.map(([k, s]) => [k, build(s, complete)])), {
        requiredKeys: entries.filter(([, s]) => complete || !isOptional(s)).map(([k]) => k),
      });
    }
    case 'unknown':
    case 'any':
      return fc.jsonValue();
    default:
      throw new Error(`No arbitrary for valibot schema type ${schema.type}`);
  }
}

/** Values the schema accepts (its own checks, such as unique sort columns, filter the rest out). */
export function validFrom(schema: v.GenericSchema, complete = false): fc.Arbitrary<unknown> {
  return build(schema as unknown as Node, complete).filter((value) => v.is(schema, value));
}

/** What may take a value's place: wrong types, edge and huge numbers, long or strange strings. */
const REPLACEMENT = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, '', [], {}, [null], { '': '' }),
  fc.constantFrom(1e300, -1e300, Number.MAX_SAFE_INTEGER + 2, 2 ** 63, -0, 5e-324, 1.23456789e-7, 142.4991),
  fc.constantFrom(4001, 60_000, 200_000).map((n) => 'x'.repeat(n)),
  fc.constantFrom(60_000).map((n) => '%_'.repeat(n / 2)),
  ODD_TEXT,
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.jsonValue({ maxDepth: 3 }),
);

type Path = (string | number)[];

function pathsOf(value: unknown, path: Path = []): Path[] {
  const inner =
    Array.isArray(value) || (typeof value === 'object' && value !== null)
      ? Object.entries(value).flatMap(([k, child]) =>
          pathsOf(child, [...path, Array.isArray(value) ? Number(k) : k]),
        )
      : [];
  return [path, ...inner];
}

function replaced(value: unknown, path: Path, next: unknown, remove: boolean): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path as [string | number, ...Path];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  if (rest.length === 0 && remove) {
    if (Array.isArray(copy)) copy.splice(Number(head), 1);
    else delete copy[head];
  } else copy[head] = replaced(copy[head], rest, next, remove);
  return copy;
}

/** A valid value with one thing wrong: a part replaced, removed, or a field added. */
export function nearMissFrom(schema: v.GenericSchema): fc.Arbitrary<unknown> {
  return fc
    .tuple(validFrom(schema), fc.nat(), REPLACEMENT, fc.constantFrom('replace', 'remove', 'add'))
    .map(([value, index, next, how]) => {
      const paths = pathsOf(value);
      const path = paths[index % paths.length] ?? [];
      if (how === 'add' && typeof value === 'object' && value !== null && !Array.isArray(value))
        return {
          ...value,
          [['__proto__', 'constructor', 'extra', 'isSuccessful'][index % 4] as string]: next,
        };
      return replaced(value, path, next, how === 'remove' && path.length > 0);
    });
}

/** The values every part of a body is also tried with, one part at a time (edgeCasesFrom). */
const EDGES: unknown[] = [null, 1e300, 'x'.repeat(60_000), {}];

/**
 * A good value (one the call would take) with each of its parts, in turn, replaced by each of
 * EDGES: the out-of-range and wrong-type cases a random search may miss, tried every time.
 */
export function edgeCasesOf(good: unknown): unknown[] {
  return pathsOf(good).flatMap((path) => EDGES.map((edge) => replaced(good, path, edge, false)));
}

/** Any body at all: JSON of any shape, or text that is not JSON (never empty: that is no body). */
export const junkBody: fc.Arbitrary<{ raw: string }> = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }).map((value) => ({ raw: JSON.stringify(value) ?? 'null' })),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 200 }).map((raw) => ({ raw })),
  fc
    .constantFrom('{', '[1,', '{"a":', 'nul', '"\\ud800"', '1e999', `[${'['.repeat(5000)}`)
    .map((raw) => ({ raw })),
);
