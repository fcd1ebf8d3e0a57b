import { describe, expect, it, vi } from 'vitest';
import { PAYMENT_FAILURES, paymentFailureMessage } from '../../machines/payment.ts';
import { movePayment } from '../../machines/paymentStatus.ts';
import { LIFE_CYCLE_STATUSES, PAYMENT_STATUSES } from '../../src/api/schemas/enums.ts';
import { signingAmounts } from '../../src/domain/acceptance/signingAmounts.ts';
import { SIGNING_TEXTS } from '../../src/domain/acceptance/signingTexts.ts';
import { documentFileName, documentsArchiveName } from '../../src/domain/documents/documents.ts';
import { DOCUMENT_TEXTS } from '../../src/domain/documents/documentTexts.ts';
import { formatsFor, US_FORMATS } from '../../src/domain/formats.ts';
import { signatureStatement, statusLine } from '../../src/domain/journey/caseSummary.ts';
import { CONFIRMATION_TEXTS } from '../../src/domain/journey/confirmationTexts.ts';
import { annuityWhatNext, lifeWhatNext } from '../../src/domain/journey/whatNext.ts';
import { NEXT_TEXTS_ES } from '../../src/domain/journey/whatNextTexts.es.ts';
import { insurerDescription } from '../../src/domain/payment/confirmationPayments.ts';
import { entryErrors, entrySummary, paymentReview } from '../../src/domain/payment/paymentEntry.ts';
import {
  initialPaymentRules,
  paymentClosedNotice,
  recurringSetupRules,
} from '../../src/domain/payment/paymentRules.ts';
import {
  ENTRY_MESSAGES,
  METHOD_TEXTS,
  OUT_OF_TURN_TEXTS,
  PAYMENT_MESSAGES,
} from '../../src/domain/payment/paymentTexts.ts';
import { receiptName, receiptOf, receiptText } from '../../src/domain/payment/receipt.ts';
import { RECEIPT_FILE_TEXTS } from '../../src/domain/payment/receiptTexts.ts';
import {
  acceptanceLines,
  CERTIFICATE_TEXTS,
  caseLines,
  deliveryLines,
  documentLines,
  freeLookLine,
  paymentLine,
} from '../../src/domain/record/certificateText.ts';
import { deliveryWaitNote } from '../../src/domain/record/deliveryWait.ts';
import { type Message, message } from '../../src/i18n/message.ts';
import { say, textsIn } from '../../src/i18n/texts.ts';
import { spanishFormats } from '../support/spanishFormats.ts';
import { certificateFixture } from './certificate-fixtures.ts';
import { reviewCase } from './document-fixtures.ts';
import { bank, bankOnFile, card, paymentFacts, paymentInfo } from './payment-fixtures.ts';

/**
 * Every text the payment, acceptance, confirmation and delivery machines can carry,
 * and every sentence the journey's domain writes, reads in Spanish (decision 270). A text no catalog
 * holds would come back as it went in, English.
 */
const es = spanishFormats();
/** Messages whose Spanish is their English: a key without Spanish, or a catalog the Spanish chunk misses. */
const untranslatedMessages = (messages: readonly Message[]) =>
  messages.filter((m) => say(m, 'es') === say(m, 'en')).map((m) => m.id);
const keysOf = <C extends object>(catalog: C) => Object.keys(catalog) as (keyof C & string)[];

