import * as v from 'valibot';

/** GET /config */
export const ConfigResponse = v.object({
  apiVersion: v.string(),
  allowAgentLogin: v.boolean(),
  allowMfaBypass: v.boolean(),
  cardSessionReferralBase: v.string(),
});
export type ConfigResponse = v.InferOutput<typeof ConfigResponse>;

/**
 * GET /config/ui. SPEC names the first two fields; the rest are where the insurer's outside addresses
 * come from, so no host is baked into the portal (docs/api.md).
 */
export const UiConfigResponse = v.object({
  v2SsoEndpoint: v.string(),
  appInsightsInstrumentationKey: v.nullable(v.string()),
  telemetryEndpoint: v.optional(v.nullable(v.string()), null),
  sessionRecordingOrgId: v.optional(v.nullable(v.string()), null),
  legacySystemUrl: v.optional(v.nullable(v.string()), null),
  accountSiteRegisterUrl: v.optional(v.nullable(v.string()), null),
  accountSiteLoginUrl: v.optional(v.nullable(v.string()), null),
  publicSiteUrl: v.optional(v.nullable(v.string()), null),
  supportPhone: v.optional(v.string(), '1-800-555-0142'),
  /** The sequenced review toggle (SPEC §4: false in this environment). */
  sequencedReview: v.optional(v.boolean(), false),
  /** Router mode (decision 25): the portal opens policies itself; off, links go to single sign-on. */
  routerMode: v.optional(v.boolean(), true),
});
export type UiConfigResponse = v.InferOutput<typeof UiConfigResponse>;
