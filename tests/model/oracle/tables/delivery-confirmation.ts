import type { Row, Table } from '../row.ts';
import { LOAD_DENIED, LOAD_FAILED, SPINNER } from './shared.ts';

/** SPEC §2 Annuity confirmation's success text. */
const CONFIRMED = 'Thank you for confirming your new annuity contract.';
/** SPEC §8 'Delivery confirmation failure'. */
const FAILED = 'Your request could not be completed! Please try again or contact support';
const AUTHENTICATED_CALL = '* /Confirmation/{caseId}/AcknowledgeAuthenticated';
const LINK_CALL = 'POST /Confirmation/{caseId}/Acknowledge/{confirmationKey}';
const REGISTER_CALL = 'POST /Confirmation/{caseId}/RegisterUnAuthenticated/{confirmationKey}';

const failure = (source: string, call: string): Row => ({
  source: `${source}; SPEC §8 'Delivery confirmation failure'`,
  texts: [FAILED],
  absent: [CONFIRMED],
  calls: [call],
});

/** Annuity 200001 confirmed by its signed-in owner (SPEC §2 Annuity confirmation). */
export const ANNUITY_CONFIRMATION: Table = {
  screen: 'Annuity confirmation',
  machine: 'deliveryConfirmation',
  rows: {
    loading: {
      source: "SPEC §2 Annuity confirmation ('Confirmation'; a spinner while loading)",
      texts: [SPINNER],
    },
    failed: LOAD_FAILED,
    denied: LOAD_DENIED,
    redirected: {
      source: 'SPEC §2 Confirmation (life): a case that is not an annuity has the life confirmation',
      at: '/confirmation/{caseId}',
    },
    shown: {
      source:
        "SPEC §2 Annuity confirmation (lists signed policy documents: 'View Signed Contract'; Return to Dashboard)",
      controls: [
        { role: 'heading', name: 'Confirmation' },
        { role: 'button', name: 'View Signed Contract' },
        { role: 'link', name: 'Return to Dashboard' },
      ],
      absent: [FAILED, CONFIRMED],
    },
    acknowledging: {
      source:
        "SPEC §2 Annuity confirmation: 'If the case is WaitingDeliveryConfirmation it acknowledges delivery'",
      controls: [{ role: 'heading', name: 'Confirmation' }],
      calls: [AUTHENTICATED_CALL],
    },
    refreshing: {
      source: 'SPEC §2 Annuity confirmation, having acknowledged; §7 the case read again',
      controls: [{ role: 'heading', name: 'Confirmation' }],
      calls: [AUTHENTICATED_CALL],
    },
    confirmed: {
      source: "SPEC §2 Annuity confirmation's success text; Return to Dashboard",
      texts: [CONFIRMED],
      absent: [FAILED],
      controls: [{ role: 'link', name: 'Return to Dashboard' }],
      calls: [AUTHENTICATED_CALL],
    },
    notConfirmed: failure("SPEC §2 Annuity confirmation's failure text", AUTHENTICATED_CALL),
  },
};

/** The e-mail's link for annuity 200001 (SPEC §2 Delivery confirmation, unauthenticated). */
export const LINK_CONFIRMATION: Table = {
  screen: 'Delivery confirmation (unauthenticated)',
  machine: 'deliveryConfirmation',
  rows: {
    acknowledging: {
      source: "SPEC §2 Delivery confirmation: 'Acknowledges delivery on load'",
      calls: [LINK_CALL],
      absent: [FAILED, CONFIRMED],
    },
    confirmed: {
      source: "SPEC §2 Delivery confirmation: 'a welcome page with a button to register … and a login link'",
      texts: [CONFIRMED],
      absent: [FAILED],
      calls: [LINK_CALL],
    },
    notConfirmed: failure("SPEC §2 Delivery confirmation: 'On failure shows the failure text'", LINK_CALL),
  },
};

/** The link for a customer with no account yet (SPEC §2 Unregistered delivery confirmation). */
export const UNREGISTERED_CONFIRMATION: Table = {
  screen: 'Unregistered delivery confirmation',
  machine: 'deliveryConfirmation',
  rows: {
    registering: {
      source: "SPEC §2 Unregistered delivery confirmation: 'Calls a service'",
      calls: [REGISTER_CALL],
      absent: [FAILED],
    },
    recordingRegistration: {
      source: "SPEC §2 Unregistered delivery confirmation: 'on a true result records a tracking event'",
      calls: [REGISTER_CALL, 'POST /telemetry'],
      absent: [FAILED],
    },
    leaving: {
      source: "SPEC §2 Unregistered: 'sends the browser to the external account login page'",
      calls: [REGISTER_CALL],
      outside: '/account/login',
    },
    notRegistered: failure("SPEC §2 Unregistered: 'on failure records a failure event'", REGISTER_CALL),
  },
};
