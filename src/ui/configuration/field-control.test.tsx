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
import { cryptedString } from '../../domain/configuration/crypted-string';
import { valueAt, type ModelPath } from '../../domain/configuration/model-path';
import { createSmtpServer, type SmtpServer } from '../../domain/configuration/smtp-server';
import { activateLanguage } from '../i18n/i18n-setup';
import { ServicesContext } from '../services-context';
import { system } from '../theme/system';
import type { AnyFieldDescriptor } from './entity-descriptor';
import { FieldControl } from './field-control';
import { nameField, portField, sensitiveField, textField, withFieldRules } from './field-kinds';

/** The fields with the domain's rules for SMTP servers (FIELD_RULES.emails), as the SMTP page has them. */
const SMTP_FIELDS = withFieldRules('emails', { fields: { name: nameField({ label: msg`Name` }), port: portField({ label: msg`Port` }) } }).fields as Record<'name' | 'port', AnyFieldDescriptor>;

/** The problems that block a save, as [path, message]. */
function blocking(workspace: ConfigurationWorkspace) {
  return workspace.problemComparison().blocking.map((problem) => [problem.path, problem.message]);
}

type Server = SmtpServer;

// A server as the SMTP page holds one, valid: whatever problem a test finds, it made.
const SERVER: Server = createSmtpServer({ id: '1-1', name: 'Mail', from: 'alerts@example.net', address: 'smtp.example.net', port: 25, password: cryptedString('Q2lwaGVy', true) });
const PATH: ModelPath = ['emails', { id: '1-1' }];

function setUp(field: AnyFieldDescriptor, key: keyof Server, language: 'en' | 'fr' = 'en') {
  const workspace = new ConfigurationWorkspace();
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
  it('keeps a name longer than 255 characters in the draft, as a problem that blocks the save, in English and French; 255 is fine', () => {
    for (const [language, message] of [
      ['en', 'name is too long (255 characters at most)'],
      ['fr', 'nom trop long (255 caractères au plus)'],
    ] as const) {
      const { workspace, value } = setUp(SMTP_FIELDS.name, 'name', language);
      const input = screen.getByRole('textbox') as HTMLInputElement;
      const pasted = 'x'.repeat(5000);
      fireEvent.change(input, { target: { value: pasted } });
      fireEvent.blur(input);
      // What the form shows is what the draft holds: nothing cut, nothing silently kept aside.
      expect(value()).toBe(pasted);
      expect(input.value).toBe(pasted);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByText(message)).toBeTruthy();
      expect(blocking(workspace)).toEqual([['configuration/emails/email[1]/name', 'name is too long (255 characters at most)']]);

      fireEvent.change(input, { target: { value: 'y'.repeat(255) } });
      fireEvent.keyDown(input, { key: 'Enter' });
      expect(value()).toBe('y'.repeat(255));
      expect(screen.queryByText(message)).toBeNull();
      expect(blocking(workspace)).toEqual([]);
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

  it('puts a port out of range in the draft with its problem, in French, and the problem goes with a port', () => {
    const { workspace, value } = setUp(SMTP_FIELDS.port, 'port', 'fr');
    const input = screen.getByLabelText('Port') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '70000' } });
    fireEvent.blur(input);
    expect(value()).toBe(70000);
    expect(input.value).toBe('70000');
    expect(screen.getByText('veuillez saisir un port entre 1 et 65535')).toBeTruthy();
    expect(blocking(workspace)).toEqual([['configuration/emails/email[1]/port', 'please provide a port between 1 and 65535']]);
    fireEvent.change(input, { target: { value: '587' } });
    fireEvent.blur(input);
    expect(value()).toBe(587);
    expect(blocking(workspace)).toEqual([]);
  });

  it('holds a text that is no number at its field: shown, listed as a problem that blocks the save, gone on Escape or with a number', () => {
    const { workspace, value } = setUp(SMTP_FIELDS.port, 'port', 'fr');
    const input = () => screen.getByLabelText('Port') as HTMLInputElement;
    fireEvent.change(input(), { target: { value: 'abc' } });
    fireEvent.blur(input());
    expect(value()).toBe(25);
    expect(input().value).toBe('abc');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('veuillez saisir un port entre 1 et 65535')).toBeTruthy();
    expect(blocking(workspace)).toEqual([['configuration/emails/email[1]/port', 'please provide a port between 1 and 65535']]);
    expect(workspace.history()).toHaveLength(0);

    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(input().value).toBe('25');
    expect(blocking(workspace)).toEqual([]);

    fireEvent.change(input(), { target: { value: '' } });
    fireEvent.blur(input());
    expect(blocking(workspace)).toHaveLength(1);
    // The same value as the draft's: nothing to commit, yet what was held goes.
    fireEvent.change(input(), { target: { value: '25' } });
    fireEvent.blur(input());
    expect(blocking(workspace)).toEqual([]);
    expect(input().value).toBe('25');
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
