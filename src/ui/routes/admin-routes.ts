import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { AdminLayout } from '../features/admin/admin-layout';
import { rootRoute } from './root-route';

const placeholders = () => import('../features/placeholders/placeholder-pages');

export const adminRoute = createRoute({ getParentRoute: () => rootRoute, path: 'admin', component: AdminLayout });

const child = (path: string, component: ReturnType<typeof lazyRouteComponent>) =>
  createRoute({ getParentRoute: () => adminRoute, path, component });

/** Every child page is loaded on first visit only. */
export const adminChildren = [
  child('/', lazyRouteComponent(() => import('../features/dashboard/dashboard-page'), 'DashboardPage')),
  child('users', lazyRouteComponent(placeholders, 'UsersPage')),
  child('devices', lazyRouteComponent(placeholders, 'DevicesPage')),
  child('devices/new', lazyRouteComponent(placeholders, 'NewDevicePage')),
  child('devices/edit/$index', lazyRouteComponent(placeholders, 'EditDevicePage')),
  child('storage', lazyRouteComponent(placeholders, 'StoragePage')),
  child('network', lazyRouteComponent(placeholders, 'NetworkPage')),
  child('smtp-servers', lazyRouteComponent(placeholders, 'SmtpServersPage')),
  child('sms-servers', lazyRouteComponent(placeholders, 'SmsServersPage')),
  child('contacts', lazyRouteComponent(placeholders, 'ContactsPage')),
  child('ftp-clients', lazyRouteComponent(placeholders, 'FtpClientsPage')),
  child('monitors', lazyRouteComponent(placeholders, 'MonitorsPage')),
  child('calendars', lazyRouteComponent(placeholders, 'CalendarsPage')),
  child('health', lazyRouteComponent(() => import('../features/health/health-page'), 'HealthPage')),
  child('network-interfaces', lazyRouteComponent(() => import('../features/network-interfaces/network-interfaces-page'), 'NetworkInterfacesPage')),
  child('logs', lazyRouteComponent(() => import('../features/logs/logs-page'), 'LogsPage')),
  child('debug-console', lazyRouteComponent(() => import('../features/debug-console/debug-console-page'), 'DebugConsolePage')),
  child('command', lazyRouteComponent(() => import('../features/command/command-page'), 'CommandPage')),
  child('maintenance', lazyRouteComponent(() => import('../features/maintenance/maintenance-page'), 'MaintenancePage')),
  child('updates', lazyRouteComponent(() => import('../features/updates/updates-page'), 'UpdatesPage')),
  child('remote-access', lazyRouteComponent(() => import('../features/remote-access/remote-access-page'), 'RemoteAccessPage')),
  child('preferences', lazyRouteComponent(() => import('../features/preferences/preferences-page'), 'PreferencesPage')),
] as const;
