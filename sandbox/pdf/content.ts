import type { DocumentType } from '../../src/api/schemas/index.ts';

/** The insurer named on every generated page; the sandbox stands in for it. */
export const INSURER_NAME = 'Evergreen Mutual Life Insurance Company';

export function documentTitle(documentType: DocumentType, isAnnuity: boolean): string {
  switch (documentType) {
    case 'SignedPolicy':
      return isAnnuity ? 'Annuity Contract' : 'Policy Contract';
    case 'Amendment':
      return 'Amendment to Application';
    case 'SpecialAmendment':
      return 'Special Amendment';
    case 'StatementOfHealth':
      return 'Statement of Health';
    case 'ReplacementForm':
      return 'Notice Regarding Replacement';
    case 'EdjDeliveryReceipt':
      return 'Delivery Receipt';
    case 'SaveAge':
      return 'Save Age Election';
    case 'IllustrationSignature':
      return 'Illustration Signature Page';
  }
}

const COMMON_PARAGRAPHS = [
  'This document forms part of the contract between the Owner and the Company. Please read it carefully and keep it with your other important papers.',
  'All statements made in the application are, in the absence of fraud, deemed representations and not warranties. No statement will be used to contest this contract unless it is contained in the application.',
  'If you have questions about this document, contact your agent or call our customer service center. Please have your policy number available when you call.',
  'Any change to this contract must be in writing and approved by an officer of the Company. No agent has the authority to change this contract or waive any of its provisions.',
  'Notices and elections under this contract must be sent to our service office in a form satisfactory to us. They take effect when recorded, as of the date they were signed.',
];

const TYPE_PARAGRAPHS: Record<DocumentType, string[]> = {
  SignedPolicy: [
    'Right to examine: you may return this contract within 20 days after you receive it. If returned, it will be void from the beginning and any premium paid will be refunded.',
    'The Company will pay the benefits of this contract subject to its terms, upon receipt at the service office of due proof that the benefit has become payable.',
    'Premiums are payable in advance at the frequency shown in the schedule. A grace period of 31 days is allowed for each premium after the first.',
    'The contract may be assigned. No assignment binds the Company until it is filed at the service office, and the Company is not responsible for its validity.',
    'Incontestability: after this contract has been in force during the lifetime of the insured for two years from the issue date, it will not be contested.',
    'Misstatement of age or sex: if the age or sex of the insured has been misstated, the benefits will be those the premium paid would have purchased at the correct age and sex.',
  ],
  Amendment: [
    'The application for the contract named above is amended as stated below. The amendment becomes part of the application and of the contract.',
    'By accepting this amendment, the Owner agrees that the information shown replaces the corresponding answers given in the original application.',
  ],
  SpecialAmendment: [
    'This special amendment changes the terms of the contract named above as stated below, effective on the contract date.',
    'Except as changed by this special amendment, all terms of the contract remain in force.',
  ],
  StatementOfHealth: [
    'Since the date of the application, has any person proposed for insurance consulted a physician, been hospitalized, or been advised to have any test or treatment?',
    'The insured confirms that the answers in the application remain true and complete as of the date the contract is delivered.',
    'Coverage will not take effect if the health of the insured has changed since the application date in a way that would affect insurability.',
  ],
  ReplacementForm: [
    'Are you considering discontinuing making premium payments, surrendering, forfeiting, assigning to the insurer, or otherwise terminating your existing policy or contract?',
    'Are you considering using funds from your existing policies or contracts to pay premiums due on the new policy or contract?',
    'List each existing policy or contract you are contemplating replacing, the name of the insurer, the insured or annuitant, and the policy number.',
  ],
  EdjDeliveryReceipt: [
    'I acknowledge that I have received the contract named above and that its terms have been explained to me.',
    'If the issue date shown is not acceptable, you may request a new issue date. The contract will be reissued and the premium recalculated.',
  ],
  SaveAge: [
    'This contract was issued at an earlier age to provide a lower premium ("save age"). The premium for the period between the contract date and the delivery date is due on delivery.',
    'If you do not accept the save-age issue, the contract will be reissued with a current date and the premium at the current age.',
  ],
  IllustrationSignature: [
    'This illustration is not a contract. Values shown are based on current assumptions and are not guaranteed, except those labelled as guaranteed.',
    'I have received a copy of the illustration and understand that any non-guaranteed elements are subject to change by the insurer.',
    'The illustration assumes that the currently illustrated non-guaranteed elements will continue unchanged for all years shown.',
  ],
};

export function paragraphsFor(documentType: DocumentType): readonly string[] {
  return [...TYPE_PARAGRAPHS[documentType], ...COMMON_PARAGRAPHS];
}
