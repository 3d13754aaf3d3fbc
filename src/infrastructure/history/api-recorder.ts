import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RecordOperationUseCase } from '../../application/audit/record-operation.use-case';
import type { ApplianceCredentials, ApplianceDocumentPort } from '../../application/ports/appliance-document.port';
import type { HistorySite } from '../../application/history/history-site';
import type { PollApplianceUseCase } from '../../application/history/poll-appliance.use-case';
import type { RecordVersionUseCase } from '../../application/history/record-version.use-case';
import type { AuditRecord } from '../../domain/audit/audit-entry';
import { ExclusiveLane } from '../database/exclusive-lane';
import { hasUndeclaredBody } from '../node/body-limit';
import { HeldAnswers, holdResponse, tapResponse, type HeldResponse } from './held-response';
import { readThenReplay, teeBody } from './save-body';
import type { AcceptedSave, SaveJournal } from './save-journal';
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
  /** Where a save's document waits, on disk, from the appliance's acceptance until it is recorded. */
  readonly journal: Pick<SaveJournal, 'open' | 'recover'>;
  /** Who made a call, when it is not the user of its credentials (a fleet operator, through a site's console: docs/fleet.md). */
  readonly actorOf?: (request: IncomingMessage) => string | undefined;
}

/** A save passing through: the call, where it goes, what it is, who made it and with which credentials. */
interface RecordedSave {
  readonly request: IncomingMessage;
  readonly response: ServerResponse;
  readonly dispatch: ApplianceDispatch;
  readonly operation: ClassifiedOperation;
  readonly caller: { user: string; address: string };
  readonly credentials: ApplianceCredentials | undefined;
}

