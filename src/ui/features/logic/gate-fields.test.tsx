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

  it("takes a number within its module's limits only: a whole one, not below 0 for a period, between 0 and 5 for a threshold's operator", () => {
    const changes = setUp(createGate('clock', { period: 1000 }));
    const period = screen.getByLabelText('Period (ms)') as HTMLInputElement;
    for (const refused of ['1.5', '-5', 'soon']) {
      fireEvent.change(period, { target: { value: refused } });
      fireEvent.blur(period);
      expect(period.getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByText('please provide a positive integer')).toBeTruthy();
    }
    fireEvent.change(period, { target: { value: '250' } });
    fireEvent.blur(period);
    expect(changes).toEqual([['period', 250]]);
    cleanup();

    const operators = setUp(createGate('threshold'));
    const operator = screen.getByLabelText('Operator') as HTMLInputElement;
    fireEvent.change(operator, { target: { value: '6' } });
    fireEvent.blur(operator);
    expect(screen.getByText(/between 0 and 5/)).toBeTruthy();
    fireEvent.change(operator, { target: { value: '-3' } });
    fireEvent.blur(operator);
    fireEvent.change(screen.getByLabelText('Threshold'), { target: { value: '-3' } });
    fireEvent.blur(screen.getByLabelText('Threshold'));
    expect(operators).toEqual([['threshold', -3]]);
  });
});
