import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useCallback } from 'react';

/** What the page's URL names: the open group, the open user ('new' for the creation form) and the group's tab. */
export interface UsersLocation {
  readonly group?: string;
  readonly user?: string;
  readonly tab?: 'users' | 'rights';
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string' && value !== '') return value;
  // The router reads a guid made of digits and a dash as text, but a bare number as a number.
  return typeof value === 'number' ? String(value) : undefined;
}

/** The open item lives in the URL, so a link or a reload comes back to it. */
export function useUsersLocation(): [UsersLocation, (next: UsersLocation, options?: { readonly replace?: boolean }) => void] {
  const search = useRouterState({ select: (state) => state.location.search as Record<string, unknown> });
  const navigate = useNavigate();
  const group = text(search['group']);
  const user = text(search['user']);
  const tab = search['tab'] === 'rights' ? 'rights' : search['tab'] === 'users' ? 'users' : undefined;
  const go = useCallback(
    (next: UsersLocation, options: { readonly replace?: boolean } = {}) => {
      const query = Object.fromEntries(Object.entries(next).filter(([, value]) => value !== undefined));
      // The admin children are built from a table, so the router's types do not list their paths.
      void navigate({ to: '/admin/users' as never, search: query as never, replace: options.replace });
    },
    [navigate],
  );
  return [{ group, user, tab }, go];
}
