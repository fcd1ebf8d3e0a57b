// @ts-check
/**
 * The mutated files of `stryker.config.mjs`, split into parts that each finish in under 40 minutes on two
 * shared cores, so the score is built up over several sessions (docs/mutation.md). Together the parts cover
 * exactly the config's `mutate` list, each file once: `tests/unit/mutation-parts.test.ts` checks it.
 * @type {Record<string, string[]>}
 */
const MUTATE = {
  payment: ['machines/payment.ts'],
  paymentForm: ['machines/paymentForm.ts', 'machines/cardFrame.ts'],
  paymentStatus: ['machines/paymentStatus.ts'],
  'payment-rules': [
    'src/domain/paymentRules.ts',
    'src/domain/paymentEntry.ts',
    'src/domain/money.ts',
    'src/domain/lastFour.ts',
    'src/domain/receipt.ts',
    'src/domain/receiptTexts.ts',
    'src/domain/confirmationPayments.ts',
    'src/domain/signingAmounts.ts',
  ],
  acceptance: ['machines/acceptance.ts', 'machines/acceptanceRedirect.ts', 'src/domain/acceptanceRules.ts'],
  documentReview: [
    'machines/documentReview.ts',
    'machines/commentModal.ts',
    'machines/markedPagesViewer.ts',
    'src/domain/comments.ts',
    'src/domain/markedPages.ts',
  ],
  documents: ['machines/documentCard.ts', 'src/domain/documents.ts'],
  caseLifecycle: ['machines/caseLifecycle.ts'],
  'sandbox-lifecycle': [
    'sandbox/lifecycle.ts',
    'sandbox/views.ts',
    'sandbox/routes/cases.ts',
    'sandbox/routes/shared.ts',
  ],
  'sandbox-payments': ['sandbox/payments.ts', 'sandbox/routes/payments.ts'],
  'sandbox-permissions': ['sandbox/auth/callers.ts', 'sandbox/routes/auth.ts', 'src/domain/caseRules.ts'],
  'sandbox-other': [
    'sandbox/routes/change.ts',
    'sandbox/routes/documents.ts',
    'sandbox/routes/confirmation.ts',
    'sandbox/routes/consent.ts',
    'sandbox/routes/certificate.ts',
  ],
  'customer-machines': [
    'machines/confirmation.ts',
    'machines/consent.ts',
    'machines/deliveryConfirmation.ts',
    'machines/certificate.ts',
    'machines/dashboard.ts',
    'machines/journeyTracker.ts',
  ],
  'session-machines': [
    'machines/session.ts',
    'machines/loginForm.ts',
    'machines/siteConfig.ts',
    'machines/parts/*.ts',
    'src/domain/loginMessages.ts',
    'src/domain/loginRules.ts',
    'src/domain/sessionClaims.ts',
    'src/domain/fingerprint.ts',
  ],
  'agent-machines': [
    'machines/agent*.ts',
    'src/domain/agent*.ts',
    'src/domain/workQueue.ts',
    'src/domain/casesCsv.ts',
  ],
  'viewer-machines': [
    'machines/annotationEditor.ts',
    'src/domain/annotationLimits.ts',
    'src/domain/markBoxes.ts',
    'machines/pdfViewer.ts',
    'machines/pdfFind.ts',
    'src/domain/textSearch.ts',
    'src/domain/textFold.ts',
  ],
  domain: [
    'src/domain/caseRefusalTexts.ts',
    'src/domain/caseSummary.ts',
    'src/domain/caseSummaryTexts.ts',
    'src/domain/commentTexts.ts',
    'src/domain/dashboardTexts.ts',
    'src/domain/documentTexts.ts',
    'src/domain/formats.ts',
    'src/domain/paymentTexts.ts',
    'src/domain/pdfFindTexts.ts',
    'src/domain/signingTexts.ts',
    'src/domain/whatNextTexts.ts',
    'src/domain/certificateText.ts',
    'src/domain/confirmationTexts.ts',
    'src/domain/consent.ts',
    'src/domain/consentTexts.ts',
    'src/domain/dashboardTiles.ts',
    'src/domain/dates.ts',
    'src/domain/deliveryWait.ts',
    'src/domain/failureTexts.ts',
    'src/domain/freeLook.ts',
    'src/domain/journeySteps.ts',
    'src/domain/policyLinks.ts',
    'src/domain/routeNames.ts',
    'src/domain/signature.ts',
    'src/domain/whatNext.ts',
  ],
};

/**
 * The sandbox's own test files that call its routes, without the slow ones that never reach a rule: the
 * fuzzer, the PDF and tester-document builders, the over-the-wire size test, the card provider's stand-in.
 */
const SANDBOX_ROUTE_TESTS = [
  'tests/sandbox/auth.test.ts',
  'tests/sandbox/authorization.test.ts',
  'tests/sandbox/card-session-lifetime.test.ts',
  'tests/sandbox/case-events.test.ts',
  'tests/sandbox/cases.test.ts',
  'tests/sandbox/certificate.test.ts',
  'tests/sandbox/confirmation-numbers.test.ts',
  'tests/sandbox/change-and-delivery.test.ts',
  'tests/sandbox/consent.test.ts',
  'tests/sandbox/contract.test.ts',
  'tests/sandbox/documents.test.ts',
  'tests/sandbox/faults-and-input.test.ts',
  'tests/sandbox/kept-answers.test.ts',
  'tests/sandbox/payment-records.test.ts',
  'tests/sandbox/payment-submissions.test.ts',
  'tests/sandbox/payments.test.ts',
  'tests/sandbox/queue-counts.test.ts',
  'tests/sandbox/security-controls.test.ts',
  'tests/sandbox/security-guessing.test.ts',
  'tests/sandbox/security-input.test.ts',
  'tests/sandbox/security-lifetime.test.ts',
  'tests/sandbox/security-login.test.ts',
  'tests/sandbox/security-requests.test.ts',
  'tests/sandbox/security-search.test.ts',
  'tests/sandbox/security-smaller.test.ts',
  'tests/sandbox/security-tokens.test.ts',
  'tests/sandbox/security-writes.test.ts',
  'tests/sandbox/server.test.ts',
  'tests/sandbox/tokens.test.ts',
];

