import { openSecrets } from '../../domain/history/document-secrets';
import type { HistoryStorePort } from '../ports/history-store.port';
import type { SecretSealerPort } from '../ports/secret-sealer.port';

/** A version's document as the appliance held it: read back from its chunks, its secrets opened with the server's key. */
export class ReadVersionDocumentUseCase {
  constructor(
    private readonly store: HistoryStorePort,
    private readonly sealer: SecretSealerPort,
  ) {}

  async execute(id: number): Promise<string> {
    const sealed = await this.store.sealedDocument(id);
    return openSecrets(sealed, (content) => this.sealer.isSealed(content), (content) => this.sealer.unseal(content));
  }
}