describe('the texts the payment machines carry read in Spanish', () => {
  it('the form checks, the summary and the refused-submit words', () => {
    const facts = paymentFacts();
    const draft = {
      frequency: '',
      method: 'BankAccount' as const,
      bank: { ...bank, routingNumber: '1', accountNumber: '', accountHolderName: '' },
      card: null,
      recurringOption: null,
      acknowledged: false,
    };
    const errors = Object.values(entryErrors(facts, 'initial', draft));
    const summary = entrySummary(entryErrors(facts, 'initial', draft));
    const kinds = ['network', 'paymentCardError', 'paymentIssue', 'server'] as const;
    const shown = kinds.map((kind) =>
      paymentFailureMessage({ kind, message: '' } as never, '1-800-555-0142'),
    );
    expect(errors.length).toBeGreaterThan(3);
    expect(
      untranslatedMessages([
        ...keysOf(ENTRY_MESSAGES).map((key) =>
          key === 'holderNameTooLong' ? message(ENTRY_MESSAGES, key, 120) : message(ENTRY_MESSAGES, key),
        ),
        ...errors,
        ...(summary ? [summary] : []),
        ...Object.values(PAYMENT_FAILURES),
        ...shown,
      ]),
    ).toEqual([]);
  });

  it('every refusal of the payment rules and of the payment status, values and all', () => {
    const facts = paymentFacts({ canChangePaymentFrequency: false });
    const request = {
      billingFrequency: 'Weekly',
      paymentAmount: 1,
      paymentMethodType: 'CreditCard' as const,
      recurringOption: 'Direct' as const,
    };
    const entry = { request, bankAccount: 'none' as const };
    const refusals = [
      ...Object.values(initialPaymentRules).map((rule) => rule.refusal(facts, entry).message),
      ...Object.values(recurringSetupRules).map((rule) => rule.refusal(facts, entry).message),
    ];
    const moves = PAYMENT_STATUSES.flatMap((status) =>
      (['payment.initial', 'payment.recurring'] as const).map((type) => {
        const result = movePayment(status, facts, { type, request, bankAccount: 'none' } as never);
        return result.ok ? null : result.message;
      }),
    ).filter((m): m is Message => m !== null);
    const notices = LIFE_CYCLE_STATUSES.map(paymentClosedNotice).filter((n): n is Message => n !== null);
    expect(moves.length).toBeGreaterThan(2);
    expect(
      untranslatedMessages([
        ...refusals,
        ...moves,
        ...notices,
        message(OUT_OF_TURN_TEXTS, 'notTaken', 'Complete'),
        ...keysOf(PAYMENT_MESSAGES)
          .filter((key) => typeof PAYMENT_MESSAGES[key] === 'string')
          .map((key): Message => ({ id: `paymentMessages.${key}`, values: [] })),
      ]),
    ).toEqual([]);
  });

  it('the payment review and the receipt name the method, the amounts and dates in Spanish', () => {
    const draft = {
      frequency: 'Monthly',
      method: 'CreditCard' as const,
      bank: { ...bank },
      card,
      recurringOption: 'NewPaymentMethod' as const,
      acknowledged: false,
    };
    expect(paymentReview(paymentFacts(), 'initial', paymentInfo(), draft, es)).toEqual({
      mode: 'initial',
      amount: 167.5,
      paidWith: 'Visa, Tarjeta que termina en 4242 12/29',
    });
    const info = paymentInfo({
      paymentsOnRecord: [
        {
          paymentId: 'P1',
          confirmationNumber: 'CNF1',
          paymentMethod: bankOnFile,
          timeStamp: '2026-10-27T14:00:00.000Z',
          amount: 1234.5,
        },
      ],
    });
    const [payment] = receiptOf('L1', info, 'UTC', es).payments;
    expect(payment).toEqual({
      confirmationNumber: 'CNF1',
      amount: '$1,234.50',
      method: 'Cuenta bancaria, Cuenta corriente que termina en 6789',
      date: '27/10/2026',
    });
    // A card as the insurer names it after a card payment: its brand, then the words in Spanish.
    const byCard = paymentInfo({
      paymentsOnRecord: [
        {
          paymentId: 'P2',
          confirmationNumber: 'CNF2',
          paymentMethod: { paymentSourceType: 'CreditCard', description: 'Visa ending in 1111 12/30' },
          timeStamp: '2026-10-27T14:00:00.000Z',
          amount: 167.5,
        },
      ],
    });
    expect(receiptOf('L1', byCard, 'UTC', es).payments[0]?.method).toBe(
      'Tarjeta de crédito, Visa que termina en 1111 12/30',
    );
    // The insurer's descriptions are read back at the API edge (decision 490) and shown in Spanish.
    expect(say(insurerDescription('Master Card ending in 4444 01/31'), 'es')).toBe(
      'Master Card que termina en 4444 01/31',
    );
    expect(say(insurerDescription('Card ending in 4444 01/31'), 'es')).toBe(
      'Tarjeta que termina en 4444 01/31',
    );
  });
});

