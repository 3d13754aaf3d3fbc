import { Box, Button, Card, Flex, Heading, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Configuration } from '../../domain/configuration/configuration';
import { itemUsages, type UsedItemKind } from '../../domain/configuration/item-usage';
import { valueAt } from '../../domain/configuration/model-path';
import { Icon } from '../components/icon';
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
}

/**
 * One item of a list page, as a card: its name, back to the list on a
 * phone, delete (asking first), its form, and who uses it.
 */
export function ItemDetail<T extends { readonly id: string }>({ descriptor, id, configuration, problems, usageKind, onBack, onDeleted }: ItemDetailProps<T>) {
  const { i18n } = useLingui();
  const entity = valueAt(configuration, itemPath(descriptor.location, id)) as T | undefined;
  const usages = useMemo(() => (usageKind && entity ? itemUsages(configuration, usageKind, id) : []), [usageKind, entity, configuration, id]);
  const references = useUsageReferences(usages);

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
      <Button variant="ghost" size="sm" display={{ base: 'inline-flex', lg: 'none' }} onClick={onBack}>
        <Icon name="arrow_back" />
        <Trans>Back to the list</Trans>
      </Button>
      <Heading as="h2" size="lg" flex="1" minW="0" wordBreak="break-word">
        <UserText>{name}</UserText>
      </Heading>
      <ItemDeleteButton descriptor={descriptor} entity={entity} name={name} references={references} onDeleted={onDeleted} />
    </Flex>
  );
  return (
    <Card.Root minW="0">
      <Card.Body>
        <EntityForm descriptor={descriptor} id={id} configuration={configuration} problems={problems} header={header} />
        {usageKind ? (
          <Box mt="6">
            <UsedByPanel title={<Trans>Used by</Trans>} references={references} />
          </Box>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
