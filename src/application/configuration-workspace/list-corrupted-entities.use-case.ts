import type { CorruptedEntity } from '../configuration/configuration-codec.port';
import type { ConfigurationWorkspace } from './configuration-workspace';
import type { UploadedDocument } from './uploaded-document';

/**
 * The entities the draft's document holds but the model could not read,
 * each with its path, why, and its element as read: those of the uploaded
 * file while the upload's step stands (the save writes over the file), else
 * those of the appliance's document. They are not in the model: the save
 * writes them back byte for byte, and the pages list them read-only.
 */
export class ListCorruptedEntitiesUseCase {
  constructor(
    private readonly workspace: ConfigurationWorkspace,
    private readonly uploaded: UploadedDocument,
  ) {}

  execute(): readonly CorruptedEntity[] {
    return this.uploaded.activeCorrupted(this.workspace) ?? this.workspace.base()?.corrupted ?? NONE;
  }
}

const NONE: readonly CorruptedEntity[] = [];
