import type { AnalysisFilter } from '../analysis/analysis-filter';
import type { Configuration } from '../configuration';
import { createController, type Controller } from '../controller/controller';
import type { Device } from '../device/device';
import { generateGuid, type GuidGenerator } from '../guid';

/**
 * The part-1 configuration root with the part-2 lists: devices, filters and
 * the controller. Kept separate until the root itself carries them; then this
 * type becomes an alias of `Configuration`.
 */
export interface ConfigurationWithDevices extends Configuration {
  readonly devices: readonly Device[];
  readonly filters: readonly AnalysisFilter[];
  readonly controller: Controller;
}

export function withDevices(
  configuration: Configuration,
  fields: Partial<Pick<ConfigurationWithDevices, 'devices' | 'filters' | 'controller'>> = {},
  newGuid: GuidGenerator = generateGuid,
): ConfigurationWithDevices {
  return { devices: [], filters: [], controller: fields.controller ?? createController({}, newGuid), ...configuration, ...fields };
}
