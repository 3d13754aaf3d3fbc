import type { ActionAnswer } from './server-lifecycle.port';

/** `POST /api/license/activation`: asks the licence server to activate the product code in force. */
export interface LicenseActivationPort {
  /** A refusal is `{ result: false, detail }`; only an unreachable appliance rejects. */
  activate(): Promise<ActionAnswer>;
}
