import * as v from 'valibot';
import { badRequest } from './errors.ts';

/** A UTF-16 surrogate without its pair: JSON's `\\ud800` escape makes one, no keyboard does. */
const LONE_SURROGATE = /\p{Surrogate}/u;

/** The dot path of the first text (a value or a key) holding a lone surrogate, '' for the body itself. */
function brokenTextAt(value: unknown, path: string): string | null {
  if (typeof value === 'string') return LONE_SURROGATE.test(value) ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    const at = path === '' ? key : `${path}.${key}`;
    if (LONE_SURROGATE.test(key)) return at;
    const found = brokenTextAt(inner, at);
    if (found !== null) return found;
  }
  return null;
}

/**
 * @internal the exact value the tests expect to find, read from its one source
 * (tests/sandbox/security-details.test.ts).
 */
export const BROKEN_TEXT =
  'contains a broken character (half of an emoji or other symbol) that cannot be stored. Please type the text again.';

/**
 * Reads a JSON body; malformed JSON is a 400 that says so, and so is a text anywhere in it that is not
 * well-formed Unicode (it could not be stored, shown or exported as it came). Empty reads as undefined.
 */
export function parseJsonText(text: string): unknown {
  if (text.trim() === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
  const broken = brokenTextAt(parsed, '');
  if (broken === '') throw badRequest(`The request body ${BROKEN_TEXT}`);
  if (broken !== null) throw badRequest(`${broken}: ${BROKEN_TEXT}`, broken);
  return parsed;
}

/** Validates with the contract's schema; the first issue becomes the message and the Field. */
export function validate<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const field = issue ? v.getDotPath(issue) : null;
  const message = issue?.message ?? 'is not valid';
  if (input === undefined) throw badRequest('The request body is missing.');
  throw badRequest(
    field ? `${field}: ${message}` : `The request body is not valid: ${message}.`,
    field ?? undefined,
  );
}
