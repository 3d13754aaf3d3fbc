import { Box, Button, Card, Flex, Heading, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, type ReactNode } from 'react';
import type { Configuration } from '../../domain/configuration/configuration';
import { itemUsages, type UsedItemKind } from '../../domain/configuration/item-usage';
import { valueAt } from '../../domain/configuration/model-path';
import { Icon } from '../components/icon';
import { useReadOnly } from '../components/use-read-only';
import { ItemHistoryLink } from './item-history-link';
import { UserText } from '../components/user-text';
import { itemPath, type EntityDescriptor } from './entity-descriptor';
import { EntityForm } from './entity-form';
import { ItemDeleteButton } from './item-delete-button';
import { useUsageReferences } from './item-usage-references';
import type { ProblemIndex } from './problem-paths';
import { UsedByPanel } from './used-by-panel';

export interface ItemDetailProps<T extends { readonly id: string }> {
  readonly descriptor: EntityDescriptor<T>;
  readonly id: string;
  readonly configuration: Configuration;
  readonly problems: ProblemIndex;
  /** Looks for who refers to the item ("Used by", and the question before deleting it). */
  readonly usageKind?: UsedItemKind;
  /** Back to the list (shown on narrow screens, where the form takes the list's place). */
  readonly onBack: () => void;
  /** Called once the item is deleted (the page closes it). */
  readonly onDeleted: () => void;
  /** The page's own delete control (it asks its own question); the kit's delete button otherwise. */
  readonly remove?: (entity: T, onDeleted: () => void) => ReactNode;
  /** Sections after the form (a store's retention, a calendar's week). */
  readonly extra?: (entity: T) => ReactNode;
  /** The width from which the list stays beside the item (the back button shows below it). */
  readonly sideBySide: 'lg' | 'xl';
}

/**
 * One item of a list page, as a card: its name, back to the list on a
 * phone, delete (asking first), its form, the page's sections, and who uses it.
 * A console that may only read offers no delete.
 */
export function ItemDetail<T extends { readonly id: string }>({ descriptor, id, configuration, problems, usageKind, onBack, onDeleted, remove, extra, sideBySide }: ItemDetailProps<T>) {
  const { i18n } = useLingui();
  const entity = valueAt(configuration, itemPath(descriptor.location, id)) as T | undefined;
  const usages = useMemo(() => (usageKind && entity ? itemUsages(configuration, usageKind, id) : []), [usageKind, entity, configuration, id]);
  const references = useUsageReferences(usages);
  const readOnly = useReadOnly();

  if (entity === undefined) {
    return (
      <Text role="status" color="fg.muted">
        <Trans>This item isn't in the configuration (deleted, or the link is old).</Trans>
      </Text>
    );
  }
  const name = descriptor.nameOf(entity) || i18n._(descriptor.singular);
  const header = (
    <Flex gap="3" align="center" wrap="wrap">
      <Button variant="ghost" size="sm" display={{ base: 'inline-flex', [sideBySide]: 'none' }} onClick={onBack}>
        <Icon name="arrow_back" />
        <Trans>Back to the list</Trans>
      </Button>
      <Heading as="h2" size="lg" flex="1" minW="0" wordBreak="break-word">
        <UserText>{name}</UserText>
      </Heading>
      <ItemHistoryLink path={itemPath(descriptor.location, id)} />
      {readOnly ? null : remove ? remove(entity, onDeleted) : <ItemDeleteButton descriptor={descriptor} entity={entity} name={name} references={references} onDeleted={onDeleted} />}
    </Flex>
  );
  return (
    <Card.Root minW="0" data-testid="item-detail">
      <Card.Body>
        <EntityForm descriptor={descriptor} id={id} configuration={configuration} problems={problems} header={header} />
        {extra ? <Box mt="6">{extra(entity)}</Box> : null}
        {usageKind ? (
          <Box mt="6">
            <UsedByPanel title={<Trans>Used by</Trans>} references={references} />
          </Box>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
