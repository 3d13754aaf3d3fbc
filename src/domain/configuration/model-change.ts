import type { ModelPath } from './model-path';

/**
 * One difference between two configurations in the model's own keys, for the
 * review ("Contact Dubois — phone: +33… → +33…"), the merge on conflict and
 * the drafts kept in the browser. `path` identifies list items by `{ id }`
 * wherever they carry one, so it stays true when other items move.
 *
 * - `changed`: a value (a leaf, or a whole value without ids such as a
 *   calendar's ranges) went from `before` to `after`;
 * - `added` / `removed`: a list item with an id appeared or disappeared
 *   (`path` ends with its `{ id }`; `after` / `before` is the whole item).
 */
export interface ModelChange {
  readonly kind: 'changed' | 'added' | 'removed';
  readonly path: ModelPath;
  readonly before?: unknown;
  readonly after?: unknown;
}