/** A value the appliance encrypted (section 2: an attribute crypted equal to 1). */
const CRYPTED_VALUE = /\scrypted\s*=\s*(["'])1\1/;

/** Resolves once `response` is written out (or its connection gone). */
function whenSent(response: ServerResponse): Promise<void> {
  if (response.writableFinished || response.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    response.once('finish', () => resolve());
    response.once('close', () => resolve());
  });
}

/**
 * Records the appliance calls made through the console server (docs/history.md,
 * "What is kept"): every operation in the audit once answered, and every
 * configuration the appliance accepted as a version, kept before the answer
 * reaches the console. Calls that are not operations pass untouched.
 */
export class ApiRecorder {
  /** Saves whose answer is held back (until it is journaled, or kept). */
  readonly #held = new HeldAnswers();
  /** One save at a time, from its request until its version and audit entry are written. */
  readonly #lane = new ExclusiveLane();

  constructor(private readonly dependencies: ApiRecorderDependencies) {}

  /**
   * Resolves once no save's answer is held back: work that can wait (a
   * version's summary reads two whole documents, seconds on a large site)
   * starts after the answers, not in their way.
   */
  settled(): Promise<void> {
    return this.#held.settled();
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
    const caller = { user: this.dependencies.actorOf?.(request) ?? (operation.action === 'sign-in' ? (url.searchParams.get('user') ?? '') : (credentials?.user ?? '')), address: request.socket.remoteAddress ?? '' };
    if (operation.action === 'configuration.save') {
      void this.recordConfigurationSave({ request, response, dispatch, operation, caller, credentials });
      return;
    }
    if (operation.action === 'device.save') {
      void this.recordDeviceSave({ request, response, dispatch, operation, caller, credentials });
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

  /**
   * Resolves once every save that came before has its version and audit
   * entry written (or spooled): the history's routes wait for it, so a
   * read after a save's answer sees that save.
   */
  recorded(): Promise<void> {
    return this.#lane.take().then((release) => release());
  }

  /** Records the saves a previous run accepted and did not record (the journal), before any new save; how many. */
  async recover(): Promise<number> {
    const release = await this.#lane.take();
    try {
      const saves = await this.dependencies.journal.recover(this.dependencies.log);
      for (const { save, document, forget } of saves) {
        await this.keep(save, document);
        await forget();
      }
      return saves.length;
    } finally {
      release();
    }
  }

  /**
   * A whole configuration saved: its body streams to the appliance and,
   * encrypted, to the journal at once; once the appliance accepts it and
   * the journal has it on disk, the console hears the answer; the version
   * and the audit entry are written just after, before the next save to
   * the appliance goes through (docs/history.md, "When a save is recorded").
   */
  private async recordConfigurationSave({ request, response, dispatch, operation, caller, credentials }: RecordedSave): Promise<void> {
    // Waiting for the save before to be recorded may outlast the keep-alive timer Node left on a reused connection.
    request.socket.setTimeout(0);
    const release = await this.#lane.take();
    const entryId = this.dependencies.newId();
    const journal = this.dependencies.journal.open(entryId);
    let held: HeldResponse | undefined;
    let settle = () => undefined as void;
    try {
      const body = hasUndeclaredBody(request) ? await readThenReplay(request, this.dependencies.bodyLimit) : teeBody(request);
      if (body === null) {
        response.writeHead(413, { 'Content-Type': 'application/json; charset=utf-8', Connection: 'close' });
        response.end(JSON.stringify({ result: false, detail: 'request body too large' }));
        return;
      }
      held = holdResponse(response);
      // Counted until the answer is sent, or the client gone (an answer that never comes must not stop the summaries).
      settle = this.#held.hold();
      response.once('close', settle);
      dispatch(body.forward, response);
      const whole = await body.whole;
      // On disk while the appliance checks the document.
      journal.end(whole).catch(() => undefined);
      const answer = await held.answered;
      const result = resultOfStatus(answer.status);
      if (result !== 'succeeded') {
        await journal.discard();
        await this.audit(operation, caller, result, reasonOf(answer.body.toString('utf8')));
        return;
      }
      const save: AcceptedSave = {
        entryId, auditId: this.dependencies.newId(), at: this.dependencies.now().toISOString(), author: caller.user, address: caller.address,
        note: request.headers['x-vigil-save'] === 'upload' ? 'upload' : '', action: 'configuration.save', target: operation.target,
      };
      const journaled = await journal.accept(save).then(
        () => true,
        (error: unknown) => {
          this.dependencies.log('history: the save could not be journaled; it is recorded before the answer', error);
          return false;
        },
      );
      if (journaled) {
        held.release();
        settle();
        // Recording (synchronous at first) starts once the answer has left: Node writes it on the next tick, and
        // sets the connection's keep-alive timer when it has; the next request on it must come after that.
        await whenSent(response);
      }
      await this.keep(save, await this.inClear(whole.toString('utf8'), credentials));
      await journal.discard();
    } catch (error) {
      this.dependencies.log('history: the save could not be recorded', error);
    } finally {
      held?.release();
      settle();
      release();
    }
  }

  /**
   * The document a save's version keeps: the one sent, unless it carries
   * encrypted values (`crypted="1"`: a file downloaded encrypted and sent
   * back through the API). Only the appliance can read those, and every
   * other version holds its secrets in clear (the console reads and sends
   * them so, the poller reads them so): kept as sent, each would compare as
   * a changed password. Such a save's version is the appliance's document
   * read back in clear, as a device's save is; as sent when it cannot be read.
   */
  private async inClear(document: string, credentials: ApplianceCredentials | undefined): Promise<string> {
    if (!credentials || !CRYPTED_VALUE.test(document)) return document;
    try {
      return await this.dependencies.appliance.fetchConfiguration(credentials);
    } catch (error) {
      this.dependencies.log('history: a save with encrypted values could not be read back in clear; it is kept as sent', error);
      return document;
    }
  }

  /** A save accepted by the appliance: its version, then its audit entry (each skipped if already written: the journal may give it twice). */
  private async keep(save: AcceptedSave, document: string): Promise<void> {
    const outcome = await this.dependencies.recordVersion.execute({
      site: this.dependencies.site, source: 'vigil', author: save.author, address: save.address, note: save.note, document, entryId: save.entryId, recordedAt: save.at,
    });
    this.dependencies.poll.seen(document);
    const detail = 'id' in outcome ? `version ${outcome.id}` : 'version spooled';
    await this.audit({ action: save.action, target: save.target }, { user: save.author, address: save.address }, 'succeeded', detail, { entryId: save.auditId, at: save.at });
  }

  /** A device saved alone: the version is read back from the appliance, and the answer held until it is kept. */
  private async recordDeviceSave({ request, response, dispatch, operation, caller, credentials }: RecordedSave): Promise<void> {
    const release = await this.#lane.take();
    const held = holdResponse(response);
    const settle = this.#held.hold();
    response.once('close', settle);
    try {
      dispatch(request, response);
      const answer = await held.answered;
      const result = resultOfStatus(answer.status);
      if (result !== 'succeeded') {
        await this.audit(operation, caller, result, reasonOf(answer.body.toString('utf8')));
        return;
      }
      const document = credentials ? await this.dependencies.appliance.fetchConfiguration(credentials) : undefined;
      if (document === undefined) return;
      const outcome = await this.dependencies.recordVersion.execute({
        site: this.dependencies.site, source: 'vigil', author: caller.user, address: caller.address, note: `device ${operation.target}`,
        document, entryId: this.dependencies.newId(), recordedAt: this.dependencies.now().toISOString(),
      });
      this.dependencies.poll.seen(document);
      await this.audit(operation, caller, 'succeeded', 'id' in outcome ? `version ${outcome.id}` : 'version spooled');
    } catch (error) {
      this.dependencies.log('history: the save could not be recorded', error);
    } finally {
      held.release();
      settle();
      release();
    }
  }

  private async audit(
    operation: Pick<ClassifiedOperation, 'action' | 'target'>,
    caller: { user: string; address: string },
    result: AuditRecord['result'],
    detail: string,
    made?: { readonly entryId: string; readonly at: string },
  ): Promise<void> {
    try {
      await this.dependencies.recordOperation.execute({
        entryId: made?.entryId ?? this.dependencies.newId(), at: made?.at ?? this.dependencies.now().toISOString(), siteId: this.dependencies.site.id, actor: caller.user, address: caller.address,
        action: operation.action, target: operation.target, result, detail, vigilInstance: this.dependencies.vigilInstance,
      });
    } catch (error) {
      this.dependencies.log('history: an operation could not be audited', error);
    }
  }
}
