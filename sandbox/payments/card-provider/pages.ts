import { html } from 'hono/html';

interface HostedFormPageInput {
  sessionId: string;
  referralBase: string;
  portalOrigin: string;
  /** The portal's language, which the form follows (decision 426). */
  language: FormLanguage;
}

export type FormLanguage = 'en' | 'es';

/** The form's words in each language the portal speaks; its messages are in assets/hosted-form.js. */
const FORM_TEXTS = {
  en: {
    title: 'Card details',
    brand: 'Secure card entry. We accept Visa, Master Card, Discover and American Express.',
    number: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    expiryPlaceholder: 'MM/YY',
    cvv: 'Security code (CVV)',
  },
  es: {
    title: 'Datos de la tarjeta',
    brand: 'Ingreso seguro de la tarjeta. Aceptamos Visa, Master Card, Discover y American Express.',
    number: 'Número de tarjeta',
    expiry: 'Fecha de vencimiento (MM/AA)',
    expiryPlaceholder: 'MM/AA',
    cvv: 'Código de seguridad (CVV)',
  },
} as const satisfies Record<FormLanguage, Record<string, string>>;

/** The language asked for in the form's address: Spanish when asked, else English. */
export const formLanguage = (asked: string | undefined): FormLanguage => (asked === 'es' ? 'es' : 'en');

/** Every interpolation below goes through hono/html's escaping, attributes included. */
export function hostedFormPage({ sessionId, referralBase, portalOrigin, language }: HostedFormPageInput) {
  const t = FORM_TEXTS[language];
  return html`<!doctype html>
<html lang="${language}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="referrer" content="no-referrer" />
    <title>${t.title}</title>
    <link rel="stylesheet" href="/assets/hosted-form.css" />
  </head>
  <body>
    <form
      id="card-form"
      aria-label="${t.title}"
      novalidate
      data-session-id="${sessionId}"
      data-referral-base="${referralBase}"
      data-portal-origin="${portalOrigin}"
      data-language="${language}"
    >
      <p class="brand">${t.brand}</p>
      <div>
        <label for="card-number">${t.number}</label>
        <input id="card-number" name="card-number" inputmode="numeric" autocomplete="cc-number"
          maxlength="23" aria-describedby="card-number-error" required />
        <p id="card-number-error" class="error"></p>
      </div>
      <div class="row">
        <div>
          <label for="card-expiry">${t.expiry}</label>
          <input id="card-expiry" name="card-expiry" inputmode="numeric" autocomplete="cc-exp"
            placeholder="${t.expiryPlaceholder}" maxlength="7" aria-describedby="card-expiry-error" required />
          <p id="card-expiry-error" class="error"></p>
        </div>
        <div>
          <label for="card-cvv">${t.cvv}</label>
          <input id="card-cvv" name="card-cvv" inputmode="numeric" autocomplete="cc-csc"
            maxlength="4" aria-describedby="card-cvv-error" required />
          <p id="card-cvv-error" class="error"></p>
        </div>
      </div>
      <p id="card-errors" class="error" role="alert"></p>
    </form>
    <script src="/assets/card-rules.js"></script>
    <script src="/assets/hosted-form.js"></script>
  </body>
</html>`;
}

export function refusedPage(reason: string) {
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Card form unavailable</title>
  </head>
  <body>
    <main>
      <h1>Card form unavailable</h1>
      <p role="alert">${reason}</p>
    </main>
  </body>
</html>`;
}
