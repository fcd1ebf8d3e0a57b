// The hosted card form's checks, as a plain browser script (no build step) that tests also load in Node's vm.
(() => {
  // SPEC §3 provider ids. Prefix rules follow the card networks' published IIN ranges.
  const BRANDS = [
    {
      name: 'American Express',
      providerId: '6',
      lengths: [15],
      cvvLength: 4,
      matches: (d) => /^3[47]/.test(d),
    },
    {
      name: 'Visa',
      providerId: '2',
      lengths: [13, 16, 19],
      cvvLength: 3,
      matches: (d) => d.startsWith('4'),
    },
    {
      name: 'Master Card',
      providerId: '1',
      lengths: [16],
      cvvLength: 3,
      matches: (d) => {
        const two = Number(d.slice(0, 2));
        const four = Number(d.slice(0, 4));
        return (two >= 51 && two <= 55) || (d.length >= 4 && four >= 2221 && four <= 2720);
      },
    },
    {
      name: 'Discover',
      providerId: '3',
      lengths: [16, 17, 18, 19],
      cvvLength: 3,
      matches: (d) => {
        const three = Number(d.slice(0, 3));
        const six = Number(d.slice(0, 6));
        return (
          d.startsWith('6011') ||
          d.startsWith('65') ||
          (three >= 644 && three <= 649) ||
          (d.length >= 6 && six >= 622126 && six <= 622925)
        );
      },
    },
  ];

  const MAX_YEARS_AHEAD = 20;

  function digitsOf(cardNumber) {
    return String(cardNumber).replace(/[\s-]/g, '');
  }

  function brandOf(digits) {
    return BRANDS.find((brand) => brand.matches(digits)) ?? null;
  }

  function luhnValid(digits) {
    if (!/^\d+$/.test(digits)) return false;
    let sum = 0;
    for (let i = 0; i < digits.length; i++) {
      let digit = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) {
        digit *= 2;
        if (digit > 9) digit -= 9;
      }
      sum += digit;
    }
    return sum % 10 === 0;
  }

  function checkNumber(cardNumber) {
    const digits = digitsOf(cardNumber);
    if (digits === '') return { error: 'Enter your card number.' };
    if (!/^\d+$/.test(digits)) return { error: 'The card number can only contain digits.' };
    const brand = brandOf(digits);
    if (!brand) return { error: 'We accept Visa, Master Card, Discover and American Express.' };
    if (!brand.lengths.includes(digits.length) || !luhnValid(digits))
      return { error: 'This card number is not valid. Check it and try again.' };
    return { digits, brand };
  }

  // A card is good through the last day of its expiry month wherever its holder is: the month has ended
  // only when it has ended in the last time zone on earth, UTC-12 (decision 470). The browser's own zone
  // and the server's play no part, so the form and the provider always agree.
  const LAST_ZONE_OFFSET_MS = 12 * 60 * 60 * 1000;

  /** The month (1-12) and year it still is somewhere on earth at `now`. */
  function monthStillGoing(now) {
    const lastZone = new Date(now.getTime() - LAST_ZONE_OFFSET_MS);
    return { year: lastZone.getUTCFullYear(), month: lastZone.getUTCMonth() + 1 };
  }

  /** Whether a card of this expiry (MMYY) has expired at `now`. */
  function cardExpired(ccexp, now) {
    const month = Number(String(ccexp).slice(0, 2));
    const year = 2000 + Number(String(ccexp).slice(2, 4));
    const current = monthStillGoing(now);
    return year < current.year || (year === current.year && month < current.month);
  }

  /** MM/YY (also MMYY or MM / YY). */
  function checkExpiry(expiry, now) {
    const match = /^\s*(\d{2})\s*\/?\s*(\d{2})\s*$/.exec(String(expiry));
    if (!match) return { error: 'Enter the expiry date as MM/YY.' };
    const month = Number(match[1]);
    const ccexp = `${match[1]}${match[2]}`;
    if (month < 1 || month > 12) return { error: 'The expiry month must be from 01 to 12.' };
    if (cardExpired(ccexp, now)) return { error: 'This card has expired.' };
    if (2000 + Number(match[2]) > monthStillGoing(now).year + MAX_YEARS_AHEAD)
      return { error: 'Check the expiry year.' };
    return { ccexp };
  }

  function checkCvv(cvv, brand) {
    const length = brand ? brand.cvvLength : 3;
    const pattern = new RegExp(`^\\d{${length}}$`);
    if (!pattern.test(String(cvv).trim())) return { error: `Enter the ${length}-digit security code.` };
    return {};
  }

  /** Every problem at once, so the form can mark each field; `ok` only when all three pass. */
  function checkCard(input, now) {
    const number = checkNumber(input.number);
    const expiry = checkExpiry(input.expiry, now);
    const cvv = checkCvv(input.cvv, number.brand ?? brandOf(digitsOf(input.number)));
    const errors = {};
    if (number.error) errors.number = number.error;
    if (expiry.error) errors.expiry = expiry.error;
    if (cvv.error) errors.cvv = cvv.error;
    if (Object.keys(errors).length > 0) return { ok: false, errors };
    return {
      ok: true,
      card: {
        providerId: number.brand.providerId,
        brand: number.brand.name,
        lastFour: number.digits.slice(-4),
        ccexp: expiry.ccexp,
        digits: number.digits,
      },
    };
  }

  /** The referral address with the four values of SPEC §7; refuses any target off the portal's origin. */
  function referralUrl(referralBase, portalOrigin, result) {
    const url = new URL(referralBase);
    if (url.origin !== portalOrigin) throw new Error('The referral address is not on the portal origin.');
    url.searchParams.set('ccexp', result.ccexp);
    url.searchParams.set('transarmortokenproviderid', result.providerId);
    url.searchParams.set('transarmortoken', result.token);
    url.searchParams.set('txnauth', result.txnAuth);
    return url.toString();
  }

  globalThis.CardRules = {
    BRANDS,
    brandOf,
    luhnValid,
    checkNumber,
    cardExpired,
    checkExpiry,
    checkCvv,
    checkCard,
    referralUrl,
  };
})();
