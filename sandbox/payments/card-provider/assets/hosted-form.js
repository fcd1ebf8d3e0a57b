// Drives the hosted card form: the portal (and only the portal's origin) sends 'ccSubmit'; this page checks the
// card, has its provider tokenise it (POST /tokens), then either sends its own frame to the referral address
// with the token, or tells the parent 'fail'.
(() => {
  const rules = globalThis.CardRules;
  const form = document.getElementById('card-form');
  const { portalOrigin, referralBase, sessionId } = form.dataset;
  const fields = {
    number: document.getElementById('card-number'),
    expiry: document.getElementById('card-expiry'),
    cvv: document.getElementById('card-cvv'),
  };
  const summary = document.getElementById('card-errors');
  let submitted = false;

  // The form follows the portal's language (decision 426): the rules and the provider answer in English.
  const SPANISH = {
    'Enter your card number.': 'Introduzca el número de su tarjeta.',
    'The card number can only contain digits.': 'El número de la tarjeta solo puede contener dígitos.',
    'We accept Visa, Master Card, Discover and American Express.':
      'Aceptamos Visa, Master Card, Discover y American Express.',
    'This card number is not valid. Check it and try again.':
      'Este número de tarjeta no es válido. Revíselo e inténtelo de nuevo.',
    'Enter the expiry date as MM/YY.': 'Introduzca la fecha de vencimiento como MM/AA.',
    'The expiry month must be from 01 to 12.': 'El mes de vencimiento debe estar entre 01 y 12.',
    'This card has expired.': 'Esta tarjeta está vencida.',
    'Check the expiry year.': 'Revise el año de vencimiento.',
    'Enter the 3-digit security code.': 'Introduzca el código de seguridad de 3 dígitos.',
    'Enter the 4-digit security code.': 'Introduzca el código de seguridad de 4 dígitos.',
    'The card could not be sent. Please try again later.':
      'No se pudo enviar la tarjeta. Inténtelo de nuevo más tarde.',
    'The card could not be read. Please try again.': 'No se pudo leer la tarjeta. Inténtelo de nuevo.',
    'The card session is missing: open the card form from the payment page.':
      'Falta la sesión de la tarjeta: abra el formulario de la tarjeta desde la página de pago.',
    'Please correct the highlighted fields.': 'Corrija los campos marcados.',
  };
  const say = (text) => (form.dataset.language === 'es' ? (SPANISH[text] ?? text) : text);

  function showErrors(errors) {
    for (const [name, input] of Object.entries(fields)) {
      const message = document.getElementById(`${input.id}-error`);
      message.textContent = errors[name] ? say(errors[name]) : '';
      if (errors[name]) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
    }
    // One problem is said once, beside its field; a summary only gathers several.
    const count = Object.keys(errors).length;
    summary.textContent = count > 1 ? say('Please correct the highlighted fields.') : '';
  }

  function fail(errors) {
    showErrors(errors);
    window.parent.postMessage('fail', portalOrigin);
  }

  /** The card goes to this provider alone, which checks it again, keeps it and answers its token. */
  async function tokenise() {
    const response = await fetch('/tokens', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        sessionId,
        number: fields.number.value,
        expiry: fields.expiry.value,
        cvv: fields.cvv.value,
      }),
    });
    const answer = await response.json();
    return response.ok ? { ok: true, result: answer } : { ok: false, errors: answer.errors ?? {} };
  }

  async function onSubmit() {
    if (submitted) return;
    const check = rules.checkCard(
      { number: fields.number.value, expiry: fields.expiry.value, cvv: fields.cvv.value },
      new Date(),
    );
    if (!check.ok) {
      fail(check.errors);
      const firstInvalid = Object.keys(check.errors)[0];
      fields[firstInvalid]?.focus();
      return;
    }
    showErrors({});
    submitted = true;
    let target;
    try {
      const issued = await tokenise();
      if (!issued.ok) {
        submitted = false;
        fail(issued.errors);
        return;
      }
      target = rules.referralUrl(referralBase, portalOrigin, issued.result);
    } catch {
      submitted = false;
      fail({ number: 'The card could not be sent. Please try again later.' });
      return;
    }
    window.location.assign(target);
  }

  window.addEventListener('message', (event) => {
    // Only the embedding portal may submit; anything else is dropped (its origin logged, never its data).
    if (event.origin !== portalOrigin || event.source !== window.parent) {
      console.warn(`Hosted card form: ignored a message from ${event.origin || 'an unknown origin'}.`);
      return;
    }
    if (event.data === 'ccSubmit') void onSubmit();
  });

  // No submit button of its own: Enter must not post the card anywhere.
  form.addEventListener('submit', (event) => event.preventDefault());
})();
