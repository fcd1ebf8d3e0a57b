import { textCatalog } from '../../i18n/message.ts';
/**
 * 'What to expect next' on the confirmations (decision 084): the sentences src/domain/journey/whatNext.ts
 * makes from the case, in English; a view has them written in the chosen language through its Formats.
 */
export const NEXT_TEXTS = textCatalog('nextTexts', {
  lifeInForce: 'Your policy is in force.',
  lifeDocuments:
    'You can open these documents again from your dashboard at any time; no date is set for their removal. Download all documents saves a copy of every one to your device.',
  notEnrolled: 'You are not enrolled in automatic bill payment, so nothing will be drawn automatically.',
  annuityComplete: 'Your annuity contract is complete. Nothing more is needed from you.',
  annuityConfirmHere:
    'Your annuity contract becomes complete as soon as you confirm its delivery on this page.',
  annuityDocuments:
    'You can open your signed contract again from your dashboard at any time; no date is set for its removal. Download all documents saves a copy of every document of your contract to your device.',
  completedOn: (date: string) =>
    `Your policy is in force. Its delivery was completed on ${date}, when the last acceptance was signed.`,
  waitingForOne: (name: string) =>
    `Your policy takes effect once ${name} has accepted it too; nothing more is needed from you.`,
  waitingForMany: (names: string) =>
    `Your policy takes effect once ${names} have accepted it too; nothing more is needed from you.`,
  waitingForOwners:
    'Your policy takes effect once every owner has accepted it; nothing more is needed from you.',
  firstDraw: (amount: string, method: string, date: string, every: string) =>
    `Your first automatic payment of ${amount} will be drawn from ${method} on ${date}, and then ${every}.`,
  nextDraw: (amount: string, method: string, date: string, every: string) =>
    `Your next automatic payment of ${amount} will be drawn from ${method} on ${date}, and then ${every}.`,
  drawnEvery: (amount: string, frequency: string, method: string) =>
    `Your automatic payments of ${amount} (${frequency}) will be drawn from ${method}.`,
  drawnFrom: (method: string) => `Your automatic payments will be drawn from ${method}.`,
  annuityConfirmedOn: (date: string) =>
    `Your annuity contract is complete: you confirmed its delivery on ${date}. Nothing more is needed from you.`,
  deliveryWaitsFor: (names: string) =>
    `This annuity contract is waiting for ${names} to confirm its delivery. Nothing more is needed from you: it becomes Complete once they have confirmed.`,
  deliveryWaitsForOwner:
    "This annuity contract is waiting for the contract's owner to confirm its delivery. Nothing more is needed from you: it becomes Complete once they have confirmed.",
} as const);

/** How often an automatic payment comes, as the sentences above say it. */
export const EVERY_TEXTS = textCatalog('everyTexts', {
  month: 'every month',
  quarter: 'every 3 months',
  halfYear: 'every 6 months',
  year: 'every year',
} as const);
