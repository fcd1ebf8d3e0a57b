import { describe, expect, it } from 'vitest';
import { isUsCalendarDate } from '../../src/domain/dates.ts';
import {
  acceptQuestion,
  buildSubmission,
  controlKind,
  type DocumentDraft,
  documentDisplayName,
  EMPTY_DRAFT,
  pastReviewTarget,
  previousDecisionNote,
  reviewActionsEnabled,
  showsContinue,
} from '../../src/domain/documents.ts';
import { documentInfo, reviewCase } from './document-fixtures.ts';

const draft = (over: Partial<DocumentDraft>): DocumentDraft => ({ ...EMPTY_DRAFT, ...over });

describe('display names and wording', () => {
  it('names each document type as SPEC §3 says', () => {
    expect(documentDisplayName('EdjDeliveryReceipt', false)).toBe('Delivery Receipt');
    expect(documentDisplayName('SpecialAmendment', false)).toBe('Amendment');
    expect(documentDisplayName('SignedPolicy', false)).toBe('View Signed Policy');
    expect(documentDisplayName('SignedPolicy', true)).toBe('View Signed Contract');
    expect(documentDisplayName('StatementOfHealth', false)).toBe('Statement Of Health');
    expect(documentDisplayName('SaveAge', false)).toBe('Save Age');
  });

  it('asks the accept question by type', () => {
    expect(acceptQuestion('Amendment')).toBe('Do you agree with the information of this document?');
    expect(acceptQuestion('StatementOfHealth')).toBe('Is the information in this document still accurate?');
    expect(acceptQuestion('IllustrationSignature')).toBe('Do you agree with the contents of this document?');
  });

  it('notes a previous decision only with a status and a date', () => {
    const decided = documentInfo({
      currentReviewStatus: 'Accepted',
      acceptedOrDeclinedOn: '2026-03-04T12:00:00.000Z',
    });
    expect(previousDecisionNote(decided, 'UTC')).toBe('You previously accepted this document on 03/04/2026.');
    expect(previousDecisionNote(documentInfo({ currentReviewStatus: 'Accepted' }))).toBeNull();
    expect(
      previousDecisionNote(documentInfo({ acceptedOrDeclinedOn: '2026-03-04T12:00:00.000Z' })),
    ).toBeNull();
  });

  it('chooses the controls by document type and required status', () => {
    expect(controlKind(documentInfo({ documentType: 'SaveAge' }))).toBe('saveAge');
    expect(controlKind(documentInfo({ documentType: 'EdjDeliveryReceipt' }))).toBe('deliveryReceipt');
    expect(
      controlKind(documentInfo({ documentType: 'ReplacementForm', requiredReviewStatus: ['Completed'] })),
    ).toBe('replacementForm');
    expect(controlKind(documentInfo({ documentType: 'Amendment' }))).toBe('acceptDecline');
    expect(
      controlKind(documentInfo({ documentType: 'SignedPolicy', requiredReviewStatus: ['Reviewed'] })),
    ).toBe('reviewOnly');
  });
});

