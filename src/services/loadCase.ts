import type { Api } from '../api/index.ts';
import type { Case } from '../api/schemas/case.ts';
import type { ViewerRole } from '../domain/documents/documents.ts';

/** The case as its viewer may read it: agents through their own call (SPEC §7). */
export function loadCaseFor(api: Api, caseId: string, role: ViewerRole, signal: AbortSignal): Promise<Case> {
  return role === 'agent' ? api.getCaseForAgent({ caseId }, { signal }) : api.getCase({ caseId }, { signal });
}
