import type { Configuration } from '../../domain/configuration/configuration';
import type { ConfigurationHandle, CorruptedEntity } from '../configuration/configuration-codec.port';
import type { ConfigurationWorkspace } from './configuration-workspace';

/** The history kind of the step that makes an uploaded file the draft. */
export const UPLOAD_KIND = 'configuration.upload';

interface Upload {
  readonly configuration: Configuration;
  readonly handle: ConfigurationHandle;
  readonly corrupted: readonly CorruptedEntity[];
}

/**
 * The uploaded documents the draft may come from, so a save writes over the
 * file's own bytes (its comments, unknown elements and layout) rather than
 * over the appliance's. An upload counts only while its step is in the
 * workspace's history: once undone (or after a save, which clears the
 * history) the draft derives from the appliance's document again.
 */
export class UploadedDocument {
  #uploads: Upload[] = [];

  /** An upload made the draft; `corrupted` are the file's entities the model could not read (written back as the file holds them). */
  add(configuration: Configuration, handle: ConfigurationHandle, corrupted: readonly CorruptedEntity[] = []): void {
    this.#uploads.push({ configuration, handle, corrupted });
  }

  /** The handle of the latest upload the draft still derives from, else undefined. */
  activeHandle(workspace: ConfigurationWorkspace): ConfigurationHandle | undefined {
    return this.#active(workspace)?.handle;
  }

  /** The corrupted entities of the latest upload the draft still derives from, else undefined. */
  activeCorrupted(workspace: ConfigurationWorkspace): readonly CorruptedEntity[] | undefined {
    return this.#active(workspace)?.corrupted;
  }

  #active(workspace: ConfigurationWorkspace): Upload | undefined {
    const history = workspace.history();
    for (let index = history.length - 1; index >= 0; index--) {
      const entry = history[index]!;
      if (entry.kind !== UPLOAD_KIND) continue;
      const upload = this.#uploads.find((candidate) => candidate.configuration === entry.after);
      if (upload) return upload;
    }
    return undefined;
  }

  /** Forgets every upload; returns their handles for release. */
  clear(): readonly ConfigurationHandle[] {
    const handles = this.#uploads.map((upload) => upload.handle);
    this.#uploads = [];
    return handles;
  }
}
