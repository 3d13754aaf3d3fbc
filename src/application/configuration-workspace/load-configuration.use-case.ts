import type { ConfigurationDecoderPort } from '../configuration/configuration-codec.port';
import type { ConfigurationPort } from '../ports/configuration.port';
import { ConfigurationLoading, type LoadProgress } from './configuration-loading';
import type { ConfigurationWorkspace, WorkspaceBase } from './configuration-workspace';
import { toWorkspaceBase } from './workspace-base';

export type { LoadProgress } from './configuration-loading';

/** 'abandoned': the session ended (or another load began) before this one was over; the workspace was left as it was. */
export type LoadOutcome = { readonly kind: 'loaded'; readonly base: WorkspaceBase } | { readonly kind: 'invalid'; readonly error: Error } | { readonly kind: 'abandoned' };

/** Called after a successful load (the draft keeper looks for a stored draft of this appliance). */
export type AfterLoad = (base: WorkspaceBase) => void;

/**
 * Fetches the appliance's document (uncrypted), decodes it off the main thread
 * and fills the workspace: `load(base)`, or `fail(error)` for a document that
 * cannot be read (version, signature, XML). Rejects only when the document
 * cannot be fetched, leaving the workspace as it was. `loading` says to the
 * pages that a load is under way and how far; a load it no longer holds as
 * current (sign-out, a later load) leaves the workspace alone.
 */
export class LoadConfigurationUseCase {
  constructor(
    private readonly configuration: ConfigurationPort,
    private readonly decoder: ConfigurationDecoderPort,
    private readonly workspace: ConfigurationWorkspace,
    private readonly afterLoad: AfterLoad = () => {},
    private readonly loading: ConfigurationLoading = new ConfigurationLoading(),
  ) {}

  async execute(options: { readonly onProgress?: (progress: LoadProgress) => void } = {}): Promise<LoadOutcome> {
    const ticket = this.loading.begin();
    try {
      return await this.#load(ticket, options.onProgress);
    } finally {
      this.loading.end(ticket);
    }
  }

  async #load(ticket: number, onProgress: ((progress: LoadProgress) => void) | undefined): Promise<LoadOutcome> {
    const report = (progress: LoadProgress) => {
      this.loading.report(ticket, progress);
      onProgress?.(progress);
    };
    const document = await this.configuration.fetchBytes({ onProgress: (p) => report({ phase: 'fetching', ...p }) });
    // The bytes go to the decoder as they are (transferred to its worker in the browser): the page never builds the text.
    const decoded = await this.decoder.read(document, { onProgress: report });
    if (!this.loading.isCurrent(ticket)) {
      if (decoded.valid) this.decoder.release(decoded.handle);
      return { kind: 'abandoned' };
    }
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
