import { generateGuid, type Guid, type GuidGenerator } from './guid';

/** An alarm-monitoring receiver (central station) that alerts are reported to. */
export interface Monitor {
  readonly id: Guid;
  readonly name: string;
  readonly type: number;
  readonly address: string;
  readonly port: number;
  readonly secondaryUse: boolean;
  readonly secondaryAddress: string;
  readonly secondaryPort: number;
  readonly trid: string;
  readonly account: string;
  readonly prefix: string;
  readonly receiver: string;
  readonly format: number;
  readonly cyclic: boolean;
  readonly cyclicCode: string;
  readonly nbTest: number;
  readonly responseTime: number;
  readonly snumber: string;
  readonly domain: string;
  readonly keepaliveTime: number;
  readonly keepalivePort: number;
}

/**
 * The specification gives `{ip}` as the default address: a placeholder the
 * installer replaces with the receiver's address, kept verbatim.
 */
export const MONITOR_ADDRESS_PLACEHOLDER = '{ip}';

/**
 * The specification only says "an alarm-monitoring domain" without naming it:
 * a reserved example domain (RFC 2606) makes a plausible, harmless default.
 */
export const DEFAULT_MONITOR_DOMAIN = 'monitoring.example.net';

export function createMonitor(fields: Partial<Monitor> = {}, newGuid: GuidGenerator = generateGuid): Monitor {
  return {
    id: fields.id ?? newGuid(),
    name: 'New Monitor',
    type: 1,
    address: MONITOR_ADDRESS_PLACEHOLDER,
    port: 0,
    secondaryUse: false,
    secondaryAddress: '',
    secondaryPort: 0,
    trid: '',
    account: '',
    prefix: '',
    receiver: '',
    format: 0,
    cyclic: false,
    cyclicCode: '',
    nbTest: 5,
    responseTime: 10,
    snumber: '',
    domain: DEFAULT_MONITOR_DOMAIN,
    keepaliveTime: 0,
    keepalivePort: 0,
    ...fields,
  };
}
