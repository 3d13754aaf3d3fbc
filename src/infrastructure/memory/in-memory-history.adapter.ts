import { ApplianceRequestError } from '../../application/errors/console-errors';
import type { HistoryPort } from '../../application/ports/history.port';

const NOT_KEPT = () => Promise.reject(new ApplianceRequestError(404, 'this Vigil server keeps no history (--no-history)'));

/** An appliance held in memory has no Vigil server in front of it: no history, said as the console server says it. */
export class InMemoryHistoryAdapter implements HistoryPort {
  status = NOT_KEPT;
  versions = NOT_KEPT;
  authors = NOT_KEPT;
  compare = NOT_KEPT;
  audit = NOT_KEPT;
  verify = NOT_KEPT;
  exportAudit = NOT_KEPT;
}
