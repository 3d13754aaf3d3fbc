import type { CompareSites } from '../../../application/fleet/compare-sites';
import type { PrepareCopy } from '../../../application/fleet/prepare-copy';
import type { SiteDocuments } from '../../../application/fleet/site-documents';
import type { FleetOverview } from '../../../application/fleet/fleet-overview';
import type { OperatorDirectory } from '../../../application/fleet/operator-directory';
import type { OperatorSessions } from '../../../application/fleet/operator-sessions';
import type { Rollouts } from '../../../application/fleet/rollouts';
import type { SavedThroughVigil } from '../../../application/fleet/saved-through-vigil';
import type { SetUpFirstOperatorUseCase } from '../../../application/fleet/set-up-first-operator.use-case';
import type { SignInOperatorUseCase } from '../../../application/fleet/sign-in-operator.use-case';
import type { SiteCredentials } from '../../../application/fleet/site-credentials';
import type { SiteDirectory } from '../../../application/fleet/site-directory';
import type { SiteTransfer } from '../../../application/fleet/site-transfer';
import type { FleetAudit } from '../../../application/fleet/fleet-audit';
import type { OperatorStorePort } from '../../../application/fleet/ports/operator-store.port';
import type { SignInThrottle } from '../sign-in-throttle';
import type { AuditLogPort } from '../../../application/ports/audit-log.port';

/** What the fleet's HTTP side uses, built by the composition root (composition/fleet-server.ts). */
export interface FleetServices {
  readonly operators: OperatorStorePort;
  readonly operatorDirectory: OperatorDirectory;
  readonly sessions: OperatorSessions;
  readonly setUp: SetUpFirstOperatorUseCase;
  readonly signIn: SignInOperatorUseCase;
  readonly sites: SiteDirectory;
  readonly transfer: SiteTransfer;
  readonly overview: FleetOverview;
  readonly rollouts: Rollouts;
  /** Sites' documents read with their stored credentials; two sites compared; a copy prepared per target (docs/fleet.md). */
  readonly documents: SiteDocuments;
  readonly compare: CompareSites;
  readonly copy: PrepareCopy;
  readonly credentials: SiteCredentials;
  readonly saved: SavedThroughVigil;
  readonly audit: FleetAudit;
  /** The whole audit (every site's and the fleet's own entries), read by signed-in operators. */
  readonly auditLog: Pick<AuditLogPort, 'list'>;
  /** Failed operator sign-ins per client address (the appliance's rule: docs/security.md). */
  readonly throttle: SignInThrottle;
}
