import type { LogicIndex, LogicOutline } from '../../domain/configuration/controller/logic-parts';

/** From the page to the logic index worker: one outline, as plain data (`compactOutline`). */
export interface LogicIndexRequest {
  readonly type: 'index';
  readonly id: number;
  readonly outline: LogicOutline;
}

/** From the worker to the page: the index of request `id`, or why there is none. */
export type LogicIndexResponse = { readonly type: 'indexed'; readonly id: number; readonly index: LogicIndex } | { readonly type: 'failed'; readonly id: number; readonly message: string };
