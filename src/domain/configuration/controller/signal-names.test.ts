import { describe, expect, it } from 'vitest';
import { IoDirection } from '../io';
import { gate, testSite } from './engine/engine-test-site';
import { ENGLISH_SIGNAL_WORDS, SignalDirectory, SignalNameError, signalLabelText } from './signal-names';

/** Two gates whose outputs are all called "Sortie 1", the usual case on real sites; a demux with two such outputs; a template. */
function site() {
  const built = testSite(['Porte', 'Radar'], (io, id) => {
    const named = <T extends { outputs: readonly { name: string }[] }>(made: T): T => ({ ...made, outputs: made.outputs.map((output) => ({ ...output, name: 'Sortie 1' })) });
    const template = gate('template', 'Modèle', id, [io('Porte')]);
    return [
      named(gate('and', 'Alarme intrusion', id, [io('Porte'), io('Radar')])),
      named(gate('or', 'Éclairage', id, [io('Porte'), io('Radar')])),
      named(gate('demux', 'Aiguillage', id, [io('Porte'), io('Radar')])),
      { ...template, inputs: [{ id: 'tin-1', name: 'Entrée', linkId: io('Porte') }], gates: [named(gate('not', 'Inverse', id, ['tin-1']))] },
    ];
  }, { links: (gates) => [{ id: 'L-1', linkId: gates[0]!.outputs[0]!.id }] });
  return { names: new SignalDirectory(built.configuration), configuration: built.configuration, io: built.io };
}

describe('names people use for signals', () => {
  it('finds a gate by its name (its first output) and an output by "Gate › Output", whatever the outputs are called', () => {
    const { names, configuration } = site();
    const [alarm, light] = configuration.controller.gates;
    expect(names.resolve('Alarme intrusion')).toBe(alarm!.outputs[0]!.id);
    expect(names.resolve('Alarme intrusion › Sortie 1')).toBe(alarm!.outputs[0]!.id);
    expect(names.resolve('  Éclairage›Sortie 1 ')).toBe(light!.outputs[0]!.id);
    expect(names.resolve('Éclairage > Sortie 1')).toBe(light!.outputs[0]!.id);
    expect(names.resolve(alarm!.id)).toBe(alarm!.outputs[0]!.id);
    expect(names.resolve('Porte')).toBe(configuration.accesses[0]!.io.id);
  });

  it('refuses a name shared by several signals, with each candidate by a name that is its alone', () => {
    const { names, configuration } = site();
    const outputs = configuration.controller.gates.slice(0, 3).flatMap((each) => each.outputs);
    let error: unknown;
    try {
      names.resolve('Sortie 1');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SignalNameError);
    expect((error as SignalNameError).candidates).toEqual([
      { id: outputs[0]!.id, name: 'Alarme intrusion' },
      { id: outputs[1]!.id, name: 'Éclairage' },
      { id: outputs[2]!.id, name: 'Aiguillage' },
      { id: outputs[3]!.id, name: 'Aiguillage › #2' },
    ]);
    expect((error as Error).message).toBe(`"Sortie 1" names 4 signals: "Alarme intrusion" (${outputs[0]!.id}), "Éclairage" (${outputs[1]!.id}), "Aiguillage" (${outputs[2]!.id}), "Aiguillage › #2" (${outputs[3]!.id}); give the gate with its output ("Gate › Output") or the identifier`);
    expect(() => names.resolve('Aiguillage › Sortie 1')).toThrow('"Aiguillage › Sortie 1" names 2 signals');
    expect(names.resolve('Aiguillage › #2')).toBe(outputs[3]!.id);
    expect(() => names.resolve('Nothing')).toThrow('no io, gate or link is named or identified "Nothing"');
  });

  it('names nested gates and a template’s own inputs under their template; the outside first for a bare name', () => {
    const { names, configuration } = site();
    const template = configuration.controller.gates[3]!;
    expect(template.type).toBe('template');
    const nested = (template as { gates: readonly { outputs: readonly { id: string }[] }[] }).gates[0]!;
    expect(names.resolve('Modèle › Inverse › Sortie 1')).toBe(nested.outputs[0]!.id);
    expect(names.resolve('Modèle › Inverse')).toBe(nested.outputs[0]!.id);
    expect(names.resolve('Modèle › Entrée')).toBe(`${template.id}#input0`);
    expect(names.resolve('Entrée')).toBe(`${template.id}#input0`);
    expect(names.text(nested.outputs[0]!.id)).toBe('Modèle › Inverse › Sortie 1');
  });

  it('labels every signal for a trace: the gate with its output, a link by what it carries, in the reader’s words', () => {
    const { names, configuration } = site();
    const alarm = configuration.controller.gates[0]!;
    expect(names.text(alarm.outputs[0]!.id)).toBe('Alarme intrusion › Sortie 1');
    expect(names.text('L-1')).toBe('link to Alarme intrusion › Sortie 1');
    const french = { ...ENGLISH_SIGNAL_WORDS, link: (carried: string) => `lien vers ${carried}` };
    expect(names.text('L-1', french)).toBe('lien vers Alarme intrusion › Sortie 1');
    expect(signalLabelText({ kind: 'output', gates: ['Porte'], output: '', index: 1 })).toBe('Porte › output 2');
    expect(names.nameOf(alarm.outputs[0]!.id)).toBe('Alarme intrusion');
    expect(names.nameOf('unknown')).toBe('unknown');
  });

  it('prefers a full name over a bare output name, so a gate named like another gate’s output is found', () => {
    const built = testSite([{ name: 'Door', logic: true }], (io, id) => [
      gate('copy', 'Door alarm', id, [io('Door')]),
      { ...gate('copy', 'Forced', id, [io('Door')]), outputs: [{ ...gate('copy', 'x', id, []).outputs[0]!, name: 'Door alarm', direction: IoDirection.output }] },
    ]);
    const names = new SignalDirectory(built.configuration);
    expect(names.resolve('Door alarm')).toBe(built.configuration.controller.gates[0]!.outputs[0]!.id);
    expect(names.resolve('Forced › Door alarm')).toBe(built.configuration.controller.gates[1]!.outputs[0]!.id);
  });
});
