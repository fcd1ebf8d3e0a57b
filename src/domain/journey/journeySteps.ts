import type { TrackerResponse } from '../../api/schemas/case.ts';
import { JOURNEY_STEP_TEXTS } from './caseSummaryTexts.ts';

/** The customer's journey: the same four steps in every flow, sequenced or not. */
export type JourneyStep = 'review' | 'payment' | 'acceptance' | 'confirmation';

const LABELS: Record<JourneyStep, string> = JOURNEY_STEP_TEXTS;

/** The pages the tracker is asked for (SPEC §7 GET /Tracker/{caseId}/{currentPage}) and their step. */
export const TRACKER_PAGES = {
  'doc-review': 'review',
  payment: 'payment',
  'payment-sequenced': 'payment',
  'recurring-payment': 'payment',
  'recurring-payment-sequenced': 'payment',
  acceptance: 'acceptance',
  'acceptance-sequenced': 'acceptance',
  confirmation: 'confirmation',
  annuityconfirmation: 'confirmation',
} as const satisfies Record<string, JourneyStep>;

export type TrackerPage = keyof typeof TRACKER_PAGES;

export const isTrackerPage = (page: string): page is TrackerPage => Object.hasOwn(TRACKER_PAGES, page);

/** What the case's stored facts say of the viewer's journey. */
export interface JourneyFacts {
  reviewed: boolean;
  /** Nothing left to pay. */
  paid: boolean;
  /**
   * The portal asks no payment for this case (a single premium paid with the application): no Pay step,
   * rather than one shown done before anything was reviewed (decision 361).
   */
  noPayment?: boolean;
  accepted: boolean;
  complete: boolean;
  isAnnuity: boolean;
}

/** The tracker's steps: each done from the facts, the current page's step active. */
export function journeySteps(facts: JourneyFacts, page: TrackerPage): TrackerResponse {
  const current = TRACKER_PAGES[page];
  const steps: { step: JourneyStep; page: string; isComplete: boolean }[] = [
    { step: 'review', page: 'doc-review', isComplete: facts.reviewed },
    { step: 'payment', page: 'payment', isComplete: facts.paid },
    { step: 'acceptance', page: 'acceptance', isComplete: facts.accepted },
    {
      step: 'confirmation',
      page: facts.isAnnuity ? 'annuityconfirmation' : 'confirmation',
      isComplete: facts.complete,
    },
  ];
  return {
    steps: steps
      .filter(({ step }) => !(step === 'payment' && facts.noPayment))
      .map(({ step, ...s }) => ({ ...s, label: LABELS[step], isActive: step === current })),
  };
}
