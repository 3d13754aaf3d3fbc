/** Resolves after `ms` (the simulated appliance's own work; a caller giving up does not stop it). */
export function simulatedDelay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
