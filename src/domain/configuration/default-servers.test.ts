import { describe, expect, it } from 'vitest';
import { aRealisticConfiguration } from '../../../test/mothers/configuration.mother';
import { ItemNotInConfigurationError } from './configuration-errors';
import {
  addSmsServer, addSmtpServer, clearDefaultSmtpServer, setDefaultSmsServer, setDefaultSmtpServer,
} from './default-servers';
import { sequentialGuids } from './guid';
import { createSmsServer } from './sms-server';
import { createSmtpServer, hasConnectionFields } from './smtp-server';

const configuration = aRealisticConfiguration();
/** The server holding the default mark, if any (the document allows one). */
const marked = <T extends { readonly default: number }>(servers: readonly T[]) => servers.find((server) => server.default !== 0);
const [relay, company] = configuration.emails as readonly [typeof configuration.emails[number], typeof configuration.emails[number]];

describe('SMTP servers', () => {
  it("defaults: name 'New SMTP Server', not default, connection fields present", () => {
    const server = createSmtpServer({}, sequentialGuids(70));
    expect(server).toMatchObject({ name: 'New SMTP Server', default: 0, from: '' });
    expect(hasConnectionFields(server)).toBe(true);
    expect(Object.keys(server).sort()).toEqual(['address', 'authentificationRequired', 'default', 'from', 'id', 'name', 'password', 'port', 'security', 'user']);
  });

  it('a default server holds and shows no connection field', () => {
    const server = createSmtpServer({ default: 1, address: 'ignored' }, sequentialGuids(71));
    expect(hasConnectionFields(server)).toBe(false);
    expect(Object.keys(server)).toEqual(['id', 'default', 'name', 'from']);
  });

  it('setting a default clears the other default, which gets its connection fields back', () => {
    const next = setDefaultSmtpServer(configuration, company.id);
    expect(marked(next.emails)?.id).toBe(company.id);
    expect(next.emails.filter((server) => server.default !== 0)).toHaveLength(1);
    expect(hasConnectionFields(next.emails[1]!)).toBe(false);
    expect(next.emails[0]).toMatchObject({ id: relay.id, default: 0, address: '', port: 25, authentificationRequired: false, user: '', security: 0 });
    expect(next.emails[0]!.password).toEqual({ value: '', crypted: false });
    expect(next.contacts).toBe(configuration.contacts);
  });

  it('returns the same configuration when the server already is the only default', () => {
    expect(setDefaultSmtpServer(configuration, relay.id)).toBe(configuration);
  });

  it('clears a default mark and refuses an unknown server', () => {
    const next = clearDefaultSmtpServer(configuration, relay.id);
    expect(marked(next.emails)).toBeUndefined();
    expect(clearDefaultSmtpServer(configuration, company.id)).toBe(configuration);
    expect(() => setDefaultSmtpServer(configuration, '1-404')).toThrow(ItemNotInConfigurationError);
  });

  it('adding a default server takes the mark from the current one', () => {
    const next = addSmtpServer(configuration, createSmtpServer({ default: 1, name: 'Autre relais' }, sequentialGuids(72)));
    expect(marked(next.emails)?.id).toBe('72-1');
    expect(next.emails.filter((server) => server.default !== 0)).toHaveLength(1);
    expect(addSmtpServer(configuration, createSmtpServer({}, sequentialGuids(73))).emails[0]).toBe(relay);
  });
});

describe('SMS servers', () => {
  it('only one default: setting one clears the other, untouched servers keep their identity', () => {
    const [gateway, provider] = configuration.messages as readonly [typeof configuration.messages[number], typeof configuration.messages[number]];
    const next = setDefaultSmsServer(configuration, provider.id);
    expect(marked(next.messages)?.id).toBe(provider.id);
    expect(next.messages[0]).toMatchObject({ id: gateway.id, default: 0 });
    expect(setDefaultSmsServer(configuration, gateway.id)).toBe(configuration);
    expect(() => setDefaultSmsServer(configuration, '1-404')).toThrow(ItemNotInConfigurationError);
    const added = addSmsServer(configuration, createSmsServer({ default: 1 }, sequentialGuids(74)));
    expect(added.messages.filter((server) => server.default !== 0).map((server) => server.id)).toEqual(['74-1']);
  });
});
