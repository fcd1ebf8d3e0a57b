import * as v from 'valibot';
import { badRequest } from './errors.ts';

/** Reads a JSON body; malformed JSON is a 400 that says so. An empty body reads as undefined. */
export function parseJsonText(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
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
