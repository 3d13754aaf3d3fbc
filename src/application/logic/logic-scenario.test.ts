import { describe, expect, it } from 'vitest';
import { gate, testSite } from '../../domain/configuration/controller/engine/engine-test-site';
import { runScenario } from './logic-scenario';
import { parseScenario, ScenarioError } from './scenario-file';

/** A ping gate and an And, both with outputs called "Sortie 1", as on real sites. */
function site() {
  return testSite(['Porte'], (io, id) => {
    const rename = <T extends { outputs: readonly { name: string }[] }>(made: T): T => ({ ...made, outputs: made.outputs.map((output) => ({ ...output, name: 'Sortie 1' })) });
    return [rename(gate('ping', 'Routeur', id, [], { address: '10.0.0.1', period: 60_000 })), rename(gate('and', 'Alarme intrusion', id, [io('Porte'), io('Porte')]))];
  }).configuration;
}

const scenario = (fields: Record<string, unknown>) => parseScenario({ start: '2026-11-23T07:00:00', duration: '5m', ...fields });

describe('scenarios by the names people use', () => {
  it('sets a ping gate’s answer by the gate’s name; reads gates by name and "Gate › Output"; the trace names the gate with its output', () => {
    const run = runScenario(site(), scenario({
      inputs: [{ at: '30s', io: 'Routeur', value: 0 }, { at: '1m', io: 'Porte', value: 1 }],
      expect: [
        { at: '30s', io: 'Routeur', value: 1 },
        { at: '1m', io: 'Routeur › Sortie 1', value: 0 },
        { at: '1m', io: 'Alarme intrusion', value: 1 },
        { at: '1m', io: 'Alarme intrusion > Sortie 1', value: 1 },
      ],
    }));
    expect(run.results.map((result) => result.message)).toEqual([
      '"Routeur" is 1 at +30s', '"Routeur › Sortie 1" is 0 at +1m', '"Alarme intrusion" is 1 at +1m', '"Alarme intrusion > Sortie 1" is 1 at +1m',
    ]);
    expect(run.passed).toBe(true);
    expect(run.trace.filter((entry) => entry.kind === 'change').map((entry) => entry.kind === 'change' && entry.name)).toEqual(['Routeur › Sortie 1', 'Routeur › Sortie 1', 'Porte', 'Alarme intrusion › Sortie 1']);
  });

  it('refuses a name shared by several signals with the candidates, and writing an output, naming the field', () => {
    const shared = () => runScenario(site(), scenario({ expect: [{ at: '1m', io: 'Sortie 1', value: 1 }] }));
    expect(shared).toThrow(ScenarioError);
    expect(shared).toThrow(/^expect\[0\]\.io: "Sortie 1" names 2 signals: "Routeur" \(\S+\), "Alarme intrusion" \(\S+\); give the gate with its output/);
    const written = () => runScenario(site(), scenario({ inputs: [{ at: '4m', io: 'Alarme intrusion', value: 1 }] }));
    expect(written).toThrow('inputs[0].io: "Alarme intrusion" is not an input: Alarme intrusion › Sortie 1 is driven by its gate');
  });
});
