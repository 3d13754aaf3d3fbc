import { isVideoAnalysisFilter } from '../analysis/analysis-filter';
import { maskZoneProblems } from '../analysis/mask';
import { allGates, danglingReferences } from '../controller/gate-graph';
import { isAlertGate } from '../controller/gate';
import type { Guid } from '../guid';
import type { StoreReference } from '../store';
import { item, type ConfigurationProblem } from './configuration-problem';
import type { Configuration } from '../configuration';
import type { ReferenceIndex } from './reference-index';

/** The stable codes of dangling references, one per kind of target. */
export const DanglingCode = {
  resource: 'CONFIG.UNKNOWN_RESOURCE',
  io: 'CONFIG.UNKNOWN_IO',
  video: 'CONFIG.UNKNOWN_VIDEO',
  contact: 'CONFIG.UNKNOWN_CONTACT',
  ftpClient: 'CONFIG.UNKNOWN_FTP_CLIENT',
  monitor: 'CONFIG.UNKNOWN_MONITOR',
  store: 'CONFIG.UNKNOWN_STORE',
  gate: 'CONFIG.UNKNOWN_GATE',
} as const;

const WHAT: Record<keyof typeof DanglingCode, string> = {
  resource: 'device or io',
  io: 'io',
  video: 'video',
  contact: 'contact',
  ftpClient: 'FTP client',
  monitor: 'monitor',
  store: 'store',
  gate: 'gate',
};

function dangling(path: string, kind: keyof typeof DanglingCode, id: Guid): ConfigurationProblem {
  return { path, code: DanglingCode[kind], message: `${id} isn't a ${WHAT[kind]} of this configuration` };
}

/** '' means "none" wherever a reference is optional. */
function check(problems: ConfigurationProblem[], known: ReadonlySet<Guid>, id: Guid | undefined, path: string, kind: keyof typeof DanglingCode): void {
  if (id !== undefined && id !== '' && !known.has(id)) problems.push(dangling(path, kind, id));
}

export function rightsProblems(configuration: Configuration, index: ReferenceIndex): ConfigurationProblem[] {
  const problems: ConfigurationProblem[] = [];
  configuration.groups.forEach((group, groupIndex) =>
    group.rights.forEach((entry, rightIndex) => {
      if (!index.resources.has(entry.id) && !index.ios.has(entry.id)) {
        problems.push(dangling(`groups/${item('group', groupIndex)}/rights/${item('right', rightIndex)}/identifier`, 'resource', entry.id));
      }
    }),
  );
  return problems;
}

export function controllerProblems(configuration: Configuration, index: ReferenceIndex): ConfigurationProblem[] {
  const { controller } = configuration;
  const problems: ConfigurationProblem[] = danglingReferences(controller, index.externalIos).map((found) =>
    dangling(`controller/${found.path}`, found.kind === 'parameter' ? 'gate' : 'io', found.target),
  );
  for (const { gate, path } of allGates(controller)) {
    if (!isAlertGate(gate)) continue;
    const at = `controller/${path}`;
    check(problems, index.videos, gate.videoIdentifier, `${at}/video-identifier`, 'video');
    check(problems, index.monitors, gate.monitoringIdentifier, `${at}/monitoring-identifier`, 'monitor');
    if (gate.type === 'alert-mail') {
      gate.message.contacts.forEach((contact, contactIndex) =>
        check(problems, index.contacts, contact.id, `${at}/message/contacts/${item('contact', contactIndex)}/identifier`, 'contact'),
      );
    }
    if (gate.type === 'alert-ftp') check(problems, index.ftpClients, gate.ftpIdentifier, `${at}/ftp-identifier`, 'ftpClient');
  }
  return problems;
}

export function filterProblems(configuration: Configuration, index: ReferenceIndex): ConfigurationProblem[] {
  const problems: ConfigurationProblem[] = [];
  configuration.filters.forEach((filter, filterIndex) => {
    const at = `filters/${item('filter', filterIndex)}`;
    check(problems, index.videos, filter.streamId, `${at}/stream-id`, 'video');
    if (!isVideoAnalysisFilter(filter)) return;
    check(problems, index.ios, filter.detectionIO, `${at}/detection-io`, 'io');
    check(problems, index.ios, filter.lossIO, `${at}/loss-io`, 'io');
    if (![0, 1, 2].includes(filter.mode)) problems.push({ path: `${at}/mode`, code: 'CONFIG.FILTER_MODE', message: 'mode must be 0, 1 or 2' });
    if (!(Number.isInteger(filter.level) && filter.level >= 0 && filter.level <= 255)) {
      problems.push({ path: `${at}/level`, code: 'CONFIG.FILTER_LEVEL', message: 'level must be between 0 and 255' });
    }
    filter.mask.zones.forEach((zone, zoneIndex) =>
      maskZoneProblems(zone).forEach(({ field, message }) =>
        problems.push({ path: `${at}/mask/zones/${item('zone', zoneIndex)}/${kebab(field)}`, code: 'CONFIG.MASK_ZONE', message: `${field} ${message}` }),
      ),
    );
  });
  return problems;
}

/** Store references of device modules and of the controller name an existing store. */
export function storeReferenceProblems(configuration: Configuration, index: ReferenceIndex): ConfigurationProblem[] {
  const problems: ConfigurationProblem[] = [];
  const checkStore = (reference: StoreReference, path: string): void => {
    if (reference.use) check(problems, index.stores, reference.id ?? '', `${path}/store/identifier`, 'store');
  };
  configuration.devices.forEach((device, deviceIndex) => {
    const at = `devices/${item('device', deviceIndex)}`;
    device.videos.forEach((video, videoIndex) => checkStore(video.store, `${at}/videos/${item('video', videoIndex)}`));
    device.audioInputs.forEach((audio, audioIndex) => checkStore(audio.store, `${at}/audio-inputs/${item('audio-input', audioIndex)}`));
    device.audioOutputs.forEach((audio, audioIndex) => checkStore(audio.store, `${at}/audio-outputs/${item('audio-output', audioIndex)}`));
  });
  checkStore(configuration.controller.store, 'controller');
  return problems;
}

function kebab(name: string): string {
  return name.replace(/[A-Z]+/g, (upper) => `-${upper.toLowerCase()}`);
}
