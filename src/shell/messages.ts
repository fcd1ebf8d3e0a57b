import { textCatalog } from '../i18n/message.ts';
/** The frame's words: top bar, footer, skip link, the language switch (SPEC §1). */
export const SHELL_TEXTS = textCatalog('shellTexts', {
  /** The insurer's name is a name: the same in both languages. */
  brand: 'Evergreen Mutual',
  siteTitle: 'Electronic Policy Delivery',
  skipToContent: 'Skip to content',
  homePage: ' (home page)',
  home: 'Home',
  logOut: 'Log out',
  menu: 'Menu',
  mainNav: 'Main',
  mainMenu: 'Main menu',
  company: 'Company',
  support: 'Support',
  pages: {
    about: 'About',
    contact: 'Contact Us',
    terms: 'Terms of Use',
    privacy: 'Privacy Policy',
    faq: 'FAQ',
    learning: 'Learning Center',
  },
  rights: (year: string) => `© ${year} Evergreen Mutual Life Insurance Company. All rights reserved.`,
  disclosure:
    'Insurance policies and annuity contracts are issued by Evergreen Mutual Life Insurance Company. Product availability and features may vary by state. Guarantees are based on the claims-paying ability of the issuing company. Annuities are not deposits of any bank, are not FDIC insured and may lose value.',
  customerService: (phone: string) => `Customer service: ${phone}`,
  /** The switch names the other language in that language, so a reader of it can find it. */
  switchTo: 'Español',
  switchToLang: 'es',
  switchLabel: 'Ver este sitio en español',
  switchFailed: 'Spanish could not be loaded. Please try again.',
} as const);

/** The frame's other words: the error modal, notices, toasts, loading, and the pages of no screen. */
export const FRAME_TEXTS = textCatalog('frameTexts', {
  close: 'Close',
  returnToDashboard: 'Return to Dashboard',
  tryAgain: 'Try again',
  loading: 'Loading…',
  notifications: 'Notifications',
  notFoundTitle: 'Page not found',
  notFoundBody:
    'The address you followed does not lead to a page of this site. It may be incomplete or out of date.',
  goHome: 'Go to the home page',
  routeErrorTitle: 'This page could not be shown',
  routeErrorBody: 'Please try again. Please contact us if this problem continues.',
  somethingWentWrong: 'Something went wrong.',
} as const);
