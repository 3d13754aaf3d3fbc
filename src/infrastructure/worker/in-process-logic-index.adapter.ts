import type { LogicIndexPort } from '../../application/logic/logic-index.port';
import { indexLogic, type LogicIndex, type LogicOutline } from '../../domain/configuration/controller/logic-parts';

/** The index on the caller's thread (Node, jsdom tests): the worker's code, without the worker. */
export class InProcessLogicIndex implements LogicIndexPort {
  index(outline: LogicOutline): Promise<LogicIndex> {
    return new Promise((resolve, reject) => {
      // In a task of its own, as the worker's answer would come: never during the render that asked.
      setTimeout(() => {
        try {
          resolve(indexLogic(outline));
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      }, 0);
    });
  }
}
