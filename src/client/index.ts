/*
 * The client library's public entry point: `import { Server } from 'vigil/client'`
 * (package.json `exports`; docs/client.md).
 *
 * This is the one barrel of the project, on purpose. Inside the project every
 * module imports the file it needs, so that a move shows in the diff and
 * bundles keep only what is used. A library, though, owes its users one
 * stable address and a deliberate surface: what is listed here is public and
 * kept compatible; everything else (the scanner's internals, the long-query
 * loop, the simulator) may change without notice. Only pure web APIs lie
 * behind it (fetch, streams, typed arrays), so it runs in Node 20+ and in
 * browsers alike; dependency-cruiser keeps React, Chakra and the console's
 * own layers out of it (`client-library-is-standalone`).
 */

// Connecting and querying.
export { Server, type CallOptions, type GraphQuery, type LogQuery, type LogResult, type ProgressOptions } from '../infrastructure/client/server';
export type { ServerOptions } from '../infrastructure/client/server-connection';
export type { LiveFrame, LiveOptions } from '../infrastructure/client/live-stream';

// Connection options, application, streams and rights.
export {
  DEFAULT_HTTP_PORT,
  DEFAULT_HTTPS_PORT,
  hostOrigin,
  normalizeConnectionOptions,
  parseConnectionUrl,
  type ConnectionOptions,
  type ConnectionOptionsInput,
  type HostOptions,
  type HostOptionsInput,
} from '../domain/client/connection-options';
export { APPLICATION_TYPES, serverId, type ApplicationKind, type ClientApplicationInfo } from '../domain/client/application-info';
export { canWrite, hashRights, parseRights, PTZ_WRITE_RIGHT, PTZ_WRITE_RIGHTS, type Stream, type StreamType } from '../domain/client/stream';
export { PTZ_NAMED_COMMANDS, type IoValue, type PtzCommand } from '../domain/client/io-value';

// Errors and warnings, with the specification's messages.
export { ClientError, CLIENT_WARNINGS, HttpRequestError } from '../domain/client/client-errors';
export { CLIENT_LIMITS, toQueryDate, type DateInput } from '../domain/client/client-date';

// Graph records and their dates.
export {
  decodeGraphEvents,
  decodeGraphIo,
  GRAPH_EVENT_RECORD_SIZE,
  GRAPH_IO_RECORD_SIZE,
  graphEventPoints,
  graphIoPoints,
  type GraphEventColumns,
  type GraphIoColumns,
  type GraphIoPoint,
  type GraphPoint,
} from '../domain/client/graph-record';
export { encodeGraphEvents, encodeGraphIo, type GraphSample } from '../domain/client/graph-record-encoder';
export { FILETIME_EPOCH_OFFSET_MS, fileTimeToUnixMs, unixMsToFileTime } from '../domain/client/filetime';

// Transport: the HTTP client, the multipart reader for any persistent stream, the logger port.
export { HttpClient, buildUrl, type HttpClientOptions, type HttpRequest, type Query, type QueryValue } from '../infrastructure/client/http-client';
export { basicAuthorization, errorDetailOf } from '../infrastructure/http/http-transport';
export {
  PERSISTENT_STREAM_DEFAULTS,
  readPersistentMultipart,
  type PersistentMultipartOptions,
  type ReconnectEvent,
} from '../infrastructure/stream/persistent-multipart-stream';
export type { MultipartPart } from '../infrastructure/stream/multipart-part';
export type { ClientLoggerPort } from '../application/client/client-logger.port';
