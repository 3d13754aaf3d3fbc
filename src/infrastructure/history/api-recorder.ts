import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { RecordOperationUseCase } from '../../application/audit/record-operation.use-case';
import type { ApplianceCredentials, ApplianceDocumentPort } from '../../application/ports/appliance-document.port';
import type { HistorySite } from '../../application/history/history-site';
import type { PollApplianceUseCase } from '../../application/history/poll-appliance.use-case';
import type { RecordVersionUseCase } from '../../application/history/record-version.use-case';
import type { AuditRecord } from '../../domain/audit/audit-entry';
import { holdResponse, tapResponse } from './held-response';
import { basicCredentials, classifyOperation, reasonOf, resultOfStatus, type ClassifiedOperation } from './operation-classifier';

/** Sends a request on to the appliance (the simulator's listener or the proxy), as the console server does. */
export type ApplianceDispatch = (request: IncomingMessage, response: ServerResponse) => void;

export interface ApiRecorderDependencies {
  readonly site: HistorySite;
  readonly recordOperation: Pick<RecordOperationUseCase, 'execute'>;
  readonly recordVersion: Pick<RecordVersionUseCase, 'execute'>;
  readonly poll: Pick<PollApplianceUseCase, 'seen'>;
  readonly appliance: Pick<ApplianceDocumentPort, 'fetchConfiguration'>;
  /** The root credentials seen working last: the poller reads the appliance with them. */
  readonly remember: (credentials: ApplianceCredentials) => void;
  readonly vigilInstance: string;
  readonly newId: () => string;
  readonly now: () => Date;
  readonly log: (message: string, error: unknown) => void;
  /** The largest configuration body (the console server's limit for the path). */
  readonly bodyLimit: number;
}

/** A request whose body was read here, replayed to the appliance as if it came from the client. */
function replay(request: IncomingMessage, body: Buffer): IncomingMessage {
  const headers = { ...request.headers, 'content-length': String(body.length) };
  delete headers['transfer-encoding'];
  return Object.assign(Readable.from(body.length > 0 ? [body] : []), {
    method: request.method,
    url: request.url,
    headers,
    rawHeaders: request.rawHeaders,
    httpVersion: request.httpVersion,
    socket: request.socket,
    rawBody: body,
    complete: true,
  }) as unknown as IncomingMessage;
}

