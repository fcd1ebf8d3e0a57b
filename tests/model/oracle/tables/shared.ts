import type { Row } from '../row.ts';

/** SPEC §8 'Case not found': said once on the screen, with the way home and no retry (decision 073). */
export const LOAD_DENIED: Row = {
  source: "SPEC §8 'Case not found'; §2 Go-home button; decision 073",
  texts: ['Case not found!'],
  controls: [
    { role: 'link', name: 'Return to Dashboard' },
    { role: 'button', name: 'Try again', state: 'absent' },
  ],
};

/**
 * SPEC §8 'Any other load error': the server's message (the replay's own words, checked there) and
 * asking again (decision 073 words the retry).
 */
export const LOAD_FAILED: Row = {
  source: "SPEC §8 'Any other load error'; decision 073",
  absent: ['Case not found!'],
  controls: [{ role: 'alert' }, { role: 'button', name: 'Try again', state: 'enabled' }],
};

/** SPEC §2 dashboard 'While loading it shows a spinner'; the spinner's words are the portal's. */
export const SPINNER = 'Loading…';
