import { describe, expect, it } from 'vitest';
import { createConfiguration, type Configuration } from '../configuration';
import { sequentialGuids } from '../guid';
import { createIo, IoDirection, IoFlag, type Io } from '../io';
import { valueAt } from '../model-path';
import { createNativeDevice } from '../device/device';
import { createIoModule } from '../device/other-modules';
import { addGate, createController } from './controller';
import { createGate } from './gate-factory';
import { attachIo, ioLinkedSignal } from './io-links';

/** A device with one virtual output and a controller with two gates; the output's path in the model. */
function site(link?: string): { configuration: Configuration; at: readonly (string | number)[]; outputs: [string, string] } {
  const newGuid = sequentialGuids(40);
  const first = createGate('and', { name: 'Alarm' }, newGuid);
  const second = createGate('or', { name: 'Siren' }, newGuid);
  const output: Io = createIo({ id: 'virtual-out', name: 'Virtual 1', direction: IoDirection.output, flags: IoFlag.virtual, isNo: true, bistable: true, ...(link === undefined ? {} : { link }) }, newGuid);
  const device = createNativeDevice({ name: 'Panel', io: createIoModule({ outputs: [output] }, newGuid) }, newGuid);
  const controller = [first, second].reduce(addGate, createController({}, newGuid));
  return { configuration: createConfiguration({ devices: [device], controller }, newGuid), at: ['devices', 0, 'io', 'outputs', 0], outputs: [first.outputs[0]!.id, second.outputs[0]!.id] };
}

const linkOf = (configuration: Configuration, at: readonly (string | number)[]) => (valueAt(configuration, at) as Io).link;

describe('attachIo and ioLinkedSignal', () => {
  it('attaches an io to a new controller link carrying the gate output, and reads the output back through it', () => {
    const { configuration, at, outputs } = site();
    expect(ioLinkedSignal(configuration, valueAt(configuration, at) as Io)).toBe('');
    const attached = attachIo(configuration, at, outputs[0], () => 'link-1');
    expect(attached.controller.links).toEqual([{ id: 'link-1', linkId: outputs[0] }]);
    expect(linkOf(attached, at)).toBe('link-1');
    expect(ioLinkedSignal(attached, valueAt(attached, at) as Io)).toBe(outputs[0]);
  });

  it('reuses the link that already carries the output, and adds none', () => {
    const { configuration, at, outputs } = site();
    const withLink = { ...configuration, controller: { ...configuration.controller, links: [{ id: 'existing', linkId: outputs[1] }] } };
    const attached = attachIo(withLink, at, outputs[1], () => 'never');
    expect(attached.controller.links).toHaveLength(1);
    expect(linkOf(attached, at)).toBe('existing');
  });

  it("detaches with '' and keeps the link, which others may use", () => {
    const { configuration, at, outputs } = site();
    const attached = attachIo(configuration, at, outputs[0], () => 'link-1');
    const detached = attachIo(attached, at, '');
    expect(linkOf(detached, at)).toBe('');
    expect(detached.controller.links).toEqual(attached.controller.links);
    expect(ioLinkedSignal(detached, valueAt(detached, at) as Io)).toBe('');
  });

  it('says undefined for a link the controller does not have, and changes nothing else of the io', () => {
    const { configuration, at } = site('missing');
    const io = valueAt(configuration, at) as Io;
    expect(ioLinkedSignal(configuration, io)).toBeUndefined();
    const { outputs } = site();
    const attached = attachIo(configuration, at, outputs[0], () => 'link-2');
    const after = valueAt(attached, at) as Io;
    expect({ ...after, link: io.link }).toEqual(io);
  });
});
