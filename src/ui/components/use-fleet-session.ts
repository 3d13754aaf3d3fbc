import { useSyncExternalStore } from 'react';
import type { FleetSession } from '../../application/fleet-console/fleet-console';
import { useServices } from '../services-context';

/** The fleet's session as it changes (signed in, out, expired), for the layout and the controls of a role. */
export function useFleetSession(): FleetSession {
  const { fleet } = useServices();
  return useSyncExternalStore(
    (listener) => fleet.subscribe(listener),
    () => fleet.session(),
  );
}

/** Whether the signed-in operator may change anything (an installer). */
export function useMayChange(): boolean {
  const session = useFleetSession();
  return session.kind === 'signed-in' && session.operator.role === 'installer';
}
