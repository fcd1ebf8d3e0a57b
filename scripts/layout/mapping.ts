/**
 * Where each file of a workflow goes (decision 480): rules and texts grouped by workflow under src/domain,
 * the annotation editor in a folder of its own, the PDF text code beside the viewer, the sandbox's payment
 * code in one folder. A row ending in `/` moves a whole folder, every file under it. Read by move.ts.
 *
 * One row a file: `[from, to]`, both from the repository root.
 */
// biome-ignore format: a two-column table is read down its columns
export const MOVES: readonly (readonly [from: string, to: string])[] = [
  // Payment: the form's checks, the rules, the receipt, the texts and the amounts.
  ['src/domain/paymentEntry.ts',                'src/domain/payment/paymentEntry.ts'],
  ['src/domain/paymentRules.ts',                'src/domain/payment/paymentRules.ts'],
  ['src/domain/paymentTexts.ts',                'src/domain/payment/paymentTexts.ts'],
  ['src/domain/paymentTexts.es.ts',             'src/domain/payment/paymentTexts.es.ts'],
  ['src/domain/receipt.ts',                     'src/domain/payment/receipt.ts'],
  ['src/domain/receiptTexts.ts',                'src/domain/payment/receiptTexts.ts'],
  ['src/domain/receiptTexts.es.ts',             'src/domain/payment/receiptTexts.es.ts'],
  ['src/domain/lastFour.ts',                    'src/domain/payment/lastFour.ts'],
  ['src/domain/confirmationPayments.ts',        'src/domain/payment/confirmationPayments.ts'],
  // Payment in the sandbox: the payment moves, the API's payment calls and the card provider.
  ['sandbox/payments.ts',                       'sandbox/payments/payments.ts'],
  ['sandbox/routes/payments.ts',                'sandbox/payments/routes.ts'],
  ['sandbox/card-provider/',                    'sandbox/payments/card-provider/'],

  // Acceptance: who may accept, the signature, the amounts signed for, the free look.
  ['src/domain/acceptanceRules.ts',             'src/domain/acceptance/acceptanceRules.ts'],
  ['src/domain/signature.ts',                   'src/domain/acceptance/signature.ts'],
  ['src/domain/signingAmounts.ts',              'src/domain/acceptance/signingAmounts.ts'],
  ['src/domain/signingTexts.ts',                'src/domain/acceptance/signingTexts.ts'],
  ['src/domain/signingTexts.es.ts',             'src/domain/acceptance/signingTexts.es.ts'],
  ['src/domain/freeLook.ts',                    'src/domain/acceptance/freeLook.ts'],

  // Document review: comments, marked pages, the replacement form, the review's steps.
  ['src/domain/comments.ts',                    'src/domain/review/comments.ts'],
  ['src/domain/commentTexts.ts',                'src/domain/review/commentTexts.ts'],
  ['src/domain/commentTexts.es.ts',             'src/domain/review/commentTexts.es.ts'],
  ['src/domain/markedPages.ts',                 'src/domain/review/markedPages.ts'],
  ['src/domain/replacementForm.ts',             'src/domain/review/replacementForm.ts'],
  ['src/domain/documentSteps.ts',               'src/domain/review/documentSteps.ts'],

  // Documents, shown by every workflow: their rules, names, fingerprints and texts, the viewer's find texts.
  ['src/domain/documents.ts',                   'src/domain/documents/documents.ts'],
  ['src/domain/documentTexts.ts',               'src/domain/documents/documentTexts.ts'],
  ['src/domain/documentTexts.es.ts',            'src/domain/documents/documentTexts.es.ts'],
  ['src/domain/fileNames.ts',                   'src/domain/documents/fileNames.ts'],
  ['src/domain/fingerprint.ts',                 'src/domain/documents/fingerprint.ts'],
  ['src/domain/pdfFindTexts.ts',                'src/domain/documents/pdfFindTexts.ts'],
  ['src/domain/pdfFindTexts.es.ts',             'src/domain/documents/pdfFindTexts.es.ts'],

  // Agent: the case page, the search, the export, the work queue, the policy links.
  ['src/domain/agentCase.ts',                   'src/domain/agent/agentCase.ts'],
  ['src/domain/agentSearch.ts',                 'src/domain/agent/agentSearch.ts'],
  ['src/domain/casesCsv.ts',                    'src/domain/agent/casesCsv.ts'],
  ['src/domain/workQueue.ts',                   'src/domain/agent/workQueue.ts'],
  ['src/domain/policyLinks.ts',                 'src/domain/agent/policyLinks.ts'],

  // The delivery record: consent to electronic records, the certificate of delivery, the annuity's wait.
  ['src/domain/consent.ts',                     'src/domain/record/consent.ts'],
  ['src/domain/consentTexts.ts',                'src/domain/record/consentTexts.ts'],
  ['src/domain/consentTexts.es.ts',             'src/domain/record/consentTexts.es.ts'],
  ['src/domain/certificateChecks.ts',           'src/domain/record/certificateChecks.ts'],
  ['src/domain/certificateText.ts',             'src/domain/record/certificateText.ts'],
  ['src/domain/certificateText.es.ts',          'src/domain/record/certificateText.es.ts'],
  ['src/domain/deliveryWait.ts',                'src/domain/record/deliveryWait.ts'],

  // The customer's journey: the summary card, the step tracker, the dashboard, what comes next, confirmation.
  ['src/domain/caseSummary.ts',                 'src/domain/journey/caseSummary.ts'],
  ['src/domain/caseSummaryTexts.ts',            'src/domain/journey/caseSummaryTexts.ts'],
  ['src/domain/caseSummaryTexts.es.ts',         'src/domain/journey/caseSummaryTexts.es.ts'],
  ['src/domain/journeySteps.ts',                'src/domain/journey/journeySteps.ts'],
  ['src/domain/stepTexts.ts',                   'src/domain/journey/stepTexts.ts'],
  ['src/domain/stepTexts.es.ts',                'src/domain/journey/stepTexts.es.ts'],
  ['src/domain/dashboardTexts.ts',              'src/domain/journey/dashboardTexts.ts'],
  ['src/domain/dashboardTexts.es.ts',           'src/domain/journey/dashboardTexts.es.ts'],
  ['src/domain/dashboardTiles.ts',              'src/domain/journey/dashboardTiles.ts'],
  ['src/domain/whatNext.ts',                    'src/domain/journey/whatNext.ts'],
  ['src/domain/whatNextTexts.ts',               'src/domain/journey/whatNextTexts.ts'],
  ['src/domain/whatNextTexts.es.ts',            'src/domain/journey/whatNextTexts.es.ts'],
  ['src/domain/confirmationTexts.ts',           'src/domain/journey/confirmationTexts.ts'],
  ['src/domain/confirmationTexts.es.ts',        'src/domain/journey/confirmationTexts.es.ts'],

  // Login and the session.
  ['src/domain/loginMessages.ts',               'src/domain/session/loginMessages.ts'],
  ['src/domain/loginMessages.es.ts',            'src/domain/session/loginMessages.es.ts'],
  ['src/domain/loginRules.ts',                  'src/domain/session/loginRules.ts'],
  ['src/domain/sessionClaims.ts',               'src/domain/session/sessionClaims.ts'],

  // The annotation editor: its rules beside the machine's other readers, its views in a folder of their own.
  ['src/domain/annotationLimits.ts',            'src/domain/annotation/annotationLimits.ts'],
  ['src/domain/markBoxes.ts',                   'src/domain/annotation/markBoxes.ts'],
  ['src/components/pdf-viewer/editor/',         'src/components/annotation-editor/'],

  // The PDF text code, beside the viewer that alone reads it.
  ['src/domain/textFold.ts',                    'src/components/pdf-viewer/textFold.ts'],
  ['src/domain/textSearch.ts',                  'src/components/pdf-viewer/textSearch.ts'],
];

