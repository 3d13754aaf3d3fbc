import type { EngineFact, SignalChange } from '../../domain/configuration/controller/engine/engine-facts';
import { EngineReferenceError, type LogicEngine } from '../../domain/configuration/controller/engine/logic-engine';
import type { Configuration } from '../../domain/configuration/configuration';
import { allGates } from '../../domain/configuration/controller/gate-graph';
import { SignalNameError, type SignalDirectory } from '../../domain/configuration/controller/signal-names';
import { ScenarioError, type Expectation, type LogicScenario } from './scenario-file';

type AlertFact = Extract<EngineFact, { kind: 'alert' }>;

/** What an expectation found: the value read, or the alerts that fired in its window and the recipients they missed. */
export type ExpectationOutcome =
  | { readonly kind: 'value'; readonly ok: boolean; readonly found: number }
  | { readonly kind: 'alert'; readonly ok: boolean; readonly firedAt: readonly number[]; readonly missing: readonly string[]; readonly reached: readonly string[]; readonly known: boolean };

/** Each name of a scenario found in the configuration, or a ScenarioError naming the field (with the candidates of a shared name). */
function resolveScenario(scenario: LogicScenario, names: SignalDirectory): { readonly inputs: readonly string[]; readonly expectations: readonly string[] } {
  const resolve = (reference: string, field: string): string => {
    try {
      return names.resolve(reference);
    } catch (error) {
      if (error instanceof SignalNameError) {
        const problem = error.candidates.length > 0 ? { reason: 'names-several' as const, name: reference, candidates: error.candidates } : { reason: 'names-nothing' as const, name: reference };
        throw new ScenarioError(`${field}: ${error.message}`, field, problem);
      }
      throw error;
    }
  };
  return {
    inputs: scenario.inputs.map((change, index) => resolve(change.io, `inputs[${index}].io`)),
    expectations: scenario.expectations.map((expectation, index) => (expectation.kind === 'value' ? resolve(expectation.io, `expect[${index}].io`) : '')),
  };
}

/** The outputs of the ping gates: a scenario sets whether each address answers by writing them. */
export function pingOutputs(configuration: Configuration): ReadonlySet<string> {
  return new Set(allGates(configuration.controller).flatMap(({ gate }) => (gate.type === 'ping' ? gate.outputs.map((output) => output.id) : [])));
}

function alertMatches(fact: EngineFact, gate: string): fact is AlertFact {
  return fact.kind === 'alert' && (fact.gateId === gate || fact.gateName === gate);
}

/**
 * Plays a scenario on an engine as its clock moves: at each offset the
 * input changes written there (in file order), then the value expectations
 * of that offset, read after them; an alert expectation once the clock has
 * passed its window (`until`, else the end), from the alert facts it was
 * shown. The same player runs `vigil config simulate` (to the end at once)
 * and the logic editor's timeline (as the simulated clock runs).
 */
export class ScenarioPlayer {
  private readonly moments: number[];
  private next = 0;
  private readonly alerts: AlertFact[] = [];
  private readonly outcomeList: (ExpectationOutcome | undefined)[];
  private readonly ids: ReturnType<typeof resolveScenario>;
  /** The first change each written input made, so a trace marks it `(input)`. */
  readonly written = new Set<SignalChange>();

  constructor(
    private readonly engine: LogicEngine,
    readonly scenario: LogicScenario,
    names: SignalDirectory,
    /** The guids a scenario may write: the inputs, and the ping gates' outputs (their answer). */
    pings: ReadonlySet<string> = new Set(),
  ) {
    const ids = resolveScenario(scenario, names);
    this.ids = ids;
    // An io the logic drives is refused before the run, whatever its offset.
    scenario.inputs.forEach((change, index) => {
      const signal = engine.signalById(ids.inputs[index]!);
      if (!signal || signal.driver === 'input' || pings.has(signal.id)) return;
      const field = `inputs[${index}].io`;
      throw new ScenarioError(`${field}: "${change.io}" is not an input: ${names.text(signal.id)} is driven by ${signal.driver === 'gate' ? 'its gate' : `a ${signal.driver}`}`, field, { reason: 'not-an-input', name: change.io });
    });
    const offsets = [...scenario.inputs.map((each) => each.at), ...scenario.expectations.flatMap((each) => (each.kind === 'value' ? [each.at] : [])), scenario.duration];
    this.moments = [...new Set(offsets)].sort((a, b) => a - b);
    this.outcomeList = scenario.expectations.map(() => undefined);
  }

