import { textCatalog } from '../../i18n/message.ts';
/** The annuity and delivery confirmations' own words (SPEC §2, §8). */
export const DELIVERY_TEXTS = textCatalog('deliveryTexts', {
  confirmationTitle: 'Confirmation',
  deliveryTitle: 'Delivery Confirmation',
  confirming: 'Confirming your annuity contract…',
  settingUp: 'Setting up your account…',
  whatNext: 'What to expect next',
  signedContract: 'Your signed contract',
  zipHint: 'One ZIP file with your signed contract and every other document of your contract.',
  welcome: 'Welcome!',
  createAccount: 'Create an online account to see your contract and manage it at any time.',
  register: 'Register for an account',
  alreadyHaveAccount: 'Already have an account?',
  logIn: 'Log in',
  logInOnWebsite: 'Log in on our website.',
  tryAgain: 'Try again',
  /** A link refused for its key or e-mail: what the customer can do instead of trying again (decision 424). */
  linkRefused:
    'This link does not match our records for this e-mail address, so trying it again will not help. Log in to confirm your contract, or open the link in the most recent e-mail we sent you.',
  logInToConfirm: 'Log in to confirm',
  /** The contract the welcome page confirms (decision 424). */
  contractConfirmed: (product: string, label: string, number: string) => `${product}, ${label} ${number}`,
  customerSupport: 'Customer support:',
  seeContactPage: 'see the contact page',
  supportHours: '; Mon-Thurs: 7:00AM-6:30PM CT; Fri: 7:00AM-5:00PM CT.',
} as const);
