import { useLocation, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ITEM_PARAMETER } from '../../configuration/use-selection';

/** What the page's URL names: the open group, the open user ('new' for the creation form) and the group's tab. */
export interface UsersLocation {
  readonly group?: string;
  readonly user?: string;
  readonly tab?: 'users' | 'rights';
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string' && value !== '') return value;
  // The router reads a bare number as a number.
  return typeof value === 'number' ? String(value) : undefined;
}

/**
 * A link from the problems list or the review names the group (`item`, as on
 * every configuration page) and the field by the hash, `cfg.groups.<group>.users.<user>.name`
 * or `cfg.groups.<group>.rights.…`: it opens that user, or the rights tab.
 */
function fromHash(hash: string, group: string | undefined): UsersLocation {
  if (!group) return {};
  const prefix = `cfg.groups.${group}.`;
  const field = decodeURIComponent(hash.replace(/^#/, ''));
  if (!field.startsWith(prefix)) return {};
  const [list, id] = field.slice(prefix.length).split('.');
  if (list === 'users' && id) return { user: id };
  if (list === 'rights') return { tab: 'rights' };
  return {};
}

/** The open group and user live in the URL, so a link or a reload comes back to them. */
export function useUsersLocation(): [UsersLocation, (next: UsersLocation, options?: { readonly replace?: boolean }) => void] {
  const router = useRouter();
  const location = useLocation();
  const search = location.search as Record<string, unknown>;
  const group = text(search[ITEM_PARAMETER]);
  const linked = fromHash(location.hash, group);
  const user = text(search['user']) ?? linked.user;
  const tab = search['tab'] === 'rights' || search['tab'] === 'users' ? search['tab'] : linked.tab;
  const go = useCallback(
    (next: UsersLocation, options: { readonly replace?: boolean } = {}) => {
      const query: Record<string, string> = {};
      if (next.group) query[ITEM_PARAMETER] = next.group;
      if (next.user) query['user'] = next.user;
      if (next.tab) query['tab'] = next.tab;
      // The admin children are built from the page table, so the router's types do not list their paths.
      void router.navigate({ to: '/admin/users' as never, search: query as never, replace: options.replace });
    },
    [router],
  );
  return [{ group, user, tab }, go];
}
