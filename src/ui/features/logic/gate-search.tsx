import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { Gate } from '../../../domain/configuration/controller/gate';
import { gateTypeName } from './gate-type-names';

const MAX_RESULTS = 20;

/** Finds gates by name (or type) and jumps to one: selects it and brings it into view, switching group if needed. */
export function GateSearch({ gates, components, split, onJump }: { gates: readonly Gate[]; components: readonly (readonly string[])[] | undefined; split: boolean; onJump: (id: string, group: number | undefined) => void }) {
  const { t, i18n } = useLingui();
  const [query, setQuery] = useState('');
  const group = useMemo(() => {
    const index = new Map<string, number>();
    components?.forEach((members, at) => members.forEach((id) => index.set(id, at)));
    return index;
  }, [components]);
  const needle = query.trim().toLowerCase();
  // The list closes once a gate is chosen, so it does not stay over the canvas.
  const go = (gate: Gate) => {
    setQuery('');
    onJump(gate.id, split ? group.get(gate.id) : undefined);
  };
  // On a graph shown a part at a time, a gate's part is known once the index has come: until then nothing is offered.
  const indexing = split && components === undefined;
  const found = needle === '' || indexing ? [] : gates.filter((gate) => gate.name.toLowerCase().includes(needle) || gate.type.includes(needle)).slice(0, MAX_RESULTS);
  return (
    <Stack gap="1" as="search" position="relative">
      <Field.Root>
        <Field.Label htmlFor="logic-gate-search">{t`Find a gate`}</Field.Label>
        <Input
          id="logic-gate-search"
          size="sm"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && found[0]) go(found[0]);
          }}
        />
      </Field.Root>
      {needle !== '' ? (
        // Over the canvas rather than pushing it down while typing.
        <Stack gap="0" position="absolute" top="100%" left="0" right="0" zIndex="dropdown" mt="1" p="1" bg="bg.panel" borderWidth="1px" borderRadius="md" boxShadow="md" maxHeight="20rem" overflowY="auto">
          {indexing ? (
            <Text fontSize="sm" color="fg.muted" px="2" py="1" role="status">
              <Trans>Indexing the graph…</Trans>
            </Text>
          ) : null}
          {found.length === 0 && !indexing ? (
            <Text fontSize="sm" color="fg.muted" px="2" py="1">
              <Trans>No gate has this name.</Trans>
            </Text>
          ) : null}
          {found.map((gate) => (
            <Button key={gate.id} size="xs" variant="ghost" justifyContent="start" onClick={() => go(gate)}>
              {gate.name || gateTypeName(i18n, gate.type)}
            </Button>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
