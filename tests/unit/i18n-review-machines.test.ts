import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { REFUSALS } from '../../machines/caseLifecycle.ts';
import { failureText as cardFailureText } from '../../machines/documentCard.ts';
import { type PdfFindEvent, pdfFindMachine, selectFindStatus } from '../../machines/pdfFind.ts';
import { ApiError } from '../../src/api/errors.ts';
import { failureMessage, failureText } from '../../src/api/failure.ts';
import { SERVICE_TEXTS } from '../../src/api/messages.ts';
import { LIFE_CYCLE_STATUSES } from '../../src/api/schemas/enums.ts';
import { SPANISH } from '../../src/app/spanish.ts';
import { openDocument } from '../../src/components/pdf-viewer/openDocument.ts';
import { CASE_REFUSALS } from '../../src/domain/caseRefusalTexts.ts';
import { MESSAGES } from '../../src/domain/documents/documents.ts';
import { ACCEPT_FAILURES, CASE_FAILURES, SIGNATURE_REFUSED } from '../../src/domain/failureTexts.ts';
import { CONSENT_TEXTS } from '../../src/domain/record/consentTexts.ts';
import { COMMENT_TOASTS, emptyCommentMessage } from '../../src/domain/review/comments.ts';
import { isMessage } from '../../src/i18n/message.ts';
import { indexSpanish, say, translateText } from '../../src/i18n/texts.ts';
import { textLeaves } from '../support/catalogs.ts';

/**
 * A text the review's machines put in their context (a refusal, an error, a toast, the
 * find bar's status) is SPEC's English, and the view shows it through useTranslate(). Each one they can
 * carry must come out in Spanish, or a Spanish reader sees English.
 */
indexSpanish(SPANISH);

const untranslated = (texts: readonly string[]) => texts.filter((text) => translateText(text, 'es') === text);

const apiError = (message: string, code: ApiError['code'], field?: string) =>
  new ApiError(message, { code, status: 400, call: 'getCase', ...(field ? { field } : {}) });

describe('the texts the review machines carry, in Spanish', () => {
  it("the case life cycle's refusals, and 'can not be …' for every status and move", () => {
    const moves = Object.keys(CASE_REFUSALS.notInStatus) as (keyof typeof CASE_REFUSALS.notInStatus)[];
    const notInStatus = LIFE_CYCLE_STATUSES.flatMap((status) =>
      moves.map((move) => CASE_REFUSALS.notInStatus[move](status)),
    );
    const refusals = Object.values(REFUSALS).flatMap((r) => (isMessage(r) ? [r] : Object.values(r)));
    expect(untranslated([...refusals.map((m) => say(m, 'en')), ...notInStatus])).toEqual([]);
  });

  it('the document card and review: each check, toast and failure, with its reason', () => {
    const review = { kind: 'review' } as const;
    expect(
      untranslated([
        ...textLeaves(MESSAGES).map(({ text }) => text),
        cardFailureText(review, apiError('Boom', 'BadRequest')),
        cardFailureText(review, new Error('')),
        cardFailureText(null, new Error('')),
        MESSAGES.openFailedBecause('The document is empty.'),
      ]),
    ).toEqual([]);
    // The reason is translated too when a catalog has it.
    expect(translateText(cardFailureText(review, apiError(MESSAGES.notAllReviewed, 'Conflict')), 'es')).toBe(
      'No se pudo pasar al siguiente documento. Motivo: Debe revisar todos los documentos de su póliza antes de continuar.',
    );
  });

  it("a phone's failed Open says so in Spanish", () => {
    const failed = openDocument('', '01 Signed Policy.pdf', true);
    expect(failed).toBe('Failed to open document. Reason: The document is empty.');
    expect(translateText(failed ?? '', 'es')).toBe(
      'No se pudo abrir el documento. Motivo: El documento está vacío.',
    );
  });

  it("the case's failures (SPEC §8), the accept failures and the maintenance line", () => {
    const failures = [
      failureText(CASE_FAILURES, apiError('gone', 'CaseNotFound')),
      failureText(CASE_FAILURES, new Error('')),
      failureText(CASE_FAILURES, apiError('down', 'EpdDown')),
      say(failureMessage(ACCEPT_FAILURES, apiError('x', 'BadRequest', 'typedName')), 'en'),
      say(failureMessage(ACCEPT_FAILURES, apiError('x', 'BadRequest', 'documents[0]')), 'en'),
      say(failureMessage(ACCEPT_FAILURES, new Error('')), 'en'),
      ...textLeaves(SIGNATURE_REFUSED).map(({ text }) => text),
      ...textLeaves(SERVICE_TEXTS).map(({ text }) => text),
    ];
    expect(untranslated(failures)).toEqual([]);
  });

  it("the comment modal's refusals and toasts, and the consent machine's words", () => {
    expect(
      untranslated([
        emptyCommentMessage('change'),
        emptyCommentMessage('question'),
        ...Object.values(COMMENT_TOASTS),
        CONSENT_TEXTS.notTicked,
        CONSENT_TEXTS.checkFailed,
        CONSENT_TEXTS.checkPending,
        CONSENT_TEXTS.checkPassed,
      ]),
    ).toEqual([]);
  });

  it("the find bar's status in each state, '3 of 12' included", () => {
    const machine = pdfFindMachine.provide({
      actors: { searchPages: fromCallback<PdfFindEvent, { query: string }>(() => () => {}) },
    });
    const actor = createActor(machine, { input: { pageCount: 2 } }).start();
    const seen: string[] = [];
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
    expect(seen).toEqual(['Searching…', 'No matches', '3 of 12', 'This document could not be searched.']);
    expect(seen.map((text) => translateText(text, 'es'))).toEqual([
      'Buscando…',
      'Sin coincidencias',
      '3 de 12',
      'No se pudo buscar en este documento.',
    ]);
  });
});
