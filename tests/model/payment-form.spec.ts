import type { Page, Route } from '@playwright/test';
import type { SnapshotFrom } from 'xstate';
import type { paymentFormMachine } from '../../machines/paymentForm.ts';
import { expect, test } from '../e2e/fixtures.ts';
import { DEMO, seedSession } from '../e2e/support/demo.ts';
import { cardForm, enterCard, PAYMENT_HEADING, submitButton } from '../e2e/support/payment.ts';
import { describePath } from './document-paths.ts';
import { paymentFormModel } from './payment-paths.ts';

type FormSnapshot = SnapshotFrom<typeof paymentFormMachine>;
type FormEvent = { type: string; [key: string]: unknown };
type Step = { event: FormEvent; state: FormSnapshot };

/**
 * The initial payment form's generated paths replayed on the real Payment screen against the sandbox,
 * through the card provider's real cross-origin frame: the shortest path to each state the form can be
 * in (the parent's `resume` after a refused payment is the machine tests' and the e2e tests'). The card
 * session call is held until the path says whether it opens or fails.
 */
const model = paymentFormModel('initial');
const shortest = new Map<string, (typeof model.paths)[number]>();
for (const path of model.paths) {
  if (path.steps.some((s) => s.event.type === 'paymentForm.resume')) continue;
  const key = JSON.stringify(path.state.value);
  const known = shortest.get(key);
  if (!known || known.steps.length > path.steps.length) shortest.set(key, path);
}

const LABELS: Record<string, string | RegExp> = {
  BankAccount: 'Bank account',
  CreditCard: 'Credit card',
  SameAsInitial: 'Use the same bank account for my future payments',
  NewPaymentMethod: 'Set up a different payment method for my future payments',
  routingNumber: 'Routing number',
  accountNumber: 'Account number',
  accountHolderName: 'Account holder name',
};

async function holdCardSessions(page: Page) {
  const held: Route[] = [];
  await page.route('**/api/Payments/100001/PaymentCardSessionId', (route) => void held.push(route));
  const next = async () => {
    await expect.poll(() => held.length).toBeGreaterThan(0);
    return held.shift() as Route;
  };
  return {
    pass: async () => (await next()).continue(),
    fail: async () =>
      (await next()).fulfill({
        status: 500,
        json: { errors: { Error: 'Card sessions are down', Code: 'ServerError' } },
      }),
  };
}

async function expectFormShows(page: Page, state: FormSnapshot) {
  const card = state.value.card;
  if (state.matches({ entry: 'sent' })) {
    // Handed to the payment machine, which pays in the sandbox and follows the new status.
    await expect(page.getByRole('heading', { name: 'Recurring Payments' })).toBeVisible();
    return;
  }
  if (state.matches({ entry: 'tokenizing' })) return; // the frame answers at once
  if (state.matches({ entry: 'reviewing' }))
    await expect(page.getByLabel('Payment review')).toContainText('Card ending in 1111');
  if (card === 'opening') await expect(page.getByText('Loading the card form…')).toBeAttached();
  if (card === 'unavailable')
    await expect(page.getByText('The card form could not be loaded.')).toBeVisible();
  if (card === 'open' && state.matches({ entry: 'editing' }))
    await expect(cardForm(page).getByLabel('Card number')).toBeVisible();
  if (state.context.summary) await expect(page.getByText(state.context.summary)).toBeVisible();
}

for (const path of shortest.values()) {
  test(`paymentForm path: ${describePath(path)}`, async ({ page }) => {
    await seedSession(page, DEMO.olivia);
    const sessions = await holdCardSessions(page);
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
            await page.getByLabel(LABELS[event.option as string] as string).check();
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
            break;
          }
          case 'cardFrame.token':
          case 'cardFrame.failed':
            break; // the hosted frame's own answer to the submit above
          default:
            throw new Error(`No screen action for ${event.type}`);
        }
        await expectFormShows(page, step.state);
      });
    }
  });
}
