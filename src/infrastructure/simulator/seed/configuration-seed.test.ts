import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { hasValidSignature, readSignature } from '../../../domain/configuration/signature';
import { NodeMd5Adapter } from '../../crypto/node-md5.adapter';
import { DEFAULT_CONFIGURATION_SALT } from '../../settings/configuration-salt';
import { decryptValue } from '../state/crypted-values';
import { seedConfiguration } from './configuration-seed';

const hash = new NodeMd5Adapter();
const md5 = (text: string): string => hash.md5(text);
const date = new Date(2026, 10, 21, 18, 42, 7, 315);
const xml = seedConfiguration({ adminPassword: '', date, salt: DEFAULT_CONFIGURATION_SALT, md5 });
const root = new DOMParser().parseFromString(xml, 'text/xml').documentElement!;

function all(name: string): Element[] {
  return Array.from(root.getElementsByTagName(name)) as unknown as Element[];
}

describe('seeded configuration document', () => {
  it('is signed with the default salt (node:crypto agrees with the crypto-js signer)', () => {
    expect(hasValidSignature(xml, DEFAULT_CONFIGURATION_SALT, md5)).toBe(true);
    expect(readSignature(xml)).toMatch(/^[0-9a-f]{32}$/);
    expect(hasValidSignature(xml, 'another salt', md5)).toBe(false);
  });

  it('is spelled as configuration-xml.md: header, version 3, date format, tabs, LF, one final line end', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<configuration-file>\n\t<version>3</version>\n\t<date>21/11/2026 18:42:07.315</date>\n')).toBe(true);
    expect(xml.endsWith('</configuration-file>\n')).toBe(true);
    expect(xml).not.toMatch(/\r| {2}/);
    expect(xml).toMatch(/\n\t<configuration>\n\t\t<application>\n/);
  });

  it('holds the root children in the specification order', () => {
    const configuration = all('configuration')[0]!;
    const names = Array.from(configuration.childNodes as unknown as Node[]).filter((node) => node.nodeType === 1).map((node) => node.nodeName);
    expect(names).toEqual(['application', 'parameters', 'groups', 'devices', 'filters', 'exportation', 'calendars', 'controller', 'alarms', 'ftp-clients', 'contacts', 'emails', 'messages', 'accesses']);
  });

  it('has an Administrators root group with admin and an Operators group with operator', () => {
    const groups = all('group').map((group) => [group.getElementsByTagName('name')[0]?.textContent, group.getElementsByTagName('root')[0]?.textContent]);
    expect(groups).toEqual([['Administrators', '1'], ['Operators', '0']]);
    const users = all('user').filter((user) => user.parentNode?.nodeName === 'users').map((user) => user.getElementsByTagName('name')[0]?.textContent);
    expect(users).toEqual(['admin', 'operator']);
  });

  it('lists a native camera, an ONVIF camera with two channels and PTZ, and a recorder', () => {
    const devices = all('device').map((device) => ({
      type: device.getElementsByTagName('type')[0]?.textContent,
      dvr: device.getElementsByTagName('dvr')[0]?.textContent,
      videos: device.getElementsByTagName('videos')[0]?.getElementsByTagName('video').length,
      ptz: device.getElementsByTagName('ptz').length > 0,
    }));
    expect(devices).toEqual([
      { type: '17235970', dvr: '0', videos: 1, ptz: false },
      { type: '18874369', dvr: '0', videos: 2, ptz: true },
      { type: '17235970', dvr: '1', videos: 2, ptz: false },
    ]);
  });

  it('seeds an empty site: the Administrators group with admin, one default store, the controller and its own ios, nothing else', () => {
    const empty = new DOMParser().parseFromString(seedConfiguration({ adminPassword: '', site: 'empty', date, salt: DEFAULT_CONFIGURATION_SALT, md5 }), 'text/xml').documentElement!;
    const named = (name: string): Element[] => Array.from(empty.getElementsByTagName(name)) as unknown as Element[];
    expect(named('group').map((group) => group.getElementsByTagName('name')[0]?.textContent)).toEqual(['Administrators']);
    expect(named('user').map((user) => user.getElementsByTagName('name')[0]?.textContent)).toEqual(['admin']);
    expect(named('store').filter((store) => store.parentNode?.nodeName === 'stores').map((store) => store.getElementsByTagName('default')[0]?.textContent)).toEqual(['1']);
    for (const list of ['devices', 'calendars', 'gates', 'links', 'alarms', 'ftp-clients', 'contacts', 'emails', 'messages']) {
      expect(named(list)[0]?.getElementsByTagName('*').length, list).toBe(0);
    }
    expect(['io0', 'io1', 'io0a'].map((io) => named(io).length)).toEqual([1, 1, 1]);
    const configuration = named('configuration')[0]!;
    const children = Array.from(configuration.childNodes as unknown as Node[]).filter((node) => node.nodeType === 1).map((node) => node.nodeName);
    expect(children).toEqual(['application', 'parameters', 'groups', 'devices', 'filters', 'exportation', 'calendars', 'controller', 'alarms', 'ftp-clients', 'contacts', 'emails', 'messages', 'accesses']);
  });

  it('stores sensitive values crypted and guids as two 64-bit numbers', () => {
    const crypted = all('password').filter((node) => node.getAttribute('crypted') === '1');
    expect(crypted.length).toBeGreaterThan(4);
    expect(crypted.map((node) => decryptValue(node.textContent ?? ''))).toContain('operator');
    for (const node of all('identifier').filter((item) => item.getAttribute('type') === 'guid')) {
      expect(node.textContent).toMatch(/^\d{1,20}-\d{1,20}$/);
    }
  });
});
