import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  foldName,
  namesMatch,
  signedDocuments,
  signerOf,
  signerRole,
  signingRows,
} from '../../src/domain/acceptance/signature.ts';
import { signingAmounts } from '../../src/domain/acceptance/signingAmounts.ts';
import { ROLE_TEXTS } from '../../src/domain/journey/caseSummaryTexts.ts';
import { reviewCase } from './document-fixtures.ts';

/** Letters a name may hold: plain, accented, and a few from other scripts. */
const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzéèçñøåüöäßłžšАБВжΩλ'.split(''));
const word = fc.array(letter, { minLength: 1, maxLength: 8 }).map((l) => l.join(''));
const fullName = fc.array(word, { minLength: 1, maxLength: 4 }).map((w) => w.join(' '));
const spaces = fc.constantFrom(' ', '  ', '\t', ' \u00a0 ');

/** The same name as a customer might type it: other capitals, other spacing, accents added. */
const retyped = (name: string) =>
  fc
    .tuple(
      fc.array(fc.boolean(), { minLength: name.length, maxLength: name.length }),
      spaces,
      spaces,
      spaces,
      fc.array(fc.constantFrom('', '\u0301', '\u0308'), { minLength: name.length, maxLength: name.length }),
    )
    .map(
      ([upper, lead, gap, trail, marks]) =>
        lead +
        [...name]
          .map((ch, i) => {
            if (ch === ' ') return gap;
            const cased = upper[i] ? ch.toUpperCase() : ch;
            return cased + (marks[i] ?? '');
          })
          .join('') +
        trail,
    );

describe('the adopted signature: the typed name', () => {
  it('forgives capitals, spacing and accents', () => {
    expect(namesMatch('jose de la cruz', 'José  de la Cruz')).toBe(true);
    expect(namesMatch('  JOSÉ DE LA CRUZ ', 'José de la Cruz')).toBe(true);
    expect(namesMatch('Zoë Ångström', 'zoe angstrom')).toBe(true);
    expect(namesMatch('olivia\towner', 'Olivia Owner')).toBe(true);
    // Composed and decomposed accents are the same letter.
    expect(namesMatch('Jose\u0301', 'Jos\u00e9')).toBe(true);
    expect(namesMatch('İlker', 'ilker')).toBe(true);
    expect(namesMatch('HANS STRASSE', 'Hans Straße')).toBe(true);
  });

  it('forgives letters with no accent-free form as a keyboard without them types them (decision 305)', () => {
    expect(namesMatch('Ayse Yilmaz', 'Ayşe Yılmaz')).toBe(true);
    expect(namesMatch('AYSE YILMAZ', 'Ayşe Yılmaz')).toBe(true);
    expect(namesMatch('Soren Orsted', 'Søren Ørsted')).toBe(true);
    expect(namesMatch('Lukasz Wojcik', 'Łukasz Wójcik')).toBe(true);
    expect(namesMatch('Dorde Dukic', 'Đorđe Đukić')).toBe(true);
    expect(namesMatch('Aeron Oeuvre', 'Æron Œuvre')).toBe(true);
    expect(namesMatch('aeron oeuvre', 'Æron Œuvre')).toBe(true);
    // Still the same letters: another letter is another name.
    expect(namesMatch('Soran Orsted', 'Søren Ørsted')).toBe(false);
    expect(namesMatch('Lukasz Wojcik', 'Łukasz Wójcika')).toBe(false);
  });

  it('forgives the capital sharp s (ẞ) as it forgives other capitals', () => {
    // Decision 220 folds to lower case: 'ẞ' lowers to 'ß', which folds to 'ss' like 'SS'.
    expect(namesMatch('HANS STRAẞE', 'Hans Straße')).toBe(true);
    expect(namesMatch('Hans Straße', 'HANS STRAẞE')).toBe(true);
  });

  it('forgives spacing but not a missing space between names', () => {
    // Decision 220: runs of white space become one space; they are not dropped.
    expect(namesMatch('OliviaOwner', 'Olivia Owner')).toBe(false);
    expect(namesMatch('Olivia Owner', 'Olivia Ow ner')).toBe(false);
  });

  it('never matches a prefix, a part, another name or nothing', () => {
    expect(namesMatch('José de la', 'José de la Cruz')).toBe(false);
    expect(namesMatch('Cruz', 'José de la Cruz')).toBe(false);
    expect(namesMatch('José de la Cruz Jr', 'José de la Cruz')).toBe(false);
    expect(namesMatch('Josefa de la Cruz', 'José de la Cruz')).toBe(false);
    expect(namesMatch('Olivia Owner', 'Ian Insured')).toBe(false);
    expect(namesMatch('', 'Olivia Owner')).toBe(false);
    expect(namesMatch('   ', 'Olivia Owner')).toBe(false);
    // A party with no name cannot be signed for, even by typing nothing.
    expect(namesMatch('', '')).toBe(false);
    expect(namesMatch(' ', ' ')).toBe(false);
    // Punctuation counts: it is part of how the name is written.
    expect(namesMatch('Mary Jane Smith', 'Mary-Jane Smith')).toBe(false);
  });

  it('property: any retyping of a name (capitals, spacing, accents) matches it', () => {
    fc.assert(
      fc.property(
        fullName.chain((name) => fc.tuple(fc.constant(name), retyped(name))),
        ([name, typed]) => namesMatch(typed, name),
      ),
    );
  });

  it('property: a strict prefix of a name, by letters, never matches it', () => {
    fc.assert(
      fc.property(fullName, fc.nat(), (name, cut) => {
        const folded = foldName(name);
        const prefix = folded.slice(0, cut % folded.length);
        return !namesMatch(prefix, name);
      }),
    );
  });

  it('property: names that differ once folded never match, either way round', () => {
    fc.assert(
      fc.property(fullName, fullName, (a, b) => {
        fc.pre(foldName(a) !== foldName(b));
        return !namesMatch(a, b) && !namesMatch(b, a);
      }),
    );
  });

  it("the signer is the viewer's own party on the case", () => {
    expect(signerOf(reviewCase())?.displayName).toBe('Olivia Owner');
    expect(signerOf(reviewCase({ partyId: 'p-ian' }))?.displayName).toBe('Ian Insured');
    expect(signerOf(reviewCase({ partyId: null }))).toBeNull();
  });

  it('the name hint points at the role beside which the summary shows the signer', () => {
    // SIGNING_TEXTS.nameHint: 'as it appears beside {role} in the policy summary above'.
    expect(signerRole({ roles: ['Owner'] })).toBe('Owner');
    expect(signerRole({ roles: ['Insured'] })).toBe('Insured');
    expect(signerRole({ roles: ['Annuitant'] })).toBe('Annuitant');
    // With no party (or no role) known, the hint still names a role of the summary, never an empty one.
    const roles: readonly string[] = Object.keys(ROLE_TEXTS);
    expect(roles).toContain(signerRole(null));
    expect(roles).toContain(signerRole({ roles: [] }));
  });
});

