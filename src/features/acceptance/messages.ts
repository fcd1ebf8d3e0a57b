import { textCatalog } from '../../i18n/message.ts';
/** The acceptance screen's words (SPEC §2); the signing panel's are in src/domain/acceptance/signingTexts.ts. */
export const ACCEPTANCE_TEXTS = textCatalog('acceptanceTexts', {
  title: 'Almost done!',
  signature:
    "Type your full name below, then click 'Accept Policy'. By clicking 'Accept Policy', you acknowledge that you have reviewed your policy documents, and your click, with the name you typed, serves as your electronic signature accepting the policy.",
  /** An annuity is a contract: SPEC's button keeps its name, the words around it say what it accepts (decision 361). */
  signatureAnnuity:
    "Type your full name below, then click 'Accept Policy' to accept your annuity contract. By clicking 'Accept Policy', you acknowledge that you have reviewed your contract documents, and your click, with the name you typed, serves as your electronic signature accepting the contract.",
  accept: 'Accept Policy',
  accepting: 'Accepting your policy…',
  acceptingAnnuity: 'Accepting your contract…',
} as const);
