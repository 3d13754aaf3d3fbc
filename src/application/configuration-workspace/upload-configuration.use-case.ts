import type { Configuration } from '../../domain/configuration/configuration';
import type { ModelChange } from '../../domain/configuration/model-change';
import { diffModel } from '../../domain/configuration/model-diff';
import type { ConfigurationProblem } from '../../domain/configuration/validation/configuration-problem';
import { validateConfiguration } from '../../domain/configuration/validation/validate-configuration';
import type { ConfigurationHandle, CorruptedEntity } from '../configuration/configuration-codec.port';
import { ConfigurationFileInvalidError, ConfigurationNotLoadedError, ConfigurationSignatureInvalidError } from '../errors/workspace-errors';
import type { DomainError } from '../../domain/shared/domain-error';
import type { ConfigurationDecoderPort } from '../configuration/configuration-codec.port';
import type { ConfigurationPort } from '../ports/configuration.port';
import type { ConfigurationWorkspace } from './configuration-workspace';
import { withKnownSecrets } from './known-secrets';
import { UPLOAD_KIND, type UploadedDocument } from './uploaded-document';

/** A file read and checked, waiting for the installer's confirmation. */
export interface UploadCandidate {
  readonly version: number;
  readonly date: Date;
  /** Entities of the file the model could not read (kept as they are when written), with why. */
  readonly corrupted: readonly CorruptedEntity[];
  /** The whole file's validation: it may become the draft anyway; its own problems then count as already there and do not block its save. */
  readonly problems: readonly ConfigurationProblem[];
  /** What the file changes against the loaded document (the draft's base). */
  readonly changes: readonly ModelChange[];
  /** @internal what `apply` needs */
  readonly configuration: Configuration;
  readonly handle: ConfigurationHandle;
}

export type UploadCheck = { readonly kind: 'ready'; readonly upload: UploadCandidate } | { readonly kind: 'invalid'; readonly error: DomainError };

/**
 * Upload = a configuration file offered as the new draft: `check(bytes)` reads
 * it (version 3, a valid signature, corrupted entities with their reasons,
 * the whole validation) and lists its changes against the loaded document;
 * only `apply(upload)`, after the installer confirmed, makes it the draft, as
 * one step of history. The save then writes over the file's own bytes while
 * that step stands (see UploadedDocument).
 */
export class UploadConfigurationUseCase {
  constructor(
    private readonly workspace: ConfigurationWorkspace,
    private readonly decoder: ConfigurationDecoderPort,
    private readonly uploaded: UploadedDocument,
    private readonly appliance: ConfigurationPort,
    private readonly validate: (configuration: Configuration) => readonly ConfigurationProblem[] = validateConfiguration,
  ) {}

  async check(file: Uint8Array): Promise<UploadCheck> {
    const base = this.workspace.base();
    if (!base) return { kind: 'invalid', error: new ConfigurationNotLoadedError() };
    const decoded = await this.decoder.read(file, { verifySignature: false });
    if (!decoded.valid) return { kind: 'invalid', error: new ConfigurationFileInvalidError(decoded.error) };
    if (!decoded.signatureValid) {
      this.decoder.release(decoded.handle);
      return { kind: 'invalid', error: new ConfigurationSignatureInvalidError() };
    }
    const { version, date, corrupted, handle } = decoded;
    const configuration = await this.#withKnownSecrets(decoded.configuration, base.configuration);
    return {
      kind: 'ready',
      upload: { version, date, corrupted, configuration, handle, problems: this.validate(configuration), changes: diffModel(base.configuration, configuration) },
    };
  }

  /**
   * A downloaded file holds passwords encrypted, the loaded document in clear:
   * those the appliance stores with the same ciphertext are the loaded ones.
   * If the stored document cannot be had, the file's values stay as they are.
   */
  async #withKnownSecrets(file: Configuration, loaded: Configuration): Promise<Configuration> {
    try {
      const stored = await this.decoder.read(await this.appliance.fetchBytes({ encrypted: true }));
      if (!stored.valid) return file;
      this.decoder.release(stored.handle);
      return withKnownSecrets(file, stored.configuration, loaded);
    } catch {
      return file;
    }
  }

  /** Makes the checked file the draft (one step of history, so Ctrl+Z gives the previous draft back). */
  apply(upload: UploadCandidate, label?: string): void {
    if (!this.workspace.draft()) throw new ConfigurationNotLoadedError();
    this.uploaded.add(upload.configuration, upload.handle, upload.corrupted);
    this.workspace.replaceDraft(upload.configuration, { kind: UPLOAD_KIND, label, recordHistory: true, adopt: true });
  }

  /** The installer did not confirm: the file's read is dropped. */
  cancel(upload: UploadCandidate): void {
    this.decoder.release(upload.handle);
  }
}