describe('the files a Spanish reader downloads are named and written in Spanish', () => {
  const receiptEs = textsIn(RECEIPT_FILE_TEXTS, 'es');
  const documentsEs = textsIn(DOCUMENT_TEXTS, 'es');
  it('the receipt: its name, its lines, its dates and the schedule it has none of', () => {
    const info = paymentInfo({
      paymentsOnRecord: [
        {
          paymentId: 'P1',
          confirmationNumber: 'CNF1',
          paymentMethod: { paymentSourceType: 'CreditCard', description: 'Visa ending in 1111 12/30' },
          timeStamp: '2026-10-27T15:00:00.000Z',
          amount: 1234.5,
        },
      ],
      recurringEnrollmentDetails: {
        isEnrolledInRecurring: false,
        enrolledPaymentMethod: null,
        enrolledOn: null,
        requiresRecurringSetup: false,
      },
    });
    expect(receiptName('L1', receiptEs)).toBe('recibo-L1.txt');
    const text = receiptText(receiptOf('L1', info, 'UTC', es), receiptEs, es.texts(METHOD_TEXTS).notEnrolled);
    expect(text.split('\n').slice(0, 6)).toEqual([
      'Recibo de pago, póliza L1',
      '',
      'Número de confirmación: CNF1',
      'Monto: $1,234.50',
      // The insurer's description of the card, in its known form, reads in Spanish; the brand stays.
      'Pagado con: Tarjeta de crédito, Visa que termina en 1111 12/30',
      'Fecha: 27/10/2026',
    ]);
    expect(text).toContain('Pagos automáticos:\nNo está inscrito');
    expect(text).not.toMatch(/Payment|Amount|Paid with|Date|Automatic|Not enrolled/);
  });

  it('the ZIP of the documents and each file in it', () => {
    expect(documentsArchiveName('L1000004', documentsEs)).toBe('documentos-L1000004.zip');
    expect(documentFileName('SignedPolicy', false, 0, documentsEs)).toBe('01 Póliza firmada.pdf');
    expect(documentFileName('SignedPolicy', true, 0, documentsEs)).toBe('01 Contrato firmado.pdf');
    expect(documentFileName('StatementOfHealth', false, 1, documentsEs)).toBe('02 Declaración de salud.pdf');
  });
});

describe('the texts the acceptance and delivery machines carry read in Spanish', () => {
  it('the signature messages, the accept failure and the delivery notices', () => {
    expect(
      untranslatedMessages([
        message(SIGNING_TEXTS, 'missing'),
        message(SIGNING_TEXTS, 'mismatch'),
        message(CONFIRMATION_TEXTS, 'acceptFailed'),
        message(CONFIRMATION_TEXTS, 'deliveryConfirmed'),
        message(CONFIRMATION_TEXTS, 'deliveryFailed'),
      ]),
    ).toEqual([]);
  });

  it('the signing amounts, with the frequency named in Spanish', () => {
    const info = paymentInfo({ initialAmountDue: 1234.5 });
    expect(signingAmounts(info, es)).toEqual([
      { label: 'Prima inicial pendiente', value: '$1,234.50' },
      { label: 'Prima recurrente', value: '$142.50 Mensual' },
    ]);
  });
});

