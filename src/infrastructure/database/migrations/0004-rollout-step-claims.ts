/**
 * Migration 0004: who is applying a rollout's step (docs/fleet.md,
 * "When a Vigil server dies in the middle of a step"). A target being
 * applied names the Vigil server applying it (its instance id), that
 * server's process (a token of its own, so that a restart of the same
 * server knows the claim is its dead predecessor's), the queue's job
 * running it, and its last sign of life: a claim without one for a while
 * is a dead server's, taken over by another (or by the restart). Never
 * edit a migration once it has landed on main.
 */
export const statements: readonly string[] = [
  'ALTER TABLE fleet_rollout_target ADD COLUMN claimed_by text',
  'ALTER TABLE fleet_rollout_target ADD COLUMN claim_token text',
  'ALTER TABLE fleet_rollout_target ADD COLUMN claim_job text',
  'ALTER TABLE fleet_rollout_target ADD COLUMN claim_alive_at timestamptz',
];
