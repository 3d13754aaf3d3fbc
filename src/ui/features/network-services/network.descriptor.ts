import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DEFAULT_PORTS, type NetworkParameters } from '../../../domain/configuration/network-parameters';
import type { EntityDescriptor } from '../../configuration/entity-descriptor';
import { binaryField, booleanField, hostField, portField, withFieldRules } from '../../configuration/field-kinds';

export const NETWORK_PATH = ['parameters', 'network'] as const;

type PortKey = { [K in keyof NetworkParameters]: NetworkParameters[K] extends number ? K : never }[keyof NetworkParameters];
type UseKey = { [K in keyof NetworkParameters]: K extends `use${string}` ? K : never }[keyof NetworkParameters];

/** One service of the page: its use flag and port where it has them, and the port's default (section 9). */
export interface NetworkService {
  readonly key: string;
  readonly name: MessageDescriptor;
  readonly help: MessageDescriptor;
  readonly use?: UseKey;
  readonly port?: PortKey;
  readonly defaultPort?: number;
}

/** The services in the specification's order; the notifications have a flag and no port. */
export const NETWORK_SERVICES: readonly NetworkService[] = [
  { key: 'http', name: msg`HTTP`, help: msg`The web interface and the appliance's API, unencrypted.`, use: 'useHttp', port: 'httpPort', defaultPort: DEFAULT_PORTS.http },
  { key: 'https', name: msg`HTTPS`, help: msg`The web interface and the API, encrypted with the certificate below.`, use: 'useHttps', port: 'httpsPort', defaultPort: DEFAULT_PORTS.https },
  { key: 'rtsp', name: msg`RTSP`, help: msg`Live and recorded video for players and video management software.`, use: 'useRtsp', port: 'rtspPort', defaultPort: DEFAULT_PORTS.rtsp },
  { key: 'rtsps', name: msg`RTSPS`, help: msg`RTSP video, encrypted.`, use: 'useRtsps', port: 'rtspsPort', defaultPort: DEFAULT_PORTS.rtsps },
  { key: 'vision', name: msg`Vision`, help: msg`The desktop client.`, use: 'useVision', port: 'visionPort', defaultPort: DEFAULT_PORTS.vision },
  { key: 'mobile', name: msg`Mobile`, help: msg`The mobile application.`, use: 'useMobile', port: 'mobilePort', defaultPort: DEFAULT_PORTS.mobile },
  { key: 'sip', name: msg`SIP`, help: msg`Intercoms and telephony.`, use: 'useSip', port: 'sipPort', defaultPort: DEFAULT_PORTS.sip },
  { key: 'sips', name: msg`SIPS`, help: msg`SIP, encrypted.`, use: 'useSips', port: 'sipsPort', defaultPort: DEFAULT_PORTS.sips },
  { key: 'dynamic', name: msg`Dynamic ports`, help: msg`The first of the ports given out to streams as they open.`, port: 'dynamicPort', defaultPort: DEFAULT_PORTS.dynamic },
  { key: 'tcp-notification', name: msg`TCP notifications`, help: msg`Events sent to clients over TCP.`, use: 'useTcpNotification' },
  { key: 'http-notification', name: msg`HTTP notifications`, help: msg`Events sent to clients over HTTP.`, use: 'useHttpNotification' },
];

// No bounds on the input itself: an out-of-range port is kept in the draft and shown as a problem, not refused.
const port = (label: MessageDescriptor) => portField<NetworkParameters>({ label, group: 'connection' });
const flag = (label: MessageDescriptor) => booleanField<NetworkParameters>({ label, group: 'connection' });

/**
 * The network services of the configuration (`parameters/network`): one
 * entity, no list. The page lays the fields out by service; this table gives
 * them their labels, rules and words for the review and the problems list.
 */
export const networkDescriptor: EntityDescriptor<NetworkParameters> = withFieldRules('network', {
  kind: 'network',
  singular: msg`Network services`,
  plural: msg`Network services`,
  location: { single: NETWORK_PATH },
  nameOf: () => '',
  fields: {
    useHttp: flag(msg`Use HTTP`),
    httpPort: port(msg`HTTP port`),
    useHttps: flag(msg`Use HTTPS`),
    httpsPort: port(msg`HTTPS port`),
    httpsUseDefaultCertificate: booleanField({ label: msg`Use the appliance's own certificate`, group: 'security' }),
    httpsAutoCertificateDomain: hostField({
      label: msg`Domain of the automatic certificate`,
      help: msg`The appliance obtains and renews a certificate for this domain name, which must reach it from the internet.`,
      group: 'security',
    }),
    httpsCertificate: binaryField({ label: msg`Uploaded certificate`, group: 'security', accept: '.pem,.crt,.cer,.der,.p12,.pfx' }),
    useRtsp: flag(msg`Use RTSP`),
    rtspPort: port(msg`RTSP port`),
    useRtsps: flag(msg`Use RTSPS`),
    rtspsPort: port(msg`RTSPS port`),
    useVision: flag(msg`Use Vision`),
    visionPort: port(msg`Vision port`),
    useMobile: flag(msg`Use Mobile`),
    mobilePort: port(msg`Mobile port`),
    useSip: flag(msg`Use SIP`),
    sipPort: port(msg`SIP port`),
    useSips: flag(msg`Use SIPS`),
    sipsPort: port(msg`SIPS port`),
    dynamicPort: port(msg`First dynamic port`),
    useTcpNotification: flag(msg`Use TCP notifications`),
    useHttpNotification: flag(msg`Use HTTP notifications`),
  },
});
