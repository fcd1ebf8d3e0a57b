import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { type AgentHomeAddress, criteriaFromAddress } from '../../domain/agent/agentSearch.ts';
import { queueGroupOf } from '../../domain/agent/workQueue.ts';
import type { AppServices } from '../../services/services.ts';
import { useSiteConfig } from '../../services/siteConfig.ts';
import { useProvided, useServices } from '../../services/useServices.ts';
import { useDocumentTitle } from '../../shell/useDocumentTitle.ts';
import { inspect } from '../../telemetry/inspect.ts';
import { provideAgentSearch } from './agentHomeEffects.ts';
import { postLink } from './formPost.ts';
import { SearchForm } from './SearchForm.tsx';
import { SearchResults } from './SearchResults.tsx';
import { useQueueRefresh } from './useQueueRefresh.ts';
import { WorkQueue } from './WorkQueue.tsx';
import { provideAgentQueue } from './workQueueEffects.ts';
import './agent-home.css';
import { say } from '../../i18n/texts.ts';

const provideSearch = (services: AppServices) =>
  provideAgentSearch(services.api, {
    navigate: services.navigate,
    notify: (message, kind) => services.notify(message, kind, { duration: 5000 }),
    announce: services.announce,
    alert: (message) => window.alert(say(message)),
    postLink: (link, signal) => postLink(services, link, signal),
  });
const provideQueue = (services: AppServices) => provideAgentQueue(services.api, services);

export interface AgentHomeScreenProps {
  address: AgentHomeAddress;
}

/** SPEC §2 Agent home: the search form, the agent's book in pages of 20, the filter over loaded rows. */
export function AgentHomeScreen({ address }: AgentHomeScreenProps) {
  useDocumentTitle('Policy List');
  const { logout } = useServices();
  const criteria = useMemo(() => criteriaFromAddress(address), [address]);
  const filterFromAddress = address.filter ?? '';
  const search = useActorRef(useProvided(provideSearch), {
    input: { criteria, filter: filterFromAddress, listAllPolicies: address.listAllPolicies },
    inspect,
  });
  const queue = useActorRef(useProvided(provideQueue), {
    input: { listAllPolicies: address.listAllPolicies },
    inspect,
  });

  // Back, forward or an edited address: the machine decides whether it is a new search.
  const criteriaKey = JSON.stringify(criteria);
  // biome-ignore lint/correctness/useExhaustiveDependencies: criteriaKey stands for criteria.
  useEffect(() => {
    search.send({ type: 'search.address', criteria, filter: filterFromAddress });
  }, [search, criteriaKey, filterFromAddress]);

  const ui = useSiteConfig('ui');
  useEffect(() => {
    if (ui.data) search.send({ type: 'links.configured', routerMode: ui.data.routerMode });
  }, [search, ui.data]);

  useQueueRefresh(
    queue,
    useSelector(search, (s) => s.context.generation),
  );

  return (
    <div className="page agent-home">
      <div className="agent-home__top">
        <h1>Policy List</h1>
        <button type="button" className="button button--secondary" onClick={logout}>
          Log out
        </button>
      </div>
      <WorkQueue queue={queue} shown={queueGroupOf(criteria)} />
      <SearchForm search={search} />
      <SearchResults search={search} />
    </div>
  );
}
