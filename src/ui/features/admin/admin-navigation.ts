import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface NavigationEntry {
  readonly to: string;
  readonly icon: string;
  readonly label: MessageDescriptor;
}

/** The admin shell's menu, in the order of the specification's child pages. */
export const ADMIN_NAVIGATION: readonly NavigationEntry[] = [
  { to: '/admin', icon: 'dashboard', label: msg`Dashboard` },
  { to: '/admin/users', icon: 'group', label: msg`Users` },
  { to: '/admin/devices', icon: 'videocam', label: msg`Devices` },
  { to: '/admin/storage', icon: 'storage', label: msg`Storage` },
  { to: '/admin/network', icon: 'lan', label: msg`Network` },
  { to: '/admin/smtp-servers', icon: 'mail', label: msg`SMTP servers` },
  { to: '/admin/sms-servers', icon: 'sms', label: msg`SMS servers` },
  { to: '/admin/contacts', icon: 'contacts', label: msg`Contacts` },
  { to: '/admin/ftp-clients', icon: 'drive_folder_upload', label: msg`FTP clients` },
  { to: '/admin/monitors', icon: 'notifications_active', label: msg`Alarm monitors` },
  { to: '/admin/calendars', icon: 'calendar_month', label: msg`Calendars` },
  { to: '/admin/health', icon: 'monitor_heart', label: msg`Server health` },
  { to: '/admin/network-interfaces', icon: 'settings_ethernet', label: msg`Network interfaces` },
  { to: '/admin/logs', icon: 'receipt_long', label: msg`Logs` },
  { to: '/admin/debug-console', icon: 'terminal', label: msg`Debug console` },
  { to: '/admin/command', icon: 'code', label: msg`Command` },
  { to: '/admin/maintenance', icon: 'build', label: msg`Maintenance` },
  { to: '/admin/updates', icon: 'system_update_alt', label: msg`Updates` },
  { to: '/admin/remote-access', icon: 'vpn_lock', label: msg`Remote access` },
  { to: '/admin/preferences', icon: 'tune', label: msg`Preferences` },
];
