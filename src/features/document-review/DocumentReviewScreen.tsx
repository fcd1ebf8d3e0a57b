export type DocumentReviewScreenProps = { caseId: string; partyId?: string };

export function DocumentReviewScreen(_props: DocumentReviewScreenProps) {
  return <h1>Review all documents</h1>;
}
