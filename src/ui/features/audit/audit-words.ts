import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AuditAction, AuditResult } from '../../../domain/audit/audit-entry';

/** Every audited operation in words: the table is typed against the domain's list, so a new action does not compile until named. */
export const AUDIT_ACTION_WORDS: Readonly<Record<AuditAction, MessageDescriptor>> = {
  'sign-in': msg`Sign-in`,
  'password.change': msg`Password change`,
  'configuration.save': msg`Configuration saved`,
  'configuration.outside-change': msg`Configuration changed outside Vigil`,
  'configuration.online': msg`Online configuration`,
  'device.save': msg`Device saved`,
  'server.start': msg`Server started`,
  'server.stop': msg`Server stopped`,
  'server.reload': msg`Server reloaded`,
  'license.product-code': msg`Product code set`,
  'license.activation': msg`Licence activation`,
  'update.check': msg`Update check`,
  'update.install': msg`Update install`,
  'tunnel.open': msg`Tunnel opened`,
  'tunnel.close': msg`Tunnel closed`,
  'tunnels.replace': msg`Tunnels replaced`,
  'network.save': msg`Network interface saved`,
  command: msg`Command`,
  maintenance: msg`Maintenance`,
  'appliance.unreachable': msg`Appliance unreachable`,
  'history.read': msg`History read`,
  'audit.export': msg`Audit exported`,
  'operator.set-up': msg`First operator set up`,
  'operator.sign-in': msg`Operator sign-in`,
  'operator.sign-out': msg`Operator sign-out`,
  'operator.add': msg`Operator added`,
  'operator.remove': msg`Operator removed`,
  'operator.role': msg`Operator role changed`,
  'site.add': msg`Site added`,
  'site.update': msg`Site edited`,
  'site.remove': msg`Site removed`,
  'sites.import': msg`Sites imported`,
  'sites.export': msg`Sites exported`,
  'site.open': msg`Site console opened`,
  'sites.compare': msg`Sites compared`,
  'rollout.start': msg`Rollout started`,
  'rollout.step': msg`Rollout step`,
  'rollout.resume': msg`Rollout resumed`,
};

export const AUDIT_RESULT_WORDS: Readonly<Record<AuditResult, MessageDescriptor>> = {
  succeeded: msg`Succeeded`,
  refused: msg`Refused`,
  failed: msg`Failed`,
};
