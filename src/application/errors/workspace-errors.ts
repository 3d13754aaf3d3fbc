import { DomainError } from '../../domain/shared/domain-error';
import type { SaveStep } from '../configuration-workspace/save-flow';

/** The detail a failure carries for people: the appliance's `detail`, else the error's own message. */
function detailOf(cause: unknown): string | undefined {
  if (cause instanceof DomainError && typeof cause.metadata['detail'] === 'string' && cause.metadata['detail'] !== '') return cause.metadata['detail'];
  return cause instanceof Error ? cause.message : undefined;
}

/** 'Error while saving' at one step of the save; `detail` holds the appliance's (or the codec's) words. */
export class ConfigurationSaveError extends DomainError {
  constructor(step: SaveStep, cause: unknown) {
    super('WORKSPACE.SAVE_FAILED', 'Error while saving', { cause, metadata: { step, detail: detailOf(cause) } });
  }
}

/** The appliance took the document but it could not be read back: the draft is kept, the next save merges. */
export class ConfigurationReadBackError extends DomainError {
  constructor(cause: unknown) {
    super('WORKSPACE.READ_BACK_FAILED', 'the configuration was sent but could not be read back', { cause, metadata: { step: 'reading-back', detail: detailOf(cause) } });
  }
}

/** A file (upload) that is not a readable configuration document of version 3. */
export class ConfigurationFileInvalidError extends DomainError {
  constructor(cause: unknown) {
    super('WORKSPACE.FILE_INVALID', 'the file is not a valid configuration document', {
      cause,
      metadata: { detail: detailOf(cause), reason: cause instanceof DomainError ? cause.code : undefined },
    });
  }
}

/** A file whose signature does not match its content (edited by hand, or from another product). */
export class ConfigurationSignatureInvalidError extends DomainError {
  constructor() {
    super('WORKSPACE.SIGNATURE_INVALID', "the file's signature does not match its content");
  }
}

/** An action that needs the configuration while none is loaded. */
export class ConfigurationNotLoadedError extends DomainError {
  constructor() {
    super('WORKSPACE.NOT_LOADED', 'no configuration is loaded');
  }
}
