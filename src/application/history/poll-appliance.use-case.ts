import type { Sha256 } from '../../domain/audit/audit-chain';
import type { RecordOperationUseCase } from '../audit/record-operation.use-case';
import { ApplianceUnavailableError, type ApplianceCredentials, type ApplianceDocumentPort } from '../ports/appliance-document.port';
import type { HistorySite } from './history-site';
import type { RecordVersionUseCase } from './record-version.use-case';

export type PollOutcome = 'unchanged' | 'recorded' | 'unreachable' | 'refused';

/**
 * Reads the appliance's configuration (at sign-in and every minute) and
 * records it as "changed outside Vigil" when it is not the document last
 * seen (compared whole, by hash: a hand edit that kept the old signature is
 * a change too). An appliance that stops answering is an audit entry (once per
 * outage), never a crash; a refused read (credentials changed) waits for the
 * next sign-in.
 */
export class PollApplianceUseCase {
  #lastDigest: string | undefined;
  #reachable = true;
  #running: Promise<PollOutcome> | undefined;

  constructor(
    private readonly appliance: ApplianceDocumentPort,
    private readonly site: HistorySite,
    private readonly recordVersion: RecordVersionUseCase,
    private readonly recordOperation: RecordOperationUseCase,
    private readonly vigilInstance: string,
    private readonly digest: Sha256,
    private readonly newId: () => string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** A document this server just recorded (a save): the next poll does not read it as an outside change. */
  seen(document: string): void {
    this.#lastDigest = this.digest(document);
  }

  execute(credentials: ApplianceCredentials): Promise<PollOutcome> {
    this.#running ??= this.poll(credentials).finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  private async poll(credentials: ApplianceCredentials): Promise<PollOutcome> {
    let document: string;
    try {
      document = await this.appliance.fetchConfiguration(credentials);
    } catch (error) {
      const refused = error instanceof ApplianceUnavailableError && error.status !== undefined;
      if (!refused && this.#reachable) {
        this.#reachable = false;
        await this.recordOperation.execute({
          entryId: this.newId(), at: this.now().toISOString(), siteId: this.site.id, actor: '', address: '', action: 'appliance.unreachable',
          target: this.site.address, result: 'failed', detail: (error as Error).message, vigilInstance: this.vigilInstance,
        });
      }
      return refused ? 'refused' : 'unreachable';
    }
    this.#reachable = true;
    const digest = this.digest(document);
    if (digest === this.#lastDigest) return 'unchanged';
    const outcome = await this.recordVersion.execute({
      site: this.site, source: 'outside', author: '', address: '', note: '', document, entryId: this.newId(), recordedAt: this.now().toISOString(),
    });
    this.#lastDigest = digest;
    return outcome.kind === 'unchanged' ? 'unchanged' : 'recorded';
  }
}
