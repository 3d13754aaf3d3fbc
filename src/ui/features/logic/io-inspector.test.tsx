import { ChakraProvider } from '@chakra-ui/react';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigurationWorkspace } from '../../../application/configuration-workspace/configuration-workspace';
import type { ConsoleServices } from '../../../application/console-services';
import { createAccess } from '../../../domain/configuration/access';
import { createCalendar } from '../../../domain/configuration/calendar';
import { createConfiguration, type Configuration } from '../../../domain/configuration/configuration';
import { sequentialGuids } from '../../../domain/configuration/guid';
import { createIo, IoFlag } from '../../../domain/configuration/io';
import { ioPlaces } from '../../../domain/configuration/io-places';
import { activateLanguage } from '../../i18n/i18n-setup';
import { ServicesContext } from '../../services-context';
import { system } from '../../theme/system';
import { IoInspector } from './io-inspector';

afterEach(cleanup);

/** The inspector of the io `id` selected on the canvas, over a workspace holding an access (virtual) and a calendar. */
function inspect(id: 'door' | 'hours', language: 'en' | 'fr') {
  const newGuid = sequentialGuids(3);
  const access = createAccess({ io: createIo({ id: 'door', name: 'Badge reader', flags: IoFlag.virtual, isNo: true, bistable: true }, newGuid) }, newGuid);
  const calendar = { ...createCalendar({ name: 'Hours' }, newGuid), io: createIo({ id: 'hours', name: 'Hours' }, newGuid) };
  const workspace = new ConfigurationWorkspace(() => []);
  workspace.load({ version: 3, date: new Date(0), signature: '', configuration: createConfiguration({ accesses: [access], calendars: [calendar] }, newGuid), corrupted: [], handle: { kind: 'configuration-handle' } });
  const draft = () => workspace.state().draft as Configuration;
  const view = () => (
    <ChakraProvider value={system}>
      <I18nProvider i18n={activateLanguage(language, setupI18n())}>
        <ServicesContext value={{ workspace } as unknown as ConsoleServices}>
          <IoInspector place={ioPlaces(draft()).find((place) => place.io.id === id)!} configuration={draft()} />
        </ServicesContext>
      </I18nProvider>
    </ChakraProvider>
  );
  const rendered = render(view());
  workspace.subscribe(() => rendered.rerender(view()));
  return draft;
}

describe('the logic inspector of an io selected on the canvas', () => {
  it.each([
    ['en', 'A virtual input or output of the appliance.', 'Behaviour'],
    ['fr', "Une entrée ou sortie virtuelle de l'appareil.", 'Comportement'],
  ] as const)("edits a virtual access's behaviour, said by its bistable element (%s)", (language, virtualWords, behaviour) => {
    const draft = inspect('door', language);
    expect(screen.getByRole('heading', { name: 'Badge reader' })).toBeTruthy();
    expect(screen.getByText(virtualWords)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(behaviour), { target: { value: '1' } });
    expect(draft().accesses[0]!.io.bistable).toBe(false);
  });

  it("names a calendar's io and sends its settings to its page", () => {
    inspect('hours', 'en');
    expect(screen.getByText("This signal's settings belong to its page (a calendar, or the controller's constants).")).toBeTruthy();
    expect(screen.queryByLabelText('Contact')).toBeNull();
  });
});
