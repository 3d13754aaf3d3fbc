import { readSiteRecords, siteCsvRows, type BadLine } from '../../domain/fleet/site-csv';
import { siteNameKey } from '../../domain/fleet/site';
import type { SecretSealerPort } from '../ports/secret-sealer.port';
import { checkAppliance } from './check-appliance';
import { FleetError } from './fleet-errors';
import type { FleetAudit, FleetContext } from './fleet-audit';
import { requireInstaller, type SignedIn } from './operator-directory';
import type { ApplianceAccessPort } from './ports/appliance-access.port';
import type { CsvCodecPort } from './ports/csv-codec.port';
import type { JobQueuePort } from './ports/job-queue.port';
import type { SiteStorePort } from './ports/site-store.port';

/** What an import did: the sites added (with their lines) and every line not imported, with why. */
export interface ImportOutcome {
  readonly added: readonly { readonly line: number; readonly id: string; readonly name: string }[];
  readonly bad: readonly BadLine[];
}

/** Appliances checked at once during an import. */
const CHECKS_AT_ONCE = 8;

/**
 * The fleet's list as a CSV file (docs/fleet.md, "Import and export"). An
 * import adds every good line, each checked on its appliance as an added
 * site is, and lists the bad lines with their numbers and reasons; an
 * export writes every site without its password.
 */
export class SiteTransfer {
  constructor(
    private readonly sites: SiteStorePort,
    private readonly access: ApplianceAccessPort,
    private readonly sealer: SecretSealerPort,
    private readonly csv: CsvCodecPort,
    private readonly jobs: Pick<JobQueuePort, 'schedulePoll'>,
    private readonly audit: FleetAudit,
    private readonly context: FleetContext,
  ) {}

  async import(actor: SignedIn, text: string): Promise<ImportOutcome> {
    requireInstaller(actor);
    const { records, malformed } = this.csv.read(text);
    const taken = new Set((await this.sites.list()).map((site) => siteNameKey(site.name)));
    const read = readSiteRecords(records, taken);
    const bad: BadLine[] = [...malformed, ...read.bad];
    const added: { line: number; id: string; name: string }[] = [];
    const queue = [...read.sites];
    const work = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const { line, fields } = next;
        try {
          await checkAppliance(this.access, fields, { username: fields.username, password: fields.password });
        } catch (error) {
          if (!(error instanceof FleetError)) throw error;
          bad.push({ line, code: error.code, message: error.message });
          continue;
        }
        const { password, ...rest } = fields;
        const site = { ...rest, id: this.context.newId(), addedAt: this.context.now().toISOString(), addedBy: actor.name };
        if ((await this.sites.add({ ...site, sealedPassword: this.sealer.seal(password, 'random') })) === 'taken') {
          bad.push({ line, code: 'FLEET.SITE_NAME_TAKEN', message: `a site named "${site.name}" already exists`, column: 'name' });
          continue;
        }
        added.push({ line, id: site.id, name: site.name });
        await this.jobs.schedulePoll({ siteId: site.id, dueAt: this.context.now().toISOString() });
      }
    };
    await Promise.all(Array.from({ length: CHECKS_AT_ONCE }, work));
    added.sort((a, b) => a.line - b.line);
    bad.sort((a, b) => a.line - b.line);
    await this.audit.record(actor, { action: 'sites.import', detail: `${added.length} added, ${bad.length} lines refused${bad.length > 0 ? ` (lines ${bad.map((each) => each.line).join(', ')})` : ''}` });
    return { added, bad };
  }

  async export(actor: SignedIn): Promise<string> {
    const sites = await this.sites.list();
    await this.audit.record(actor, { action: 'sites.export', detail: `${sites.length} sites` });
    return this.csv.write(siteCsvRows([...sites].sort((a, b) => a.name.localeCompare(b.name, 'en'))));
  }
}
