import { createRoute } from '@tanstack/react-router';
import { PAGES } from './pages';
import { AdminLayout } from '../shell/admin/admin-layout';
import { AdminNotFoundPage } from '../features/not-found/not-found-page';
import { rootRoute } from './root-route';

/** An unknown /admin path shows the not-found page inside the admin layout (navigation kept). */
export const adminRoute = createRoute({ getParentRoute: () => rootRoute, path: 'admin', component: AdminLayout, notFoundComponent: AdminNotFoundPage });

/**
 * One child route per line of the page table, each loaded on first visit;
 * the entry rides along as static data so the configuration kit can find
 * which page edits which part of the model.
 */
export const adminChildren = PAGES.map((entry) =>
  createRoute({ getParentRoute: () => adminRoute, path: entry.path === '' ? '/' : entry.path, component: entry.component, staticData: { page: entry } }),
);
