import { createRoute, redirect } from '@tanstack/react-router';
import { InitPage } from '../features/init/init-page';
import { AuthPage } from './auth-page';
import { rootRoute } from './root-route';

export interface AuthSearch {
  /** Where to go after signing in; repeated parameters arrive as an array. */
  readonly redirect?: string | readonly string[];
}

/** Where the console's root address leads. */
export const INDEX_TARGET = '/admin';

export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ href: INDEX_TARGET });
  },
});

export const authRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'auth',
  validateSearch: (search: Record<string, unknown>): AuthSearch => {
    const value = search['redirect'];
    if (typeof value === 'string') return { redirect: value };
    if (Array.isArray(value)) return { redirect: value.filter((item): item is string => typeof item === 'string') };
    return {};
  },
  component: AuthPage,
});

export const initRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'init',
  component: InitPage,
});
