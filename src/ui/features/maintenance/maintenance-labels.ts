import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MaintenanceAction } from '../../../application/maintenance/run-maintenance.use-case';
import type { OnlineStatus } from '../../../application/ports/maintenance.port';

export const ACTION_LABELS: Record<MaintenanceAction, MessageDescriptor> = {
  rebuild: msg`Rebuild the database`,
  regulate: msg`Regulate the database`,
  rescue: msg`Rescue`,
};

export const ACTION_DONE: Record<MaintenanceAction, MessageDescriptor> = {
  rebuild: msg`The database was rebuilt.`,
  regulate: msg`The database was regulated.`,
  rescue: msg`The rescue is finished.`,
};

export const ONLINE_STATUS_LABELS: Record<OnlineStatus, MessageDescriptor> = {
  synchronised: msg`synchronised`,
  pending: msg`changes pending`,
  applying: msg`applying changes`,
};

export const ONLINE_STATUS_PALETTES: Record<OnlineStatus, string> = { synchronised: 'green', pending: 'orange', applying: 'blue' };
