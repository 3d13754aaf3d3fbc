import { generateGuid, type Guid, type GuidGenerator } from './guid';
import { createNetworkParameters, type NetworkParameters } from './network-parameters';
import type { Store } from './store';

/**
 * The first-run wizard's state. The specification lists it right after the
 * parameters and nowhere in the root, so it is held by the parameters, after
 * their listed fields; documents without it stay without it (hence optional).
 */
export interface Wizard {
  readonly display: boolean;
  readonly defineAddress: boolean;
  readonly startAddress: string;
  readonly definePassword: boolean;
}

export function createWizard(fields: Partial<Wizard> = {}): Wizard {
  return { display: true, defineAddress: false, startAddress: '', definePassword: true, ...fields };
}

/** General settings of the appliance. A default store is required (see `defaultStore`). */
export interface Parameters {
  readonly id: Guid;
  readonly title: string;
  readonly stores: readonly Store[];
  readonly useMonitor: boolean;
  readonly checkUpdates: boolean;
  readonly cpuPriority: number;
  readonly startup: boolean;
  readonly network: NetworkParameters;
  readonly ioStarted: boolean;
  readonly wizard?: Wizard;
}

export function createParameters(fields: Partial<Parameters> = {}, newGuid: GuidGenerator = generateGuid): Parameters {
  return {
    id: fields.id ?? newGuid(),
    title: '',
    stores: [],
    useMonitor: false,
    checkUpdates: true,
    cpuPriority: 0,
    startup: true,
    network: fields.network ?? createNetworkParameters(),
    ioStarted: true,
    ...fields,
  };
}
