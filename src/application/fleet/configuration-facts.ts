import type { Configuration } from '../../domain/configuration/configuration';
import { validateConfiguration } from '../../domain/configuration/validation/validate-configuration';
import { configurationFingerprints } from '../../domain/fleet/cross-site-items';

/** What the overview needs of a site's configuration, read once per new document. */
export interface ConfigurationFacts {
  readonly devices: number;
  /** The devices' connection-state ios, read each poll for "devices connected". */
  readonly connectionIos: readonly string[];
  readonly problems: { readonly errors: number; readonly warnings: number };
  readonly fingerprints: Readonly<Record<string, string>>;
}

export function configurationFacts(configuration: Configuration): ConfigurationFacts {
  const problems = validateConfiguration(configuration);
  const errors = problems.filter((problem) => problem.severity === 'error').length;
  return {
    devices: configuration.devices.length,
    connectionIos: configuration.devices.flatMap((device) => (device.connectionStateIO ? [device.connectionStateIO.id] : [])),
    problems: { errors, warnings: problems.length - errors },
    fingerprints: configurationFingerprints(configuration),
  };
}
