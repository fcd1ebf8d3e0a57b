import type { Api, ApiOptions } from '../api/index.ts';

/**
 * The API client (ky, the contract and every call's schemas: a chunk of its own) loaded on first use,
 * once, so the login screen draws without it (decision 200). The router hands this loader to the
 * screens, whose routes wait for the client (decision 90). A load that fails is tried again next time.
 */
export function apiClientLoader(options: ApiOptions): () => Promise<Api> {
  let client: Promise<Api> | null = null;
  return () => {
    if (!client) {
      client = import('../api/index.ts').then(({ createApi }) => createApi(options));
      client.catch(() => {
        client = null;
      });
    }
    return client;
  };
}
