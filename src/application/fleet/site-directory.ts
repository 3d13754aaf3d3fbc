import { normaliseSiteFields, siteProblems, type Site, type SiteFields } from '../../domain/fleet/site';
import type { SecretSealerPort } from '../ports/secret-sealer.port';
import { checkAppliance } from './check-appliance';
import { FleetError, invalidForm } from './fleet-errors';
import type { FleetAudit, FleetContext } from './fleet-audit';
import { requireInstaller, type SignedIn } from './operator-directory';
import type { ApplianceAccessPort } from './ports/appliance-access.port';
import type { JobQueuePort } from './ports/job-queue.port';
import type { SiteStorePort } from './ports/site-store.port';

const nameTaken = () => new FleetError('FLEET.SITE_NAME_TAKEN', 'a site already has this name', { name: { code: 'FIELD.NAME_TAKEN', message: 'a site already has this name' } });

/**
 * The fleet's sites (docs/fleet.md, "Sites"): added by address, ports and
 * root credentials, checked on the appliance before they are stored, the
 * password sealed with the server's key; edited, listed, removed (history
 * kept or deleted). Every change is audited; a new site is polled at once.
 */
export class SiteDirectory {
  constructor(
    private readonly sites: SiteStorePort,
    private readonly access: ApplianceAccessPort,
    private readonly sealer: SecretSealerPort,
    private readonly jobs: Pick<JobQueuePort, 'schedulePoll'>,
    private readonly audit: FleetAudit,
    private readonly context: FleetContext,
  ) {}

  list(): Promise<readonly Site[]> {
    return this.sites.list();
  }

  async get(id: string): Promise<Site> {
    const site = await this.sites.get(id);
    if (!site) throw new FleetError('FLEET.SITE_NOT_FOUND', 'no such site');
    return site;
  }

  /** Checks and adds one site; `checked: false` skips the appliance check (an import checks each line itself). */
  async add(actor: SignedIn, form: SiteFields, options: { readonly audit?: boolean } = {}): Promise<Site> {
    requireInstaller(actor);
    const fields = normaliseSiteFields(form);
    const invalid = invalidForm(siteProblems(fields));
    if (invalid) throw invalid;
    if ((await this.sites.list()).some((site) => site.name.toLocaleLowerCase('en') === fields.name.toLocaleLowerCase('en'))) throw nameTaken();
    await checkAppliance(this.access, fields, { username: fields.username, password: fields.password });
    const { password, ...rest } = fields;
    const site = { ...rest, id: this.context.newId(), addedAt: this.context.now().toISOString(), addedBy: actor.name };
    if ((await this.sites.add({ ...site, sealedPassword: this.sealer.seal(password, 'random') })) === 'taken') throw nameTaken();
    if (options.audit !== false) await this.audit.record(actor, { action: 'site.add', siteId: site.id, target: site.name, detail: `${site.address}` });
    await this.jobs.schedulePoll({ siteId: site.id, dueAt: this.context.now().toISOString() });
    return site;
  }

  /** Edits a site; a new password (or a new address, port or user) is checked on the appliance first. */
  async update(actor: SignedIn, id: string, form: SiteFields): Promise<Site> {
    requireInstaller(actor);
    const current = await this.get(id);
    const fields = normaliseSiteFields(form);
    const invalid = invalidForm(siteProblems(fields, { passwordKept: true }));
    if (invalid) throw invalid;
    const reached = fields.address !== current.address || fields.httpPort !== current.httpPort || fields.httpsPort !== current.httpsPort || fields.secure !== current.secure || fields.username !== current.username;
    if (fields.password !== '' || reached) {
      const sealed = await this.sites.sealedPassword(id);
      const password = fields.password !== '' ? fields.password : this.sealer.unseal(sealed ?? '');
      await checkAppliance(this.access, fields, { username: fields.username, password });
    }
    const { password, ...rest } = fields;
    const outcome = await this.sites.update(id, { ...rest, ...(password === '' ? {} : { sealedPassword: this.sealer.seal(password, 'random') }) });
    if (outcome === 'taken') throw nameTaken();
    if (outcome === 'missing') throw new FleetError('FLEET.SITE_NOT_FOUND', 'no such site');
    await this.audit.record(actor, { action: 'site.update', siteId: id, target: fields.name, detail: password === '' ? '' : 'credentials changed' });
    await this.jobs.schedulePoll({ siteId: id, dueAt: this.context.now().toISOString() });
    return this.get(id);
  }

  async remove(actor: SignedIn, id: string, deleteHistory: boolean): Promise<void> {
    requireInstaller(actor);
    const site = await this.get(id);
    if ((await this.sites.remove(id, { deleteHistory, at: this.context.now().toISOString() })) === 'missing') throw new FleetError('FLEET.SITE_NOT_FOUND', 'no such site');
    await this.audit.record(actor, { action: 'site.remove', siteId: id, target: site.name, detail: deleteHistory ? 'history deleted' : 'history kept' });
  }
}
