import { describe, expect, it } from 'vitest';
import type { DocumentInfo } from '../../src/api/schemas/document.ts';
import { isUsCalendarDate } from '../../src/domain/dates.ts';
import {
  acceptQuestion,
  allReviewed,
  buildSubmission,
  controlKind,
  type DocumentDraft,
  documentDisplayName,
  documentNameMessage,
  documentTitleMessage,
  EMPTY_DRAFT,
  pastReviewTarget,
  previousDecisionNote,
  reviewActionsEnabled,
  showsContinue,
} from '../../src/domain/documents/documents.ts';
import { DOCUMENT_MESSAGES } from '../../src/domain/documents/documentTexts.ts';
import { message, type TextKey } from '../../src/i18n/message.ts';
import { say } from '../../src/i18n/texts.ts';
import { documentInfo, reviewCase } from './document-fixtures.ts';

/** A rule's refusal, as the card carries it (decision 490). */
const refusal = (key: TextKey<typeof DOCUMENT_MESSAGES>) =>
  message(DOCUMENT_MESSAGES, key as 'notAllReviewed');

const draft = (over: Partial<DocumentDraft>): DocumentDraft => ({ ...EMPTY_DRAFT, ...over });

describe('display names and wording', () => {
  it('names each document type as SPEC §3 says', () => {
    expect(documentDisplayName('EdjDeliveryReceipt', false)).toBe('Delivery Receipt');
    expect(documentDisplayName('SpecialAmendment', false)).toBe('Amendment');
    expect(documentDisplayName('SignedPolicy', false)).toBe('View Signed Policy');
    expect(documentDisplayName('SignedPolicy', true)).toBe('View Signed Contract');
    expect(documentDisplayName('StatementOfHealth', false)).toBe('Statement of Health');
    expect(documentDisplayName('SaveAge', false)).toBe('Save Age');
  });

  it('names a document the same way where it is said as a message: the live region, its marked pages', () => {
    // The live region names a document by its display name (decision 352), the contract's for an annuity.
    const named = (type: DocumentInfo['documentType'], isAnnuity: boolean) =>
      say(documentNameMessage(type, isAnnuity), 'en');
    expect(named('SignedPolicy', false)).toBe('View Signed Policy');
    expect(named('SignedPolicy', true)).toBe('View Signed Contract');
    expect(named('Amendment', true)).toBe('Amendment');
    expect(named('StatementOfHealth', false)).toBe('Statement of Health');
    // Marked pages are 'of' the title ('pages 2 and 5 of Signed Policy', decision 285): no 'View '.
    const titled = (type: DocumentInfo['documentType'], isAnnuity: boolean) =>
      say(documentTitleMessage(type, isAnnuity), 'en');
    expect(titled('SignedPolicy', false)).toBe('Signed Policy');
    expect(titled('SignedPolicy', true)).toBe('Signed Contract');
    expect(titled('Amendment', true)).toBe('Amendment');
    expect(titled('SpecialAmendment', false)).toBe('Amendment');
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
      message: refusal('selectionRequired'),
      fields: { choice: refusal('selectionRequired') },
    });
    expect(buildSubmission('acceptDecline', draft({ choice: 'Declined', comments: '  ' }))).toEqual({
      ok: false,
      message: refusal('commentsRequired'),
      fields: { comments: refusal('commentsRequired') },
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
      mightDiscontinue: 'yes',
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
      message: refusal('tooManyPolicies'),
      fields: { policies: refusal('tooManyPolicies') },
    });
  });

  it('save age: a selection; decline carries the reissue note', () => {
    expect(buildSubmission('saveAge', draft({}))).toEqual({
      ok: false,
      message: refusal('selectionRequired'),
      fields: { choice: refusal('selectionRequired') },
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

  it('takes the first and last day of a month and the first and last month of a year (docs/api.md: any real date)', () => {
    for (const date of ['01/15/2027', '12/15/2027', '03/01/2027', '01/31/2027', '12/31/2027', '01/01/1900']) {
      expect(isUsCalendarDate(date), date).toBe(true);
    }
  });

  it('refuses a year before 1900, as a mistyped year (decision 304)', () => {
    for (const date of ['12/31/1899', '01/15/0202', '06/30/1025', '01/01/0000']) {
      expect(isUsCalendarDate(date), date).toBe(false);
    }
  });

  it("refuses day 00, month 00 and a day past its month, at a year's end too", () => {
    for (const date of ['00/15/2027', '01/00/2027', '04/31/2027', '12/32/2027', '12/99/2027', '99/01/2027']) {
      expect(isUsCalendarDate(date), date).toBe(false);
    }
  });

  it('refuses a date with more digits around it', () => {
    expect(isUsCalendarDate('101/15/2027')).toBe(false);
    expect(isUsCalendarDate('01/15/20271')).toBe(false);
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

describe('the controls and questions of each document type (SPEC §3, §5)', () => {
  it('asks of a SpecialAmendment what it asks of an Amendment (SPEC §3: Amendment also SpecialAmendment)', () => {
    expect(acceptQuestion('SpecialAmendment')).toBe('Do you agree with the information of this document?');
    expect(acceptQuestion('SignedPolicy')).toBe('Do you agree with the contents of this document?');
  });

  it('a delivery receipt that needs Accepted has its own control; one that needs only Reviewed is reviewed', () => {
    const receipt = (requiredReviewStatus: DocumentInfo['requiredReviewStatus']) =>
      controlKind(documentInfo({ documentType: 'EdjDeliveryReceipt', requiredReviewStatus }));
    expect(receipt(['Accepted'])).toBe('deliveryReceipt');
    expect(receipt(['Reviewed'])).toBe('reviewOnly');
    expect(
      controlKind(
        documentInfo({ documentType: 'IllustrationSignature', requiredReviewStatus: ['Reviewed'] }),
      ),
    ).toBe('reviewOnly');
  });
});

/** A form that says a policy is replaced: the reason and the policies are asked for (decision 351). */
const answered = (over: Partial<DocumentDraft> = {}) =>
  draft({
    mightDiscontinue: 'yes',
    mightFinance: 'no',
    replacementReason: 'A lower premium',
    policies: [],
    ...over,
  });
const policy = (over: Partial<DocumentDraft['policies'][number]> = {}) => ({
  policyNumber: 'OLD-1',
  insuredName: 'Olivia Owner',
  insurerName: 'Acme Life',
  replaceOrFinance: 'Replaced' as const,
  ...over,
});
const ANSWER = refusal('answerRequired');
const REASON = refusal('reasonRequired');
const fieldsOf = (result: ReturnType<typeof buildSubmission>) => (result.ok ? {} : result.fields);

describe('the replacement form (SPEC §3 answers, §5 at most 3 policies; decision 351)', () => {
  it('takes 3 policies, the most SPEC allows', () => {
    const three = answered({ policies: [policy(), policy(), policy()] });
    expect(buildSubmission('replacementForm', three)).toMatchObject({ ok: true });
  });

  it('an empty Submit names each question beside it, once each: both answers, no reason yet', () => {
    expect(buildSubmission('replacementForm', draft({}))).toEqual({
      ok: false,
      message: ANSWER,
      fields: { mightDiscontinue: ANSWER, mightFinance: ANSWER },
    });
  });

  it('both answered No: nothing is replaced, so no reason is asked for and none is sent', () => {
    const none = draft({ mightDiscontinue: 'no', mightFinance: 'no', replacementReason: '' });
    expect(buildSubmission('replacementForm', none)).toEqual({
      ok: true,
      submission: {
        kind: 'complete',
        body: {
          answers: [
            { questionId: 'mightDiscontinue', value: 'no' },
            { questionId: 'mightFinance', value: 'no' },
            { questionId: 'replacementReason', value: '' },
          ],
        },
      },
    });
    // Policies listed before both answers turned No are not sent either.
    const left = { ...none, replacementReason: 'typed before', policies: [policy()] };
    expect(buildSubmission('replacementForm', left)).toEqual(buildSubmission('replacementForm', none));
  });

  it('either answer Yes asks for the reason, beside its field', () => {
    expect(buildSubmission('replacementForm', answered())).toMatchObject({ ok: true });
    for (const yes of [{ mightDiscontinue: 'yes' }, { mightFinance: 'yes', mightDiscontinue: 'no' }] as const)
      expect(
        fieldsOf(buildSubmission('replacementForm', answered({ ...yes, replacementReason: '  ' }))),
      ).toEqual({ replacementReason: REASON });
    expect(fieldsOf(buildSubmission('replacementForm', answered({ mightFinance: null })))).toEqual({
      mightFinance: ANSWER,
    });
  });

  it('wants every listed policy whole: each blank field of each policy is named beside it', () => {
    const messages = {
      policyNumber: refusal('policyNumberRequired'),
      insuredName: refusal('insuredNameRequired'),
      insurerName: refusal('insurerNameRequired'),
    };
    for (const blank of ['policyNumber', 'insuredName', 'insurerName'] as const) {
      const one = answered({ policies: [policy(), policy({ [blank]: ' ' })] });
      expect(fieldsOf(buildSubmission('replacementForm', one)), blank).toEqual({
        [`policies.1.${blank}`]: messages[blank],
      });
    }
  });

  it('sends the answers without the spaces typed around them', () => {
    const spaced = answered({
      replacementReason: '  A lower premium ',
      policies: [
        policy({ policyNumber: ' OLD-1 ', insuredName: ' Olivia Owner ', insurerName: ' Acme Life ' }),
      ],
    });
    expect(buildSubmission('replacementForm', spaced)).toEqual({
      ok: true,
      submission: {
        kind: 'complete',
        body: {
          answers: [
            { questionId: 'mightDiscontinue', value: 'yes' },
            { questionId: 'mightFinance', value: 'no' },
            { questionId: 'replacementReason', value: 'A lower premium' },
            { questionId: 'policyNumber', value: 'OLD-1', policyIndex: 0 },
            { questionId: 'insuredName', value: 'Olivia Owner', policyIndex: 0 },
            { questionId: 'insurerName', value: 'Acme Life', policyIndex: 0 },
            { questionId: 'replaceOrFinance', value: 'Replaced', policyIndex: 0 },
          ],
        },
      },
    });
  });
});

describe('accept and decline (SPEC §5)', () => {
  it('an accept sends Accepted and nothing else, whatever the control', () => {
    for (const kind of ['acceptDecline', 'deliveryReceipt', 'saveAge'] as const)
      expect(buildSubmission(kind, draft({ choice: 'Accepted', comments: 'fine' })), kind).toEqual({
        ok: true,
        submission: { kind: 'accept', body: { newStatus: 'Accepted' } },
      });
  });

  it('a decline sends the comments as its note, without the spaces typed around them', () => {
    expect(
      buildSubmission('acceptDecline', draft({ choice: 'Declined', comments: '  Wrong address ' })),
    ).toEqual({
      ok: true,
      submission: { kind: 'accept', body: { newStatus: 'Declined', declinationNote: 'Wrong address' } },
    });
  });

  it('a declined delivery receipt sends its comments when there are some, and the date trimmed', () => {
    expect(
      buildSubmission(
        'deliveryReceipt',
        draft({ choice: 'Declined', newIssueDate: ' 03/02/2026 ', comments: ' Issue it in March ' }),
      ),
    ).toEqual({
      ok: true,
      submission: {
        kind: 'accept',
        body: {
          newStatus: 'Declined',
          declinationNote: 'Issue it in March',
          answers: [{ questionId: 'newIssueDate', value: '03/02/2026' }],
        },
      },
    });
    // Comments of spaces only are no comments: no empty note is sent.
    expect(
      buildSubmission(
        'deliveryReceipt',
        draft({ choice: 'Declined', newIssueDate: '03/02/2026', comments: '   ' }),
      ),
    ).toEqual({
      ok: true,
      submission: {
        kind: 'accept',
        body: { newStatus: 'Declined', answers: [{ questionId: 'newIssueDate', value: '03/02/2026' }] },
      },
    });
    expect(buildSubmission('deliveryReceipt', draft({ choice: 'Declined' }))).toEqual({
      ok: false,
      message: refusal('issueDateInvalid'),
      fields: { newIssueDate: refusal('issueDateInvalid') },
    });
  });

  it('a delivery receipt and a save age without a choice ask for one', () => {
    for (const kind of ['deliveryReceipt', 'saveAge'] as const)
      expect(buildSubmission(kind, draft({ comments: 'x', newIssueDate: '03/02/2026' })), kind).toEqual({
        ok: false,
        message: refusal('selectionRequired'),
        fields: { choice: refusal('selectionRequired') },
      });
  });
});

describe('past review, for a customer (decision 010)', () => {
  const accepted = (c: ReturnType<typeof reviewCase>) => ({
    ...c,
    acceptances: c.acceptances.map((a) => (a.partyId === 'p-olivia' ? { ...a, isComplete: true } : a)),
  });

  it('a complete case or one waiting delivery confirmation goes to the confirmation of its kind', () => {
    expect(pastReviewTarget(reviewCase({ lifeCycleStatus: 'Complete' }), 'customer')).toBe('confirmation');
    expect(pastReviewTarget(reviewCase({ lifeCycleStatus: 'WaitingDeliveryConfirmation' }), 'customer')).toBe(
      'confirmation',
    );
    expect(
      pastReviewTarget(
        reviewCase({ lifeCycleStatus: 'WaitingDeliveryConfirmation', isAnnuity: true }),
        'customer',
      ),
    ).toBe('annuityConfirmation');
  });

  it('WaitingCompletion is past review only for the customer who has accepted', () => {
    const waiting = reviewCase({ lifeCycleStatus: 'WaitingCompletion' });
    expect(pastReviewTarget(waiting, 'customer')).toBeNull();
    expect(pastReviewTarget(accepted(waiting), 'customer')).toBe('confirmation');
    expect(pastReviewTarget({ ...accepted(waiting), partyId: 'p-ian' }, 'customer')).toBeNull();
    // Sent back after the Owner accepted (another party asked for changes, or the agent ended it): the
    // case is not past review, and the Owner is not told they are all done.
    for (const lifeCycleStatus of ['ChangeRequested', 'Canceled'] as const)
      expect(
        pastReviewTarget(accepted(reviewCase({ lifeCycleStatus })), 'customer'),
        lifeCycleStatus,
      ).toBeNull();
  });
});

describe('all reviewed, and a caller with no party on the case (SPEC §4)', () => {
  it('the Owner may continue only when every document is reviewed, not when some are', () => {
    const [first, second] = reviewCase().documents as [DocumentInfo, DocumentInfo];
    expect(allReviewed([{ ...first, isReviewComplete: true }, second])).toBe(false);
    expect(allReviewed([first, { ...second, isReviewComplete: true }])).toBe(false);
    expect(allReviewed([first, second].map((d) => ({ ...d, isReviewComplete: true })))).toBe(true);
  });

  it('an agent with no party on the case may act on its documents and has no Continue', () => {
    const noParty = reviewCase({ partyId: null, lifeCycleStatus: 'WaitingCompletion' });
    expect(reviewActionsEnabled(noParty, 'agent')).toBe(true);
    expect(showsContinue(noParty, 'agent')).toBe(false);
  });
});
