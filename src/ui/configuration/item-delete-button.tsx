import { Button, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Reference } from './used-by-panel';
import { isolate, UserText } from '../components/user-text';
import { ConfirmDialog } from '../components/confirm-dialog';
import { Icon } from '../components/icon';
import type { EntityDescriptor } from './entity-descriptor';
import { refusalText } from './problem-text';
import { UsedByPanel } from './used-by-panel';
import { useApply } from './use-workspace';
import { ErrorAlert } from '../components/alert-text';

export interface ItemDeleteButtonProps<T extends { readonly id: string }> {
  readonly descriptor: EntityDescriptor<T>;
  readonly entity: T;
  /** The item's name as shown (never empty). */
  readonly name: string;
  /** Who refers to the item: what the deletion would leave pointing at nothing. */
  readonly references: readonly Reference[];
  readonly onDeleted: () => void;
}

/**
 * Deletes an item through its descriptor, asking first as every
 * configuration page does; the question lists who refers to the item and
 * would be left pointing at nothing (the save's validation would report them
 * after the fact: the installer sees them before). A refusal of the domain
 * (the item is no longer in the list) is shown in the user's language.
 */
export function ItemDeleteButton<T extends { readonly id: string }>({ descriptor, entity, name, references, onDeleted }: ItemDeleteButtonProps<T>) {
  // The name is the configuration's text: isolated wherever it is said.
  const isolated = isolate(name);
  const shownName = <UserText>{name}</UserText>;
  const { i18n, t } = useLingui();
  const apply = useApply();
  const [asking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (!descriptor.remove) return null;
  const remove = descriptor.remove;

  const confirm = () => {
    setAsking(false);
    const outcome = apply({ kind: `${descriptor.kind}.remove`, label: t`Delete ${isolated}`, apply: (draft) => remove(draft, entity) });
    if (outcome.ok) {
      setRefusal(null);
      onDeleted();
    } else setRefusal(refusalText(i18n, outcome.error));
  };
  const dangling = references.length;

  return (
    <>
      <Button variant="outline" colorPalette="red" onClick={() => setAsking(true)}>
        <Icon name="delete" />
        <Trans>Delete</Trans>
      </Button>
      <ErrorAlert title={refusal} flexBasis="100%" />
      <ConfirmDialog
        open={asking}
        title={<Trans>Delete {shownName}?</Trans>}
        confirmLabel={dangling > 0 ? <Trans>Delete anyway</Trans> : <Trans>Delete</Trans>}
        destructive
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      >
        {dangling === 0 ? (
          <Text>
            <Trans>Nothing refers to it. The deletion can be undone until the configuration is saved.</Trans>
          </Text>
        ) : (
          <Stack gap="3">
            <UsedByPanel
              title={<Plural value={dangling} one="# user refers to it and would be left pointing at nothing:" other="# users refer to it and would be left pointing at nothing:" />}
              references={references}
            />
            <Text>
              <Trans>The save reports each of them as a problem until it is changed. Undo brings the item back.</Trans>
            </Text>
          </Stack>
        )}
      </ConfirmDialog>
    </>
  );
}
