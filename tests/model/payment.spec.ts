import type { Page, Route } from '@playwright/test';
import type { SnapshotFrom } from 'xstate';
import type { PaymentLoad, paymentMachine } from '../../machines/payment.ts';
import type { RunningSandbox } from '../../sandbox/server.ts';
import type { StoredCase } from '../../sandbox/store/types.ts';
import { ApiError } from '../../src/api/errors.ts';
import { expect, test } from '../e2e/fixtures.ts';
import { DEMO, seedSession, setFaults } from '../e2e/support/demo.ts';
import {
  checkIfAsked,
  enterBank,
  enterCard,
  PAYMENT_HEADING,
  putCase,
  submitButton,
} from '../e2e/support/payment.ts';
import { paymentReplays } from './browser-replays.ts';
import { expectLoadFailure, fulfillLoadError } from './load-failures.ts';
import { ORACLE } from './oracle/index.ts';
import { expectScreenFromOracle, recordCalls } from './oracle/screen.ts';
import { describePaymentPath } from './payment-paths.ts';

type Snapshot = SnapshotFrom<typeof paymentMachine>;
type Event = { type: string; output?: PaymentLoad; error?: unknown };
type Step = { event: Event; state: Snapshot };
type Call = 'case' | 'info' | 'submit';

/**
 * The payment machine's generated paths replayed on the Payment screen of 100001 against the sandbox:
 * tours taking every transition of the model but `payment.retry`, which the screen has no control for
 * (browser-replays.ts lists it with why). Each call is held until the path says how it
 * ends; before a load is let through, the sandbox's case is put in the state the path's load stands for.
 * The first payment goes by card through the provider's real cross-origin frame where it is paid or the
 * card refused, by bank otherwise; the recurring setup by the bank account on file.
 */
const CASE = '100001';
const GOOD_CARD = '4111111111111111';
const DECLINED_CARD = '4000000000000002';
const BANK = { routing: '021000021', account: '123456789', holder: 'Olivia Owner' };
const BANK_ON_FILE = {
  bankAccountType: 'Checking' as const,
  routingNumber: '021000021',
  accountLast4: '6789',
  accountNumberHash: 'model-test',
  accountHolderName: 'Olivia Owner',
};

async function holdCalls(page: Page) {
  const held: Record<Call, Route[]> = { case: [], info: [], submit: [] };
  await page.route(`**/api/cases/${CASE}`, (route) => void held.case.push(route));
  await page.route(`**/api/Payments/${CASE}`, (route) => void held.info.push(route));
  await page.route(`**/api/Payments/${CASE}/{Initial,Recurring}`, (route) => void held.submit.push(route));
  return async (call: Call) => {
    await expect.poll(() => held[call].length).toBeGreaterThan(0);
    return held[call].shift() as Route;
  };
}

const changeCase = (sandbox: RunningSandbox, change: (stored: StoredCase) => void) =>
  putCase(sandbox, CASE, change);

/** The sandbox made to answer what the model's load stands for: its status, its bank account, its Owner. */
const standFor = (load: PaymentLoad) => (stored: StoredCase) => {
  stored.payment.status = load.info.paymentStatus;
  stored.lifeCycleStatus = load.case.lifeCycleStatus;
  if (load.info.paymentMethods.some((m) => m.paymentSourceType === 'BankAccount'))
    stored.payment.bankAccount ??= BANK_ON_FILE;
  if (load.case.partyId === 'p-ian')
    for (const party of stored.parties) if (party.roles.includes('Owner')) party.roles = ['Insured'];
};

const codeOf = (event: Event | undefined) => (event?.error instanceof ApiError ? event.error.code : null);

/** Enters and sends a payment the way the screen of the status asks for it. */
async function pay(page: Page, from: Snapshot, next: Event | undefined) {
  if (from.matches('RecurringSetupRequired')) {
    // Recurring payments are by bank only: said, not asked (decision 360).
    await expect(page.getByText('Payment method: Bank account')).toBeVisible();
    await page.getByLabel(/I authorize the use of this bank account/).check();
    await submitButton(page, 'Set Up Recurring Payments').click();
    return;
  }
  // The card where a card is what the path is about (paid, or refused by the provider); the bank elsewhere.
  const code = codeOf(next);
  if (code === 'PaymentIssue' || code === 'Conflict') {
    await page.getByLabel('Bank account').check();
    await enterBank(page, BANK);
  } else {
    await page.getByLabel('Credit card').check();
    await enterCard(page, code === 'PaymentCardError' ? DECLINED_CARD : GOOD_CARD);
  }
  await checkIfAsked(page, 'Set up a different payment method for my future payments');
  // One Submit: a card is tokenized by the provider's frame and paid with no second click.
  await submitButton(page).click();
}

/** What the table does not ask: a denied load raises no toast besides its own alert (decision 073). */
async function expectReplayOwn(page: Page, state: Snapshot) {
  if (state.matches('loadDenied')) await expectLoadFailure(page, 'denied');
}

// Each path starts from a fresh sandbox of its worker: the paths may share the workers.
test.describe.configure({ mode: 'parallel' });

for (const [i, path] of paymentReplays().paths.entries()) {
  test(`payment tour ${i + 1}: ${describePaymentPath(path)}`, async ({ page, sandbox }) => {
    const next = await holdCalls(page);
    const calls = recordCalls(page);
    await seedSession(page, DEMO.olivia);
    await page.goto(`payment/${CASE}`);
    await expect(page.getByRole('heading', { level: 1, name: PAYMENT_HEADING })).toBeVisible();
    const steps = path.steps as Step[];
    for (const [index, step] of steps.entries()) {
      const { event } = step;
      await test.step(describePaymentPath({ steps: [step] }) || 'init', async () => {
        switch (event.type) {
          case 'xstate.init':
            break;
          case 'xstate.done.actor.loadPayment':
            await changeCase(sandbox, standFor(event.output as PaymentLoad));
            await (await next('case')).continue();
            await (await next('info')).continue();
            break;
          case 'xstate.error.actor.loadPayment':
            await (await next('case')).continue();
            await fulfillLoadError(await next('info'), event.error);
            break;
          case 'payment.submit': {
            const following = steps[index + 1]?.event;
            await setFaults(sandbox, { paymentIssue: codeOf(following) === 'PaymentIssue' });
            await pay(page, steps[index - 1]?.state as Snapshot, following);
            break;
          }
          case 'xstate.done.actor.submitPayment':
            await (await next('submit')).continue();
            break;
          case 'xstate.error.actor.submitPayment':
            // Paid meanwhile (another tab): the sandbox no longer takes a first payment.
            if (codeOf(event) === 'Conflict')
              await changeCase(sandbox, (stored) => {
                stored.payment.status = 'RecurringSetupRequired';
              });
            await (await next('submit')).continue();
            break;
          default:
            throw new Error(`No screen action for ${event.type}`);
        }
        const done = steps.slice(0, index + 1).map((s) => s.event);
        await expectScreenFromOracle(page, ORACLE.payment!, step.state.value, { done, calls });
        await expectReplayOwn(page, step.state);
      });
    }
  });
}
