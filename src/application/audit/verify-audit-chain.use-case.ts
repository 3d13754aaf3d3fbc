import { startWalk, walkChain, type ChainBreak, type Sha256 } from '../../domain/audit/audit-chain';
import type { AuditLogPort } from '../ports/audit-log.port';

export interface ChainVerification {
  readonly intact: boolean;
  /** Entries checked (all of them when intact). */
  readonly checked: number;
  /** The sequence of the last entry checked. */
  readonly lastSequence?: number;
  readonly broken?: ChainBreak;
}

const PAGE = 2_000;

/**
 * Whether the audit is as it was written: walks the chain from the retention's
 * anchor (or the start) page by page, recomputing each entry's hash
 * (`vigil history verify`, and the line on the Audit page).
 */
export class VerifyAuditChainUseCase {
  constructor(
    private readonly audit: AuditLogPort,
    private readonly sha256: Sha256,
  ) {}

  async execute(): Promise<ChainVerification> {
    const anchor = await this.audit.anchor();
    let walk = startWalk(anchor);
    for (;;) {
      const page = await this.audit.readChain(walk.last?.sequence ?? 0, PAGE);
      walk = walkChain(walk, page, this.sha256);
      if (walk.broken || page.length < PAGE) break;
    }
    return { intact: walk.broken === undefined, checked: walk.checked, lastSequence: walk.last?.sequence, broken: walk.broken };
  }
}
