import { ChakraProvider } from '@chakra-ui/react';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createConfiguration } from '../../../domain/configuration/configuration';
import { createGate } from '../../../domain/configuration/controller/gate-factory';
import type { Gate } from '../../../domain/configuration/controller/gate';
import { createFtpClient } from '../../../domain/configuration/ftp-client';
import { createMonitor } from '../../../domain/configuration/monitor';
import { activateLanguage } from '../../i18n/i18n-setup';
import { system } from '../../theme/system';
import { GateFields } from './gate-fields';

afterEach(cleanup);

const configuration = createConfiguration({
  ftpClients: [createFtpClient({ id: 'ftp-1', name: 'Evidence server' })],
  alarms: [createMonitor({ id: 'monitor-1', name: 'Central station' })],
});

function setUp(gate: Gate) {
  const changes: [string, unknown][] = [];
  render(
    <ChakraProvider value={system}>
      <I18nProvider i18n={activateLanguage('en', setupI18n())}>
        <GateFields gate={gate} configuration={configuration} onChange={(key, value) => changes.push([key, value])} />
      </I18nProvider>
    </ChakraProvider>,
  );
  return changes;
}

describe('GateFields', () => {
  it("chooses an FTP alert's client and its optional alarm receiver by name, None clearing the receiver", () => {
    const changes = setUp(createGate('alert-ftp'));
    const ftp = screen.getByLabelText('FTP client') as HTMLSelectElement;
    expect([...ftp.options].map((option) => option.text)).toEqual(['None', 'Evidence server']);
    fireEvent.change(ftp, { target: { value: 'ftp-1' } });

    const receiver = screen.getByLabelText('Alarm receiver') as HTMLSelectElement;
    expect([...receiver.options].map((option) => option.text)).toEqual(['None', 'Central station']);
    fireEvent.change(receiver, { target: { value: 'monitor-1' } });
    fireEvent.change(receiver, { target: { value: '' } });

    expect(changes).toEqual([
      ['ftpIdentifier', 'ftp-1'],
      ['monitoringIdentifier', 'monitor-1'],
      ['monitoringIdentifier', undefined],
    ]);
  });
});
