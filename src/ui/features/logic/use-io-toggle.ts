import { useLingui } from '@lingui/react/macro';
import { useCallback, useLayoutEffect, useRef } from 'react';
import { logicRefusalText } from './logic-refusal';
import type { Simulation } from './use-simulation';

export interface IoToggleSources {
  /** Simulate mode is on: the appliance is neither read nor written. */
  readonly simulating: boolean;
  /** The simulation, null until it is built (or while the mode is off). */
  readonly simulation: Simulation | null;
  /** Writes the opposite of the io's live state on the appliance; false without the right to write it. */
  readonly writeLive: (guid: string) => Promise<boolean>;
  /** What a refused toggle says, or null once one went through. */
  readonly refuse: (message: string | null) => void;
  /** An io's name as the canvas shows it, for the words of a refusal. */
  readonly nameOf: (guid: string) => string;
}

/**
 * What a node's Toggle button does. The mode is read when the button is
 * pressed, not when the node was drawn: a node drawn in live mode and kept
 * (the canvas reuses unchanged nodes) still toggles the simulation once
 * simulate mode is on. In simulate mode nothing reaches the appliance,
 * whatever state the simulation is in: an io the simulation does not drive
 * as an input, or a press before the simulation is built, is refused with
 * a word. In live mode the io is written on the appliance.
 */
export function useIoToggle(sources: IoToggleSources): (guid: string) => void {
  const { t, i18n } = useLingui();
  const latest = useRef(sources);
  useLayoutEffect(() => {
    latest.current = sources;
  });
  return useCallback(
    (guid: string) => {
      const { simulating, simulation, writeLive, refuse, nameOf } = latest.current;
      if (simulating) {
        if (!simulation) {
          refuse(t`The simulation is starting: press again in a moment. Nothing is sent to the appliance in simulate mode.`);
          return;
        }
        const name = nameOf(guid);
        refuse(simulation.toggle(guid) ? null : t`“${name}” is not an input the simulation can set. Nothing is sent to the appliance in simulate mode.`);
        return;
      }
      void writeLive(guid).then(
        (written) => refuse(written ? null : t`no rights to write`),
        (error: unknown) => refuse(logicRefusalText(i18n, error)),
      );
    },
    [t, i18n],
  );
}
