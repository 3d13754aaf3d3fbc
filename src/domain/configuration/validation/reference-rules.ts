import { isVideoAnalysisFilter } from '../analysis/analysis-filter';
import { maskZoneProblems } from '../analysis/mask';
import type { AlertMessage } from '../controller/alert-gates';
import { allGates, danglingReferences } from '../controller/gate-graph';
import { gateModule, isUnsupportedGate } from '../controller/gate';
import type { ReferenceTarget } from '../controller/gates/gate-fields';
import type { Guid } from '../guid';
import type { StoreReference } from '../store';
import type { ModelPath } from '../model-path';
import { problemAt, type ConfigurationProblem } from './configuration-problem';
import type { Configuration } from '../configuration';
import type { ReferenceIndex } from './reference-index';

/** The stable codes of dangling references, one per kind of target. */
const DanglingCode = {
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

function dangling(at: ModelPath, kind: keyof typeof DanglingCode, id: Guid): ConfigurationProblem {
  // A warning: the document works as written (the appliance itself leaves such references behind).
  return problemAt(at, { code: DanglingCode[kind], message: `${id} isn't a ${WHAT[kind]} of this configuration`, values: { id }, severity: 'warning' });
}

/** What a gate's reference field may name, by its target. */
const REFERENCED: Readonly<Record<ReferenceTarget, (index: ReferenceIndex) => ReadonlySet<Guid>>> = {
  video: (index) => index.videos,
  ftpClient: (index) => index.ftpClients,
  monitor: (index) => index.monitors,
};

/** '' means "none" wherever a reference is optional. */
function check(problems: ConfigurationProblem[], known: ReadonlySet<Guid>, id: Guid | undefined, at: ModelPath, kind: keyof typeof DanglingCode): void {
  if (id !== undefined && id !== '' && !known.has(id)) problems.push(dangling(at, kind, id));
}

export function rightsProblems(configuration: Configuration, index: ReferenceIndex): ConfigurationProblem[] {
  const problems: ConfigurationProblem[] = [];
  configuration.groups.forEach((group, groupIndex) =>
    group.rights.forEach((entry, rightIndex) => {
      if (!index.resources.has(entry.id) && !index.ios.has(entry.id)) problems.push(dangling(['groups', groupIndex, 'rights', rightIndex, 'id'], 'resource', entry.id));
    }),
  );
  return problems;
}

export function controllerProblems(configuration: Configuration, index: ReferenceIndex): ConfigurationProblem[] {
  const { controller } = configuration;
  const problems: ConfigurationProblem[] = danglingReferences(controller, index.externalIos).map((found) =>
    dangling(['controller', ...found.at], found.kind === 'parameter' ? 'gate' : 'io', found.target),
  );
  // Each gate's references, as its module's fields name them, in document order.
  for (const { gate, at: gateAt } of allGates(controller)) {
    if (isUnsupportedGate(gate)) continue;
    const at = ['controller', ...gateAt];
    const values = gate as unknown as Readonly<Record<string, unknown>>;
    for (const [key, spec] of Object.entries(gateModule(gate.type).fields)) {
      if (spec.kind === 'reference') check(problems, REFERENCED[spec.target](index), values[key] as Guid | undefined, [...at, key], spec.target);
      if (spec.kind === 'alert-message') {
        (values[key] as AlertMessage).contacts.forEach((contact, contactIndex) => check(problems, index.contacts, contact.id, [...at, key, 'contacts', contactIndex, 'id'], 'contact'));
      }
    }
  }
  return problems;
}

export function filterProblems(configuration: Configuration, index: ReferenceIndex): ConfigurationProblem[] {
  const problems: ConfigurationProblem[] = [];
  configuration.filters.forEach((filter, filterIndex) => {
    const at = ['filters', filterIndex];
    check(problems, index.videos, filter.streamId, [...at, 'streamId'], 'video');
    if (!isVideoAnalysisFilter(filter)) return;
    check(problems, index.ios, filter.detectionIO, [...at, 'detectionIO'], 'io');
    check(problems, index.ios, filter.lossIO, [...at, 'lossIO'], 'io');
    if (![0, 1, 2].includes(filter.mode)) problems.push(problemAt([...at, 'mode'], { code: 'CONFIG.FILTER_MODE', message: 'mode must be 0, 1 or 2' }));
    if (!(Number.isInteger(filter.level) && filter.level >= 0 && filter.level <= 255)) {
      problems.push(problemAt([...at, 'level'], { code: 'CONFIG.FILTER_LEVEL', message: 'level must be between 0 and 255' }));
    }
    filter.mask.zones.forEach((zone, zoneIndex) =>
      maskZoneProblems(zone).forEach(({ field, message }) =>
        problems.push(problemAt([...at, 'mask', 'zones', zoneIndex, field], { code: 'CONFIG.MASK_ZONE', message: `${field} ${message}`, values: { field } })),
      ),
    );
  });
  return problems;
}

/** Store references of device modules and of the controller name an existing store. */
export function storeReferenceProblems(configuration: Configuration, index: ReferenceIndex): ConfigurationProblem[] {
  const problems: ConfigurationProblem[] = [];
  const checkStore = (reference: StoreReference, at: ModelPath): void => {
    if (reference.use) check(problems, index.stores, reference.id ?? '', [...at, 'store', 'id'], 'store');
  };
  configuration.devices.forEach((device, deviceIndex) => {
    const at = ['devices', deviceIndex];
    device.videos.forEach((video, videoIndex) => checkStore(video.store, [...at, 'videos', videoIndex]));
    device.audioInputs.forEach((audio, audioIndex) => checkStore(audio.store, [...at, 'audioInputs', audioIndex]));
    device.audioOutputs.forEach((audio, audioIndex) => checkStore(audio.store, [...at, 'audioOutputs', audioIndex]));
  });
  checkStore(configuration.controller.store, ['controller']);
  return problems;
}