/**
 * Words the layout changes in files others edit too, applied once the files are moved: `text` put after
 * the first line matching `after`, or in place of `replace`. A run that finds `text` there changes nothing.
 */
export const EDITS: readonly { file: string; text: string; after?: RegExp; replace?: string }[] = [
  {
    file: 'stryker.config.mjs',
    replace: `    // Files the layout codemod moves out of the globs above and beside them (decision 480): named one by
    // one, so the list holds them before and after scripts/layout/move.ts runs.`,
    text: `    // Rules kept beside their only reader (decision 480): the PDF viewer's text code, the sandbox's payments.`,
  },
  {
    file: 'docs/architecture.md',
    replace: `src/domain/    pure rules and wording over contract types (route names, status texts, case, payment
               and login rules, masking, dates)`,
    text: `src/domain/    pure rules and wording over contract types, a folder per workflow (payment/, acceptance/,
               review/, documents/, agent/, record/, journey/, session/, annotation/: its rules and
               its texts, each catalog's Spanish beside it) and at the top what every workflow reads
               (route names, case rules, failure texts, dates, formats, money)`,
  },
  {
    file: 'docs/architecture.md',
    replace: '(or `src/domain/*Messages.ts` / `*Texts.ts` when machines',
    text: '(or `src/domain/<workflow>/*Messages.ts` / `*Texts.ts` when machines',
  },
  {
    file: 'docs/architecture.md',
    after: /^"Where is payment\?" is /m,
    text: `Inside each layer a workflow keeps one folder: its rules and texts in \`src/domain/<workflow>/\`, its
sandbox code in one place (\`sandbox/payments/\`), its machines in \`machines/\` (one flat list, which the
atlas reads); the README says which ([decision 480](decisions/480-workflow-layout.md)).`,
  },
  {
    file: 'docs/architecture.md',
    after: /^\| document review \(customer and agent\) \|/m,
    text: '| annotation editor (highlights, ink, stamps, signatures on a document) | [src/components/annotation-editor/](../src/components/annotation-editor/README.md) | annotationEditor |',
  },
];
