import { ClientError } from './client-errors';

/** Application types the library accepts (specification, section 3). */
export const APPLICATION_TYPES = { 1: 'server', 22: 'cloud', 23: 'basic' } as const;
export type ApplicationKind = (typeof APPLICATION_TYPES)[keyof typeof APPLICATION_TYPES];

export interface ClientApplicationInfo {
  /** The numeric application type (1, 22 or 23), from the `id` field. */
  readonly type: number;
  readonly kind: ApplicationKind;
  readonly name: string;
  readonly version: string;
  readonly label: string;
  /** Without spaces and dashes. */
  readonly productCode: string;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** `GET /api/application` as the client library reads it. */
export function parseClientApplicationInfo(body: unknown): ClientApplicationInfo {
  if (typeof body !== 'object' || body === null) {
    throw ClientError.invalidResponse('application info is not an object');
  }
  const record = body as Record<string, unknown>;
  const type = Number(record['id']);
  const kind = APPLICATION_TYPES[type as keyof typeof APPLICATION_TYPES];
  if (kind === undefined) {
    throw ClientError.unknownApplicationType(record['id']);
  }
  return {
    type,
    kind,
    name: text(record['name']),
    version: text(record['version']),
    label: text(record['label']),
    productCode: text(record['product-code']).replace(/[\s-]/g, ''),
  };
}

/** The server id: product code plus username. */
export function serverId(productCode: string, username: string): string {
  return `${productCode}${username}`;
}
