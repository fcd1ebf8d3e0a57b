import { textCatalog } from '../../i18n/message.ts';
/**
 * The consent to electronic records (E-SIGN §101(c), decision 212), every word in one place
 * so a later Spanish catalog can take them. The version names this wording: the sandbox records which
 * one each customer agreed to, so a change of wording is a new version.
 */
export const CONSENT_DISCLOSURE_VERSION = 'e-records-2026-11';

export const CONSENT_TEXTS = textCatalog('consentTexts', {
  title: 'Before you open your documents',
  intro: (policyNumber: string) =>
    `We would like to give you the documents for policy ${policyNumber} electronically, on this website. Please read how that works and tell us whether you agree.`,
  agreeHeading: 'What you agree to',
  agreeItems: [
    'To receive your policy documents, and the notices about this policy, electronically on this website instead of on paper.',
    'To review, accept and sign them electronically. Your electronic signature counts the same as signing on paper.',
    'Your agreement covers this policy only.',
  ],
  paperHeading: 'You can have paper instead',
  paper:
    'You do not have to agree. To get your documents on paper, at no cost, ask your agent to send your policy on paper instead. Your agent will arrange for the documents to be mailed to you.',
  agentIs: (name: string) => `Your agent for this policy is ${name}.`,
  /** Labels of the agent's contact details, beside their name (decision 425). */
  agentPhone: 'Phone:',
  agentEmail: 'E-mail:',
  withdrawHeading: 'If you change your mind',
  withdraw:
    'You can withdraw your agreement at any time, at no cost, by asking your agent for paper documents. Withdrawing does not undo what you have already received or signed electronically. You can also ask your agent for a paper copy of any document you receive here.',
  needsHeading: 'What you need',
  needs: [
    'A web browser that can show PDF documents, such as a current version of Chrome, Edge, Firefox or Safari.',
    'A way to save or print your documents if you want to keep a copy.',
    'An e-mail address your agent can reach you at. To change it, tell your agent.',
  ],
  checkHeading: 'Can you see this sample document?',
  checkIntro:
    'Below is a one-page sample document. If you can read it, your browser can show your policy documents.',
  sampleLabel: 'Sample document',
  checkPassed: 'The sample document is showing: your browser can show your documents.',
  checkFailed:
    'Your browser could not show the sample document. Try another browser or device, or ask your agent for paper documents.',
  agreeLabel:
    'I agree to receive and sign my policy documents electronically, and I can read the sample document above.',
  agree: 'Continue',
  decline: 'I want paper documents',
  notTicked: "Please tick 'I agree' to continue, or choose paper documents.",
  checkPending: 'Please wait until the sample document shows.',
  recording: 'Recording your agreement…',
  declinedTitle: 'You chose paper documents',
  declinedNothingChanged:
    'Nothing has been delivered to you electronically, and your policy has not changed.',
  declinedHowToGetPaper:
    'To get your documents on paper, contact your agent and ask them to send your policy on paper instead. Your agent will arrange for the documents to be mailed to you.',
  declinedChangeMind: 'Changed your mind? You can still agree to receive your documents here.',
  goBack: 'Go back to the agreement',
  /** The agent's side: whether and when each customer party consented. */
  agentHeading: 'Consent to electronic records',
  agentConsented: (name: string, date: string, time: string) => `${name}: agreed on ${date} at ${time}`,
  agentNotYet: (name: string) => `${name}: not yet`,
} as const);
