import type { Configuration } from '../../domain/configuration/configuration';
import type { GuidGenerator } from '../../domain/configuration/guid';
import type { ModelChange } from '../../domain/configuration/model-change';
import { diffModel } from '../../domain/configuration/model-diff';
import { isIdStep } from '../../domain/configuration/model-path';
import type { ConfigurationProblem } from '../../domain/configuration/validation/configuration-problem';
import { validateConfiguration } from '../../domain/configuration/validation/validate-configuration';
import { copiedItemWords } from '../../domain/fleet/copied-item-words';
import { copyItems, type CopyNote } from '../../domain/fleet/copy-items';
import { configurationFingerprints, type ItemRef } from '../../domain/fleet/cross-site-items';
import type { ConfigurationCodecPort } from '../configuration/configuration-codec.port';
import type { NamedSite } from './compare-sites';
import { FleetError } from './fleet-errors';
import { requireInstaller, type SignedIn } from './operator-directory';
import { siteFailure, type SiteDocuments } from './site-documents';

export interface CopyRequest {
  readonly sourceSiteId: string;
  readonly items: readonly ItemRef[];
  readonly targetSiteIds: readonly string[];
}

/** One target's review: its own draft (signed, ready for the rollout), what it changes, its conflicts and the problems it brings. */
export interface TargetReview {
  readonly kind: 'review';
  readonly site: NamedSite;
  /** The target's document with the items copied, signed; passwords in clear as the console edits them. */
  readonly document: string;
  /** The review's words in English, for the rollout's record and the audit. */
  readonly summary: string;
  readonly notes: readonly CopyNote[];
  /** Items the target already names with other content: the copy replaces the target's own. */
  readonly conflicts: readonly ItemRef[];
  /** Problems of the draft the target's document did not have (its own rules, each camera's limits). */
  readonly problems: readonly ConfigurationProblem[];
  readonly changes: readonly ModelChange[];
  /** The target's document and its draft, cut to what the changes need to be named (the devices and gates they touch). */
  readonly before: Configuration;
  readonly after: Configuration;
}

/** A target that could not be read: said on that target, the others reviewed all the same. */
export interface TargetUnread {
  readonly kind: 'unread';
  readonly site: { readonly id: string; readonly name: string };
  readonly code: string;
  readonly detail: string;
}

export interface PreparedCopy {
  readonly source: NamedSite;
  readonly items: readonly ItemRef[];
  readonly targets: readonly (TargetReview | TargetUnread)[];
}

const problemKey = (problem: ConfigurationProblem) => `${problem.code}|${problem.path}|${problem.message}`;

/** The ids of the devices and gates the changes touch (a model's streams copied to 2,000 cameras touch them all; a calendar none). */
function touched(changes: readonly ModelChange[], list: 'devices' | 'gates'): Set<string> {
  const ids = new Set<string>();
  for (const { path } of changes) {
    const step = list === 'devices' ? (path[0] === 'devices' ? path[1] : undefined) : path[0] === 'controller' && path[1] === 'gates' ? path[2] : undefined;
    if (step !== undefined && isIdStep(step)) ids.add(step.id);
  }
  return ids;
}

/** The configuration with only the devices and gates the changes touch: what the review names, without the whole site. */
export function reviewSlice(configuration: Configuration, changes: readonly ModelChange[]): Configuration {
  const devices = touched(changes, 'devices');
  const gates = touched(changes, 'gates');
  return {
    ...configuration,
    devices: configuration.devices.filter((device) => devices.has(device.id)),
    controller: { ...configuration.controller, gates: configuration.controller.gates.filter((gate) => gates.has(gate.id)) },
  };
}

/**
 * Prepares a copy to many (docs/fleet.md, "Copy to many"): the source's
 * items copied onto each target's own document (`copyItems`), checked with
 * the console's own validation, and returned as that target's review; an
 * item the target names with other content is a conflict. Nothing is
 * written: the rollout does that with the documents reviewed. Installers
 * only (the copy is the first half of a change).
 */
export class PrepareCopy {
  constructor(
    private readonly documents: SiteDocuments,
    private readonly codec: () => Promise<ConfigurationCodecPort<Configuration>>,
    private readonly newGuid: GuidGenerator,
    private readonly now: () => Date,
  ) {}

  async prepare(actor: SignedIn, request: CopyRequest): Promise<PreparedCopy> {
    requireInstaller(actor);
    const targets = [...new Set(request.targetSiteIds)];
    if (request.items.length === 0 || targets.length === 0) throw new FleetError('FLEET.INVALID_REQUEST', 'a copy needs items and target sites');
    if (targets.includes(request.sourceSiteId)) throw new FleetError('FLEET.INVALID_REQUEST', 'the source site cannot be one of its targets');
    const source = await this.documents.read(request.sourceSiteId);
    const sourcePrints = configurationFingerprints(source.reading.configuration);
    const reviews: (TargetReview | TargetUnread)[] = new Array(targets.length);
    let next = 0;
    // A few targets read at once: a hundred targets do not open a hundred connections.
    const worker = async () => {
      while (next < targets.length) {
        const index = next++;
        reviews[index] = await this.review(targets[index]!, source.reading.configuration, sourcePrints, request.items, source.siteName);
      }
    };
    await Promise.all(Array.from({ length: Math.min(4, targets.length) }, worker));
    return { source: { id: source.siteId, name: source.siteName, signature: source.signature }, items: request.items, targets: reviews };
  }

  private async review(siteId: string, source: Configuration, sourcePrints: Readonly<Record<string, string>>, items: readonly ItemRef[], sourceName: string): Promise<TargetReview | TargetUnread> {
    let target;
    try {
      target = await this.documents.read(siteId);
    } catch (error) {
      const failure = siteFailure(siteId, error);
      const name = await this.documents.siteName(siteId).catch(() => siteId);
      return { kind: 'unread', site: { id: siteId, name }, code: failure.code, detail: failure.message };
    }
    const base = target.reading.configuration;
    const copied = copyItems(source, base, items, this.newGuid);
    const codec = await this.codec();
    const document = codec.write(target.reading.handle, copied.draft, this.now());
    // The review is of the document as written and read again: what the rollout sends, not the model before writing.
    const written = codec.read(document);
    if (!written.valid) throw written.error;
    const draft = written.configuration;
    const { notes } = copied;
    const targetPrints = configurationFingerprints(base);
    const conflicts = notes.filter((note) => note.outcome === 'replaced' && note.item.kind !== 'streams' && targetPrints[`${note.item.kind}/${note.item.name}`] !== sourcePrints[`${note.item.kind}/${note.item.name}`]).map((note) => note.item);
    const known = new Set(validateConfiguration(base).map(problemKey));
    const problems = validateConfiguration(draft).filter((problem) => !known.has(problemKey(problem)));
    const changes = diffModel(base, draft);
    return {
      kind: 'review',
      site: { id: siteId, name: target.siteName, signature: target.signature },
      document,
      summary: `${items.map(copiedItemWords).join(', ')} copied from ${sourceName}`,
      notes,
      conflicts,
      problems,
      changes,
      before: reviewSlice(base, changes),
      after: reviewSlice(draft, changes),
    };
  }
}
