/** The acceptance screen's words (SPEC §2); the signing panel's are in src/domain/signingTexts.ts. */
export const ACCEPTANCE_TEXTS = {
  title: 'Almost done!',
  signature:
    "By clicking 'Accept Policy', you acknowledge that you have reviewed your policy documents, and your click serves as your electronic signature accepting the policy.",
  accept: 'Accept Policy',
  accepting: 'Accepting your policy…',
} as const;
