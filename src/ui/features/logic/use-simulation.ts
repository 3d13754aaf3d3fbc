import { useCallback, useMemo, useState } from 'react';
import { LogicSimulation } from '../../../application/logic/logic-simulation';
import { ScenarioError, type LogicScenario } from '../../../application/logic/scenario-file';
import type { Configuration } from '../../../domain/configuration/configuration';

export interface Simulation {
  readonly simulation: LogicSimulation;
  /** Changes whenever the simulation moved, so views recompute. */
  readonly version: number;
  /** Sets an input of the simulation to its opposite; false (nothing done) for an io the simulation does not drive as an input. */
  toggle(guid: string): boolean;
  /** Starts again at the scenario's start, playing it as the clock runs (its expectations marked as they are reached). */
  replay(scenario: LogicScenario): ScenarioError | undefined;
  /** Stops playing a scenario: the simulation goes on from where it is, without it. */
  forget(): void;
}

/** Where a new simulation starts: the wall clock now. */
function startTime(): number {
  return Date.now();
}

/** The same draft and scenario at a later time: played from the scenario's start up to `now`. */
function restarted(draft: Configuration, scenario: LogicScenario | undefined, now: number): LogicSimulation {
  if (!scenario) return new LogicSimulation(draft, now);
  try {
    const simulation = new LogicSimulation(draft, scenario.start, scenario);
    simulation.advance(now - simulation.now);
    return simulation;
  } catch (error) {
    // The edit removed what the scenario names: go on without it.
    if (error instanceof ScenarioError) return new LogicSimulation(draft, now);
    throw error;
  }
}

/**
 * The simulate mode's state: the draft's logic on a virtual clock starting
 * now (or at a scenario's start), run again from the same virtual time when
 * the draft changes. The appliance is not involved.
 */
export function useSimulation(draft: Configuration, on: boolean): Simulation | null {
  const [simulation, setSimulation] = useState<LogicSimulation | null>(null);
  const [version, setVersion] = useState(0);
  // Adjusted while rendering (React's pattern for state derived from props): on, off, or the draft changed.
  if (!on && simulation) setSimulation(null);
  if (on && simulation?.configuration !== draft) setSimulation(restarted(draft, simulation?.scenario, simulation?.now ?? startTime()));
  const toggle = useCallback(
    (guid: string) => {
      if (!simulation?.isInput(guid)) return false;
      simulation.toggle(guid);
      setVersion((value) => value + 1);
      return true;
    },
    [simulation],
  );
  const replay = useCallback(
    (scenario: LogicScenario): ScenarioError | undefined => {
      try {
        setSimulation(new LogicSimulation(draft, scenario.start, scenario));
        return undefined;
      } catch (error) {
        if (error instanceof ScenarioError) return error;
        throw error;
      }
    },
    [draft],
  );
  const forget = useCallback(() => setSimulation((current) => (current ? new LogicSimulation(draft, current.now) : current)), [draft]);
  return useMemo(() => (simulation ? { simulation, version, toggle, replay, forget } : null), [simulation, version, toggle, replay, forget]);
}
