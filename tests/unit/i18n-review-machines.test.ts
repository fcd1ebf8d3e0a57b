import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { REFUSALS } from '../../machines/caseLifecycle.ts';
import { failureMessage as cardFailure } from '../../machines/documentCard.ts';
import { type PdfFindEvent, pdfFindMachine, selectFindStatus } from '../../machines/pdfFind.ts';
import { ApiError } from '../../src/api/errors.ts';
import { failureMessage } from '../../src/api/failure.ts';
import { SERVICE_TEXTS } from '../../src/api/messages.ts';
import { LIFE_CYCLE_STATUSES } from '../../src/api/schemas/enums.ts';
import { messageOfServerText } from '../../src/api/serverText.ts';
import { SPANISH } from '../../src/app/spanish.ts';
import { EDITOR_TEXTS } from '../../src/components/annotation-editor/messages.ts';
import { COMMENT_TEXTS } from '../../src/components/comments/messages.ts';
import { PDF_VIEWER_TEXTS } from '../../src/components/pdf-viewer/messages.ts';
import { openDocument } from '../../src/components/pdf-viewer/openDocument.ts';
import { CASE_REFUSALS } from '../../src/domain/caseRefusalTexts.ts';
import { DOCUMENT_MESSAGES, DOCUMENT_TEXTS } from '../../src/domain/documents/documentTexts.ts';
import {
  CASE_FAILURE_MESSAGES,
  PDF_REASONS,
  pdfLoadFailed,
  plainPdfReason,
  SPEC_TEXTS,
} from '../../src/domain/failureTexts.ts';
import { commentToast, emptyCommentMessage } from '../../src/domain/review/comments.ts';
import { REVIEW_TEXTS } from '../../src/features/document-review/messages.ts';
import { type Message, message, type TextKey } from '../../src/i18n/message.ts';
import { indexSpanish, say, textsIn } from '../../src/i18n/texts.ts';
import { textLeaves } from '../support/catalogs.ts';

/**
 * The review's machines carry messages (decision 490), each written in Spanish where it is shown. Each
 * one they can carry must come out in Spanish, or a Spanish reader sees English.
 */
indexSpanish(SPANISH);

const untranslated = (messages: readonly Message[]) =>
  messages.filter((m) => say(m, 'es') === say(m, 'en')).map((m) => say(m, 'en'));

const apiError = (words: string, code: ApiError['code'], field?: string) =>
  new ApiError(words, { code, status: 400, call: 'getCase', ...(field ? { field } : {}) });

