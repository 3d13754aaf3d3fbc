/**
 * A tunnel's expiration as the appliance expects it (specification section 5):
 * an ISO timestamp truncated to whole seconds, in UTC, ending with Z
 * (`2026-11-23T10:15:00Z`).
 */
export function tunnelExpirationToWire(expiration: Date): string {
  const seconds = Math.floor(expiration.getTime() / 1000) * 1000;
  return new Date(seconds).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
