import { describe, expect, it } from 'vitest';
import { createConfiguration } from './configuration';
import { createContact } from './contact';
import { createAlertMessage, createMessageContact } from './controller/alert-gates';
import { createController } from './controller/controller';
import { createGate } from './controller/gate-factory';
import { createFtpClient } from './ftp-client';
import { sequentialGuids } from './guid';
import { itemUsages } from './item-usage';
import { createMonitor } from './monitor';
import { createRightsEntry, createUserGroup } from './user-group';

const guids = sequentialGuids();
const claire = createContact({ id: 'c-1', name: 'Martin' });
const daniel = createContact({ id: 'c-2', name: 'Okafor' });
const archive = createFtpClient({ id: 'f-1' });
const station = createMonitor({ id: 'm-1' });

const mail = createGate('alert-mail', { id: 'g-mail', name: 'Door alarm', monitoringIdentifier: 'm-1', message: createAlertMessage({ contacts: [createMessageContact('c-1', { mail: true, sms: true })] }) }, guids);
const ftp = createGate('alert-ftp', { id: 'g-ftp', name: 'Upload', ftpIdentifier: 'f-1' }, guids);
const nestedMail = createGate('alert-mail', { id: 'g-nested', name: 'Nested', message: createAlertMessage({ contacts: [createMessageContact('c-1'), createMessageContact('c-1')] }) }, guids);
const template = createGate('template', { id: 'g-template', name: 'Template', gates: [nestedMail] }, guids);
const monitoring = createGate('alert-monitoring', { id: 'g-mon', name: 'Report', monitoringIdentifier: 'm-1' }, guids);

const configuration = createConfiguration(
  {
    contacts: [claire, daniel],
    ftpClients: [archive],
    alarms: [station],
    controller: createController({ gates: [mail, ftp, template, monitoring] }, guids),
    groups: [createUserGroup({ id: 'grp', name: 'Odd', rights: [createRightsEntry('c-2', { liveRead: true })] }, guids)],
  },
  guids,
);

describe('itemUsages', () => {
  it('lists the alert messages sending to a contact, nested templates included, with the channels', () => {
    expect(itemUsages(configuration, 'contact', 'c-1')).toEqual([
      { kind: 'message', gateId: 'g-mail', gateName: 'Door alarm', gateType: 'alert-mail', mail: true, sms: true },
      { kind: 'message', gateId: 'g-nested', gateName: 'Nested', gateType: 'alert-mail', mail: true, sms: false },
    ]);
  });

  it('lists the alert-ftp gates of an FTP client and every alert gate reporting to a receiver', () => {
    expect(itemUsages(configuration, 'ftpClient', 'f-1')).toEqual([{ kind: 'alert-gate', gateId: 'g-ftp', gateName: 'Upload', gateType: 'alert-ftp', field: 'ftpIdentifier' }]);
    expect(itemUsages(configuration, 'monitor', 'm-1').map((usage) => usage.kind === 'alert-gate' && usage.gateId)).toEqual(['g-mail', 'g-mon']);
  });

  it('lists a rights entry naming the guid, and nothing for an unused item or the empty guid', () => {
    expect(itemUsages(configuration, 'contact', 'c-2')).toEqual([{ kind: 'rights', groupId: 'grp', groupName: 'Odd' }]);
    expect(itemUsages(configuration, 'ftpClient', 'unused')).toEqual([]);
    expect(itemUsages(createConfiguration({ controller: createController({ gates: [createGate('alert-ftp', {}, guids)] }, guids) }, guids), 'ftpClient', '')).toEqual([]);
  });
});