/**
 * The test files that exercise a part's code, where its files are imported far wider than they are used:
 * machines that the sandbox imports (paymentStatus, caseLifecycle) would otherwise run every sandbox test
 * file for each mutant Stryker can only set at import time (decision 290). Each list holds every test file
 * that imports the part's files for its rules or calls the sandbox routes that run them (chosen by reading the imports).
 * A part without a list runs every test file that imports its files.
 * @type {Record<string, string[]>}
 */
const TESTS = {
  payment: [
    'tests/unit/spec-failure-texts.test.ts',
    'tests/unit/inspector-actors.test.ts',
    'tests/unit/payment-machines.test.ts',
    'tests/model/coverage.test.ts',
  ],
  paymentForm: [
    'tests/unit/inspector-actors.test.ts',
    'tests/unit/payment-machines.test.ts',
    'tests/model/coverage.test.ts',
  ],
  acceptance: [
    'tests/unit/acceptance.test.ts',
    'tests/unit/confirmation.test.ts',
    'tests/model/coverage.test.ts',
  ],
  documentReview: [
    'tests/unit/agent-case.test.ts',
    'tests/unit/comment-marked-pages.test.ts',
    'tests/unit/comment-modal.test.ts',
    'tests/unit/document-review.test.ts',
    'tests/unit/document-transitions.test.ts',
    'tests/unit/i18n-review-machines.test.ts',
    'tests/unit/inspector-actors.test.ts',
    'tests/unit/review-comment-modal.test.ts',
    'tests/unit/spec-failure-texts.test.ts',
    'tests/model/coverage.test.ts',
  ],
  paymentStatus: [
    'tests/unit/paymentStatus.test.ts',
    'tests/model/coverage.test.ts',
    'tests/sandbox/payments.test.ts',
    'tests/sandbox/payment-records.test.ts',
    'tests/sandbox/authorization.test.ts',
    'tests/model/paymentStatus.test.ts',
  ],
  'sandbox-payments': [
    'tests/sandbox/payments.test.ts',
    'tests/sandbox/payment-records.test.ts',
    'tests/sandbox/payment-submissions.test.ts',
    'tests/sandbox/card-session-lifetime.test.ts',
    'tests/sandbox/confirmation-numbers.test.ts',
    'tests/sandbox/authorization.test.ts',
    'tests/sandbox/faults-and-input.test.ts',
    'tests/sandbox/security-writes.test.ts',
    'tests/model/paymentStatus.test.ts',
  ],
  'sandbox-permissions': [
    ...SANDBOX_ROUTE_TESTS,
    'tests/unit/document-action-rights.test.ts',
    'tests/unit/caseLifecycle.test.ts',
    'tests/unit/schemas.test.ts',
  ],
  'sandbox-lifecycle': [
    ...SANDBOX_ROUTE_TESTS,
    'tests/sandbox/marked-pages.test.ts',
    'tests/unit/caseLifecycle.test.ts',
    'tests/model/caseLifecycle.test.ts',
  ],
  'sandbox-other': [
    ...SANDBOX_ROUTE_TESTS,
    'tests/sandbox/marked-pages.test.ts',
    'tests/sandbox/signature.test.ts',
  ],
  caseLifecycle: [
    'tests/unit/caseLifecycle.test.ts',
    'tests/model/caseLifecycle.test.ts',
    'tests/model/coverage.test.ts',
    'tests/sandbox/cases.test.ts',
    'tests/sandbox/change-and-delivery.test.ts',
    'tests/sandbox/agent-actions-table.test.ts',
    'tests/sandbox/authorization.test.ts',
  ],
};

/**
 * The generated-path models (tests/model/registry.ts) that tests/model/coverage.test.ts replays for a part:
 * those of its machines and of the machines that invoke them. Others replay every model.
 * @type {Record<string, string[]>}
 */
const MODELS = {
  payment: ['payment', 'paymentForm'],
  paymentForm: ['payment', 'paymentForm'],
  paymentStatus: ['paymentStatus'],
  acceptance: ['acceptance', 'confirmation'],
  documentReview: ['documentReview', 'commentModal', 'markedPagesViewer'],
  caseLifecycle: ['caseLifecycle'],
};

/** @type {Record<string, { mutate: string[], tests?: string[], models?: string[] }>} */
export const PARTS = Object.fromEntries(
  Object.entries(MUTATE).map(([part, mutate]) => [
    part,
    { mutate, tests: TESTS[part], models: MODELS[part] },
  ]),
);

for (const part of [...Object.keys(TESTS), ...Object.keys(MODELS)])
  if (!(part in MUTATE))
    throw new Error(`scripts/mutation/parts.mjs names tests or models for no part: ${part}`);