function readBody(request: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        request.removeAllListeners('data');
        resolve(null);
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/**
 * Records the appliance calls made through the console server (docs/history.md,
 * "What is kept"): every operation in the audit once answered, and every
 * configuration the appliance accepted as a version, kept before the answer
 * reaches the console. Calls that are not operations pass untouched.
 */
export class ApiRecorder {
  /** Saves whose answer is held back while their version is kept. */
  #holding = 0;
  #settled: (() => void)[] = [];

  constructor(private readonly dependencies: ApiRecorderDependencies) {}

  /**
   * Resolves once no save's answer is held back: work that can wait (a
   * version's summary reads two whole documents, seconds on a large site)
   * starts after the answers, not in their way.
   */
  settled(): Promise<void> {
    if (this.#holding === 0) return Promise.resolve();
    return new Promise((resolve) => this.#settled.push(resolve));
  }

  handle(request: IncomingMessage, response: ServerResponse, dispatch: ApplianceDispatch): void {
    const url = new URL(request.url ?? '/', 'http://console.invalid');
    const operation = classifyOperation(request.method ?? 'GET', url.pathname, url.searchParams);
    const credentials = basicCredentials(request.headers.authorization);
    if (credentials) {
      response.once('finish', () => {
        if (response.statusCode >= 200 && response.statusCode < 300) this.dependencies.remember(credentials);
      });
    }
    if (operation === undefined) {
      dispatch(request, response);
      return;
    }
    const caller = { user: operation.action === 'sign-in' ? (url.searchParams.get('user') ?? '') : (credentials?.user ?? ''), address: request.socket.remoteAddress ?? '' };
    if (operation.action === 'configuration.save' || operation.action === 'device.save') {
      void this.recordSave(request, response, dispatch, operation, caller, credentials);
      return;
    }
    const body = tapResponse(response);
    response.once('finish', () => {
      const status = response.statusCode;
      let result = resultOfStatus(status);
      let detail = result === 'succeeded' ? '' : reasonOf(body());
      if (operation.action === 'sign-in') {
        if (status === 200 && !/"root"\s*:\s*true/.test(body())) {
          result = 'refused';
          detail = 'Not a root account';
        } else if (status === 404) detail = 'Invalid Credentials';
        if (result === 'succeeded') {
          this.dependencies.remember({ user: caller.user, password: url.searchParams.get('password') ?? '' });
        }
      }
      void this.audit(operation, caller, result, detail);
    });
    dispatch(request, response);
  }

  private async recordSave(
    request: IncomingMessage,
    response: ServerResponse,
    dispatch: ApplianceDispatch,
    operation: ClassifiedOperation,
    caller: { user: string; address: string },
    credentials: ApplianceCredentials | undefined,
  ): Promise<void> {
    let body: Buffer | null = Buffer.alloc(0);
    if (operation.action === 'configuration.save') {
      body = await readBody(request, this.dependencies.bodyLimit).catch(() => null);
      if (body === null) {
        response.writeHead(413, { 'Content-Type': 'application/json; charset=utf-8', Connection: 'close' });
        response.end(JSON.stringify({ result: false, detail: 'request body too large' }));
        return;
      }
    }
    const held = holdResponse(response);
    // Counted until the answer is sent, or the client gone (an answer that never comes must not stop the summaries).
    const settle = this.#hold();
    response.once('close', settle);
    try {
      dispatch(operation.action === 'configuration.save' ? replay(request, body) : request, response);
      const answer = await held.answered;
      const result = resultOfStatus(answer.status);
      if (result !== 'succeeded') {
        await this.audit(operation, caller, result, reasonOf(answer.body.toString('utf8')));
        return;
      }
      // A device saved alone changes the document too: the version is read back from the appliance.
      const document = operation.action === 'configuration.save' ? body.toString('utf8') : credentials ? await this.dependencies.appliance.fetchConfiguration(credentials) : undefined;
      if (document === undefined) return;
      const at = this.dependencies.now().toISOString();
      const outcome = await this.dependencies.recordVersion.execute({
        site: this.dependencies.site, source: 'vigil', author: caller.user, address: caller.address,
        note: operation.action === 'device.save' ? `device ${operation.target}` : (request.headers['x-vigil-save'] === 'upload' ? 'upload' : ''),
        document, entryId: this.dependencies.newId(), recordedAt: at,
      });
      this.dependencies.poll.seen(document);
      const detail = 'id' in outcome ? `version ${outcome.id}` : 'version spooled';
      await this.audit(operation, caller, 'succeeded', detail);
    } catch (error) {
      this.dependencies.log('history: the save could not be recorded', error);
    } finally {
      held.release();
      settle();
    }
  }

  /** Counts one held answer; the function returned ends it (once). */
  #hold(): () => void {
    this.#holding += 1;
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      this.#holding -= 1;
      if (this.#holding === 0) for (const resolve of this.#settled.splice(0)) resolve();
    };
  }

  private async audit(operation: ClassifiedOperation, caller: { user: string; address: string }, result: AuditRecord['result'], detail: string): Promise<void> {
    try {
      await this.dependencies.recordOperation.execute({
        entryId: this.dependencies.newId(), at: this.dependencies.now().toISOString(), siteId: this.dependencies.site.id, actor: caller.user, address: caller.address,
        action: operation.action, target: operation.target, result, detail, vigilInstance: this.dependencies.vigilInstance,
      });
    } catch (error) {
      this.dependencies.log('history: an operation could not be audited', error);
    }
  }
}
