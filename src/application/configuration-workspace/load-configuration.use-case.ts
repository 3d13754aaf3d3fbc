import type { ConfigurationDecoderPort, DecodeProgress } from '../configuration/configuration-codec.port';
import type { ConfigurationPort } from '../ports/configuration.port';
import type { ConfigurationWorkspace, WorkspaceBase } from './configuration-workspace';
import { toWorkspaceBase } from './workspace-base';

/** Where a load is: fetching (bytes received, `total` when known), then the decoder's phases. */
export interface LoadProgress {
  readonly phase: 'fetching' | DecodeProgress['phase'];
  readonly bytes: number;
  readonly total?: number;
}

export type LoadOutcome = { readonly kind: 'loaded'; readonly base: WorkspaceBase } | { readonly kind: 'invalid'; readonly error: Error };

/** Called after a successful load (the draft keeper looks for a stored draft of this appliance). */
export type AfterLoad = (base: WorkspaceBase) => void;

/**
 * Fetches the appliance's document (uncrypted), decodes it off the main thread
 * and fills the workspace: `load(base)`, or `fail(error)` for a document that
 * cannot be read (version, signature, XML). Rejects only when the document
 * cannot be fetched, leaving the workspace as it was.
 */
export class LoadConfigurationUseCase {
  constructor(
    private readonly configuration: ConfigurationPort,
    private readonly decoder: ConfigurationDecoderPort,
    private readonly workspace: ConfigurationWorkspace,
    private readonly afterLoad: AfterLoad = () => {},
  ) {}

  async execute(options: { readonly onProgress?: (progress: LoadProgress) => void } = {}): Promise<LoadOutcome> {
    const { onProgress } = options;
    const document = await this.configuration.fetchBytes({ onProgress: onProgress && ((p) => onProgress({ phase: 'fetching', ...p })) });
    // The bytes go to the decoder as they are (transferred to its worker in the browser): the page never builds the text.
    const decoded = await this.decoder.read(document, { onProgress });
    const previous = this.workspace.base();
    if (!decoded.valid) {
      this.workspace.fail(decoded.error);
      if (previous) this.decoder.release(previous.handle);
      return { kind: 'invalid', error: decoded.error };
    }
    const base = toWorkspaceBase(decoded);
    this.workspace.load(base);
    if (previous) this.decoder.release(previous.handle);
    this.afterLoad(base);
    return { kind: 'loaded', base };
  }
}