describe('validation (SPEC §5)', () => {
  it('accept/decline: a selection, and comments to decline', () => {
    expect(buildSubmission('acceptDecline', draft({}))).toEqual({
      ok: false,
      message: 'Please make a selection to continue.',
    });
    expect(buildSubmission('acceptDecline', draft({ choice: 'Declined', comments: '  ' }))).toEqual({
      ok: false,
      message: 'Please provide your comments',
    });
  });

  it('delivery receipt: a selection, and a real calendar date to decline', () => {
    expect(buildSubmission('deliveryReceipt', draft({}))).toMatchObject({ ok: false });
    expect(
      buildSubmission('deliveryReceipt', draft({ choice: 'Declined', newIssueDate: '02/30/2026' })),
    ).toMatchObject({
      ok: false,
    });
    expect(
      buildSubmission('deliveryReceipt', draft({ choice: 'Declined', newIssueDate: '02/28/2026' })),
    ).toEqual({
      ok: true,
      submission: {
        kind: 'accept',
        body: { newStatus: 'Declined', answers: [{ questionId: 'newIssueDate', value: '02/28/2026' }] },
      },
    });
  });

  it('replacement form: every question answered, policies flattened with their index', () => {
    expect(buildSubmission('replacementForm', draft({}))).toMatchObject({ ok: false });
    const ok = buildSubmission(
      'replacementForm',
      draft({
        mightDiscontinue: 'yes',
        mightFinance: 'no',
        replacementReason: 'Better rate',
        policies: [
          { policyNumber: 'A1', insuredName: 'Olivia', insurerName: 'Acme', replaceOrFinance: 'Replaced' },
        ],
      }),
    );
    expect(ok.ok && ok.submission.kind === 'complete' && ok.submission.body.answers).toContainEqual({
      questionId: 'replaceOrFinance',
      value: 'Replaced',
      policyIndex: 0,
    });
    const four = draft({
      mightDiscontinue: 'no',
      mightFinance: 'no',
      replacementReason: 'r',
      policies: Array.from({ length: 4 }, () => ({
        policyNumber: 'A',
        insuredName: 'B',
        insurerName: 'C',
        replaceOrFinance: 'neither' as const,
      })),
    });
    expect(buildSubmission('replacementForm', four)).toEqual({
      ok: false,
      message: 'At most 3 policies can be listed.',
    });
  });

  it('save age: a selection; decline carries the reissue note', () => {
    expect(buildSubmission('saveAge', draft({}))).toEqual({
      ok: false,
      message: 'Please make a selection to continue.',
    });
    expect(buildSubmission('saveAge', draft({ choice: 'Declined' }))).toEqual({
      ok: true,
      submission: {
        kind: 'accept',
        body: { newStatus: 'Declined', declinationNote: 'Declined Save Age document' },
      },
    });
  });

  it('dates are real MM/DD/YYYY calendar dates', () => {
    expect(isUsCalendarDate('02/29/2028')).toBe(true);
    expect(isUsCalendarDate('02/29/2027')).toBe(false);
    expect(isUsCalendarDate('13/01/2027')).toBe(false);
    expect(isUsCalendarDate('2027-01-01')).toBe(false);
    expect(isUsCalendarDate('1/1/2027')).toBe(false);
  });
});

describe('who may act (SPEC §4, §6)', () => {
  it('an agent always; a customer with an assigned open acceptance while WaitingAcceptance', () => {
    expect(reviewActionsEnabled(reviewCase(), 'customer')).toBe(true);
    expect(reviewActionsEnabled(reviewCase({ lifeCycleStatus: 'ChangeRequested' }), 'customer')).toBe(false);
    expect(reviewActionsEnabled(reviewCase({ lifeCycleStatus: 'ChangeRequested' }), 'agent')).toBe(true);
    const done = reviewCase();
    done.acceptances = done.acceptances.map((a) => ({ ...a, isComplete: true }));
    expect(reviewActionsEnabled(done, 'customer')).toBe(false);
  });

  it('only the Owner sees Continue', () => {
    expect(showsContinue(reviewCase(), 'customer')).toBe(true);
    expect(showsContinue(reviewCase({ partyId: 'p-ian' }), 'customer')).toBe(false);
    expect(showsContinue(reviewCase(), 'agent')).toBe(false);
    // Only while the case waits on its customers: pay and accept are closed otherwise.
    expect(showsContinue(reviewCase({ lifeCycleStatus: 'WaitingCompletion' }), 'customer')).toBe(true);
    for (const lifeCycleStatus of ['ChangeRequested', 'WaitingApproval', 'Canceled', 'Complete'] as const)
      expect(showsContinue(reviewCase({ lifeCycleStatus }), 'customer'), lifeCycleStatus).toBe(false);
  });

  it('redirects past review to the confirmation that fits the case and the caller', () => {
    expect(pastReviewTarget(reviewCase(), 'customer')).toBeNull();
    expect(pastReviewTarget(reviewCase({ lifeCycleStatus: 'Complete' }), 'agent')).toBe('agentConfirmation');
    expect(pastReviewTarget(reviewCase({ lifeCycleStatus: 'Complete', isAnnuity: true }), 'agent')).toBe(
      'agentConfirmationAnnuity',
    );
  });
});
