import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LicenseState, LicenseType } from '../../../application/ports/license.port';
import type { ServerStatus } from '../../../application/ports/server-status.port';

export const LICENSE_STATES: Record<LicenseState, MessageDescriptor> = {
  deactivated: msg`Deactivated`,
  activated: msg`Activated`,
  corrupted: msg`Corrupted`,
  incompatible: msg`Incompatible`,
  inaccessible: msg`Inaccessible`,
};

export const LICENSE_TYPES: Record<LicenseType, MessageDescriptor> = {
  normal: msg`Normal`,
  demonstration: msg`Demonstration`,
  showroom: msg`Showroom`,
  lite: msg`Lite`,
  saas: msg`SaaS`,
};

export const SERVER_STATUSES: Record<ServerStatus, MessageDescriptor> = {
  started: msg`Started`,
  stopped: msg`Stopped`,
  stopping: msg`Stopping`,
  starting: msg`Starting`,
};

export const STATUS_PALETTES: Record<ServerStatus, string> = { started: 'green', stopped: 'red', stopping: 'orange', starting: 'orange' };
