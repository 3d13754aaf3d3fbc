import { validatePort } from '../field-validators';
import type { NetworkParameters } from '../network-parameters';
import { problemAt, type ConfigurationProblem } from './configuration-problem';

/** The network services of section 3: the flag that turns each on and its port. */
const NETWORK_SERVICES = [
  { name: 'HTTP', use: 'useHttp', port: 'httpPort' },
  { name: 'HTTPS', use: 'useHttps', port: 'httpsPort' },
  { name: 'RTSP', use: 'useRtsp', port: 'rtspPort' },
  { name: 'RTSPS', use: 'useRtsps', port: 'rtspsPort' },
  { name: 'vision', use: 'useVision', port: 'visionPort' },
  { name: 'mobile', use: 'useMobile', port: 'mobilePort' },
  { name: 'SIP', use: 'useSip', port: 'sipPort' },
  { name: 'SIPS', use: 'useSips', port: 'sipsPort' },
] as const satisfies readonly { name: string; use: keyof NetworkParameters; port: keyof NetworkParameters }[];

export type NetworkPortField = (typeof NETWORK_SERVICES)[number]['port'] | 'dynamicPort';

/** The port fields in force: those of the services turned on, and the dynamic port, which is always in use. */
function portsInUse(network: NetworkParameters): { readonly field: NetworkPortField; readonly port: number }[] {
  return [
    ...NETWORK_SERVICES.filter((service) => network[service.use]).map((service) => ({ field: service.port, port: network[service.port] })),
    { field: 'dynamicPort' as const, port: network.dynamicPort },
  ];
}

/**
 * No two services turned on may share a port: the problem (CONFIG.PORT_IN_USE, our message) stands on
 * every port field involved, so each form field shows it.
 */
export function networkProblems(network: NetworkParameters): ConfigurationProblem[] {
  const at = (field: NetworkPortField) => ['parameters', 'network', field] as const;
  const inUse = portsInUse(network);
  const problems: ConfigurationProblem[] = [];
  for (const { field, port } of inUse) {
    // A port out of range is the field rules' problem (FIELD_RULES.network), whether its service is on or off.
    if (validatePort(port)) continue;
    if (inUse.some((other) => other.field !== field && other.port === port)) {
      problems.push(problemAt(at(field), { code: 'CONFIG.PORT_IN_USE', message: `port ${port} is used by another service`, values: { port } }));
    }
  }
  return problems;
}
