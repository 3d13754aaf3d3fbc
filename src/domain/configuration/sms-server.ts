import { plainString, type CryptedString } from './crypted-string';
import { generateGuid, type Guid, type GuidGenerator } from './guid';

/** An SMS gateway account; `default` is a number (1 = the appliance's own gateway). */
export interface SmsServer {
  readonly id: Guid;
  readonly default: number;
  readonly name: string;
  readonly provider: number;
  readonly account: string;
  readonly user: string;
  readonly password: CryptedString;
  readonly senderPhone: string;
}

export function createSmsServer(fields: Partial<SmsServer> = {}, newGuid: GuidGenerator = generateGuid): SmsServer {
  return {
    id: fields.id ?? newGuid(),
    default: 0,
    name: 'New SMS Server',
    provider: 0,
    account: '',
    user: '',
    password: plainString(),
    senderPhone: '',
    ...fields,
  };
}
