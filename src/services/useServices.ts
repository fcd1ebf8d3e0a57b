import { useRouteContext } from '@tanstack/react-router';
import type { AppServices } from './services.ts';

/** A screen's services, with the API client its route loaded (`withApiClient`, src/routes/screenServices.ts). */
export function useServices(): AppServices {
  const services = useRouteContext({ strict: false, select: (context) => context.services });
  if (!services || !('api' in services))
    throw new Error("useServices: this screen's route does not load the API client");
  return services;
}

const provided = new WeakMap<(services: AppServices) => unknown, WeakMap<AppServices, unknown>>();

/**
 * A machine (or anything else) made from the services, made once per services object: every screen
 * of one app shares the same provided machine, as a module-level `.provide()` did, without the module
 * reaching for the app.
 */
export function useProvided<T>(provide: (services: AppServices) => T): T {
  const services = useServices();
  let byServices = provided.get(provide);
  if (!byServices) {
    byServices = new WeakMap();
    provided.set(provide, byServices);
  }
  if (!byServices.has(services)) byServices.set(services, provide(services));
  return byServices.get(services) as T;
}
