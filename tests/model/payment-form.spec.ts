import type { Page, Route } from '@playwright/test';
import type { SnapshotFrom } from 'xstate';
import type { paymentFormMachine } from '../../machines/paymentForm.ts';
import { expect, test } from '../e2e/fixtures.ts';
import { DEMO, seedSession } from '../e2e/support/demo.ts';
import { cardForm, checkIfAsked, enterCard, PAYMENT_HEADING, submitButton } from '../e2e/support/payment.ts';
import { paymentFormReplays } from './browser-replays.ts';
import { describePath } from './document-paths.ts';
import { ORACLE } from './oracle/index.ts';
import { expectScreenFromOracle, recordCalls } from './oracle/screen.ts';

type FormSnapshot = SnapshotFrom<typeof paymentFormMachine>;
type FormEvent = { type: string; [key: string]: unknown };
type Step = { event: FormEvent; state: FormSnapshot };

/**
 * The initial payment form's generated paths replayed on the real Payment screen against the sandbox,
 * through the card provider's real cross-origin frame: tours taking every transition of the form's
 * model (browser-replays.ts). The card session call and the payment are held until the path says how
 * they end: a payment the path resumes the form after is refused (the card by the processor, anything
 * else by the server), one it does not is passed on to the sandbox.
 */
const CARD_REFUSED = {
  status: 422,
  json: { errors: { Error: 'There was an issue processing the payment.', Code: 'PaymentCardError' } },
};
const SERVER_ERROR = { status: 500, json: { errors: { Error: 'Boom', Code: 'ServerError' } } };

const LABELS: Record<string, string | RegExp> = {
  BankAccount: 'Bank account',
  CreditCard: 'Credit card',
  SameAsInitial: 'Use the same bank account for my future payments',
  NewPaymentMethod: 'Set up a different payment method for my future payments',
  routingNumber: 'Routing number',
  accountNumber: 'Account number',
  accountHolderName: 'Account holder name',
};

async function hold(page: Page, url: string) {
  const held: Route[] = [];
  await page.route(url, (route) => void held.push(route));
  return async () => {
    await expect.poll(() => held.length).toBeGreaterThan(0);
    return held.shift() as Route;
  };
}

async function holdCardSessions(page: Page) {
  const next = await hold(page, '**/api/Payments/100001/PaymentCardSessionId');
  return {
    pass: async () => (await next()).continue(),
    fail: async () =>
      (await next()).fulfill({
        status: 500,
        json: { errors: { Error: 'Card sessions are down', Code: 'ServerError' } },
      }),
  };
}

/** Whether the path's own events leave a card the hosted form took (not changed, refused or re-chosen since). */
const cardHeld = (events: readonly FormEvent[]) =>
  events.reduce(
    (held, e) =>
      e.type === 'cardFrame.token'
        ? true
        : e.type === 'paymentForm.chooseMethod' ||
            e.type === 'paymentForm.changeCard' ||
            (e.type === 'paymentForm.resume' && e.clearCard === true)
          ? false
          : held,
    false,
  );

/**
 * What the table cannot say: where the replay holds the payment (a held one is busy, a released one is
 * paid and the form gone), the card form's hidden loading words and its fields inside the provider's
 * frame, and the server's raw words for a payment it refused (SPEC §8 'Raw error text', the replay's).
 */
async function expectReplayOwn(
  page: Page,
  state: FormSnapshot,
  done: FormEvent[],
  next: FormEvent | undefined,
) {
  const card = state.value.card;
  const last = done.at(-1);
  if (state.matches({ entry: 'sent' })) {
    if (next?.type === 'paymentForm.resume') {
      await expect(page.getByRole('button', { name: 'Submitting…' })).toBeDisabled();
      if (cardHeld(done))
        await expect(page.getByLabel('Payment review')).toContainText('Card ending in 1111');
    } else await expect(page.getByRole('heading', { name: 'Recurring Payments' })).toBeVisible();
    return;
  }
  if (card === 'opening') await expect(page.getByText('Loading the card form…')).toBeAttached();
  if (card === 'open' && state.matches({ entry: 'editing' }) && !cardHeld(done))
    await expect(cardForm(page).getByLabel('Card number')).toBeVisible();
  if (last?.type === 'paymentForm.resume' && !last.clearCard)
    await expect(page.getByText('Boom')).toBeVisible();
}

for (const [i, path] of paymentFormReplays().paths.entries()) {
  test(`paymentForm tour ${i + 1}: ${describePath(path)}`, async ({ page }) => {
    const calls = recordCalls(page);
    await seedSession(page, DEMO.olivia);
    const sessions = await holdCardSessions(page);
    const payment = await hold(page, '**/api/Payments/100001/Initial');
    await page.goto('payment/100001');
    await expect(page.getByRole('heading', { level: 1, name: PAYMENT_HEADING })).toBeVisible();
    const steps = path.steps as Step[];
    for (const [index, step] of steps.entries()) {
      const { event } = step;
      if (event.type === 'xstate.init') continue;
      await test.step(describePath({ steps: [step] }), async () => {
        switch (event.type) {
          case 'paymentForm.chooseMethod':
            await page.getByLabel(LABELS[event.method as string] as string).check();
            break;
          case 'paymentForm.chooseRecurring':
            await checkIfAsked(page, LABELS[event.option as string] as string);
            break;
          case 'paymentForm.chooseFrequency':
            await page.getByLabel(new RegExp(`^${event.frequency}`)).check();
            break;
          case 'paymentForm.editBank':
            await page.getByLabel(LABELS[event.field as string] as string).fill(event.value as string);
            break;
          case 'paymentForm.chooseAccountType':
            await page.getByLabel('Account type').selectOption('Savings');
            break;
          case 'paymentForm.acknowledge':
            await page.getByLabel(/I authorize the use of this bank account/).check();
            break;
          case 'xstate.done.actor.openCardSession':
            await sessions.pass();
            break;
          case 'xstate.error.actor.openCardSession':
            await sessions.fail();
            break;
          case 'paymentForm.retryCard':
            await page.getByRole('button', { name: 'Try again' }).click();
            break;
          case 'paymentForm.changeCard':
            await page.getByRole('button', { name: 'Use a different card' }).click();
            break;
          case 'paymentForm.submit': {
            // The frame answers 'ccSubmit' with what was typed: a good card unless the path says 'failed'.
            if (step.state.matches({ entry: 'tokenizing' }))
              await enterCard(
                page,
                steps[index + 1]?.event.type === 'cardFrame.failed' ? '4111111111111112' : '4111111111111111',
              );
            await submitButton(page).click();
            if (
              step.state.matches({ entry: 'sent' }) &&
              steps[index + 1]?.event.type !== 'paymentForm.resume'
            )
              await (await payment()).continue();
            break;
          }
          case 'paymentForm.resume':
            await (await payment()).fulfill(event.clearCard ? CARD_REFUSED : SERVER_ERROR);
            break;
          case 'cardFrame.token':
            // The frame's token pays at once (one Submit): released unless the path refuses it next.
            if (steps[index + 1]?.event.type !== 'paymentForm.resume') await (await payment()).continue();
            break;
          case 'cardFrame.failed':
            break; // the hosted frame's own answer to the submit above
          default:
            throw new Error(`No screen action for ${event.type}`);
        }
        const done = steps.slice(0, index + 1).map((s) => s.event);
        await expectScreenFromOracle(page, ORACLE['paymentForm (initial)']!, step.state.value, {
          done,
          calls,
        });
        await expectReplayOwn(page, step.state, done, steps[index + 1]?.event);
      });
    }
  });
}
