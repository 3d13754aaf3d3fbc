/** The discovery lasts this long by default: a probe, then the answers that trickle in. */
export const DEFAULT_DISCOVERY_MS = 5000;

/**
 * Timing of the simulated device calls (memory only; `POST /__simulator/devices`
 * changes it, `/__simulator/reset` puts it back).
 */
export class DeviceSettings {
  /** How long `/api/discovery` listens before it ends; the answers arrive spread over it. */
  discoveryMs = DEFAULT_DISCOVERY_MS;

  merge(patch: Record<string, unknown>): void {
    const discoveryMs = patch['discoveryMs'];
    if (typeof discoveryMs === 'number' && Number.isFinite(discoveryMs) && discoveryMs >= 0) this.discoveryMs = Math.min(discoveryMs, 600_000);
  }

  summary(): Record<string, unknown> {
    return { discoveryMs: this.discoveryMs };
  }
}
