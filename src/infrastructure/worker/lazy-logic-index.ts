import type { LogicIndexPort } from '../../application/logic/logic-index.port';
import type { LogicIndex, LogicOutline } from '../../domain/configuration/controller/logic-parts';

/** A logic index made on first use: the worker's code is fetched when the logic editor first asks, not with the first page. */
export class LazyLogicIndex implements LogicIndexPort {
  #index: Promise<LogicIndexPort> | undefined;

  constructor(private readonly create: () => Promise<LogicIndexPort>) {}

  async index(outline: LogicOutline): Promise<LogicIndex> {
    this.#index ??= this.create();
    return (await this.#index).index(outline);
  }
}
