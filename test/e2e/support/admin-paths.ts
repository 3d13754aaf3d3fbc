/** The console's pages as the e2e tests visit them. */

/** Every menu page, in the menu's order (src/ui/routes/pages.ts, grouped by admin-navigation.ts). */
export const MENU_PATHS = [
  '/admin',
  '/admin/devices',
  '/admin/logic',
  '/admin/users',
  '/admin/storage',
  '/admin/network',
  '/admin/smtp-servers',
  '/admin/sms-servers',
  '/admin/contacts',
  '/admin/ftp-clients',
  '/admin/monitors',
  '/admin/calendars',
  '/admin/settings',
  '/admin/history',
  '/admin/health',
  '/admin/network-interfaces',
  '/admin/logs',
  '/admin/debug-console',
  '/admin/command',
  '/admin/maintenance',
  '/admin/updates',
  '/admin/remote-access',
  '/admin/audit',
  '/admin/preferences',
] as const;

/** The pages reached from another page, not from the menu. */
export const OTHER_PATHS = ['/admin/devices/new', '/admin/devices/edit/3'] as const;
