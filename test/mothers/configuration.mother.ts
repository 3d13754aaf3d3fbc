import { createAccess } from '../../src/domain/configuration/access';
import { createApplicationInfo } from '../../src/domain/configuration/application-info';
import { createCalendar } from '../../src/domain/configuration/calendar';
import { createDailyRange, createMonthlyRange, createWeeklyRange, createYearlyRange, type GenericRange } from '../../src/domain/configuration/calendar-range';
import { createConfiguration, type Configuration } from '../../src/domain/configuration/configuration';
import { createContact } from '../../src/domain/configuration/contact';
import { cryptedString, plainString } from '../../src/domain/configuration/crypted-string';
import { createFtpClient } from '../../src/domain/configuration/ftp-client';
import { sequentialGuids, type GuidGenerator } from '../../src/domain/configuration/guid';
import { createIo } from '../../src/domain/configuration/io';
import { createMonitor } from '../../src/domain/configuration/monitor';
import { createNetworkParameters } from '../../src/domain/configuration/network-parameters';
import { createParameters } from '../../src/domain/configuration/parameters';
import { createSmsServer } from '../../src/domain/configuration/sms-server';
import { createSmtpServer } from '../../src/domain/configuration/smtp-server';
import { createStore } from '../../src/domain/configuration/store';
import { createRightsEntry, createUser, createUserGroup, type UserGroup } from '../../src/domain/configuration/user-group';

/**
 * Object mothers for configuration tests: realistic values (several groups,
 * stores and servers, non-ASCII names) with deterministic guids, so that a
 * test states only what it is about.
 */

/** Deterministic guids for one mother call: `9000-1`, `9000-2`, … */
export function motherGuids(prefix = 9000): GuidGenerator {
  return sequentialGuids(prefix);
}

/** Resource guids the groups' rights point at (camera streams of the site). */
export const MOTHER_RESOURCES = { entrance: '7001-1', parking: '7001-2', loadingBay: '7001-3' } as const;

export function aGroupWithUsers(newGuid: GuidGenerator = motherGuids(), overrides: Partial<UserGroup> = {}): UserGroup {
  return createUserGroup(
    {
      name: 'Opérateurs de quai',
      users: [
        createUser({ name: 'zoë.lefèvre', password: cryptedString('Q2lwaGVyMQ==', true) }, newGuid),
        createUser({ name: 'jürgen', password: plainString('Grüße-2026'), remote: true }, newGuid),
      ],
      rights: [
        createRightsEntry(MOTHER_RESOURCES.entrance, { liveRead: true, consultation: true }),
        createRightsEntry(MOTHER_RESOURCES.parking, { liveRead: true, consultation: true, exportation: true, ptzWrite: true }),
      ],
      ...overrides,
    },
    newGuid,
  );
}

