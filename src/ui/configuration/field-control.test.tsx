import { ChakraProvider } from '@chakra-ui/react';
import { setupI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfigurationWorkspace } from '../../application/configuration-workspace/configuration-workspace';
import type { ConsoleServices } from '../../application/console-services';
import { createConfiguration, type Configuration } from '../../domain/configuration/configuration';
import { StoreNotInListError } from '../../domain/configuration/configuration-errors';
import { cryptedString, type CryptedString } from '../../domain/configuration/crypted-string';
import { valueAt, type ModelPath } from '../../domain/configuration/model-path';
import { activateLanguage } from '../i18n/i18n-setup';
import { ServicesContext } from '../services-context';
import { system } from '../theme/system';
import type { AnyFieldDescriptor } from './entity-descriptor';
import { FieldControl } from './field-control';
import { integerField, nameField, sensitiveField, textField } from './field-kinds';

interface Server {
  readonly id: string;
  readonly name: string;
  readonly port: number;
  readonly password: CryptedString;
}

const SERVER: Server = { id: '1-1', name: 'Mail', port: 25, password: cryptedString('Q2lwaGVy', true) };
const PATH: ModelPath = ['emails', { id: '1-1' }];

function setUp(field: AnyFieldDescriptor, key: keyof Server, language: 'en' | 'fr' = 'en') {
  const workspace = new ConfigurationWorkspace(() => []);
  const configuration = createConfiguration({ emails: [SERVER as never] });
  workspace.load({ version: 3, date: new Date(0), signature: '', configuration, corrupted: [], handle: { kind: 'configuration-handle' } });
  const view = () => (
    <ChakraProvider value={system}>
      <I18nProvider i18n={activateLanguage(language, setupI18n())}>
        <ServicesContext value={{ workspace } as unknown as ConsoleServices}>
          <FieldControl field={field} path={[...PATH, key]} entityPath={PATH} configuration={workspace.state().draft!} problems={[]} />
        </ServicesContext>
      </I18nProvider>
    </ChakraProvider>
  );
  const rendered = render(view());
  workspace.subscribe(() => rendered.rerender(view()));
  const value = () => valueAt(workspace.state().draft as Configuration, [...PATH, key]);
  return { workspace, value };
}

describe('FieldControl', () => {
  it('refuses a name longer than 255 characters: the message in English and French, nothing committed or cut, 255 accepted', () => {
    for (const [language, message] of [
      ['en', 'name is too long (255 characters at most)'],
      ['fr', 'nom trop long (255 caractères au plus)'],
    ] as const) {
      const { workspace, value } = setUp(nameField({ label: msg`Name` }), 'name', language);
      const input = screen.getByRole('textbox') as HTMLInputElement;
      const pasted = 'x'.repeat(5000);
      fireEvent.change(input, { target: { value: pasted } });
      fireEvent.blur(input);
      expect(value()).toBe('Mail');
      expect(workspace.history()).toHaveLength(0);
      expect(input.value).toBe(pasted);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByText(message)).toBeTruthy();

      fireEvent.change(input, { target: { value: 'y'.repeat(255) } });
      fireEvent.keyDown(input, { key: 'Enter' });
      expect(value()).toBe('y'.repeat(255));
      expect(screen.queryByText(message)).toBeNull();
      cleanup();
    }
  });


  it('commits what was typed on Enter as one step of history, and Escape drops it', () => {
    const { workspace, value } = setUp(textField({ label: msg`Name` }), 'name');
    const input = screen.getByLabelText('Name');
    expect(input.id).toBe('cfg.emails.1-1.name');
    fireEvent.change(input, { target: { value: 'Relay' } });
    expect(value()).toBe('Mail');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(value()).toBe('Relay');
    expect(workspace.history()).toHaveLength(1);
    fireEvent.blur(input);
    expect(workspace.history()).toHaveLength(1);

    fireEvent.change(input, { target: { value: 'Other' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect((input as HTMLInputElement).value).toBe('Relay');
    act(() => void workspace.undo());
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Mail');
  });

  it('never shows a secret held crypted, and a typed one is written in clear', () => {
    const { value } = setUp(sensitiveField({ label: msg`Password` }), 'password');
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.value).toBe('');
    expect(input.placeholder).toBe('unchanged');
    fireEvent.blur(input);
    expect(value()).toEqual(SERVER.password);
    fireEvent.change(input, { target: { value: 'n3w' } });
    fireEvent.blur(input);
    expect(value()).toEqual({ value: 'n3w', crypted: false });
  });

  it('keeps a number that is not one to itself, with the specification message in French', () => {
    const { value } = setUp(integerField({ label: msg`Port`, min: 1 }), 'port', 'fr');
    const input = screen.getByLabelText('Port');
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.blur(input);
    expect(screen.getByText('veuillez saisir un entier positif')).toBeTruthy();
    expect(value()).toBe(25);
    expect((input as HTMLInputElement).value).toBe('0');
  });

  it("shows the domain's refusal of an edit in the specification's words", () => {
    setUp(
      textField<Server>({
        label: msg`Name`,
        readOnly: () => null,
        set: () => {
          throw new StoreNotInListError('9-9');
        },
      }) as AnyFieldDescriptor,
      'name',
    );
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'x' } });
    fireEvent.blur(screen.getByLabelText('Name'));
    expect(screen.getByText("Store 9-9 isn't in this config's store list. Can't remove it")).toBeTruthy();
  });

  it('is read-only with the reason the descriptor gives', () => {
    setUp(textField({ label: msg`Name`, readOnly: () => msg`Set by the device` }) as AnyFieldDescriptor, 'name');
    expect(screen.getByLabelText('Name').hasAttribute('readonly')).toBe(true);
    expect(screen.getByText(/Read-only: Set by the device/)).toBeTruthy();
  });
});
