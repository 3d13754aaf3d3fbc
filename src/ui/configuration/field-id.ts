import type { ModelPath } from '../../domain/configuration/model-path';

/**
 * The DOM id of the control editing the value at `path` (identified by
 * `{ id }` steps): `cfg.parameters.stores.1-2.path`. The problems list links
 * to it and focuses it; it is stable across edits and reloads.
 */
export function fieldId(path: ModelPath): string {
  const steps = path.map((step) => (typeof step === 'object' ? step.id : String(step)));
  return `cfg.${steps.join('.').replace(/[^A-Za-z0-9_.:-]/g, '_')}`;
}
