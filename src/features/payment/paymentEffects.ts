import { fromOwnedPromise } from '../../../machines/parts/ownedPromise.ts';
import {
  type LoadPaymentInput,
  type PaymentLoad,
  type PaymentScreen,
  paymentMachine,
  type SubmitPaymentInput,
} from '../../../machines/payment.ts';
import { paymentFormMachine } from '../../../machines/paymentForm.ts';
import type { Api, PaymentResult } from '../../api/index.ts';
import type { TrackerPage } from '../../domain/journey/journeySteps.ts';
import { cardFrameAddress } from '../../domain/payment/paymentEntry.ts';
import { currentLocale } from '../../i18n/texts.ts';
import { navigateAction, type ScreenEffects } from '../../services/screenActions.ts';
import type { SiteConfigActor } from '../../services/services.ts';
import { configPart, uiConfigLoaded } from '../../services/siteConfig.ts';
import { browserCardFrame } from './cardFrameActor.ts';

// The tracker names the page the customer is on (SPEC §7 GET /Tracker/{caseId}/{currentPage}).
const TRACKER_PAGE: Record<PaymentScreen, TrackerPage> = {
  payment: 'payment-sequenced',
  recurring: 'recurring-payment-sequenced',
};

async function cardSessionReferralBase(siteConfig: SiteConfigActor): Promise<string | null> {
  const config = await configPart(siteConfig, 'config');
  return config?.cardSessionReferralBase ?? null;
}

// Without the UI configuration the toggle reads as SPEC's default: off.
const sequencedReviewOn = (siteConfig: SiteConfigActor) =>
  uiConfigLoaded(siteConfig).then(
    (ui) => ui.sequencedReview,
    () => false,
  );

function submitPayment(api: Api, input: SubmitPaymentInput, signal: AbortSignal): Promise<PaymentResult> {
  const params = { caseId: input.caseId };
  const options = { signal, idempotencyKey: input.idempotencyKey };
  return input.request.mode === 'initial'
    ? api.initialPayment(params, input.request.body, options)
    : api.recurringPayment(params, input.request.body, options);
}

/** The payment machine with the app's calls, the card frame and the navigate effect. */
export function providePayment(
  api: Api,
  effects: Pick<ScreenEffects, 'navigate' | 'announce'> & { siteConfig: SiteConfigActor },
) {
  return paymentMachine.provide({
    actors: {
      loadPayment: fromOwnedPromise<PaymentLoad, LoadPaymentInput>(async ({ input, signal }) => {
        const ids = { caseId: input.caseId };
        const [caseData, info, sequencedReview] = await Promise.all([
          api.getCase(ids, { signal }),
          api.paymentInfo(ids, { signal }),
          sequencedReviewOn(effects.siteConfig),
        ]);
        const tracker =
          input.flow === 'sequenced' && sequencedReview
            ? await api.tracker({ ...ids, currentPage: TRACKER_PAGE[input.screen] }, { signal })
            : null;
        return { case: caseData, info, tracker, sequencedReview };
      }),
      submitPayment: fromOwnedPromise<PaymentResult, SubmitPaymentInput>(({ input, signal }) =>
        submitPayment(api, input, signal),
      ),
      paymentForm: paymentFormMachine.provide({
        actors: {
          openCardSession: fromOwnedPromise<string, { caseId: string }>(async ({ input, signal }) => {
            const [session, referralBase] = await Promise.all([
              api.paymentCardSession({ caseId: input.caseId }, { signal }),
              cardSessionReferralBase(effects.siteConfig),
            ]);
            return cardFrameAddress(session.cardFormUrl, referralBase, currentLocale());
          }),
          cardFrame: browserCardFrame,
        },
      }),
    },
    actions: {
      navigate: navigateAction(effects),
      announce: (_, messages) => effects.announce?.(...messages),
    },
  });
}