describe('what is signed: documents and amounts', () => {
  const a = 'a'.repeat(32) + 'b'.repeat(32);
  const c = 'c'.repeat(64);
  const docs = [
    { documentId: 'd1', documentType: 'SignedPolicy' as const, delivered: a, received: a },
    { documentId: 'd2', documentType: 'Amendment' as const, delivered: a, received: c },
    { documentId: 'd3', documentType: 'StatementOfHealth' as const, delivered: c, received: null },
    { documentId: 'd4', documentType: 'SaveAge' as const, delivered: null, received: null },
  ];

  it('signs for the bytes received, else the insurer’s fingerprint; never for none', () => {
    expect(signedDocuments(docs)).toEqual([
      { documentId: 'd1', sha256: a },
      { documentId: 'd2', sha256: c },
      { documentId: 'd3', sha256: c },
    ]);
  });

  it('lists each document by name with the short and full fingerprint and the difference', () => {
    const rows = signingRows(docs, false);
    expect(rows[0]).toEqual({
      documentId: 'd1',
      name: 'Signed Policy',
      sha256: a,
      short: 'aaaaaaaa…bbbbbbbb',
      differs: false,
    });
    expect(rows[1]).toMatchObject({ name: 'Amendment', differs: true });
    expect(rows[2]).toMatchObject({ name: 'Statement of Health', sha256: c, differs: false });
    expect(rows[3]).toMatchObject({ sha256: null, short: null });
    expect(signingRows(docs, true)[0]?.name).toBe('Signed Contract');
    const short = { documentId: 'd5', documentType: 'Amendment' as const, delivered: null, received: 'abc' };
    expect(signingRows([short], false)[0]?.short).toBe('abc');
  });

  const payment = {
    initialAmountDue: 0,
    paymentsOnRecord: [
      {
        paymentId: 'p1',
        confirmationNumber: 'C1',
        paymentMethod: { paymentSourceType: 'BankAccount' as const },
        timeStamp: '2026-01-02T10:00:00.000Z',
        amount: 100.1,
      },
      {
        paymentId: 'p2',
        confirmationNumber: 'C2',
        paymentMethod: { paymentSourceType: 'CreditCard' as const },
        timeStamp: '2026-01-02T11:00:00.000Z',
        amount: 67.4,
      },
    ],
    paymentFrequencyOptions: [
      { frequency: 'Annual', recurringAmount: 1800, initialAmountDue: 1800, isCurrent: false },
      { frequency: 'Monthly', recurringAmount: 167.5, initialAmountDue: 167.5, isCurrent: true },
    ],
  };

  it('shows the premium paid (summed in cents), still due, and the recurring amount with its frequency', () => {
    expect(signingAmounts(payment)).toEqual([
      { label: 'Initial premium paid', value: '$167.50' },
      { label: 'Recurring premium', value: '$167.50 Monthly' },
    ]);
    expect(signingAmounts({ ...payment, paymentsOnRecord: [], initialAmountDue: 42 })).toEqual([
      { label: 'Initial premium due', value: '$42.00' },
      { label: 'Recurring premium', value: '$167.50 Monthly' },
    ]);
  });

  it('shows only what the case has', () => {
    expect(
      signingAmounts({ initialAmountDue: null, paymentsOnRecord: [], paymentFrequencyOptions: [] }),
    ).toEqual([]);
  });

  it('no recurring premium when the current frequency has none to pay', () => {
    const single = [{ frequency: 'Single', recurringAmount: 0, initialAmountDue: 25000, isCurrent: true }];
    expect(
      signingAmounts({ initialAmountDue: 25000, paymentsOnRecord: [], paymentFrequencyOptions: single }),
    ).toEqual([{ label: 'Initial premium due', value: '$25,000.00' }]);
  });
});
