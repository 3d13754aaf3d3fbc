/**
 * What the audit says of the fleet's own operations (docs/fleet.md,
 * "Audit"): every operator action through the fleet's pages, and each step
 * of a rollout. An operator's changes inside one site's console are
 * audited as the console's own actions (configuration.save, server.stop…),
 * with the operator as actor and that site as the entry's site.
 */
export const FLEET_AUDIT_ACTIONS = [
  'operator.set-up',
  'operator.sign-in',
  'operator.sign-out',
  'operator.add',
  'operator.remove',
  'operator.role',
  'site.add',
  'site.update',
  'site.remove',
  'sites.import',
  'sites.export',
  'site.open',
  'sites.compare',
  'rollout.start',
  'rollout.step',
  'rollout.resume',
] as const;
