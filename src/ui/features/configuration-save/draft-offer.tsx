import { useLingui } from '@lingui/react/macro';
import { useCallback, useSyncExternalStore } from 'react';
import type { ModelChange } from '../../../domain/configuration/model-change';
import type { ModelPath } from '../../../domain/configuration/model-path';
import { SECRET_MASK } from '../../configuration/field-values';
import type { PageEntry } from '../../configuration/page-entry';
import { useServices } from '../../services-context';
import { describeChangeView } from './change-words';
import { DraftOfferBanner } from './draft-offer-banner';
import { useWorkspaceState } from './use-workspace-state';

/** The stored draft's offer after sign-in, on every admin page until restored or discarded. */
export function DraftOffer({ pages }: { readonly pages: readonly PageEntry[] }) {
  const { drafts } = useServices();
  const { i18n } = useLingui();
  const { base, draft } = useWorkspaceState();
  const offer = useSyncExternalStore(
    useCallback((listener: () => void) => drafts.subscribe(listener), [drafts]),
    () => drafts.offer(),
  );
  const describe = useCallback((change: ModelChange) => describeChangeView(i18n, change, pages, draft, base?.configuration), [i18n, pages, draft, base]);
  const nameField = useCallback(
    (path: ModelPath) => {
      const named = describe({ kind: 'changed', path });
      return [named.entity, named.field].filter(Boolean).join(' — ');
    },
    [describe],
  );
  // A secret's change is kept without its values: say so rather than 'empty'.
  const describeStored = useCallback(
    (change: ModelChange & { readonly sensitive?: true }) => {
      const view = describe(change);
      return change.sensitive ? { ...view, before: SECRET_MASK, after: SECRET_MASK } : view;
    },
    [describe],
  );
  return <DraftOfferBanner offer={offer} describe={describeStored} nameField={nameField} onRestore={() => drafts.restore()} onDiscard={() => drafts.discard()} />;
}
