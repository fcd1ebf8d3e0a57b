import type { Page, Route } from '@playwright/test';
import type { SnapshotFrom } from 'xstate';
import type { documentReviewMachine } from '../../machines/documentReview.ts';
import type { RunningSandbox } from '../../sandbox/server.ts';
import { expect, test } from '../e2e/fixtures.ts';
import { DEMO, seedSession, setFaults } from '../e2e/support/demo.ts';
import { card, press, REVIEW_HEADING } from '../e2e/support/document-review.ts';
import { documentReviewReplays, phoneReviewPaths } from './browser-replays.ts';
import { describePath, reviewModel } from './document-paths.ts';
import { expectLoadFailure, fulfillLoadError } from './load-failures.ts';
import { ORACLE } from './oracle/index.ts';
import { expectScreenFromOracle, recordCalls, type Seen } from './oracle/screen.ts';

type ReviewSnapshot = SnapshotFrom<typeof documentReviewMachine>;
type ReviewEvent = { type: string };

const SIGNED = 'View Signed Policy';

type Call = 'case' | 'documents' | 'payment';

/**
 * Case 100001 narrowed to its signed policy, as the model's case has one document. Every call the
 * review makes is held until the path ends it: passed on to the sandbox (narrowed), or failed.
 */
async function holdCalls(page: Page, sandbox: RunningSandbox) {
  const held: Record<Call, Route[]> = { case: [], documents: [], payment: [] };
  let documentsFail = false;
  const onlySigned = <T extends { documentType: string }>(docs: T[]) =>
    docs.filter((d) => d.documentType === 'SignedPolicy');
  await page.route('**/api/cases/100001', (route) => void held.case.push(route));
  await page.route('**/api/Documents/100001', async (route) => {
    // ky retries a 503 GET; while the path says the service is down, every try is refused.
    if (documentsFail)
      await route.fulfill({ status: 503, json: { errors: { Error: 'Down', Code: 'EpdDown' } } });
    else held.documents.push(route);
  });
  await page.route('**/api/Payments/100001', (route) => void held.payment.push(route));
  const next = async (call: Call) => {
    await expect.poll(() => held[call].length).toBeGreaterThan(0);
    return held[call].shift()!;
  };
  return {
    async pass(call: Call) {
      const route = await next(call);
      const response = await route.fetch();
      if (call === 'payment') return route.fulfill({ response });
      const body = await response.json();
      const json = call === 'case' ? { ...body, documents: onlySigned(body.documents) } : onlySigned(body);
      return route.fulfill({ response, json });
    },
    async fail(call: Call, error?: unknown) {
      if (call === 'documents') {
        // Held first: a request arriving after the flag is set would be refused unheld, and wait forever.
        const route = await next(call);
        documentsFail = true;
        return route.fulfill({ status: 503, json: { errors: { Error: 'Down', Code: 'EpdDown' } } });
      }
      return fulfillLoadError(await next(call), error);
    },
    async documentsBack() {
      documentsFail = false;
      await setFaults(sandbox, { documentsDown: false });
    },
  };
}

/**
 * The oracle's rows for the review's state, then what they leave to the path's data: which card is
 * open, whether its document is reviewed, the PDF loading in it, and the replay's own failure words.
 */
async function expectReviewShows(page: Page, state: ReviewSnapshot, seen: Seen) {
  await expectScreenFromOracle(page, ORACLE.documentReview!, state.value, seen);
  if (state.matches('failed') || state.matches('denied')) {
    await expectLoadFailure(page, state.matches('denied') ? 'denied' : 'failed');
    return;
  }
  if (!state.matches('ready')) return;
  const signed = card(page, SIGNED);
  await expect(signed.getByRole('button', { name: /^View Signed Policy/ })).toHaveAttribute(
    'aria-expanded',
    state.context.openDocumentId === 'SIGNED' ? 'true' : 'false',
  );
  const reviewed = state.context.case?.documents[0]?.isReviewComplete === true;
  await expect(signed.getByRole('img', { name: reviewed ? 'Reviewed' : 'Review required' })).toBeVisible();
  if (state.context.openDocumentId === 'SIGNED' && state.matches({ ready: { content: 'fetching' } })) {
    await expect(signed.getByText('Loading PDF...')).toBeVisible();
  }
}

// Tours taking every transition of the review model but one the screen cannot drive, a second review
// while the case reloads (browser-replays.ts says why; tests/unit/document-review.test.ts takes it). The
// phone's canvas viewer differs only while the card is open, so the phone project replays the fewest
// tours that pass every state with the card open.
const { paths } = documentReviewReplays();
const phonePaths = new Set(phoneReviewPaths(paths, reviewModel().serializeState));

for (const [i, path] of paths.entries()) {
  test(
    `documentReview tour ${i + 1}: ${describePath(path)}`,
    { tag: phonePaths.has(path) ? '@phone' : [] },
    async ({ page, sandbox }, testInfo) => {
      const phone = testInfo.project.name === 'phone';
      await seedSession(page, DEMO.olivia);
      const made = recordCalls(page);
      const calls = await holdCalls(page, sandbox);
      await page.goto('doc-review/100001');
      await expect(page.getByRole('heading', { level: 1, name: REVIEW_HEADING })).toBeVisible();
      for (const [at, step] of path.steps.entries()) {
        const event = step.event as ReviewEvent;
        const seen = { calls: made, done: path.steps.slice(0, at + 1).map((s) => s.event) };
        if (event.type === 'xstate.init') {
          await expectReviewShows(page, step.state, seen);
          continue;
        }
        await test.step(describePath({ steps: [step] }), async () => {
          switch (event.type) {
            case 'xstate.done.actor.loadCase':
            case 'xstate.done.actor.reloadCase':
              await calls.pass('case');
              break;
            case 'xstate.error.actor.loadCase':
              await calls.fail('case', (event as { error?: unknown }).error);
              break;
            case 'xstate.done.actor.loadDocuments':
              await calls.pass('documents');
              break;
            case 'xstate.error.actor.loadDocuments':
              await calls.fail('documents');
              break;
            case 'xstate.done.actor.loadPaymentInfo':
              await calls.pass('payment');
              break;
            case 'review.retry':
              await press(page.getByRole('button', { name: 'Try again' }));
              break;
            case 'documents.retry':
              await calls.documentsBack();
              await press(page.getByRole('button', { name: 'Try again' }));
              break;
            case 'review.toggle':
              await press(card(page, SIGNED).getByRole('button', { name: /^View Signed Policy/ }));
              break;
            case 'review.continue':
              await press(page.getByRole('button', { name: 'Continue' }));
              break;
            case 'card.updated':
              await press(
                card(page, SIGNED).getByRole('button', { name: phone ? "I've reviewed it!" : 'Next' }),
              );
              break;
            default:
              throw new Error(`No screen action for ${event.type}`);
          }
          await expectReviewShows(page, step.state, seen);
        });
      }
    },
  );
}
