import { Box, Button, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Configuration } from '../../../domain/configuration/configuration';
import type { Store } from '../../../domain/configuration/store';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Icon } from '../../components/icon';
import { refusalText } from '../../configuration/problem-text';
import { useApply } from '../../configuration/use-workspace';
import { storeReferences } from './store-used-by';
import { exportationDescriptor, storeDescriptor } from './store.descriptor';
import { UserText } from '../../components/user-text';
import { AlertText } from '../../components/alert-text';

/**
 * Deletes a store, asking first: the dialog lists what would be left
 * dangling (modules recording to it, the exportation). Confirmed, the store
 * goes through the domain's removeStore and an exportation pointing at it
 * becomes "none"; modules keep their reference, which the problems list then
 * shows, since changing where a camera records is the devices page's call.
 * The default store cannot be deleted: another one must become the default first.
 */
export function DeleteStore({ configuration, store, onDeleted }: { readonly configuration: Configuration; readonly store: Store; readonly onDeleted: () => void }) {
  const { t, i18n } = useLingui();
  const apply = useApply();
  const [asking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const references = asking ? storeReferences(configuration, store.id, i18n._(exportationDescriptor.field.label)) : [];
  const name = store.name;
  const shownName = <UserText>{name}</UserText>;

  function remove() {
    setAsking(false);
    const outcome = apply({
      kind: 'store.remove',
      label: t`Delete the store ${name}`,
      apply: (draft) => {
        const without = storeDescriptor.remove!(draft, store);
        return without.exportation === store.id ? { ...without, exportation: '' } : without;
      },
    });
    if (outcome.ok) onDeleted();
    else setRefusal(refusalText(i18n, outcome.error));
  }

  return (
    <>
      <Button variant="outline" colorPalette="red" disabled={store.default} onClick={() => setAsking(true)}>
        <Icon name="delete" />
        <Trans>Delete</Trans>
      </Button>
      {store.default ? (
        <Text color="fg.muted" fontSize="sm">
          <Trans>The default store cannot be deleted: make another store the default first.</Trans>
        </Text>
      ) : null}
      <AlertText>{refusal}</AlertText>
      <ConfirmDialog open={asking} title={<Trans>Delete the store {shownName}?</Trans>} confirmLabel={<Trans>Delete</Trans>} destructive onConfirm={remove} onCancel={() => setAsking(false)}>
        {references.length === 0 ? (
          <Text>
            <Trans>Nothing records to this store. The deletion can be undone until the configuration is saved.</Trans>
          </Text>
        ) : (
          <>
            <Text>
              <Trans>These refer to this store and would be left without it:</Trans>
            </Text>
            <Box as="ul" ps="5" listStyleType="disc" my="2">
              {references.map((reference) => (
                <li key={reference.key}>
                  <UserText>{reference.name}</UserText>
                  {reference.detail ? (
                    <>
                      {' — '}
                      <UserText>{reference.detail}</UserText>
                    </>
                  ) : null}
                </li>
              ))}
            </Box>
            <Text>
              <Trans>Exports would go nowhere until another store is chosen; the modules' recordings are reported as problems until they are given another store.</Trans>
            </Text>
          </>
        )}
      </ConfirmDialog>
    </>
  );
}
