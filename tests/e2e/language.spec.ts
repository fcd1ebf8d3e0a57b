import { expect, test } from './fixtures.ts';
import { DEMO } from './support/demo.ts';
import { keepScreenText } from './support/spanishTexts.ts';

/**
 * Decision 270: the language switch on the login page, where it must work before
 * anything else has loaded. The Spanish journey itself is tests/e2e/spanish.spec.ts.
 */
test.use({ locale: 'es-US' });

test('a Spanish browser gets Spanish; the switch to English keeps what is typed and lasts', async ({
  page,
}) => {
  await page.goto('login');
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(page).toHaveTitle('Iniciar sesión | Entrega Electrónica de Pólizas');
  await page.getByLabel('Correo electrónico').fill(DEMO.olivia);
  // The form's own check, a text its machine carries in English, is shown in Spanish.
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('alert').first()).toHaveText('Ingrese su contraseña.');
  await keepScreenText(page, 'language login password check');

  await page.getByRole('button', { name: 'View this site in English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expect(page.getByRole('alert').first()).toHaveText('Please enter your password.');
  await expect(page.getByLabel('Email')).toHaveValue(DEMO.olivia);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ver este sitio en español' })).toHaveText('Español');
});

test.describe('an English browser', () => {
  test.use({ locale: 'en-US' });

  test('when the Spanish cannot be loaded, it says so and stays in English, losing nothing', async ({
    page,
  }) => {
    await page.route('**/assets/spanish-*.js', (route) => route.abort());
    await page.goto('login');
    await page.getByLabel('Email').fill(DEMO.olivia);
    await page.getByRole('button', { name: 'Ver este sitio en español' }).click();
    await expect(page.getByText('Spanish could not be loaded. Please try again.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(DEMO.olivia);

    await page.unroute('**/assets/spanish-*.js');
    await page.getByRole('button', { name: 'Ver este sitio en español' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.getByLabel('Correo electrónico')).toHaveValue(DEMO.olivia);
  });
});
