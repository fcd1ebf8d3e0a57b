import { lazyRouteComponent } from '@tanstack/react-router';

// The login forms are drawn before the router loads (./beforeRouter.tsx), so they come with the entry.
export { AgentLoginJwtScreen } from '../features/login/AgentLoginJwtScreen.tsx';
export { AgentLoginScreen } from '../features/login/AgentLoginScreen.tsx';
export { LoginScreen } from '../features/login/LoginScreen.tsx';

/** Every other screen is its own chunk: the first page loads only the frame and the screen it shows. */
export const LoginJwtScreen = lazyRouteComponent(
  () => import('../features/login/LoginJwtScreen.tsx'),
  'LoginJwtScreen',
);
export const DashboardScreen = lazyRouteComponent(
  () => import('../features/dashboard/DashboardScreen.tsx'),
  'DashboardScreen',
);
export const ConfigsScreen = lazyRouteComponent(
  () => import('../features/configs/ConfigsScreen.tsx'),
  'ConfigsScreen',
);
export const DocumentReviewScreen = lazyRouteComponent(
  () => import('../features/document-review/DocumentReviewScreen.tsx'),
  'DocumentReviewScreen',
);
const payment = () => import('../features/payment/PaymentScreen.tsx');
export const PaymentScreen = lazyRouteComponent(payment, 'PaymentScreen');
export const PaymentSequencedScreen = lazyRouteComponent(payment, 'PaymentSequencedScreen');
export const RecurringPaymentScreen = lazyRouteComponent(payment, 'RecurringPaymentScreen');
export const RecurringPaymentSequencedScreen = lazyRouteComponent(payment, 'RecurringPaymentSequencedScreen');

export const ConsentScreen = lazyRouteComponent(
  () => import('../features/consent/ConsentScreen.tsx'),
  'ConsentScreen',
);

export const AcceptanceScreen = lazyRouteComponent(
  () => import('../features/acceptance/AcceptanceScreen.tsx'),
  'AcceptanceScreen',
);

export const ConfirmationScreen = lazyRouteComponent(
  () => import('../features/confirmation/ConfirmationScreen.tsx'),
  'ConfirmationScreen',
);

export const AnnuityConfirmationScreen = lazyRouteComponent(
  () => import('../features/delivery-confirmation/AnnuityConfirmationScreen.tsx'),
  'AnnuityConfirmationScreen',
);

export const DeliveryConfirmationScreen = lazyRouteComponent(
  () => import('../features/delivery-confirmation/DeliveryConfirmationScreen.tsx'),
  'DeliveryConfirmationScreen',
);
export const DeliveryConfirmationUnregisteredScreen = lazyRouteComponent(
  () => import('../features/delivery-confirmation/DeliveryConfirmationUnregisteredScreen.tsx'),
  'DeliveryConfirmationUnregisteredScreen',
);

export const AgentHomeScreen = lazyRouteComponent(
  () => import('../features/agent-home/AgentHomeScreen.tsx'),
  'AgentHomeScreen',
);

const agentCase = () => import('../features/agent-case/AgentCaseScreens.tsx');
export const AgentDetailsScreen = lazyRouteComponent(agentCase, 'AgentDetailsScreen');
export const AgentConfirmationScreen = lazyRouteComponent(agentCase, 'AgentConfirmationScreen');

export const CertificateScreen = lazyRouteComponent(
  () => import('../features/certificate/CertificateScreen.tsx'),
  'CertificateScreen',
);
