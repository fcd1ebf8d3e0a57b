import { expect, test } from './fixtures.ts';
import { cardForm, openPayment } from './support/payment.ts';
import { keepScreenText } from './support/spanishTexts.ts';

/**
 * Decision 426: in Spanish the card provider's hosted form speaks Spanish too (its words and its
 * messages), and the receipt names the card the insurer describes in English ('Visa ending in 1111') in
 * Spanish.
 */
test('in Spanish, the hosted card form and the receipt of a card payment read in Spanish', async ({
  page,
}) => {
  test.slow();
  // Signed in as the other specs sign in, then Spanish chosen as the switch keeps it (decision 270).
  await page.addInitScript(() => localStorage.setItem('epd.language', 'es'));
  await openPayment(page, 'payment/100001');
  await page.getByLabel('Tarjeta de crédito').check();
  const form = cardForm(page);
  await expect(form.getByLabel('Número de tarjeta')).toBeVisible();
  await expect(form.getByLabel('Fecha de vencimiento (MM/AA)')).toBeVisible();
  await expect(form.getByLabel('Código de seguridad (CVV)')).toBeVisible();
  await expect(form.locator('html')).toHaveAttribute('lang', 'es');
  await expect(form.getByText(/Card number|Expiry date|Security code/)).toHaveCount(0);

  await form.getByLabel('Número de tarjeta').fill('4111111111111112');
  await form.getByLabel('Fecha de vencimiento (MM/AA)').fill('12/30');
  await form.getByLabel('Código de seguridad (CVV)').fill('123');
  await page.getByRole('button', { name: 'Enviar pago de $167.50' }).click();
  await expect(
    form.getByText('Este número de tarjeta no es válido. Revíselo e inténtelo de nuevo.'),
  ).toBeVisible();

  await form.getByLabel('Número de tarjeta').fill('4111111111111111');
  await page.getByRole('button', { name: 'Enviar pago de $167.50' }).click();
  await expect(page.locator('.alert--success')).toContainText(
    /Pago recibido: \$167\.50 con Tarjeta de crédito, Visa que termina en 1111 12\/30\./,
  );
  await expect(page.getByText(/ending in/)).toHaveCount(0);
  await keepScreenText(page, 'card payment receipt');
});
