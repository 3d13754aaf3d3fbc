import { entity, field } from '../entity';
import { optional } from '../leaf';
import { list } from '../list';
import { binary, guidIdentifier } from '../special-values';
import { boolean, integer, text } from '../values';
import type { ApplicationInfo } from '../../../domain/configuration/application-info';
import type { NetworkParameters } from '../../../domain/configuration/network-parameters';
import type { Parameters, Wizard } from '../../../domain/configuration/parameters';
import type { Store, StoreReference } from '../../../domain/configuration/store';

export const applicationInfoCodec = entity<ApplicationInfo>('ApplicationInfo', {
  identifier: integer(), brand: integer(), version: text(), minimalVersionUpdate: text(),
});

export const storeCodec = entity<Store>('Store', {
  id: guidIdentifier(), name: text(), default: boolean(), rescue: boolean(), path: text(),
  verifyPath: boolean(), preserveSize: integer(), limitTime: integer(), limitSize: integer(),
});

/** `<store><use>1</use><identifier type="guid">…</identifier></store>`, `<store><use>0</use></store>` when unused. */
export const storeReferenceCodec = entity<StoreReference>('StoreReference', { use: boolean(), id: optional(guidIdentifier()) });

export const networkParametersCodec = entity<NetworkParameters>('NetworkParameters', {
  useHttp: boolean(), httpPort: integer(), useHttps: boolean(), httpsPort: integer(),
  httpsUseDefaultCertificate: boolean(), httpsAutoCertificateDomain: text(), httpsCertificate: binary(),
  useRtsp: boolean(), rtspPort: integer(), useRtsps: boolean(), rtspsPort: integer(),
  useVision: boolean(), visionPort: integer(), useMobile: boolean(), mobilePort: integer(),
  useSip: boolean(), sipPort: integer(), useSips: boolean(), sipsPort: integer(), dynamicPort: integer(),
  useTcpNotification: boolean(), useHttpNotification: boolean(),
});

export const wizardCodec = entity<Wizard>('Wizard', { display: boolean(), defineAddress: boolean(), startAddress: text(), definePassword: boolean() });

export const parametersCodec = entity<Parameters>('Parameters', {
  id: guidIdentifier(), title: text(), stores: field(list('store', storeCodec, { key: (store) => store.id }), 'stores'),
  useMonitor: boolean(), checkUpdates: boolean(), cpuPriority: integer(), startup: boolean(),
  network: networkParametersCodec, ioStarted: boolean(), wizard: optional(wizardCodec),
});