describe('the messages the review machines carry, in Spanish', () => {
  it("the case life cycle's refusals, as the sandbox words them, read back at the API edge", () => {
    const moves = Object.keys(CASE_REFUSALS.notInStatus) as (keyof typeof CASE_REFUSALS.notInStatus)[];
    const notInStatus = LIFE_CYCLE_STATUSES.flatMap((status) =>
      moves.map((move) => CASE_REFUSALS.notInStatus[move](status)),
    );
    const words = [...textLeaves(REFUSALS).map(({ text }) => text), ...notInStatus];
    expect(untranslated(words.map(messageOfServerText))).toEqual([]);
  });

  it('the document card and review: each check, toast and failure, with its reason', () => {
    const review = { kind: 'review' } as const;
    // Every text of the catalog (its functions are tried below, with their reasons).
    const keys = textLeaves(DOCUMENT_MESSAGES).map(({ path }) => path as TextKey<typeof DOCUMENT_MESSAGES>);
    expect(
      untranslated([
        ...keys.map((key) => message(DOCUMENT_MESSAGES, key as 'notAllReviewed')),
        cardFailure(review, apiError('Boom', 'BadRequest')),
        cardFailure(review, new Error('')),
        cardFailure(null, new Error('')),
      ]),
    ).toEqual([]);
    // The server's reason is written in Spanish too, when a catalog has it.
    const refused = cardFailure(review, apiError(DOCUMENT_MESSAGES.notAllReviewed, 'Conflict'));
    expect(refused).toEqual(
      message(DOCUMENT_MESSAGES, 'goNextFailedBecause', message(DOCUMENT_MESSAGES, 'notAllReviewed')),
    );
    expect(say(refused, 'es')).toBe(
      'No se pudo pasar al siguiente documento. Motivo: Debe revisar todos los documentos de su póliza antes de continuar.',
    );
    // Words no catalog holds are shown as they came (SPEC §8, "Raw error text").
    expect(say(cardFailure(review, apiError('Boom', 'BadRequest')), 'es')).toBe(
      'No se pudo pasar al siguiente documento. Motivo: Boom',
    );
  });

  it("a phone's failed Open says so in Spanish", () => {
    const failed = openDocument('', '01 Signed Policy.pdf', true);
    expect(failed).toEqual(
      message(DOCUMENT_MESSAGES, 'openFailedBecause', message(DOCUMENT_TEXTS, 'contentEmpty')),
    );
    expect(say(failed as Message, 'en')).toBe('Failed to open document. Reason: The document is empty.');
    expect(say(failed as Message, 'es')).toBe(
      'No se pudo abrir el documento. Motivo: El documento está vacío.',
    );
  });

  it("the case's failures (SPEC §8) and the maintenance line", () => {
    const failures = [
      failureMessage(CASE_FAILURE_MESSAGES, apiError('gone', 'CaseNotFound')),
      failureMessage(CASE_FAILURE_MESSAGES, new Error('')),
      failureMessage(CASE_FAILURE_MESSAGES, apiError('down', 'EpdDown')),
    ];
    expect(untranslated(failures)).toEqual([]);
    expect(failures).toEqual([
      message(SPEC_TEXTS, 'caseNotFound'),
      message(SPEC_TEXTS, 'pleaseTryAgain'),
      message(SERVICE_TEXTS, 'maintenanceShort'),
    ]);
    expect(say(failures[0] as Message, 'es')).toBe('¡No se encontró el caso!');
  });

  it("a PDF that does not open: SPEC §8's line with the customer's reason, in Spanish", () => {
    const technical = [
      'Invalid PDF structure.',
      'No password given',
      'The PDF has no pages',
      'bad XRef entry',
      '?',
    ];
    const said = technical.map((reason) => pdfLoadFailed(plainPdfReason(reason)));
    expect(untranslated(said)).toEqual([]);
    expect(said.map((m) => say(m, 'es'))).toEqual([
      'No se pudo cargar el documento PDF: el archivo está dañado o incompleto.',
      'No se pudo cargar el documento PDF: el archivo está protegido con una contraseña.',
      'No se pudo cargar el documento PDF: el documento no tiene páginas.',
      'No se pudo cargar el documento PDF: el archivo está dañado o incompleto.',
      'No se pudo cargar el documento PDF: no se pudo leer el archivo.',
    ]);
    expect(said[2]).toEqual(pdfLoadFailed(message(PDF_REASONS, 'noPages')));
  });

  it("the comment modal's refusals and toasts", () => {
    expect(
      untranslated([
        emptyCommentMessage('change'),
        emptyCommentMessage('question'),
        commentToast('question'),
        commentToast('change'),
        commentToast('failure'),
      ]),
    ).toEqual([]);
  });

  it("the find bar's status in each state, '3 of 12' included", () => {
    const machine = pdfFindMachine.provide({
      actors: { searchPages: fromCallback<PdfFindEvent, { query: string }>(() => () => {}) },
    });
    const actor = createActor(machine, { input: { pageCount: 2 } }).start();
    const seen: (Message | null)[] = [selectFindStatus(actor.getSnapshot())];
    actor.send({ type: 'find.type', query: 'policy' });
    seen.push(selectFindStatus(actor.getSnapshot()));
    actor.send({ type: 'find.page', page: 0, count: 0 });
    actor.send({ type: 'find.page', page: 1, count: 0 });
    actor.send({ type: 'find.finished' });
    seen.push(selectFindStatus(actor.getSnapshot()));
    actor.send({ type: 'find.type', query: 'owner' });
    actor.send({ type: 'find.page', page: 0, count: 12 });
    actor.send({ type: 'find.next' });
    actor.send({ type: 'find.next' });
    seen.push(selectFindStatus(actor.getSnapshot()));
    actor.send({ type: 'find.failed', message: 'text layer' });
    seen.push(selectFindStatus(actor.getSnapshot()));
    const written = (locale: 'en' | 'es') => seen.map((m) => (m ? say(m, locale) : ''));
    expect(written('en')).toEqual([
      '',
      'Searching…',
      'No matches',
      '3 of 12',
      'This document could not be searched.',
    ]);
    expect(written('es')).toEqual([
      '',
      'Buscando…',
      'Sin coincidencias',
      '3 de 12',
      'No se pudo buscar en este documento.',
    ]);
  });
});

describe("the review's plurals and lists (Intl.PluralRules, Intl.ListFormat)", () => {
  const es = <T extends object>(catalog: T) => textsIn(catalog, 'es');

  it('the marked pages offered with a question: one page, two, three', () => {
    const name = 'Signed Policy';
    expect([[2], [2, 5], [2, 5, 7]].map((pages) => COMMENT_TEXTS.attachPages(pages, name))).toEqual([
      'Attach my marked pages (page 2 of Signed Policy)',
      'Attach my marked pages (pages 2 and 5 of Signed Policy)',
      'Attach my marked pages (pages 2, 5 and 7 of Signed Policy)',
    ]);
    expect(
      [[2], [2, 5], [2, 5, 7]].map((pages) => es(COMMENT_TEXTS).attachPages(pages, 'Póliza firmada')),
    ).toEqual([
      'Adjuntar mis páginas marcadas (página 2 de Póliza firmada)',
      'Adjuntar mis páginas marcadas (páginas 2 y 5 de Póliza firmada)',
      'Adjuntar mis páginas marcadas (páginas 2, 5 y 7 de Póliza firmada)',
    ]);
  });

  it('counts of documents, pages and marks', () => {
    expect([REVIEW_TEXTS.progress(0, 1), REVIEW_TEXTS.progress(1, 3)]).toEqual([
      '0 of 1 document reviewed',
      '1 of 3 documents reviewed',
    ]);
    expect([es(REVIEW_TEXTS).progress(1, 1), es(REVIEW_TEXTS).progress(2, 3)]).toEqual([
      '1 de 1 documento revisado',
      '2 de 3 documentos revisados',
    ]);
    expect([PDF_VIEWER_TEXTS.document('Amendment', 1), es(PDF_VIEWER_TEXTS).document('Enmienda', 4)]).toEqual(
      ['Amendment, 1 page', 'Enmienda, 4 páginas'],
    );
    expect([0, 1, 2].map((n) => EDITOR_TEXTS.marksCount(n))).toEqual(['0 marks', '1 mark', '2 marks']);
    expect([0, 1, 2].map((n) => es(EDITOR_TEXTS).marksCount(n))).toEqual(['0 marcas', '1 marca', '2 marcas']);
  });
});
