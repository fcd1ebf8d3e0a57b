import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { documentCardMachine } from '../../machines/documentCard.ts';
import { documentReviewMachine } from '../../machines/documentReview.ts';
import { DOCUMENT_MESSAGES } from '../../src/domain/documents/documentTexts.ts';
import { message, type TextKey } from '../../src/i18n/message.ts';
import { documentInfo, reviewCase } from './document-fixtures.ts';

/** A rule's refusal, as the card carries it (decision 490). */
const refusal = (key: TextKey<typeof DOCUMENT_MESSAGES>) =>
  message(DOCUMENT_MESSAGES, key as 'notAllReviewed');

const actionTypes = (actions: { type: string }[]) => actions.map((a) => a.type);

describe('pure transitions: what a step would do, without doing it', () => {
  it('a valid submit starts the accept call; an invalid one only explains', () => {
    const [start] = initialTransition(documentCardMachine, {
      caseId: '100001',
      document: documentInfo(),
      mayAct: true,
    });
    const [refused, refusedActions] = transition(documentCardMachine, start, { type: 'document.submit' });
    expect(refused.context.error).toEqual(refusal('selectionRequired'));
    expect(actionTypes(refusedActions)).not.toContain('xstate.spawnChild');

    const [chosen] = transition(documentCardMachine, start, { type: 'document.choose', choice: 'Accepted' });
    const [processing, actions] = transition(documentCardMachine, chosen, { type: 'document.submit' });
    expect(processing.value).toBe('processing');
    expect(processing.context.pending).toEqual({ kind: 'accept', body: { newStatus: 'Accepted' } });
    expect(actionTypes(actions)).toContain('xstate.spawnChild');
  });

  it('the review starts by loading the case; an Owner with everything reviewed asks for payment info', () => {
    const [loading, actions] = initialTransition(documentReviewMachine, {
      caseId: '100001',
      role: 'customer',
    });
    expect(loading.value).toBe('loading');
    expect(actionTypes(actions)).toContain('xstate.spawnChild');

    const done = reviewCase();
    done.documents = done.documents.map((d) => ({ ...d, isReviewComplete: true }));
    const [ready] = transition(documentReviewMachine, loading, {
      type: 'xstate.done.actor.loadCase',
      output: done,
    } as never);
    expect(ready.matches({ ready: { flow: 'reviewing' } })).toBe(true);
    const [continuing, continueActions] = transition(documentReviewMachine, ready, {
      type: 'review.continue',
    });
    expect(continuing.matches({ ready: { flow: 'continuing' } })).toBe(true);
    expect(actionTypes(continueActions)).not.toContain('notify');

    const [notReady] = transition(documentReviewMachine, loading, {
      type: 'xstate.done.actor.loadCase',
      output: reviewCase(),
    } as never);
    const [stays, refusal] = transition(documentReviewMachine, notReady, { type: 'review.continue' });
    expect(stays.matches({ ready: { flow: 'reviewing' } })).toBe(true);
    expect(actionTypes(refusal)).toContain('notify');
  });
});
