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
    'src/domain/payment/paymentRules.ts',
    'src/domain/payment/paymentEntry.ts',
    'src/domain/money.ts',
    'src/domain/payment/lastFour.ts',
    'src/domain/payment/receipt.ts',
    'src/domain/payment/receiptTexts.ts',
    'src/domain/payment/confirmationPayments.ts',
    'src/domain/acceptance/signingAmounts.ts',
  ],
  acceptance: [
    'machines/acceptance.ts',
    'machines/acceptanceRedirect.ts',
    'src/domain/acceptance/acceptanceRules.ts',
  ],
  documentReview: ['machines/documentReview.ts'],
  comments: [
    'machines/commentModal.ts',
    'machines/markedPagesViewer.ts',
    'src/domain/review/comments.ts',
    'src/domain/review/markedPages.ts',
  ],
  documents: [
    'machines/documentCard.ts',
    'src/domain/documents/documents.ts',
    'src/domain/documents/fileNames.ts',
    'src/domain/review/documentSteps.ts',
    'src/domain/review/replacementForm.ts',
    'src/domain/journey/stepTexts.ts',
  ],
  caseLifecycle: ['machines/caseLifecycle.ts'],
  'sandbox-lifecycle': [
    'sandbox/lifecycle.ts',
    'sandbox/views.ts',
    'sandbox/routes/cases.ts',
    'sandbox/routes/shared.ts',
  ],
  'sandbox-payments': ['sandbox/payments/payments.ts', 'sandbox/payments/routes.ts'],
  // The book's search and the thread it runs in (decision 415). Mutants are switched on in the tests' own
  // thread only: the search's rules are checked there through CaseStore.search (the stored answers).
  'sandbox-search': [
    'sandbox/search/bookQuery.ts',
    'sandbox/search/searchWorker.ts',
    'sandbox/http/compressAnswers.ts',
  ],
  'sandbox-permissions': ['sandbox/auth/callers.ts', 'sandbox/routes/auth.ts', 'src/domain/caseRules.ts'],
  'sandbox-other': [
    'sandbox/routes/change.ts',
    'sandbox/routes/documents.ts',
    'sandbox/routes/confirmation.ts',
    'sandbox/routes/consent.ts',
    'sandbox/routes/certificate.ts',
    'sandbox/routes/telemetry.ts',
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
    'src/domain/session/loginMessages.ts',
    'src/domain/session/loginRules.ts',
    'src/domain/session/sessionClaims.ts',
    'src/domain/documents/fingerprint.ts',
    'src/domain/documents/base64.ts',
  ],
  // The search's machine and its rules run apart (tenth session): each of the machine's many mutants set at
  // import time replays the search's generated paths, which keeps its part to an hour of quiet machine.
  'agent-search': ['machines/agentSearch.ts'],
  'agent-search-rules': ['src/domain/agent/agentSearch.ts', 'src/domain/agent/casesCsv.ts'],
  'agent-case': [
    'machines/agentActions.ts',
    'machines/agentCasePage.ts',
    'machines/agentChange.ts',
    'machines/agentQueue.ts',
    'src/domain/agent/agentCase.ts',
    'src/domain/agent/workQueue.ts',
  ],
  // The viewer's machines, one part each with its rules (tenth session): 1,338 mutants together.
  'viewer-annotations': [
    'machines/annotationEditor.ts',
    'src/domain/annotation/annotationLimits.ts',
    'src/domain/annotation/markBoxes.ts',
  ],
  'viewer-pdf': ['machines/pdfViewer.ts'],
  'viewer-find': ['machines/pdfFind.ts'],
  'domain-routes': ['src/domain/routeNames.ts'],
  'domain-formats': ['src/domain/formats.ts', 'src/domain/dates.ts'],
  // With the customer's catalogs, which hold no mutants (Stryker leaves `as const` literals alone).
  'domain-journey': [
    'src/domain/journey/caseSummary.ts',
    'src/domain/record/certificateChecks.ts',
    'src/domain/record/certificateText.ts',
    'src/domain/journey/dashboardTiles.ts',
    'src/domain/record/deliveryWait.ts',
    'src/domain/journey/whatNext.ts',
    'src/domain/journey/caseSummaryTexts.ts',
    'src/domain/journey/confirmationTexts.ts',
    'src/domain/journey/dashboardTexts.ts',
    'src/domain/payment/paymentTexts.ts',
    'src/domain/acceptance/signingTexts.ts',
    'src/domain/journey/whatNextTexts.ts',
  ],
  // With the review's catalogs, which hold no mutants either.
  'domain-failures': [
    'src/domain/failureTexts.ts',
    'src/domain/caseRefusalTexts.ts',
    'src/domain/review/commentTexts.ts',
    'src/domain/documents/documentTexts.ts',
    'src/domain/documents/pdfFindTexts.ts',
  ],
  'domain-links': ['src/domain/agent/policyLinks.ts'],
  // Rules the sandbox runs too: each part runs the one sandbox test file that checks its rule.
  'domain-signature': ['src/domain/acceptance/signature.ts'],
  'domain-consent': ['src/domain/record/consent.ts', 'src/domain/record/consentTexts.ts'],
  'domain-free-look': ['src/domain/acceptance/freeLook.ts'],
  'domain-tracker': ['src/domain/journey/journeySteps.ts'],
};