/** A full part-1 configuration of a small logistics site. */
export function aRealisticConfiguration(newGuid: GuidGenerator = motherGuids()): Configuration {
  const main = createStore({ name: 'Stockage principal', default: true, path: '/var/lib/vigil/records' }, newGuid);
  const rescue = createStore({ name: 'Secours', rescue: true, path: '/mnt/rescue', preserveSize: 5 }, newGuid);
  const archive = createStore({ name: 'Archive — NAS', path: '\\\\nas01\\vidéo', limitTime: 90, limitSize: 2048 }, newGuid);
  const administrators = createUserGroup(
    { name: 'Administrateurs', root: true, users: [createUser({ name: 'admin', password: cryptedString('QWRtaW4=', true) }, newGuid)] },
    newGuid,
  );
  const guards = createUserGroup(
    {
      name: 'Sécurité 夜勤',
      users: [createUser({ name: 'søren', password: plainString('nattevagt') }, newGuid)],
      rights: [createRightsEntry(MOTHER_RESOURCES.loadingBay, { liveRead: true })],
    },
    newGuid,
  );
  const emptyGroup = createUserGroup({ name: 'Invités' }, newGuid);
  const calendar = createCalendar({ name: 'Heures d’ouverture' }, newGuid);
  const unknownRange: GenericRange = { type: 7, name: 'Jours fériés (format inconnu)', payload: { kept: true } };
  return createConfiguration(
    {
      application: createApplicationInfo({ identifier: 1, brand: 0, version: '7.2.0', minimalVersionUpdate: '6.0.0' }),
      parameters: createParameters(
        { title: 'Entrepôt Saint-Étienne', stores: [main, rescue, archive], useMonitor: true, network: createNetworkParameters({ useSips: true }) },
        newGuid,
      ),
      groups: [administrators, aGroupWithUsers(newGuid), guards, emptyGroup],
      exportation: archive.id,
      calendars: [
        {
          ...calendar,
          ranges: [
            createDailyRange({ name: 'Semaine', begin: { ...createDailyRange().begin, weekday1: true, weekday2: true, weekday3: true, weekday4: true, weekday5: true, hour: 7 }, end: { hour: 19, minute: 30, second: 0 } }),
            createWeeklyRange({ name: 'Maintenance', begin: { weekday: 0, hour: 2, minute: 0, second: 0 }, end: { weekday: 0, hour: 4, minute: 0, second: 0 } }),
            createMonthlyRange({ name: 'Inventaire' }),
            createYearlyRange({ name: 'Congés d’été', begin: { month: 8, day: 1, hour: 0, minute: 0, second: 0 }, end: { month: 8, day: 15, hour: 23, minute: 59, second: 59 } }),
            unknownRange,
          ],
        },
        createCalendar({ name: 'Week-end' }, newGuid),
      ],
      alarms: [
        createMonitor({ name: 'Télésurveillance Nord', address: '203.0.113.10', port: 5001, account: '4821', cyclic: true, cyclicCode: '602' }, newGuid),
        createMonitor({ name: 'Backup receiver', address: '198.51.100.7', port: 5001, secondaryUse: true, secondaryAddress: '198.51.100.8', secondaryPort: 5002 }, newGuid),
      ],
      ftpClients: [createFtpClient({ name: 'Archive FTP', address: 'ftp.example.net', user: 'vigil', password: cryptedString('RnRw', true), path: '/preuves', createPath: true }, newGuid)],
      contacts: [
        createContact({ name: 'Martin', firstname: 'Claire', mail: 'claire.martin@example.com', phone: '+33 6 12 34 56 78', description: 'Responsable sûreté' }, newGuid),
        createContact({ name: 'Ōkubo', firstname: 'Daisuke', mail: 'daisuke@example.jp', phone: '+81 90-1234-5678', description: '夜間担当' }, newGuid),
        createContact({ name: 'Okafor', firstname: 'Daniel', mail: 'daniel.okafor@example.com', phone: '+44 7700 900123', description: 'Site manager' }, newGuid),
      ],
      emails: [
        createSmtpServer({ name: 'Relais de l’appliance', default: 1, from: 'vigil@example.com' }, newGuid),
        createSmtpServer(
          { name: 'SMTP société', from: 'alertes@example.com', address: 'smtp.example.com', port: 587, authentificationRequired: true, user: 'alertes', password: cryptedString('U210cA==', true), security: 2 },
          newGuid,
        ),
      ],
      messages: [
        createSmsServer({ name: 'Passerelle SMS', default: 1 }, newGuid),
        createSmsServer({ name: 'Fournisseur SMS', provider: 2, account: 'ACME-4471', user: 'vigil', password: plainString('sms-pa55'), senderPhone: '+33700000000' }, newGuid),
      ],
      accesses: [createAccess({ io: createIo({ name: 'Portail principal', typeName: 'access', ownerName: 'Contrôle d’accès' }, newGuid) }, newGuid)],
    },
    newGuid,
  );
}

/** A configuration with no store marked default (NO_DEFAULT_STORE). */
export function aConfigurationWithoutDefaultStore(newGuid: GuidGenerator = motherGuids()): Configuration {
  const configuration = aRealisticConfiguration(newGuid);
  const stores = configuration.parameters.stores.map((store) => ({ ...store, default: false }));
  return { ...configuration, parameters: { ...configuration.parameters, stores } };
}
