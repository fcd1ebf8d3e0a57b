import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { agentCasePageMachine } from '../../../machines/agentCasePage.ts';
import type { Case } from '../../api/schemas/case.ts';
import { AgentPageBar } from '../../components/agent-case/AgentPageBar.tsx';
import type { AppServices } from '../../services/services.ts';
import { useProvided } from '../../services/useServices.ts';
import { LoadGate } from '../../shell/LoadGate.tsx';
import { inspect } from '../../telemetry/inspect.ts';
import { provideAgentCasePage } from './agentCaseEffects.ts';

const providePage = (services: AppServices) => provideAgentCasePage(services.api, services);

export type PageRef = ActorRefFrom<typeof agentCasePageMachine>;

export function usePage(caseId: string, withSignedPolicy: boolean) {
  return useActorRef(useProvided(providePage), { input: { caseId, withSignedPolicy }, inspect });
}

interface AgentCasePageProps {
  page: PageRef;
  title: string;
  /** The case once the page may show it; null while it loads or after it failed. */
  caseData: Case | null;
  children: (caseData: Case) => ReactNode;
}

/**
 * Both agent case pages: the way back, the title, and the case behind the load gate. SPEC §2 go-home for
 * agents: back to the list, or closing the popup this page was opened in.
 */
export function AgentCasePage({ page, title, caseData, children }: AgentCasePageProps) {
  const failed = useSelector(page, (s) => s.matches('failed'));
  const error = useSelector(page, (s) => s.context.error);
  return (
    <div className="page agent-case">
      <AgentPageBar onBack={() => page.send({ type: 'page.back', popup: window.opener !== null })} />
      <h1>{title}</h1>
      <LoadGate
        failed={failed}
        error={error}
        onRetry={() => page.send({ type: 'page.retry' })}
        loaded={caseData}
      >
        {children}
      </LoadGate>
    </div>
  );
}
