import type { Control, Done, Sight, Table } from '../row.ts';

/** SPEC §2 Payment: the title. */
const TITLE = "Now, let's check on your payments";
/** SPEC §5. */
const NO_METHOD = 'Please select a payment method.';
const NO_BANK = 'Please enter a valid bank account.';
/** SPEC §8 PaymentCardError. */
const CARD_ERROR =
  'There was an issue processing the payment. Please try again or use different payment information.';
/**
 * The portal's own words (SPEC gives none; decision 023 §8): the submit, the method and recurring
 * options, the authorization, the card form's prompts and notices, its retry.
 */
/** The submit names the amount due now for the frequency chosen (decision 360): 100001's amounts. */
const DUE: Record<string, string> = { Monthly: '$167.50', Quarterly: '$443.95', Annual: '$1,649.50' };
const pay = (done: readonly Done[]) => {
  const chosen = done.filter((e) => e.type === 'paymentForm.chooseFrequency').at(-1);
  return `Submit Payment of ${DUE[(chosen?.frequency as string | undefined) ?? 'Monthly']}`;
};
const METHODS: Record<string, string> = { BankAccount: 'Bank account', CreditCard: 'Credit card' };
const OPTIONS: Record<string, string> = {
  SameAsInitial: 'Use the same bank account for my future payments',
  NewPaymentMethod: 'Set up a different payment method for my future payments',
};
const AUTHORIZE = 'I authorize the use of this bank account for my future automatic payments.';
const CARD_NEEDED = 'Please enter your card details in the card form.';
/** Decision 360: a card pays the first payment only, said instead of a one-option radio. */
const CARD_ONLY_FIRST =
  'A card pays this first payment only. Right after it, you set up a bank account for your future payments.';
const CARD_UNAVAILABLE = 'The card form could not be loaded.';
const CARD_RECEIVED = 'Your card details were received.';
const BANK_FIELDS: Record<string, string> = {
  routingNumber: 'Routing number',
  accountNumber: 'Account number',
  accountHolderName: 'Account holder name',
};

const CARD_SESSION = 'GET /Payments/{caseId}/PaymentCardSessionId';
const INITIAL = 'POST /Payments/{caseId}/Initial';

interface Entries {
  method: string | null;
  option: string | null;
  bank: Record<string, string>;
  /** The card form's session last failed to open (and was not asked again since). */
  cardDown: boolean;
  /** The hosted form gave a token that was neither changed nor refused since. */
  card: boolean;
}

/**
 * What the customer has entered by the end of the path, from their own events: SPEC §4 'Payment method
 * selection clears the previously entered card, bank and recurring option'.
 */
function entries(done: readonly Done[]): Entries {
  const kept: Entries = { method: null, option: null, bank: {}, cardDown: false, card: false };
  for (const e of done) {
    if (e.type === 'paymentForm.chooseMethod')
      Object.assign(kept, { method: e.method, option: null, bank: {} });
    if (e.type === 'paymentForm.chooseRecurring') kept.option = e.option as string;
    if (e.type === 'paymentForm.editBank') kept.bank[e.field as string] = e.value as string;
    if (e.type === 'xstate.error.actor.openCardSession') kept.cardDown = true;
    if (e.type === 'paymentForm.retryCard' || e.type === 'paymentForm.chooseMethod') kept.cardDown = false;
    if (e.type === 'cardFrame.token') kept.card = true;
    // Decision 023 §5: a PaymentCardError clears the card; a new choice of method or card does too.
    if (
      e.type === 'paymentForm.chooseMethod' ||
      e.type === 'paymentForm.changeCard' ||
      (e.type === 'paymentForm.resume' && e.clearCard)
    )
      kept.card = false;
  }
  return kept;
}

/**
 * The form keeps what was entered: the chosen method and recurring option stay checked, a card the
 * hosted form took stays received until it is changed or refused.
 */
const keptEntries = (done: readonly Done[]): Sight => {
  const { method, option, card } = entries(done);
  const controls: Control[] = [];
  if (method) controls.push({ role: 'radio', name: METHODS[method]!, state: 'checked' });
  if (option && method !== 'CreditCard')
    controls.push({ role: 'radio', name: OPTIONS[option]!, state: 'checked' });
  // Decision 360: a card's one way for the future payments is said, not asked.
  const said = method === 'CreditCard' ? [CARD_ONLY_FIRST] : [];
  return card
    ? { controls, texts: [CARD_RECEIVED, ...said] }
    : { controls, texts: said, absent: [CARD_RECEIVED] };
};

