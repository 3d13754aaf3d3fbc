import { Alert, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { Configuration } from '../../domain/configuration/configuration';
import { itemUsages, type UsedItemKind } from '../../domain/configuration/item-usage';
import { valueAt } from '../../domain/configuration/model-path';
import { ConfirmDialog } from '../components/confirm-dialog';
import { Icon } from '../components/icon';
import { itemPath, type EntityDescriptor } from './entity-descriptor';
import { EntityForm } from './entity-form';
import { itemRefusalText } from './item-refusal-text';
import { useUsageReferences } from './item-usage-references';
import type { ProblemIndex } from './problem-paths';
import { UsedByPanel } from './used-by-panel';
import { useApply } from './use-workspace';

export interface ItemDetailProps<T extends { readonly id: string }> {
  readonly descriptor: EntityDescriptor<T>;
  readonly id: string;
  readonly configuration: Configuration;
  readonly problems: ProblemIndex;
  /** Looks for who refers to the item ("Used by", and the question before deleting it). */
  readonly usageKind?: UsedItemKind;
  /** Called once the item is deleted (the page closes it). */
  readonly onDeleted: () => void;
}

/**
 * One item of a list page: its name, a delete button, its form and who uses
 * it. Deleting an item others refer to first says what would be left
 * pointing at nothing and asks; an unused item is deleted at once (one step
 * of history: Ctrl+Z brings it back). A refusal of the domain (the item is
 * no longer in the list) is shown, in the user's language.
 */
export function ItemDetail<T extends { readonly id: string }>({ descriptor, id, configuration, problems, usageKind, onDeleted }: ItemDetailProps<T>) {
  const { i18n, t } = useLingui();
  const apply = useApply();
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const entity = valueAt(configuration, itemPath(descriptor.location, id)) as T | undefined;
  const usages = useMemo(() => (usageKind && entity ? itemUsages(configuration, usageKind, id) : []), [usageKind, entity, configuration, id]);
  const references = useUsageReferences(usages);

  if (entity === undefined) {
    return (
      <Text role="status" color="fg.muted">
        <Trans>This item isn't in the configuration: it may have been deleted.</Trans>
      </Text>
    );
  }
  const shownName = descriptor.nameOf(entity) || i18n._(descriptor.singular);
  const remove = () => {
    setConfirming(false);
    const outcome = apply({
      kind: `${descriptor.kind}.remove`,
      label: t`Delete ${shownName}`,
      apply: (draft) => (descriptor.remove ? descriptor.remove(draft, entity) : draft),
    });
    if (outcome.ok) {
      setRefusal(null);
      onDeleted();
    } else setRefusal(itemRefusalText(i18n, outcome.error));
  };

  const header = (
    <Stack gap="3">
      <Flex gap="3" align="center" wrap="wrap">
        <Heading as="h2" size="lg" flex="1" minW="0" wordBreak="break-word">
          {shownName}
        </Heading>
        {descriptor.remove ? (
          <Button variant="outline" colorPalette="red" onClick={() => (usages.length > 0 ? setConfirming(true) : remove())}>
            <Icon name="delete" />
            <Trans>Delete</Trans>
          </Button>
        ) : null}
      </Flex>
      {refusal ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{refusal}</Alert.Title>
        </Alert.Root>
      ) : null}
    </Stack>
  );

  return (
    <Stack gap="6" minW="0">
      <EntityForm descriptor={descriptor} id={id} configuration={configuration} problems={problems} header={header} />
      {usageKind ? <UsedByPanel title={<Trans>Used by</Trans>} references={references} /> : null}
      <ConfirmDialog
        open={confirming}
        title={<Trans>Delete {shownName}?</Trans>}
        confirmLabel={<Trans>Delete anyway</Trans>}
        destructive
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      >
        <Stack gap="3">
          <UsedByPanel
            title={<Plural value={usages.length} one="# user refers to it and would be left pointing at nothing:" other="# users refer to it and would be left pointing at nothing:" />}
            references={references}
          />
          <Text>
            <Trans>The save reports each of them as a problem until it is changed. Undo brings the item back.</Trans>
          </Text>
        </Stack>
      </ConfirmDialog>
    </Stack>
  );
}
