import { agentSearchMachine, type PostLinkInput } from '../../../machines/agentSearch.ts';
import { fromOwnedPromise } from '../../../machines/parts/ownedPromise.ts';
import type { Api } from '../../api/index.ts';
import type { CaseSummary, SearchRequest } from '../../api/schemas/agent.ts';
import { type SearchCriteria, searchRequest } from '../../domain/agent/agentSearch.ts';
import { casesCsv, EXPORT_PAGE_SIZE } from '../../domain/agent/casesCsv.ts';
import type { Message } from '../../i18n/message.ts';
import { type ScreenEffects, screenActions } from '../../services/screenActions.ts';
import { downloadText } from '../../shell/download.ts';
import { addressAfterPaint } from './addressAfterPaint.ts';

export interface AgentHomeEffects extends ScreenEffects {
  alert: (message: Message) => void;
  /** A form post to the legacy system or the single-sign-on target (./formPost.ts). */
  postLink: (link: PostLinkInput, signal: AbortSignal) => Promise<void>;
}

/** The search machine with the app's search call, form posts, navigation, toasts and alerts. */
export function provideAgentSearch(api: Api, effects: AgentHomeEffects) {
  const recordAddress = addressAfterPaint(effects.navigate);
  return agentSearchMachine.provide({
    actors: {
      searchBook: fromOwnedPromise(({ input, signal }: { input: SearchRequest; signal: AbortSignal }) =>
        api.searchBook({}, input, { signal }),
      ),
      exportBook: fromOwnedPromise(
        async ({ input, signal }: { input: SearchCriteria; signal: AbortSignal }) => {
          const rows: CaseSummary[] = [];
          for (;;) {
            const page = await api.searchBook(
              {},
              { ...searchRequest(input, rows.length), take: EXPORT_PAGE_SIZE },
              { signal },
            );
            rows.push(...page.cases);
            if (page.cases.length < EXPORT_PAGE_SIZE || rows.length >= page.totalCount) break;
          }
          return casesCsv(rows);
        },
      ),
      postLink: fromOwnedPromise(({ input, signal }: { input: PostLinkInput; signal: AbortSignal }) =>
        effects.postLink(input, signal),
      ),
    },
    actions: {
      ...screenActions(effects),
      recordAddress: (_, target) => recordAddress(target),
      alert: (_, message) => effects.alert(message),
      download: (_, csv) => downloadText('policies.csv', csv, 'text/csv'),
    },
  });
}
