import type { Api, ApiOptions } from '../api/index.ts';

/**
 * The API client behind a stand-in with the same methods, so the client (ky, the contract and its
 * schemas) loads with the first call instead of with the first page: the login screen draws without it.
 */
export function lazyApi(options: ApiOptions): Api & { preload(): Promise<void> } {
  let client: Promise<Api> | null = null;
  const load = () => {
    client ??= import('../api/index.ts').then(({ createApi }) => createApi(options));
    client.catch(() => {
      client = null;
    });
    return client;
  };
  const methods = new Map<string, (...args: unknown[]) => Promise<unknown>>();
  return new Proxy({} as Api & { preload(): Promise<void> }, {
    get(_target, name) {
      if (name === 'preload') return () => load().then(() => undefined);
      // Not a thenable, not a symbol-keyed protocol: only call names become calls.
      if (typeof name !== 'string' || name === 'then') return undefined;
      let method = methods.get(name);
      if (!method) {
        method = (...args: unknown[]) =>
          load().then((api) =>
            (api as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>)[name]!(...args),
          );
        methods.set(name, method);
      }
      return method;
    },
  });
}
