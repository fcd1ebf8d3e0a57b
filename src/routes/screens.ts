import { lazyRouteComponent } from '@tanstack/react-router';

/** Every screen is its own chunk: the first page loads only the frame and the screen it shows. */
export const LoginScreen = lazyRouteComponent(
  () => import('../features/login/LoginScreen.tsx'),
  'LoginScreen',
);
export const AgentLoginScreen = lazyRouteComponent(
  () => import('../features/login/AgentLoginScreen.tsx'),
  'AgentLoginScreen',
);
export const AgentLoginJwtScreen = lazyRouteComponent(
  () => import('../features/login/AgentLoginJwtScreen.tsx'),
  'AgentLoginJwtScreen',
);
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

export const AgentHomeScreen = lazyRouteComponent(
  () => import('../features/agent-home/AgentHomeScreen.tsx'),
  'AgentHomeScreen',
);

const agentCase = () => import('../features/agent-case/AgentCaseScreens.tsx');
export const AgentDetailsScreen = lazyRouteComponent(agentCase, 'AgentDetailsScreen');
export const AgentConfirmationScreen = lazyRouteComponent(agentCase, 'AgentConfirmationScreen');

const placeholders = () => import('../features/placeholders/PlaceholderScreens.tsx');
export const PaymentScreen = lazyRouteComponent(placeholders, 'PaymentScreen');
export const PaymentSequencedScreen = lazyRouteComponent(placeholders, 'PaymentSequencedScreen');
export const RecurringPaymentScreen = lazyRouteComponent(placeholders, 'RecurringPaymentScreen');
export const RecurringPaymentSequencedScreen = lazyRouteComponent(
  placeholders,
  'RecurringPaymentSequencedScreen',
);
export const AcceptanceScreen = lazyRouteComponent(placeholders, 'AcceptanceScreen');
export const ConfirmationScreen = lazyRouteComponent(placeholders, 'ConfirmationScreen');
export const AnnuityConfirmationScreen = lazyRouteComponent(placeholders, 'AnnuityConfirmationScreen');
export const DeliveryConfirmationScreen = lazyRouteComponent(placeholders, 'DeliveryConfirmationScreen');
export const DeliveryConfirmationUnregisteredScreen = lazyRouteComponent(
  placeholders,
  'DeliveryConfirmationUnregisteredScreen',
);
