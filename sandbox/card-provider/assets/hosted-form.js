// Drives the hosted card form: the portal (and only the portal's origin) sends 'ccSubmit'; this page checks the
// card, then either sends its own frame to the referral address with a token, or tells the parent 'fail'.
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

  function showErrors(errors) {
    for (const [name, input] of Object.entries(fields)) {
      const message = document.getElementById(`${input.id}-error`);
      message.textContent = errors[name] ?? '';
      if (errors[name]) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
    }
    // One problem is said once, beside its field; a summary only gathers several.
    const count = Object.keys(errors).length;
    summary.textContent = count > 1 ? 'Please correct the highlighted fields.' : '';
  }

  function randomDigits(count) {
    const bytes = crypto.getRandomValues(new Uint8Array(count));
    return Array.from(bytes, (byte) => String(byte % 10)).join('');
  }

  function randomAuth() {
    const bytes = crypto.getRandomValues(new Uint8Array(8));
    return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  }

  function fail(errors) {
    showErrors(errors);
    window.parent.postMessage('fail', portalOrigin);
  }

  function onSubmit() {
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
    let target;
    try {
      target = rules.referralUrl(referralBase, portalOrigin, {
        ccexp: check.card.ccexp,
        providerId: check.card.providerId,
        token: rules.makeToken(check.card, randomDigits(8), sessionId),
        txnAuth: randomAuth(),
      });
    } catch {
      fail({ number: 'The card could not be sent. Please try again later.' });
      return;
    }
    submitted = true;
    window.location.assign(target);
  }

  window.addEventListener('message', (event) => {
    // Only the embedding portal may submit; anything else is dropped (its origin logged, never its data).
    if (event.origin !== portalOrigin || event.source !== window.parent) {
      console.warn(`Hosted card form: ignored a message from ${event.origin || 'an unknown origin'}.`);
      return;
    }
    if (event.data === 'ccSubmit') onSubmit();
  });

  // No submit button of its own: Enter must not post the card anywhere.
  form.addEventListener('submit', (event) => event.preventDefault());
})();
