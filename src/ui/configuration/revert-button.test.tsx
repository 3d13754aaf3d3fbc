import { ChakraProvider } from '@chakra-ui/react';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleAgainstSimulator } from '../../../test/support/console-against-simulator';
import { createContact } from '../../domain/configuration/contact';
import { activateLanguage } from '../i18n/i18n-setup';
import { ServicesContext } from '../services-context';
import { system } from '../theme/system';
import { RevertButton, revertEdit } from './revert-button';
import { signedInAt } from '../../../test/support/configuration-page-helpers';

consoleAgainstSimulator({ initialised: true });

const signedIn = () => signedInAt('/admin/network', 'Network services');

describe('reverting a value to the appliance’s', () => {
  it('puts back the base value, and has no source for an item created in the draft', async () => {
    const { services } = await signedIn();
    const base = services.workspace.state().base!.configuration;
    services.workspace.apply({ kind: 'test', apply: (draft) => ({ ...draft, parameters: { ...draft.parameters, network: { ...draft.parameters.network, sipPort: 6060 } } }) });
    const edit = revertEdit(base, ['parameters', 'network', 'sipPort'], 'SIP port back');
    expect(edit).not.toBeNull();
    services.workspace.apply(edit!);
    expect(services.workspace.state().draft?.parameters.network.sipPort).toBe(5060);

    const contact = createContact({ name: 'Dubois' });
    services.workspace.apply({ kind: 'test', apply: (draft) => ({ ...draft, contacts: [...draft.contacts, contact] }) });
    expect(revertEdit(base, ['contacts', { id: contact.id }, 'phone'], 'phone back')).toBeNull();
  });

  it("says 'can't reset: no source data' where the appliance has no value", async () => {
    const { services } = await signedIn();
    const contact = createContact({ name: 'Dubois' });
    services.workspace.apply({ kind: 'test', apply: (draft) => ({ ...draft, contacts: [...draft.contacts, contact] }) });
    render(
      <ChakraProvider value={system}>
        <I18nProvider i18n={activateLanguage('en', setupI18n())}>
          <ServicesContext value={services}>
            <RevertButton path={['contacts', { id: contact.id }, 'name']} label="name back">
              Back to the appliance's name
            </RevertButton>
          </ServicesContext>
        </I18nProvider>
      </ChakraProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: "Back to the appliance's name" }));
    await waitFor(() => expect(screen.getByText("can't reset: no source data").getAttribute('role')).toBe('alert'));
    expect(services.workspace.state().draft?.contacts.at(-1)?.name).toBe('Dubois');
  });
});
