import type { LiveIoState } from '../../../application/logic/io-states.port';
import type { Configuration } from '../../../domain/configuration/configuration';

/** What the draft tells of its devices, computed once per devices list (once per draft at most). */
export interface DeviceSummary {
  readonly total: number;
  /** Devices the appliance does not drive (`configured` false). */
  readonly disabled: number;
  /** The connection-state ios of the devices the appliance drives: where it reports each one's connection. */
  readonly connectionIos: readonly string[];
}

// Keyed by the devices list: edits elsewhere keep its identity, so the polled ios stay the same array.
const summaries = new WeakMap<Configuration['devices'], DeviceSummary>();

export function deviceSummary(configuration: Configuration): DeviceSummary {
  let summary = summaries.get(configuration.devices);
  if (!summary) {
    let disabled = 0;
    const connectionIos: string[] = [];
    for (const device of configuration.devices) {
      if (!device.configured) disabled += 1;
      else if (device.connectionStateIO) connectionIos.push(device.connectionStateIO.id);
    }
    summary = { total: configuration.devices.length, disabled, connectionIos };
    summaries.set(configuration.devices, summary);
  }
  return summary;
}

export interface ConnectionCounts {
  /** The appliance answered 1 (on). */
  readonly connected: number;
  /** The appliance answered 0 (off). */
  readonly disconnected: number;
  /** Driven devices with no answer yet, or none at all (no connection-state io, an io the appliance does not know). */
  readonly unknown: number;
}

/** The driven devices counted by what the appliance answered for their connection-state io. */
export function connectionCounts(summary: DeviceSummary, states: ReadonlyMap<string, LiveIoState>): ConnectionCounts {
  let connected = 0;
  let disconnected = 0;
  for (const io of summary.connectionIos) {
    const value = states.get(io);
    if (value === undefined) continue;
    if (value === 0) disconnected += 1;
    else connected += 1;
  }
  return { connected, disconnected, unknown: summary.total - summary.disabled - connected - disconnected };
}
