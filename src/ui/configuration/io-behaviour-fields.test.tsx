import { ChakraProvider } from '@chakra-ui/react';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigurationWorkspace } from '../../application/configuration-workspace/configuration-workspace';
import type { ConsoleServices } from '../../application/console-services';
import { createConfiguration, type Configuration } from '../../domain/configuration/configuration';
import { addGate, createController } from '../../domain/configuration/controller/controller';
import { createGate } from '../../domain/configuration/controller/gate-factory';
import { createNativeDevice } from '../../domain/configuration/device/device';
import { createIoModule } from '../../domain/configuration/device/other-modules';
import { sequentialGuids } from '../../domain/configuration/guid';
import { createIo, IoDirection, IoFlag, type Io } from '../../domain/configuration/io';
import { valueAt } from '../../domain/configuration/model-path';
import { activateLanguage } from '../i18n/i18n-setup';
import { ServicesContext } from '../services-context';
import { system } from '../theme/system';
import { IoBehaviourFields } from './io-behaviour-fields';

afterEach(cleanup);

const AT = ['devices', 0, 'io', 'inputs', 0] as const;

/** A device whose one input is `input`, and a gate "Alarm" whose output a virtual io can be driven by. */
function setUp(input: Partial<Io>, language: 'en' | 'fr') {
  const newGuid = sequentialGuids(7);
  const gate = createGate('and', { name: 'Alarm' }, newGuid);
  const io = createIo({ id: 'in-1', name: 'Door', ...input }, newGuid);
  const device = createNativeDevice({ name: 'Panel', io: createIoModule({ inputs: [io] }, newGuid) }, newGuid);
  const workspace = new ConfigurationWorkspace(() => []);
  workspace.load({ version: 3, date: new Date(0), signature: '', configuration: createConfiguration({ devices: [device], controller: addGate(createController({}, newGuid), gate) }, newGuid), corrupted: [], handle: { kind: 'configuration-handle' } });
  const draft = () => workspace.state().draft as Configuration;
  const view = () => (
    <ChakraProvider value={system}>
      <I18nProvider i18n={activateLanguage(language, setupI18n())}>
        <ServicesContext value={{ workspace } as unknown as ConsoleServices}>
          <IoBehaviourFields io={valueAt(draft(), AT) as Io} path={AT} configuration={draft()} readOnly={null} editLabel="Door" />
        </ServicesContext>
      </I18nProvider>
    </ChakraProvider>
  );
  const rendered = render(view());
  workspace.subscribe(() => rendered.rerender(view()));
  return { io: () => valueAt(draft(), AT) as Io, draft, gate };
}

const VIRTUAL = { flags: IoFlag.virtual, direction: IoDirection.input, isNo: true, bistable: true, link: '' } as const;

describe('IoBehaviourFields', () => {
  it.each([
    ['en', 'Contact', 'Normally closed (NC)', 'Behaviour', 'Monostable', 'Driven by'],
    ['fr', 'Contact', 'Normalement fermé (NF)', 'Comportement', 'Monostable', 'Commandée par'],
  ] as const)('a virtual input (%s): normally closed sets is-no off, monostable sets bistable off, and "driven by" a gate output adds its link', (language, contact, closed, behaviour, monostable, driven) => {
    const { io, draft, gate } = setUp(VIRTUAL, language);
    const contactSelect = screen.getByLabelText(contact) as HTMLSelectElement;
    fireEvent.change(contactSelect, { target: { value: '1' } });
    expect(io().isNo).toBe(false);
    expect(io().flags).toBe(IoFlag.virtual);
    expect((screen.getByLabelText(contact) as HTMLSelectElement).selectedOptions[0]!.textContent).toBe(closed);
    fireEvent.change(screen.getByLabelText(behaviour), { target: { value: '1' } });
    expect(io().bistable).toBe(false);
    expect((screen.getByLabelText(behaviour) as HTMLSelectElement).selectedOptions[0]!.textContent).toBe(monostable);
    const link = screen.getByLabelText(driven) as HTMLSelectElement;
    expect([...link.options].map((option) => option.textContent)).toEqual([language === 'en' ? 'Nothing (not linked)' : 'Rien (non liée)', 'Alarm › Alarm']);
    fireEvent.change(link, { target: { value: gate.outputs[0]!.id } });
    const added = draft().controller.links;
    expect(added).toHaveLength(1);
    expect(added[0]!.linkId).toBe(gate.outputs[0]!.id);
    expect(io().link).toBe(added[0]!.id);
  });

  it('a device input says its contact and behaviour with flags 16 and 32, and has no link to choose', () => {
    const { io } = setUp({ flags: 0 }, 'en');
    fireEvent.change(screen.getByLabelText('Contact'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Behaviour'), { target: { value: '1' } });
    expect(io().flags).toBe(IoFlag.normallyClosed | IoFlag.monostable);
    expect(io().isNo).toBeUndefined();
    expect(io().bistable).toBeUndefined();
    expect(screen.queryByLabelText('Driven by')).toBeNull();
  });

  it('shows a link the controller does not have as it is, without losing it', () => {
    setUp({ ...VIRTUAL, link: 'gone' }, 'en');
    const link = screen.getByLabelText('Driven by') as HTMLSelectElement;
    expect(link.value).toBe('gone');
    expect(link.selectedOptions[0]!.textContent).toBe('A link that is not in the configuration (gone)');
  });
});
