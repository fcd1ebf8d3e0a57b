import { useRouter } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { MouseEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { AgentQueueMachine } from '../../../machines/agentQueue.ts';
import {
  QUEUE_FAILED,
  QUEUE_GROUPS,
  QUEUE_LOADING,
  type QueueGroup,
  queueAddress,
  queueLabel,
} from '../../domain/agent/workQueue.ts';
import { ROUTE_PATHS } from '../../domain/routeNames.ts';
import { LoadFailed } from '../../shell/LoadGate.tsx';

const plainClick = (e: MouseEvent) => e.button === 0 && !e.ctrlKey && !e.metaKey && !e.shiftKey && !e.altKey;

/**
 * The work queue (decision 083): the book counted by what needs doing, each count a link to
 * its list. Its loading and failure are its own; the search below goes on either way.
 */
export function WorkQueue({
  queue,
  shown,
}: {
  queue: ActorRefFrom<AgentQueueMachine>;
  /** The group the list now shows, if it shows exactly one. */
  shown: QueueGroup | null;
}) {
  const counts = useSelector(queue, (s) => (s.matches('loaded') ? s.context.counts : null));
  const loading = useSelector(queue, (s) => s.hasTag('busy'));
  const failed = useSelector(queue, (s) => s.matches('failed'));
  const listAllPolicies = useSelector(queue, (s) => s.context.listAllPolicies);
  const router = useRouter();
  // The address of a group's list, so a new tab or a middle click opens the same list. Not a `Link`: the
  // queue marks the list it shows itself (aria-current), where a Link would mark any address containing it.
  const hrefOf = (group: QueueGroup) =>
    router.buildLocation({ to: ROUTE_PATHS.AgentHome, search: queueAddress(group, listAllPolicies) })
      .publicHref;

  return (
    <section className="work-queue" aria-label="Work queue">
      {loading && (
        <p className="work-queue__note" role="status">
          <span className="spinner__wheel work-queue__wheel" aria-hidden="true" />
          {QUEUE_LOADING}
        </p>
      )}
      {failed && (
        <div className="work-queue__note">
          <LoadFailed message={QUEUE_FAILED} onRetry={() => queue.send({ type: 'queue.retry' })} />
        </div>
      )}
      {counts && (
        <ul className="work-queue__groups">
          {QUEUE_GROUPS.map((group) => (
            <li key={group}>
              <a
                href={hrefOf(group)}
                className={`work-queue__group work-queue__group--${group}`}
                aria-current={shown === group ? 'true' : undefined}
                onClick={(e) => {
                  if (!plainClick(e)) return;
                  e.preventDefault();
                  queue.send({ type: 'queue.pick', group });
                }}
              >
                {queueLabel(group, counts[group])}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
