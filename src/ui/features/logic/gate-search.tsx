import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { Gate } from '../../../domain/configuration/controller/gate';

const MAX_RESULTS = 20;

/** Finds gates by name (or type) and jumps to one: selects it and brings it into view, switching group if needed. */
export function GateSearch({ gates, components, split, onJump }: { gates: readonly Gate[]; components: readonly (readonly string[])[]; split: boolean; onJump: (id: string, group: number | undefined) => void }) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const group = useMemo(() => {
    const index = new Map<string, number>();
    components.forEach((members, at) => members.forEach((id) => index.set(id, at)));
    return index;
  }, [components]);
  const needle = query.trim().toLowerCase();
  const found = needle === '' ? [] : gates.filter((gate) => gate.name.toLowerCase().includes(needle) || gate.type.includes(needle)).slice(0, MAX_RESULTS);
  return (
    <Stack gap="1" as="search">
      <Field.Root>
        <Field.Label htmlFor="logic-gate-search">{t`Find a gate`}</Field.Label>
        <Input
          id="logic-gate-search"
          size="sm"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && found[0]) onJump(found[0].id, split ? group.get(found[0].id) : undefined);
          }}
        />
      </Field.Root>
      {needle !== '' && found.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          <Trans>No gate has this name.</Trans>
        </Text>
      ) : null}
      {found.map((gate) => (
        <Button key={gate.id} size="xs" variant="ghost" justifyContent="start" onClick={() => onJump(gate.id, split ? group.get(gate.id) : undefined)}>
          {gate.name || gate.type}
        </Button>
      ))}
    </Stack>
  );
}