  /** Each expectation's outcome, undefined until the clock has reached it. */
  get outcomes(): readonly (ExpectationOutcome | undefined)[] {
    return this.outcomeList;
  }

  /** Whether the clock has passed the scenario's end. */
  get finished(): boolean {
    return this.engine.now >= this.scenario.start + this.scenario.duration;
  }

  /** The alert facts of the run (the caller collects the engine's facts and shows them here). */
  observe(facts: readonly EngineFact[]): void {
    for (const fact of facts) if (fact.kind === 'alert') this.alerts.push(fact);
    this.checkAlerts();
  }

  /** Moves the engine's clock to `time`, playing every offset reached on the way. */
  advanceTo(time: number): void {
    while (this.next < this.moments.length && this.scenario.start + this.moments[this.next]! <= time) {
      this.play(this.moments[this.next]!);
      this.next += 1;
    }
    if (time > this.engine.now) this.engine.step(time);
  }

  private play(moment: number): void {
    const { engine, scenario } = this;
    engine.step(scenario.start + moment);
    scenario.inputs.forEach((change, index) => {
      if (change.at !== moment) return;
      const before = engine.changes.length;
      try {
        engine.setInput(this.ids.inputs[index]!, change.value);
      } catch (error) {
        const field = `inputs[${index}].io`;
        if (error instanceof EngineReferenceError) throw new ScenarioError(`${field}: ${error.message.replace(`"${this.ids.inputs[index]}"`, `"${change.io}"`)}`, field, { reason: 'not-an-input', name: change.io });
        throw error;
      }
      const first = engine.changes[before];
      if (first) this.written.add(first);
    });
    scenario.expectations.forEach((expectation, index) => {
      if (expectation.kind !== 'value' || expectation.at !== moment) return;
      let found: number;
      try {
        found = engine.value(this.ids.expectations[index]!);
      } catch (error) {
        const field = `expect[${index}].io`;
        if (error instanceof EngineReferenceError) throw new ScenarioError(`${field}: ${error.message}`, field, { reason: 'names-nothing', name: expectation.io });
        throw error;
      }
      this.outcomeList[index] = { kind: 'value', ok: found === expectation.value, found };
    });
  }

  private checkAlerts(): void {
    const { scenario } = this;
    scenario.expectations.forEach((expectation, index) => {
      if (expectation.kind !== 'alert' || this.outcomeList[index] !== undefined) return;
      const { from = 0, until = scenario.duration } = expectation;
      if (this.engine.now < scenario.start + until) return;
      this.outcomeList[index] = alertOutcome(expectation, this.alerts, scenario.start + from, scenario.start + until);
    });
  }
}

function alertOutcome(expectation: Extract<Expectation, { kind: 'alert' }>, alerts: readonly AlertFact[], from: number, until: number): ExpectationOutcome {
  const known = alerts.some((fact) => alertMatches(fact, expectation.gate));
  const fired = alerts.filter((fact) => alertMatches(fact, expectation.gate) && fact.at >= from && fact.at <= until);
  const reached = [...new Set(fired.flatMap((fact) => fact.recipients.map((recipient) => `${recipient.channel} ${recipient.name || recipient.id}`)))];
  const firedAt = fired.map((fact) => fact.at);
  if (!expectation.fired) return { kind: 'alert', ok: fired.length === 0, firedAt, missing: [], reached, known };
  const gets = (who: string) => fired.some((fact) => fact.recipients.some((recipient) => recipient.id === who || recipient.name === who || recipient.address === who));
  const missing = expectation.to.filter((who) => !gets(who));
  return { kind: 'alert', ok: fired.length > 0 && missing.length === 0, firedAt, missing, reached, known };
}
