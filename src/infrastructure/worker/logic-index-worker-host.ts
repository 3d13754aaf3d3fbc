import { indexLogic } from '../../domain/configuration/controller/logic-parts';
import { decodeOutline, type LogicIndexRequest, type LogicIndexResponse } from './logic-index-protocol';

/** The worker's side: one answer per request, the domain's index or the reason it failed. */
export function answerLogicIndex(request: LogicIndexRequest): LogicIndexResponse {
  try {
    return { type: 'indexed', id: request.id, index: indexLogic(decodeOutline(request.outline)) };
  } catch (error) {
    return { type: 'failed', id: request.id, message: error instanceof Error ? error.message : String(error) };
  }
}
