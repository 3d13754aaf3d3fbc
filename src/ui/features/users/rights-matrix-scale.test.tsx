import { ChakraProvider } from '@chakra-ui/react';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aConfigurationWithDevices } from '../../../../test/mothers/device-configuration.mother';
import { nativeCamera } from '../../../../test/mothers/device.mother';
import { sequentialGuids } from '../../../domain/configuration/guid';
import { rightsResources } from '../../../domain/configuration/rights-resources';
import { createUserGroup } from '../../../domain/configuration/user-group';
import { activateLanguage } from '../../i18n/i18n-setup';
import { system } from '../../theme/system';
import { RightsMatrix } from './rights-matrix';

describe('rights matrix with 2,000 devices', () => {
  const newGuid = sequentialGuids(77);
  const devices = Array.from({ length: 2000 }, (_, index) => ({ ...nativeCamera(newGuid), name: `Camera ${index + 1}` }));
  const resources = rightsResources({ ...aConfigurationWithDevices(), devices });
  const group = createUserGroup({ name: 'Guards' }, newGuid);

  function renderMatrix(onGrant = vi.fn()) {
    render(
      <ChakraProvider value={system}>
        <I18nProvider i18n={activateLanguage('en', setupI18n())}>
          <RightsMatrix group={group} resources={resources} onGrant={onGrant} />
        </I18nProvider>
      </ChakraProvider>,
    );
    return onGrant;
  }

  it('puts only the rows in view in the page, and reaches any other by search', async () => {
    const onGrant = renderMatrix();
    expect(resources.count).toBeGreaterThan(10_000);
    expect(screen.getByText(`${resources.count} of ${resources.count} resources shown`)).toBeTruthy();
    expect(screen.getAllByRole('row').length).toBeLessThan(60);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the resources' }), { target: { value: 'camera 1999 door strike' } });
    const strike = await screen.findByRole('checkbox', { name: 'Live — Camera 1999: Door strike' });
    fireEvent.click(strike);
    const target = devices[1998]!.io!.outputs[0]!.id;
    expect(onGrant).toHaveBeenCalledWith([target], ['liveRead'], true, 'Camera 1999: Door strike');

    fireEvent.click(screen.getByRole('checkbox', { name: 'All rights — every resource shown' }));
    await waitFor(() => expect(onGrant).toHaveBeenLastCalledWith([target], ['liveRead', 'consultation', 'exportation', 'ptzWrite'], true, 'every resource shown'));
  });
});
