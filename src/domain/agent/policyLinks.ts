import type { LifeCycleStatus } from '../../api/schemas/enums.ts';
import type { RouteTarget } from '../routeNames.ts';

export const FORM_POST_FAILED = 'The policy could not be opened in the other system. Please try again later.';

/**
 * The agent-confirmation statuses (SPEC §2 does not list them; decision 25): the agents' part is
 * done and the case is with the customers or finished. An agent opening such a case sees its status
 * page, not the review.
 */
const AGENT_CONFIRMATION_STATUSES: ReadonlySet<LifeCycleStatus> = new Set<LifeCycleStatus>([
  'WaitingAcceptance',
  'WaitingCompletion',
  'WaitingDeliveryConfirmation',
  'Complete',
]);

export const isAgentConfirmationStatus = (status: LifeCycleStatus) => AGENT_CONFIRMATION_STATUSES.has(status);

/** Which agent confirmation a case's status page is. */
export const agentConfirmationRoute = (isAnnuity: boolean) =>
  isAnnuity ? ('AgentConfirmationAnnuity' as const) : ('AgentConfirmation' as const);

export interface PolicyLinkCase {
  caseId: string;
  lifeCycleStatus: LifeCycleStatus;
  isAnnuity: boolean;
}

/** Where a policy link leads: a form post to another system, or a screen of the portal. */
export type PolicyLink =
  | { kind: 'legacy'; caseId: string }
  | { kind: 'sso'; destination: 'CaseDetails'; caseId: string }
  | { kind: 'route'; target: RouteTarget };

/**
 * SPEC §2 "Policy number link behaviour", in order: a case id with a dash is a legacy case (popup with
 * a hidden form post); outside router mode the single-sign-on target opens the case details; a case in
 * an agent-confirmation status opens its agent confirmation; anything else opens the review.
 */
export function policyLink(row: PolicyLinkCase, routerMode: boolean): PolicyLink {
  if (row.caseId.includes('-')) return { kind: 'legacy', caseId: row.caseId };
  if (!routerMode) return { kind: 'sso', destination: 'CaseDetails', caseId: row.caseId };
  if (isAgentConfirmationStatus(row.lifeCycleStatus))
    return {
      kind: 'route',
      target: { name: agentConfirmationRoute(row.isAnnuity), params: { caseId: row.caseId } },
    };
  return { kind: 'route', target: { name: 'DocumentReview', params: { caseId: row.caseId } } };
}

/** The fields of a form post (SPEC §7): never put in an address, so no token lands in a URL or a log. */
export interface FormPost {
  action: string;
  fields: Record<string, string>;
  /** A popup window (the legacy system) or this tab (single sign-on). */
  target: 'popup' | 'self';
}

export interface FormPostSources {
  legacySystemUrl: string | null;
  ssoEndpoint: string | null;
  sessionToken: string;
  agentName: string;
}

/**
 * The form post a link makes, or null when the configuration names no address for it. The legacy
 * system takes the token and agent name as fields and the case id in its address (`?id=`), the
 * single sign-on takes the agent token, the destination and the case id as fields.
 */
export function formPostFor(
  link: Exclude<PolicyLink, { kind: 'route' }>,
  from: FormPostSources,
): FormPost | null {
  if (link.kind === 'legacy') {
    if (!from.legacySystemUrl) return null;
    const separator = from.legacySystemUrl.includes('?') ? '&' : '?';
    return {
      action: `${from.legacySystemUrl}${separator}id=${encodeURIComponent(link.caseId)}`,
      fields: { token: from.sessionToken, agentName: from.agentName },
      target: 'popup',
    };
  }
  if (!from.ssoEndpoint) return null;
  return {
    action: from.ssoEndpoint,
    fields: { agentToken: from.sessionToken, destination: link.destination, caseId: link.caseId },
    target: 'self',
  };
}
