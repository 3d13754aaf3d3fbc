import { entity, field } from '../entity';
import { optional, withDefault } from '../leaf';
import { list } from '../list';
import { binary, guidIdentifier } from '../special-values';
import { boolean, integer, text } from '../values';
import type { ApplicationInfo } from '../../../domain/configuration/application-info';
import type { NetworkParameters } from '../../../domain/configuration/network-parameters';
import type { Parameters, Wizard } from '../../../domain/configuration/parameters';
import { DEFAULT_PORTS } from '../../../domain/configuration/network-parameters';
import { STORE_DEFAULTS, type Store, type StoreReference } from '../../../domain/configuration/store';

export const applicationInfoCodec = entity<ApplicationInfo>('ApplicationInfo', {
  identifier: integer(), brand: integer(), version: text(), minimalVersionUpdate: text(),
});

export const storeCodec = entity<Store>('Store', {
  id: guidIdentifier(), name: text(), default: boolean(), rescue: boolean(), path: text(),
  // Absent limits read as the specification's defaults (and stay absent until changed).
  verifyPath: withDefault(boolean(), STORE_DEFAULTS.verifyPath), preserveSize: withDefault(integer(), STORE_DEFAULTS.preserveSize),
  limitTime: withDefault(integer(), STORE_DEFAULTS.limitTime), limitSize: withDefault(integer(), STORE_DEFAULTS.limitSize),
});

/** `<store><use>1</use><identifier type="guid">…</identifier></store>`, `<store><use>0</use></store>` when unused. */
export const storeReferenceCodec = entity<StoreReference>('StoreReference', { use: boolean(), id: optional(guidIdentifier()) });

const flag = (on: boolean) => withDefault(boolean(), on);
const port = (number: number) => withDefault(integer(), number);

/** Use flags and ports left out read as section 9's defaults; an absent certificate is null. */
const networkParametersCodec = entity<NetworkParameters>('NetworkParameters', {
  useHttp: flag(true), httpPort: port(DEFAULT_PORTS.http), useHttps: flag(true), httpsPort: port(DEFAULT_PORTS.https),
  httpsUseDefaultCertificate: boolean(), httpsAutoCertificateDomain: text(), httpsCertificate: binary(),
  useRtsp: flag(true), rtspPort: port(DEFAULT_PORTS.rtsp), useRtsps: flag(true), rtspsPort: port(DEFAULT_PORTS.rtsps),
  useVision: flag(true), visionPort: port(DEFAULT_PORTS.vision), useMobile: flag(true), mobilePort: port(DEFAULT_PORTS.mobile),
  useSip: flag(true), sipPort: port(DEFAULT_PORTS.sip), useSips: flag(false), sipsPort: port(DEFAULT_PORTS.sips), dynamicPort: port(DEFAULT_PORTS.dynamic),
  useTcpNotification: flag(false), useHttpNotification: flag(false),
});

const wizardCodec = entity<Wizard>('Wizard', { display: boolean(), defineAddress: boolean(), startAddress: text(), definePassword: boolean() });

export const parametersCodec = entity<Parameters>('Parameters', {
  id: guidIdentifier(), title: text(), stores: field(list('store', storeCodec, { key: (store) => store.id }), 'stores'),
  useMonitor: boolean(), checkUpdates: boolean(), cpuPriority: integer(), startup: boolean(),
  network: networkParametersCodec, ioStarted: boolean(), wizard: optional(wizardCodec),
});