describe('the journey’s sentences are written in Spanish, dates the Spanish way', () => {
  const waiting = reviewCase();
  const accepted = reviewCase({
    lifeCycleStatus: 'WaitingCompletion',
    friendlyStatus: 'Waiting Completion',
    acceptances: [
      {
        partyId: 'p-olivia',
        status: 'Complete',
        isComplete: true,
        isAssigned: true,
        closedOn: '2026-10-21T15:00:00.000Z',
      },
      { partyId: 'p-ian', status: 'Incomplete', isComplete: false, isAssigned: true, closedOn: null },
    ],
  });

  it('the status line and the signature statement', () => {
    expect(statusLine(waiting, es)).toBe('En espera de la aceptación de Olivia Owner e Ian Insured');
    expect(statusLine(accepted, es)).toBe('En espera de finalización');
    expect(signatureStatement(accepted, 'customer', 'UTC', es)).toBe(
      'Usted aceptó esta póliza electrónicamente el 21/10/2026. Su aceptación electrónica sirve como su firma.',
    );
  });

  it('what to expect next, for a life policy and an annuity', () => {
    const info = paymentInfo({
      paymentStatus: 'Complete',
      paymentsOnRecord: [
        {
          paymentId: 'P1',
          confirmationNumber: 'CNF1',
          paymentMethod: { paymentSourceType: 'CreditCard' },
          timeStamp: '2026-10-20T15:00:00.000Z',
          amount: 167.5,
        },
      ],
      recurringEnrollmentDetails: {
        isEnrolledInRecurring: true,
        enrolledPaymentMethod: bankOnFile,
        enrolledOn: '2026-10-20T15:00:00.000Z',
        requiresRecurringSetup: false,
      },
    });
    const life = lifeWhatNext(accepted, info, 'customer', new Date('2026-10-22T12:00:00Z'), 'UTC', es);
    expect(life.map((s) => s.text)).toEqual([
      'Su póliza entrará en vigor una vez que Ian Insured también la haya aceptado; no se necesita nada más de usted.',
      'Su primer pago automático de $142.50 se debitará de Cuenta bancaria, Cuenta corriente que termina en 6789 el 20/11/2026, y luego cada mes.',
      NEXT_TEXTS_ES.lifeDocuments,
    ]);
    const annuity = reviewCase({
      isAnnuity: true,
      lifeCycleStatus: 'WaitingDeliveryConfirmation',
      acceptances: accepted.acceptances,
    });
    expect(annuityWhatNext(annuity, 'UTC', es).map((s) => s.text)).toEqual([NEXT_TEXTS_ES.annuityDocuments]);
    expect(deliveryWaitNote({ ...annuity, partyId: 'p-ian' }, es)).toMatch(
      /^Este contrato de anualidad está a la espera de que Olivia Owner confirme su entrega/,
    );
  });

  it('the certificate of delivery, every line', () => {
    const cert = certificateFixture();
    const t = textsIn(CERTIFICATE_TEXTS, 'es');
    const [doc] = cert.documents;
    const [payment] = cert.payments;
    if (!doc || !payment) throw new Error('a document and a payment');
    expect(documentLines(doc, false, 'UTC', t, es).reviewed[0]).toMatch(
      /^Revisado el \d\d\/\d\d\/2026 .* por /,
    );
    expect(paymentLine(payment, 'UTC', t, es)).toMatch(
      /^\$98\.25 con Tarjeta de débito que termina en 1111 el 02\/11\/2026 .*, número de confirmación que termina en 0021$/,
    );
    expect(freeLookLine(cert, 'UTC', t, es)).toMatch(
      /^10 días a partir de la aceptación el \d\d\/11\/2026: termina el \d\d\/11\/2026\.$/,
    );
    expect(deliveryLines(cert, 'UTC', t, es)[0]).toMatch(/^Completada con la aceptación el /);
    expect(acceptanceLines(cert, 'UTC', t, es)[0]).toMatch(/ por Olivia Owner$/);
    expect(caseLines(cert, 'UTC', t, es).map((l) => l.term)).toEqual([
      'Número de póliza',
      'Caso',
      'Producto',
      'Estado',
      'Certificado emitido',
    ]);
  });
});

describe('lists of names and the language of a Formats (decision 274)', () => {
  it('joins three or more names with commas and a last “and” in English, by default too', () => {
    expect(US_FORMATS.list(['Olivia Owner', 'Ian Insured', 'Ann Annuitant'])).toBe(
      'Olivia Owner, Ian Insured and Ann Annuitant',
    );
    expect(formatsFor().list(['A', 'B', 'C', 'D'])).toBe('A, B, C and D');
  });

  it('joins three names with “y” in Spanish', () => {
    expect(formatsFor('es-US').list(['Olivia Owner', 'Ian Insured', 'Ann Annuitant'])).toBe(
      'Olivia Owner, Ian Insured y Ann Annuitant',
    );
  });

  it('a language’s formats write with the catalogs they were given, whichever was asked for first', async () => {
    vi.resetModules();
    const fresh = await import('../../src/domain/formats.ts');
    const shout = { texts: <T extends object>(c: T) => c, say: () => 'SHOUT' };
    const { rawMessage } = await import('../../src/i18n/rawText.ts');
    const plain = rawMessage('Monthly');
    expect(fresh.formatsFor('es-US').say(plain)).toBe('Monthly');
    expect(fresh.formatsFor('es-US', shout).say(plain)).toBe('SHOUT');
    expect(fresh.formatsFor('es-MX', shout).say(plain)).toBe('SHOUT');
    expect(fresh.formatsFor('es-MX').say(plain)).toBe('Monthly');
  });
});
