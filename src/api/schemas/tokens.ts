import * as v from 'valibot';

const NumberLike = v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]);

/** Session token claims (SPEC §3). UserType 2 is an agent. */
export const SessionClaims = v.object({
  UserType: NumberLike,
  given_name: v.optional(v.string()),
  firstName: v.optional(v.string()),
  family_name: v.optional(v.string()),
  lastName: v.optional(v.string()),
  AgentNumbers: v.optional(v.string()),
  unique_name: v.optional(v.string()),
  AuthProviderId: v.optional(v.string()),
  exp: v.optional(v.number()),
});
export type SessionClaims = v.InferOutput<typeof SessionClaims>;

/**
 * One `Case-{id}` claim of the case token. Role 3 is the special right of SPEC §3.
 * @internal a named part of the API contract, checked on its own with good and malformed payloads
 *   (tests/unit/schemas.test.ts).
 */
export const CaseClaim = v.object({
  Roles: v.array(NumberLike),
  UserPartyIds: v.array(v.string()),
});
export type CaseClaim = v.InferOutput<typeof CaseClaim>;

export const CASE_CLAIM_PREFIX = 'Case-';

/** The case token: one Case-{id} claim per case (as JSON objects). Other claims pass through. */
export const CaseTokenClaims = v.pipe(
  v.record(v.string(), v.unknown()),
  v.transform((claims) => {
    const cases: Record<string, CaseClaim> = {};
    for (const [key, value] of Object.entries(claims)) {
      if (!key.startsWith(CASE_CLAIM_PREFIX)) continue;
      const raw = typeof value === 'string' ? safeJson(value) : value;
      const parsed = v.safeParse(CaseClaim, raw);
      if (parsed.success) cases[key.slice(CASE_CLAIM_PREFIX.length)] = parsed.output;
    }
    return { cases, exp: typeof claims.exp === 'number' ? claims.exp : undefined };
  }),
);
export type CaseTokenClaims = v.InferOutput<typeof CaseTokenClaims>;

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
