import type { ModelPath } from '../../../domain/configuration/model-path';

/**
 * The DOM id of the field editing the value at `path` (identified by
 * `{ id }` steps), spelled as the configuration kit spells it, so that the
 * problems list can reach the page's own fields too.
 */
export function usersFieldId(path: ModelPath): string {
  const steps = path.map((step) => (typeof step === 'object' ? step.id : String(step)));
  return `cfg.${steps.join('.').replace(/[^A-Za-z0-9_.:-]/g, '_')}`;
}