/** The agent search's machine and its rules are checked by the same files. */
const AGENT_SEARCH_TESTS = [
  'tests/unit/agent-search.test.ts',
  'tests/unit/agent-search-machine.test.ts',
  'tests/unit/agent-queue.test.ts',
  'tests/unit/cases-csv.test.ts',
  'tests/unit/export-safety.test.ts',
  'tests/unit/search-params.test.ts',
  'tests/unit/spec-failure-texts.test.ts',
  'tests/model/coverage.test.ts',
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
    'tests/unit/document-review-load.test.ts',
    'tests/unit/document-review.test.ts',
    'tests/unit/document-review-flow.test.ts',
    'tests/unit/document-transitions.test.ts',
    'tests/unit/i18n-review-machines.test.ts',
    'tests/unit/inspector-actors.test.ts',
    'tests/unit/review-arrival.test.ts',
    'tests/unit/review-comment-modal.test.ts',
    'tests/unit/spec-failure-texts.test.ts',
    'tests/model/coverage.test.ts',
  ],
  comments: [
    'tests/unit/comment-marked-pages.test.ts',
    'tests/unit/comment-modal.test.ts',
    'tests/unit/review-comment-modal.test.ts',
    'tests/unit/i18n-review-machines.test.ts',
    'tests/model/coverage.test.ts',
  ],
  'payment-rules': [
    'tests/unit/case-summary.test.ts',
    'tests/unit/certificate-assembly.test.ts',
    'tests/unit/confirmation.test.ts',
    'tests/unit/i18n-journey-texts.test.ts',
    'tests/unit/payment-entry.test.ts',
    'tests/unit/payment-machines.test.ts',
    'tests/unit/paymentRules.test.ts',
    'tests/unit/paymentStatus.test.ts',
    'tests/unit/receipt.test.ts',
    'tests/unit/signature.test.ts',
    'tests/unit/spec-failure-texts.test.ts',
    'tests/model/paymentStatus.test.ts',
  ],
  documents: [
    'tests/unit/acceptance.test.ts',
    'tests/unit/review-arrival.test.ts',
    'tests/unit/agent-case.test.ts',
    'tests/unit/delivery-confirmation.test.ts',
    'tests/unit/document-action-rights.test.ts',
    'tests/unit/document-card.test.ts',
    'tests/unit/document-review-load.test.ts',
    'tests/unit/document-review.test.ts',
    'tests/unit/document-rules.test.ts',
    'tests/unit/document-transitions.test.ts',
    'tests/unit/i18n-journey-texts.test.ts',
    'tests/unit/i18n-review-machines.test.ts',
    'tests/unit/spec-failure-texts.test.ts',
    'tests/unit/export-safety.test.ts',
    'tests/unit/zip.test.ts',
    'tests/model/coverage.test.ts',
  ],
  'customer-machines': [
    'tests/unit/certificate.test.ts',
    'tests/unit/confirmation.test.ts',
    'tests/unit/consent.test.ts',
    'tests/unit/dashboard.test.ts',
    'tests/unit/delivery-confirmation.test.ts',
    'tests/unit/journey-steps.test.ts',
    'tests/unit/journey-tracker.test.ts',
    'tests/model/coverage.test.ts',
  ],
  'session-machines': [
    'tests/unit/document-review-load.test.ts',
    'tests/unit/document-review.test.ts',
    'tests/unit/fingerprint.test.ts',
    'tests/unit/i18n-catalogs.test.ts',
    'tests/unit/login-form.test.ts',
    'tests/unit/owned-promise.test.ts',
    'tests/unit/session-open-case.test.ts',
    'tests/unit/session.test.ts',
    'tests/unit/site-config.test.ts',
    'tests/model/session-paths.test.ts',
    'tests/model/coverage.test.ts',
  ],
  // The search's 3,305 generated paths take about 20 s: only its own part replays them (ninth session).
  'agent-search': AGENT_SEARCH_TESTS,
  'agent-search-rules': AGENT_SEARCH_TESTS,
  'agent-case': [
    'tests/unit/agent-case.test.ts',
    'tests/unit/agent-change.test.ts',
    'tests/unit/agent-queue.test.ts',
    'tests/unit/spec-failure-texts.test.ts',
    'tests/model/coverage.test.ts',
    'tests/sandbox/agent-actions-table.test.ts',
  ],
  'viewer-annotations': [
    'tests/unit/annotation-editor-moves.test.ts',
    'tests/unit/annotation-editor-tools.test.ts',
    'tests/unit/annotation-editor.test.ts',
    'tests/unit/annotation-export.test.ts',
    'tests/unit/mark-boxes.test.ts',
    'tests/model/coverage.test.ts',
  ],
  'viewer-pdf': [
    'tests/unit/pdf-geometry.test.ts',
    'tests/unit/pdf-viewer.test.ts',
    'tests/unit/pdf-zoom-pages.test.ts',
    'tests/unit/pdf-viewer-phone.test.ts',
    'tests/model/coverage.test.ts',
  ],
  'viewer-find': [
    'tests/unit/i18n-review-machines.test.ts',
    'tests/unit/pdf-find.test.ts',
    'tests/model/coverage.test.ts',
  ],
  // The domain parts (CHANGELOG.md, "Mutation testing: every run"): for each module, the files that load it and check its values or
  // rules; a mutant set at import time runs the listed files that import its module.
  'domain-routes': [
    'tests/unit/before-router.test.ts',
    'tests/unit/route-tree.test.tsx',
    'tests/unit/routes.test.ts',
  ],
  'domain-formats': [
    'tests/unit/case-summary.test.ts',
    'tests/unit/cases-csv.test.ts',
    'tests/unit/certificate.test.ts',
    'tests/unit/consent.test.ts',
    'tests/unit/document-rules.test.ts',
    'tests/unit/i18n-journey-texts.test.ts',
    'tests/unit/payment-entry.test.ts',
    'tests/unit/receipt.test.ts',
    'tests/unit/what-next.test.ts',
    'tests/unit/zip.test.ts',
  ],
  'domain-journey': [
    'tests/unit/acceptance.test.ts',
    'tests/unit/case-summary.test.ts',
    'tests/unit/certificate-checks.test.ts',
    'tests/unit/certificate.test.ts',
    'tests/unit/confirmation.test.ts',
    'tests/unit/dashboard.test.ts',
    'tests/unit/free-look.test.ts',
    'tests/unit/i18n-catalogs.test.ts',
    'tests/unit/i18n-journey-texts.test.ts',
    'tests/unit/what-next.test.ts',
  ],
  'domain-failures': [
    'tests/unit/acceptance.test.ts',
    'tests/unit/agent-case.test.ts',
    'tests/unit/certificate.test.ts',
    'tests/unit/confirmation.test.ts',
    'tests/unit/consent.test.ts',
    'tests/unit/delivery-confirmation.test.ts',
    'tests/unit/document-review-load.test.ts',
    'tests/unit/i18n-catalogs.test.ts',
    'tests/unit/i18n-review-machines.test.ts',
    'tests/unit/payment-machines.test.ts',
    'tests/unit/spec-failure-texts.test.ts',
  ],
  'domain-links': [
    'tests/unit/agent-case.test.ts',
    'tests/unit/agent-search.test.ts',
    'tests/unit/document-review-flow.test.ts',
    'tests/unit/document-review-load.test.ts',
    'tests/unit/document-rules.test.ts',
    'tests/unit/spec-failure-texts.test.ts',
  ],
  'domain-signature': [
    'tests/unit/acceptance.test.ts',
    'tests/unit/signature.test.ts',
    'tests/sandbox/signature.test.ts',
  ],
  'domain-consent': [
    'tests/unit/consent.test.ts',
    'tests/unit/document-review-load.test.ts',
    'tests/unit/document-review.test.ts',
    'tests/sandbox/consent.test.ts',
  ],
  'domain-free-look': [
    'tests/unit/certificate-assembly.test.ts',
    'tests/unit/certificate.test.ts',
    'tests/unit/free-look.test.ts',
    'tests/sandbox/certificate.test.ts',
  ],
  'domain-tracker': ['tests/unit/journey-steps.test.ts', 'tests/sandbox/documents.test.ts'],
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
    'tests/sandbox/security-card-tokens.test.ts',
    'tests/sandbox/confirmation-numbers.test.ts',
    'tests/sandbox/authorization.test.ts',
    'tests/sandbox/faults-and-input.test.ts',
    'tests/sandbox/security-writes.test.ts',
    'tests/model/paymentStatus.test.ts',
  ],
  'sandbox-permissions': [
    'tests/unit/document-action-rights.test.ts',
    'tests/unit/caseLifecycle.test.ts',
    'tests/sandbox/auth.test.ts',
    'tests/sandbox/authorization.test.ts',
    'tests/sandbox/security-guessing.test.ts',
    'tests/sandbox/security-login.test.ts',
    'tests/sandbox/security-tokens.test.ts',
    'tests/sandbox/security-writes.test.ts',
  ],
  'sandbox-lifecycle': [
    'tests/unit/caseLifecycle.test.ts',
    'tests/sandbox/authorization.test.ts',
    'tests/sandbox/case-events.test.ts',
    'tests/sandbox/event-growth.test.ts',
    'tests/sandbox/cases.test.ts',
    'tests/sandbox/change-and-delivery.test.ts',
    'tests/sandbox/kept-answers.test.ts',
    'tests/sandbox/queue-counts.test.ts',
    'tests/sandbox/security-search.test.ts',
    'tests/sandbox/search-thread.test.ts',
    'tests/unit/sandbox-search-row.test.ts',
  ],
  'sandbox-search': [
    'tests/sandbox/compress-answers.test.ts',
    'tests/sandbox/search-answers.test.ts',
    'tests/sandbox/search-indexes.test.ts',
    'tests/sandbox/search-worker.test.ts',
    'tests/sandbox/search-thread.test.ts',
    'tests/sandbox/security-search.test.ts',
    'tests/sandbox/queue-counts.test.ts',
  ],
  'sandbox-other': [
    'tests/sandbox/authorization.test.ts',
    'tests/sandbox/certificate.test.ts',
    'tests/sandbox/change-and-delivery.test.ts',
    'tests/sandbox/consent.test.ts',
    'tests/sandbox/documents.test.ts',
    'tests/sandbox/marked-pages.test.ts',
    'tests/sandbox/question-repeats.test.ts',
    'tests/sandbox/security-details.test.ts',
    'tests/sandbox/security-hosts.test.ts',
    'tests/sandbox/security-input.test.ts',
    'tests/sandbox/security-telemetry-scrub.test.ts',
    'tests/sandbox/security-writes.test.ts',
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
  documentReview: ['documentReview'],
  comments: ['commentModal', 'markedPagesViewer'],
  documents: ['documentCard', 'documentReview'],
  'customer-machines': [
    'confirmation',
    'consent',
    'deliveryConfirmation',
    'certificate',
    'dashboard',
    'journeyTracker',
  ],
  'session-machines': ['session', 'loginForm', 'siteConfig'],
  'agent-search': ['agentSearch', 'agentQueue'],
  'agent-search-rules': ['agentSearch', 'agentQueue'],
  'agent-case': ['agentQueue', 'agentCasePage', 'agentChange'],
  'viewer-annotations': ['annotationEditor'],
  'viewer-pdf': ['pdfViewer'],
  'viewer-find': ['pdfFind'],
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
