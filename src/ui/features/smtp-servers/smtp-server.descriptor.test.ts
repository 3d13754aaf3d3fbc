import { describe, expect, it } from 'vitest';
import type { Configuration } from '../../../domain/configuration/configuration';
import { ItemNotInConfigurationError } from '../../../domain/configuration/configuration-errors';
import { createSmtpServer, type SmtpServer } from '../../../domain/configuration/smtp-server';
import { CryptoJsMd5Adapter } from '../../../infrastructure/crypto/crypto-js-md5.adapter';
import { SEED_GUIDS } from '../../../infrastructure/simulator/seed/seed-guids';
import { seedConfiguration } from '../../../infrastructure/simulator/seed/configuration-seed';
import { XmlConfigurationCodecAdapter } from '../../../infrastructure/xml/xml-configuration-codec.adapter';
import { shownField } from '../../../../test/support/descriptor-fields';
import { smtpServerDescriptor } from './smtp-server.descriptor';

const md5 = new CryptoJsMd5Adapter();
const codec = new XmlConfigurationCodecAdapter(md5, 'salt');
const text = seedConfiguration({ adminPassword: '', date: new Date(2026, 0, 1), salt: 'salt', md5: (value) => md5.md5(value) });
const reading = codec.read(text);
if (!reading.valid) throw reading.error;
const seeded = reading.configuration;
const field = <K extends keyof SmtpServer>(key: K) => shownField(smtpServerDescriptor, key);

function setField(configuration: Configuration, id: string, key: 'default', value: number): Configuration {
  const entity = configuration.emails.find((server) => server.id === id)!;
  return field(key).set!(value, { configuration, entity, path: ['emails', { id }] });
}

/** The `<email>` element of one server in a written document. */
function emailElement(document: string, id: string): string {
  const start = document.lastIndexOf('<email>', document.indexOf(id));
  return document.slice(start, document.indexOf('</email>', start));
}

describe('SMTP server descriptor', () => {
  it('makes a server the default: its connection fields are hidden and not written, the other default gets them back', () => {
    const company = seeded.emails.find((server) => server.id === SEED_GUIDS.smtpCompany)!;
    expect(field('address').hidden!(company, seeded)).toBe(false);
    const edited = setField(seeded, SEED_GUIDS.smtpCompany, 'default', 1);
    const now = edited.emails.find((server) => server.id === SEED_GUIDS.smtpCompany)!;
    for (const key of ['address', 'port', 'authentificationRequired', 'user', 'password', 'security'] as const) {
      expect(now[key], key).toBeUndefined();
      expect(field(key).hidden!(now, edited), key).toBe(true);
    }
    const relay = edited.emails.find((server) => server.id === SEED_GUIDS.smtpDefault)!;
    expect(relay).toMatchObject({ default: 0, address: '', port: 25 });

    const written = codec.write(reading.handle, edited, new Date(2026, 0, 2));
    const element = emailElement(written, SEED_GUIDS.smtpCompany);
    expect(element).toContain('<default>1</default>');
    for (const name of ['address', 'port', 'authentification-required', 'user', 'password', 'security']) expect(element, name).not.toContain(`<${name}`);
    expect(emailElement(written, SEED_GUIDS.smtpDefault)).toContain('<address');
  });

  it('gives a server that stops being the default its connection fields to fill in', () => {
    const edited = setField(seeded, SEED_GUIDS.smtpDefault, 'default', 0);
    expect(edited.emails.find((server) => server.id === SEED_GUIDS.smtpDefault)).toMatchObject({ default: 0, address: '', port: 25, authentificationRequired: false });
  });

  it('checks the sender and the address as the specification says', () => {
    const server = createSmtpServer();
    expect(field('from').validate!('', server)?.message).toBe('this field is required');
    expect(field('from').validate!('alerts@', server)?.message).toBe('invalid email address');
    expect(field('from').validate!('alerts@example.com', server)).toBeNull();
    expect(field('address').validate!('300.1.2.3', server)?.message).toBe('invalid ip address');
    expect(field('address').validate!('smtp.example.com', server)).toBeNull();
    expect(field('address').validate!('192.0.2.25', server)).toBeNull();
    expect(field('address').validate!('', server)?.message).toBe('this field is required');
    expect(field('port').validate!(0, server)?.message).toBe('please provide a port between 1 and 65535');
    expect(field('port').validate!(70000, server)?.message).toBe('please provide a port between 1 and 65535');
    expect(field('name').validate!(' ', server)?.message).toBe('this field is required');
  });

  it('starts a new server with the name of section 3, and refuses to delete one the list does not hold', () => {
    expect(smtpServerDescriptor.create!(seeded)).toMatchObject({ name: 'New SMTP Server', default: 0 });
    expect(() => smtpServerDescriptor.remove!(seeded, createSmtpServer({ id: 'gone' }))).toThrow(ItemNotInConfigurationError);
    expect(() => smtpServerDescriptor.remove!(seeded, createSmtpServer({ id: 'gone' }))).toThrow("email gone isn't in this config's email list");
  });
});
