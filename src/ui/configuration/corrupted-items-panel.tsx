import { Alert, Box, Code, Text } from '@chakra-ui/react';
import { Plural, Trans } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { WorkspaceState } from '../../application/configuration-workspace/configuration-workspace';
import { startsWith, type ModelPath } from '../../domain/configuration/model-path';
import { modelPathOfProblemPath } from './problem-paths';
import { useWorkspace } from './use-workspace';

const selectCorrupted = (state: WorkspaceState) => state.base?.corrupted;

/**
 * The entities under `under` that the appliance's document holds but the
 * model could not read: listed read-only with their path and the reason;
 * the codec writes them back unchanged. Nothing is shown when there are none.
 */
export function CorruptedItemsPanel({ under }: { readonly under: ModelPath }) {
  const corrupted = useWorkspace(selectCorrupted);
  const entries = useMemo(() => (corrupted ?? []).filter((entry) => startsWith(modelPathOfProblemPath(entry.path), under)), [corrupted, under]);
  if (entries.length === 0) return null;
  return (
    <Alert.Root status="warning" alignItems="start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Plural value={entries.length} one="# item could not be read" other="# items could not be read" />
        </Alert.Title>
        <Alert.Description>
          <Text>
            <Trans>They are kept as they are in the appliance's document and written back unchanged; they cannot be edited here.</Trans>
          </Text>
          <Box as="ul" ps="5" listStyleType="disc" mt="2">
            {entries.map((entry) => (
              <li key={entry.path}>
                <Code>{entry.path}</Code>
                <Text as="span">{` — ${entry.reason || entry.code}`}</Text>
              </li>
            ))}
          </Box>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
