import { msg } from '@lingui/core/macro';
import { calendarDescriptor } from '../features/calendars/calendar.descriptor';
import { contactDescriptor } from '../configuration/entities/contact.descriptor';
import { deviceDescriptor } from '../configuration/entities/device.descriptor';
import { deviceEditorUrl } from '../features/devices/device-url';
import { gateDescriptor, linkDescriptor } from '../features/logic/gate.descriptor';
import { ftpClientDescriptor } from '../features/ftp-clients/ftp-client.descriptor';
import { monitorDescriptor } from '../features/monitors/monitor.descriptor';
import { settingsDescriptor } from '../features/settings/settings.descriptor';
import { networkDescriptor } from '../features/network-services/network.descriptor';
import { smsServerDescriptor } from '../features/sms-servers/sms-server.descriptor';
import { smtpServerDescriptor } from '../features/smtp-servers/smtp-server.descriptor';
import { exportationDescriptor, storeDescriptor } from '../features/storage/store.descriptor';
import { userGroupDescriptor } from '../features/users/user-group.descriptor';
import { anyDescriptor } from '../configuration/entity-descriptor';
import { listPage, page, type PageEntry } from '../configuration/page-entry';

/**
 * Every page of the admin shell, in the menu's order (the specification's
 * child pages first). The routes (admin-routes.ts) and the menu
 * (admin-navigation.ts) derive from this table; a configuration page also
 * says what it edits, so problems and changes link to it, and the entity
 * kinds it edits are where the search's targets, the names of the
 * configuration's lists and a list page's menu label come from
 * (entity-kinds.ts). A new kind of entity is its descriptor and its line
 * here (`listPage`).
 */
export const PAGES: readonly PageEntry[] = [
  page('', 'dashboard', msg`Dashboard`, () => import('../features/dashboard/dashboard-page'), 'DashboardPage', { group: 'site' }),
  page('users', 'group', msg`Users`, () => import('../features/users/users-page'), 'UsersPage', { title: msg`Users and groups`, edits: [anyDescriptor(userGroupDescriptor)] }),
  listPage('devices', 'videocam', anyDescriptor(deviceDescriptor), () => import('../features/devices/devices-page'), 'DevicesPage', { group: 'site', itemUrl: deviceEditorUrl }),
  page('devices/new', 'add_a_photo', msg`New device`, () => import('../features/devices/new-device-page'), 'NewDevicePage', { menu: false, edits: [anyDescriptor(deviceDescriptor)] }),
  page('devices/edit/$index', 'edit', msg`Device`, () => import('../features/device-editor/device-editor-page'), 'EditDevicePage', { menu: false, edits: [anyDescriptor(deviceDescriptor)] }),
  page('storage', 'storage', msg`Storage`, () => import('../features/storage/storage-page'), 'StoragePage', {
    edits: [anyDescriptor(storeDescriptor), exportationDescriptor],
  }),
  page('network', 'lan', msg`Network`, () => import('../features/network-services/network-services-page'), 'NetworkServicesPage', { title: msg`Network services`, edits: [anyDescriptor(networkDescriptor)] }),
  listPage('smtp-servers', 'mail', anyDescriptor(smtpServerDescriptor), () => import('../features/smtp-servers/smtp-servers-page'), 'SmtpServersPage'),
  listPage('sms-servers', 'sms', anyDescriptor(smsServerDescriptor), () => import('../features/sms-servers/sms-servers-page'), 'SmsServersPage'),
  listPage('contacts', 'contacts', anyDescriptor(contactDescriptor), () => import('../features/contacts/contacts-page'), 'ContactsPage'),
  listPage('ftp-clients', 'drive_folder_upload', anyDescriptor(ftpClientDescriptor), () => import('../features/ftp-clients/ftp-clients-page'), 'FtpClientsPage'),
  listPage('monitors', 'notifications_active', anyDescriptor(monitorDescriptor), () => import('../features/monitors/monitors-page'), 'MonitorsPage'),
  listPage('calendars', 'calendar_month', anyDescriptor(calendarDescriptor), () => import('../features/calendars/calendars-page'), 'CalendarsPage'),
  page('logic', 'account_tree', msg`Logic`, () => import('../features/logic/logic-page'), 'LogicPage', { title: msg`Logic controller`, group: 'site', edits: [anyDescriptor(gateDescriptor), anyDescriptor(linkDescriptor)] }),
  page('settings', 'settings', msg`General settings`, () => import('../features/settings/settings-page'), 'SettingsPage', { edits: [anyDescriptor(settingsDescriptor)] }),
  page('health', 'monitor_heart', msg`Server health`, () => import('../features/health/health-page'), 'HealthPage'),
  page('network-interfaces', 'settings_ethernet', msg`Network interfaces`, () => import('../features/network-interfaces/network-interfaces-page'), 'NetworkInterfacesPage'),
  page('logs', 'receipt_long', msg`Logs`, () => import('../features/logs/logs-page'), 'LogsPage'),
  page('debug-console', 'terminal', msg`Debug console`, () => import('../features/debug-console/debug-console-page'), 'DebugConsolePage'),
  page('command', 'code', msg`Command`, () => import('../features/command/command-page'), 'CommandPage'),
  page('maintenance', 'build', msg`Maintenance`, () => import('../features/maintenance/maintenance-page'), 'MaintenancePage'),
  page('updates', 'system_update_alt', msg`Updates`, () => import('../features/updates/updates-page'), 'UpdatesPage'),
  page('remote-access', 'vpn_lock', msg`Remote access`, () => import('../features/remote-access/remote-access-page'), 'RemoteAccessPage'),
  page('history', 'history', msg`History`, () => import('../features/history/history-page'), 'HistoryPage', { title: msg`Configuration history`, group: 'configuration', saves: true }),
  page('audit', 'fact_check', msg`Audit`, () => import('../features/audit/audit-page'), 'AuditPage', { title: msg`Audit of operations`, group: 'system' }),
  page('preferences', 'tune', msg`Preferences`, () => import('../features/preferences/preferences-page'), 'PreferencesPage'),
];
