import { describe, expect, it } from 'vitest';
import { FIXTURE_GATE_MODULES, hysteresisGate, type HysteresisGate } from '../../../../../test/fixtures/gates/hysteresis.gate';
import type { SignalValue } from '../engine/engine-facts';
import type { GateBehaviour, GateContext } from '../engine/gate-behaviour';
import type { andGate } from './and.gate';
import { flag, integer } from './gate-fields';
import type { GateModule } from './gate-module';
import type { WholeTable } from './gate-table';

/**
 * A gate type added through the recipe (docs/configuration-model.md,
 * "Adding a gate type") compiles only with every part: `npm run typecheck`
 * fails on each `@ts-expect-error` below that no longer finds its error, so
 * these cases are checked by the compiler, not by running them.
 */
const { type, family, name, ports, fields, behaviour } = hysteresisGate;

// @ts-expect-error: a module that leaves out its behaviour does not compile.
export const withoutBehaviour: GateModule<HysteresisGate> = { type, family, name, ports, fields };

// @ts-expect-error: nor one that leaves out a field of its gate…
export const withoutAField: GateModule<HysteresisGate> = { type, family, name, ports, fields: { low: fields.low }, behaviour };

// @ts-expect-error: …or gives a field a spec of another kind (a flag for a number)…
export const wrongKind: GateModule<HysteresisGate> = { type, family, name, ports, fields: { low: flag(fields.low.label, false), high: fields.high }, behaviour };

// @ts-expect-error: …or has no words.
export const withoutWords: GateModule<HysteresisGate> = { type, family, ports, fields, behaviour };

// @ts-expect-error: a table line naming a module under another type than its own does not compile.
export type MisnamedLine = WholeTable<{ hysteresis: typeof andGate }>;

// @ts-expect-error: nor a line whose module is not whole.
export type PartialLine = WholeTable<{ hysteresis: Omit<typeof hysteresisGate, 'behaviour'> }>;

/** Runs a behaviour on input values, one evaluation each, and gives its output after each. */
function run(gateBehaviour: GateBehaviour, inputs: readonly SignalValue[]): SignalValue[] {
  let input = 0;
  let output = 0;
  const context: GateContext = {
    now: 0, start: 0, inputCount: 1, outputCount: 1,
    input: () => input, output: () => output, setOutput: (_, value) => (output = value),
    wakeAt: () => undefined, fact: () => undefined,
  };
  return inputs.map((value) => {
    input = value;
    gateBehaviour.evaluate(context);
    return output;
  });
}

describe('a gate type added through the recipe', () => {
  it('is one module and one line of a table', () => {
    expect(FIXTURE_GATE_MODULES.hysteresis).toBe(hysteresisGate);
    expect(Object.keys(FIXTURE_GATE_MODULES).at(-1)).toBe('hysteresis');
  });

  it('runs the behaviour its module gives, with its own fields', () => {
    const gate: HysteresisGate = { id: 'h', name: 'H', inputs: [], outputs: [], type: 'hysteresis', low: 2, high: 8 };
    const made = hysteresisGate.behaviour;
    if (made === 'nested') throw new Error('a hysteresis runs itself');
    const gateBehaviour = made(gate, { directory: { contact: () => undefined, ftpClient: () => undefined, monitor: () => undefined } });
    if ('reason' in gateBehaviour) throw new Error(gateBehaviour.reason);
    expect(run(gateBehaviour, [0, 5, 8, 5, 3, 2, 5])).toEqual([0, 0, 1, 1, 1, 0, 0]);
  });

  it('gives its fields their words, limits and first values', () => {
    expect(hysteresisGate.fields.high).toMatchObject({ kind: 'integer', initial: 10, absent: 'required', label: { message: 'High threshold' } });
    expect(integer({ id: 'x', message: 'X' }, 1, { min: 0, reads: 1 })).toMatchObject({ min: 0, initial: 1, absent: { reads: 1 } });
  });
});
