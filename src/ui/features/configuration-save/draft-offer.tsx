import { useCallback, useSyncExternalStore } from 'react';
import type { ModelChange } from '../../../domain/configuration/model-change';
import type { ModelPath } from '../../../domain/configuration/model-path';
import { SECRET_MASK } from '../../configuration/field-values';
import { useDescribeChange } from '../../configuration/use-describe-change';
import { useReadOnly } from '../../components/use-read-only';
import { useServices } from '../../services-context';
import { formatModelPath } from '../../../domain/configuration/model-path';
import { itemTitle } from '../../configuration/change-list';
import { toChangeView } from '../../configuration/change-view';
import { DraftOfferBanner } from './draft-offer-banner';

/** The stored draft's offer after sign-in, on every admin page until restored or discarded; none in a console that may only read (nothing could be restored). */
export function DraftOffer() {
  const { drafts } = useServices();
  const readOnly = useReadOnly();
  const describeChange = useDescribeChange();
  const offer = useSyncExternalStore(
    useCallback((listener: () => void) => drafts.subscribe(listener), [drafts]),
    () => drafts.offer(),
  );
  const describe = useCallback((change: ModelChange) => toChangeView(describeChange(change), `${change.kind}:${formatModelPath(change.path)}`), [describeChange]);
  const nameField = useCallback(
    (path: ModelPath) => {
      const named = describe({ kind: 'changed', path });
      // The item's name isolated: a right-to-left override in it must not reverse the field's label after it.
      return [itemTitle(named), named.field].filter(Boolean).join(' — ');
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
  if (readOnly) return null;
  return <DraftOfferBanner offer={offer} describe={describeStored} nameField={nameField} onRestore={() => drafts.restore()} onDiscard={() => drafts.discard()} />;
}
