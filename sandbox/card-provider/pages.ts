import { html } from 'hono/html';

interface HostedFormPageInput {
  sessionId: string;
  referralBase: string;
  portalOrigin: string;
}

/** Every interpolation below goes through hono/html's escaping, attributes included. */
export function hostedFormPage({ sessionId, referralBase, portalOrigin }: HostedFormPageInput) {
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="referrer" content="no-referrer" />
    <title>Card details</title>
    <link rel="stylesheet" href="/assets/hosted-form.css" />
  </head>
  <body>
    <form
      id="card-form"
      aria-label="Card details"
      novalidate
      data-session-id="${sessionId}"
      data-referral-base="${referralBase}"
      data-portal-origin="${portalOrigin}"
    >
      <p class="brand">Secure card entry. We accept Visa, Master Card, Discover and American Express.</p>
      <div>
        <label for="card-number">Card number</label>
        <input id="card-number" name="card-number" inputmode="numeric" autocomplete="cc-number"
          maxlength="23" aria-describedby="card-number-error" required />
        <p id="card-number-error" class="error"></p>
      </div>
      <div class="row">
        <div>
          <label for="card-expiry">Expiry date (MM/YY)</label>
          <input id="card-expiry" name="card-expiry" inputmode="numeric" autocomplete="cc-exp"
            placeholder="MM/YY" maxlength="7" aria-describedby="card-expiry-error" required />
          <p id="card-expiry-error" class="error"></p>
        </div>
        <div>
          <label for="card-cvv">Security code (CVV)</label>
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
