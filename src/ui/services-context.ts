import { createContext, useContext } from 'react';
import type { ConsoleServices } from '../application/console-services';

export const ServicesContext = createContext<ConsoleServices | null>(null);

/** The services built by the composition root (also in the router context for loaders). */
export function useServices(): ConsoleServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs a ServicesContext provider');
  return services;
}
