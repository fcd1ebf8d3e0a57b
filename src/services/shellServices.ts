import { createContext, useContext } from 'react';
import type { ShellServices } from './services.ts';

/**
 * The app's services as a React context, given by main.tsx above everything it draws: the login screens
 * are drawn before the router has loaded (decision 240), so the shell and the login screens cannot read
 * them from the router's context. The router carries the same object for its route checks and screens.
 */
export const ShellServicesContext = createContext<ShellServices | null>(null);

/** The app's services: what the shell and the login screens need. */
export function useShellServices(): ShellServices {
  const services = useContext(ShellServicesContext);
  if (!services) throw new Error('useShellServices: no ShellServicesContext above this component');
  return services;
}
