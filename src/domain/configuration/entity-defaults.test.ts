import { describe, expect, it } from 'vitest';
import { createAccess } from './access';
import { createApplicationInfo } from './application-info';
import { createConfiguration } from './configuration';
import { createContact } from './contact';
import { createFtpClient } from './ftp-client';
import { sequentialGuids } from './guid';
import { createLink } from './link';
import { createMonitor, DEFAULT_MONITOR_DOMAIN } from './monitor';
import { createNetworkParameters } from './network-parameters';
import { createParameters, createWizard } from './parameters';
import { createSmsServer } from './sms-server';
import { createStore, createStoreReference } from './store';
import { createRightsEntry, createUser, createUserGroup } from './user-group';

describe('entity defaults of the specification', () => {
  it('store: verifyPath true, preserveSize 10, limitTime 30, limitSize 0', () => {
    expect(createStore({ name: 'Main' }, sequentialGuids(1))).toEqual({
      id: '1-1', name: 'Main', default: false, rescue: false, path: '', verifyPath: true, preserveSize: 10, limitTime: 30, limitSize: 0,
    });
  });

  it('store reference: unused holds no id, used holds the store id', () => {
    expect(createStoreReference()).toEqual({ use: false });
    expect(createStoreReference('4-2')).toEqual({ use: true, id: '4-2' });
  });

  it('network parameters: the ports and use flags of section 9', () => {
    const network = createNetworkParameters();
    expect([network.httpPort, network.httpsPort, network.rtspPort, network.rtspsPort, network.visionPort, network.mobilePort, network.sipPort, network.sipsPort, network.dynamicPort])
      .toEqual([80, 443, 554, 322, 59999, 60001, 5060, 5061, 16384]);
    expect([network.useHttp, network.useHttps, network.useRtsp, network.useRtsps, network.useVision, network.useMobile, network.useSip]).toEqual(Array(7).fill(true));
    expect([network.useSips, network.useTcpNotification, network.useHttpNotification]).toEqual([false, false, false]);
    expect(network.httpsCertificate).toBeNull();
  });

  it('parameters hold the network defaults and no store; the wizard is absent until set', () => {
    const parameters = createParameters({ title: 'Site' }, sequentialGuids(2));
    expect(parameters.id).toBe('2-1');
    expect(parameters.stores).toEqual([]);
    expect(parameters.network).toEqual(createNetworkParameters());
    expect(parameters.wizard).toBeUndefined();
    expect(createWizard({ startAddress: '192.0.2.1' })).toEqual({ display: true, defineAddress: false, startAddress: '192.0.2.1', definePassword: true });
  });

  it('user group: generated id, not root, no users or rights; rights default to false', () => {
    const group = createUserGroup({ name: 'Opérateurs' }, sequentialGuids(3));
    expect(group).toEqual({ id: '3-1', name: 'Opérateurs', root: false, users: [], rights: [] });
    expect(createRightsEntry('7-7')).toEqual({ id: '7-7', liveRead: false, consultation: false, exportation: false, ptzWrite: false });
    expect(createUser({ name: 'zoë' }, sequentialGuids(3))).toEqual({ id: '3-1', name: 'zoë', password: { value: '', crypted: false }, remote: false });
  });

  it('notification entities carry the default names of the specification', () => {
    const ids = sequentialGuids(4);
    expect(createSmsServer({}, ids)).toMatchObject({ name: 'New SMS Server', default: 0, provider: 0 });
    expect(createContact({}, ids)).toMatchObject({ name: 'New Contact', firstname: '', mail: '', phone: '', description: '' });
    expect(createFtpClient({}, ids)).toMatchObject({ name: 'New FtpClient', port: 21, connection: 0, createPath: false });
  });

  it('monitor: type 1, address {ip}, nbTest 5, responseTime 10, an alarm-monitoring domain', () => {
    expect(createMonitor({}, sequentialGuids(5))).toMatchObject({
      id: '5-1', name: 'New Monitor', type: 1, address: '{ip}', nbTest: 5, responseTime: 10, domain: DEFAULT_MONITOR_DOMAIN,
    });
  });

  it('link and access get their own ids', () => {
    const ids = sequentialGuids(6);
    expect(createLink('9-9', ids)).toEqual({ id: '6-1', linkId: '9-9' });
    const access = createAccess({}, ids);
    expect(access.id).toBe('6-2');
    expect(access.io.id).toBe('6-3');
  });

  it('overrides win over defaults, the id included', () => {
    expect(createStore({ id: '8-8', preserveSize: 3 }).id).toBe('8-8');
    expect(createStore({ id: '8-8', preserveSize: 3 }).preserveSize).toBe(3);
    expect(createApplicationInfo({ version: '7.2.0' })).toEqual({ identifier: 0, brand: 0, version: '7.2.0', minimalVersionUpdate: '' });
  });

  it('an empty configuration lists its part-1 parts in the specification order', () => {
    const configuration = createConfiguration({}, sequentialGuids(1));
    expect(Object.keys(configuration)).toEqual([
      'application', 'parameters', 'groups', 'exportation', 'calendars', 'alarms', 'ftpClients', 'contacts', 'emails', 'messages', 'accesses',
    ]);
  });
});