/** The kept entries, what SPEC says now, and the submit still offered. */
const editable = (done: readonly Done[], more: Sight = {}): Sight => {
  const kept = keptEntries(done);
  return {
    texts: [...(kept.texts ?? []), ...(more.texts ?? [])],
    absent: [...(kept.absent ?? []), ...(more.absent ?? [])],
    controls: [
      ...(kept.controls ?? []),
      ...(more.controls ?? []),
      { role: 'button', name: pay(done), state: 'enabled' },
    ],
  };
};

/** SPEC §4, §5, §7 and §8 over what the path did last, whatever state the form claims. */
const story = (done: readonly Done[]): Sight => {
  const last = done.at(-1);
  if (!last) return {};
  const now = entries(done);
  switch (last.type) {
    case 'paymentForm.chooseMethod':
      if (last.method === 'CreditCard') return { ...keptEntries(done), calls: [CARD_SESSION] };
      return {
        controls: [
          ...(keptEntries(done).controls ?? []),
          ...Object.values(BANK_FIELDS).map((name) => ({ role: 'textbox' as const, name })),
        ],
      };
    case 'paymentForm.chooseRecurring':
      return keptEntries(done);
    case 'paymentForm.acknowledge':
      return { controls: [{ role: 'checkbox', name: AUTHORIZE, state: 'checked' }] };
    case 'paymentForm.submit': {
      if (!now.method) return editable(done, { texts: [NO_METHOD] });
      if (now.method === 'BankAccount') {
        const complete = Object.keys(BANK_FIELDS).every((field) => (now.bank[field] ?? '') !== '');
        return complete ? {} : editable(done, { texts: [NO_BANK] });
      }
      return now.cardDown ? editable(done, { texts: [CARD_NEEDED, CARD_UNAVAILABLE] }) : {};
    }
    // SPEC §7: the hosted form's token is paid with the initial payment (decision 070: one Submit).
    case 'cardFrame.token':
      return { calls: [INITIAL] };
    // Decision 360: the hosted form says beside its field what is wrong; the portal adds nothing.
    case 'cardFrame.failed':
      return editable(done);
    case 'paymentForm.resume':
      // SPEC §8: a refused card says so; decision 023 §5: the card is cleared, the rest kept.
      if (last.clearCard) return editable(done, { texts: [CARD_ERROR] });
      return editable(done, { absent: [CARD_ERROR] });
    case 'paymentForm.changeCard':
      return { absent: [CARD_RECEIVED], calls: [CARD_SESSION] };
    case 'xstate.error.actor.openCardSession':
      return {
        texts: [CARD_UNAVAILABLE],
        controls: [{ role: 'button', name: 'Try again', state: 'enabled' }],
      };
    case 'paymentForm.retryCard':
      return { absent: [CARD_UNAVAILABLE] };
  }
  return {};
};

/** The initial payment form on 100001's Payment screen (SPEC §2 Payment, §5 payment rules), its Owner signed in. */
export const PAYMENT_FORM: Table = {
  screen: 'Payment (initial-payment form)',
  machine: 'paymentForm',
  story,
  rows: {
    'entry.editing': {
      source:
        "SPEC §2 Payment (title, the initial-payment form); §4 'Payment method selection clears …' (the rest is kept); the submit's name is the portal's own",
      texts: [TITLE],
      given: (done) => {
        const kept = keptEntries(done);
        return {
          ...kept,
          controls: [...(kept.controls ?? []), { role: 'button', name: pay(done), state: 'enabled' }],
        };
      },
    },
    'entry.tokenizing': {
      source:
        "SPEC §7 hosted card form: 'The page sends the message ccSubmit to the frame' (it answers at once)",
      texts: [TITLE],
    },
    'entry.sent': {
      source: 'SPEC §7 POST /Payments/{caseId}/Initial (initial payment)',
      calls: [INITIAL],
    },
    'card.closed': {
      source:
        "SPEC §5 'Card entry is checked by the hosted card form' (none asked for yet); the notice is the portal's own",
      absent: [CARD_UNAVAILABLE],
    },
    'card.opening': {
      source: 'SPEC §7 GET /Payments/{caseId}/PaymentCardSessionId (the hosted card form address)',
      calls: [CARD_SESSION],
      absent: [CARD_UNAVAILABLE],
    },
    'card.open': {
      source: 'SPEC §7 GET /Payments/{caseId}/PaymentCardSessionId (the hosted card form address)',
      calls: [CARD_SESSION],
      absent: [CARD_UNAVAILABLE],
    },
    'card.unavailable': {
      source:
        "SPEC §7 card session (failed); the notice and 'Try again' are the portal's own (decision 073 words the retry)",
      texts: [CARD_UNAVAILABLE],
      controls: [{ role: 'button', name: 'Try again', state: 'enabled' }],
    },
  },
};
