import type { Row, Table } from '../row.ts';
import { LOAD_DENIED, LOAD_FAILED, SPINNER } from './shared.ts';

const TITLE = { role: 'heading', name: 'Review all documents' } as const;
/** SPEC §2 'A warning notice shows when the document service is down' (its words are the portal's). */
const DOCUMENTS_DOWN = 'the document service is unavailable';
const CASE_CALL = 'GET /cases/{id}';
const DOCUMENTS_CALL = 'GET /Documents/{id}';

const nothingOfItsOwn = (source: string): Row => ({ source });

/** Case 100001's review (SPEC §2 'Review all documents'), its owner signed in; it owes a first payment. */
export const DOCUMENT_REVIEW: Table = {
  screen: 'Document review',
  machine: 'documentReview',
  rows: {
    loading: {
      source: "SPEC §2 (title 'Review all documents'; a spinner while loading); §7 the case",
      controls: [TITLE],
      texts: [SPINNER],
      calls: [CASE_CALL],
    },
    failed: { ...LOAD_FAILED, controls: [TITLE, ...(LOAD_FAILED.controls ?? [])] },
    denied: { ...LOAD_DENIED, controls: [TITLE, ...(LOAD_DENIED.controls ?? [])] },
    leaving: {
      source: "SPEC §2 'Owner sees a Continue button (to Payment if payment is needed)'",
      at: '/payment/{caseId}',
    },
    'ready.content.fetching': {
      source: 'SPEC §2 (one card per document); §7 the documents',
      controls: [TITLE, { role: 'article', name: 'View Signed Policy' }],
      absent: [DOCUMENTS_DOWN],
      calls: [DOCUMENTS_CALL],
    },
    'ready.content.shown': {
      source: "SPEC §2 (one card per document, titled from its type: 'View Signed Policy')",
      controls: [TITLE, { role: 'article', name: 'View Signed Policy' }],
      absent: [DOCUMENTS_DOWN],
      calls: [DOCUMENTS_CALL],
    },
    'ready.content.down': {
      source: "SPEC §2 'A warning notice shows when the document service is down'",
      controls: [TITLE, { role: 'button', name: 'Try again', state: 'enabled' }],
      texts: [DOCUMENTS_DOWN],
    },
    'ready.sync.current': nothingOfItsOwn('the case as loaded: nothing of its own on the screen'),
    'ready.sync.reloading': {
      source: "SPEC §7 'after a successful submit the case is reloaded'",
      calls: [CASE_CALL],
    },
    'ready.flow.reviewing': {
      source: "SPEC §2 'Owner sees a Continue button'",
      controls: [{ role: 'button', name: 'Continue', state: 'enabled' }],
    },
    'ready.flow.continuing': {
      source: 'SPEC §2 Continue; pressed once, it waits for the answer (decision 066, double submits)',
      controls: [{ role: 'button', name: 'Continue', state: 'disabled' }],
    },
  },
};
