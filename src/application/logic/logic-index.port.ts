import type { LogicIndex, LogicOutline } from '../../domain/configuration/controller/logic-parts';

/**
 * The whole-graph index of a logic scope (its parts in order, its loops
 * through no stateful gate), computed off the page's thread where it can be:
 * in a Web Worker in the browser, on the caller's thread in Node and tests,
 * with the same domain code (`indexLogic`).
 */
export interface LogicIndexPort {
  /**
   * The index of this outline. A request superseded by a newer one before
   * the worker took it is rejected with a `LogicIndexSuperseded`: only the
   * newest draft's index is worth computing.
   */
  index(outline: LogicOutline): Promise<LogicIndex>;
}

/** A request dropped because a newer one replaced it before it was computed. */
export class LogicIndexSuperseded extends Error {
  constructor() {
    super('a newer logic index was asked for');
    this.name = 'LogicIndexSuperseded';
  }
}
