import { type ApiError, isApiError } from '../../src/api/index.ts';

/** The ApiError a client call rejects with; anything else (or no rejection) fails the test. */
export async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  let outcome: unknown;
  try {
    await promise;
  } catch (error) {
    outcome = error;
  }
  if (!isApiError(outcome)) throw new Error(`expected an ApiError, got ${String(outcome)}`);
  return outcome;
}
