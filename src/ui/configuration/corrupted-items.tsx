import { Badge, Box, Button, Code, Flex, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useId, useMemo, useState } from 'react';
import type { CorruptedEntity } from '../../application/configuration/configuration-codec.port';
import type { WorkspaceState } from '../../application/configuration-workspace/configuration-workspace';
import { startsWith, type ModelPath } from '../../domain/configuration/model-path';
import { Icon } from '../components/icon';
import { saveFile } from '../components/save-file';
import { errorText } from '../i18n/error-text';
import { useServices } from '../services-context';
import { corruptedXmlForPeople } from './corrupted-xml';
import { useWorkspace } from './use-workspace';

/** The corrupted entities of the draft's document under any of `under` (model paths of lists), in document order. */
function useCorruptedItems(under: readonly ModelPath[]): readonly CorruptedEntity[] {
  const { listCorruptedEntities } = useServices();
  // Read once per workspace state: an upload, its undo, a save or a load change what the draft is written over.
  const select = useCallback((_state: WorkspaceState) => listCorruptedEntities.execute(), [listCorruptedEntities]);
  const all = useWorkspace(select);
  return useMemo(() => all.filter((entity) => under.some((path) => startsWith(entity.at, path))), [all, under]);
}

/** `configuration/devices/device[3]` → `configuration-devices-device-3.xml`. */
function corruptedFileName(path: string): string {
  return `${path.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}.xml`;
}

/**
 * The items of a list that the draft's document holds but the model could
 * not read, as read-only rows where they belong (under the list): marked
 * corrupted, with their name when they have one, their path, the field that
 * failed and why, and their XML to download or read (secrets masked). The save writes them
 * back byte for byte. Nothing is shown when there are none. One component
 * for every configuration list (`under`: the list's model paths).
 */
export function CorruptedItems({ under }: { readonly under: readonly ModelPath[] }) {
  const { t } = useLingui();
  const entities = useCorruptedItems(under);
  if (entities.length === 0) return null;
  return (
    <Stack as="section" gap="2" aria-label={t`Items that could not be read`} data-testid="corrupted-items">
      <Text color="fg.muted" fontSize="sm">
        <Trans>These items could not be read. They are kept as the document holds them and written back unchanged; they cannot be edited here.</Trans>
      </Text>
      <Box as="ul" listStyleType="none" display="flex" flexDirection="column" gap="1">
        {entities.map((entity) => (
          <CorruptedRow key={entity.path} entity={entity} />
        ))}
      </Box>
    </Stack>
  );
}

function CorruptedRow({ entity }: { readonly entity: CorruptedEntity }) {
  const { t, i18n } = useLingui();
  const [showXml, setShowXml] = useState(false);
  const xmlId = useId();
  const field = entity.field?.startsWith(`${entity.path}/`) ? entity.field.slice(entity.path.length + 1) : entity.field;
  const name = entity.name ?? '';
  const xml = useMemo(() => (entity.xml === undefined ? undefined : corruptedXmlForPeople(entity.xml)), [entity.xml]);
  return (
    <Box as="li" data-testid="corrupted-item" data-path={entity.path} borderWidth="1px" borderColor="border.warning" bg="bg.warning" rounded="md" px="3" py="2">
      <Flex gap="2" align="center" wrap="wrap">
        <Icon name="report" />
        <Badge colorPalette="orange" variant="solid" bg="orange.700" color="white">
          <Trans context="configuration item">Corrupted</Trans>
        </Badge>
        <Text as="span" fontWeight="semibold" flex="1" minW="8rem" truncate>
          {name === '' ? <Trans>(no name)</Trans> : name}
        </Text>
        {xml !== undefined ? (
          <Flex gap="1" wrap="wrap">
            <Button size="xs" variant="outline" aria-expanded={showXml} aria-controls={xmlId} onClick={() => setShowXml(!showXml)} aria-label={t`Show the XML of ${entity.path}`}>
              <Icon name="code" />
              <Trans>XML</Trans>
            </Button>
            <Button size="xs" variant="outline" onClick={() => saveFile(xml, corruptedFileName(entity.path), 'application/xml')} aria-label={t`Download the XML of ${entity.path}`}>
              <Icon name="download" />
              <Trans>Download</Trans>
            </Button>
          </Flex>
        ) : null}
      </Flex>
      <Box as="dl" display="grid" gridTemplateColumns="auto minmax(0, 1fr)" columnGap="3" rowGap="0.5" mt="1" fontSize="sm">
        <Text as="dt" color="fg.muted">
          <Trans>Path</Trans>
        </Text>
        <Box as="dd" minW="0" overflowWrap="anywhere">
          <Code data-testid="corrupted-path">{entity.path}</Code>
        </Box>
        {field ? (
          <>
            <Text as="dt" color="fg.muted">
              <Trans>Field</Trans>
            </Text>
            <Box as="dd" minW="0" overflowWrap="anywhere">
              <Code data-testid="corrupted-field">{field}</Code>
            </Box>
          </>
        ) : null}
        <Text as="dt" color="fg.muted">
          <Trans>Reason</Trans>
        </Text>
        <Text as="dd" minW="0" overflowWrap="anywhere" data-testid="corrupted-reason">
          {errorText(i18n, entity)}
        </Text>
      </Box>
      {xml !== undefined ? (
        <Box as="pre" id={xmlId} hidden={!showXml} mt="2" p="2" maxH="16rem" overflow="auto" fontSize="xs" bg="bg.panel" rounded="sm" tabIndex={0} aria-label={t`XML of ${entity.path}`}>
          {xml}
        </Box>
      ) : null}
    </Box>
  );
}
