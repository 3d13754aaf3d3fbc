import { plainString, type CryptedString } from './crypted-string';
import { generateGuid, type Guid, type GuidGenerator } from './guid';
import { DEFAULT_PORTS } from './network-parameters';

/** An FTP destination for alert pictures and videos. */
export interface FtpClient {
  readonly id: Guid;
  readonly name: string;
  readonly address: string;
  readonly port: number;
  /** The connection mode (0 by default). */
  readonly connection: number;
  readonly user: string;
  readonly password: CryptedString;
  readonly path: string;
  readonly createPath: boolean;
}

export function createFtpClient(fields: Partial<FtpClient> = {}, newGuid: GuidGenerator = generateGuid): FtpClient {
  return {
    id: fields.id ?? newGuid(),
    name: 'New FtpClient',
    address: '',
    port: DEFAULT_PORTS.ftp,
    connection: 0,
    user: '',
    password: plainString(),
    path: '',
    createPath: false,
    ...fields,
  };
}
