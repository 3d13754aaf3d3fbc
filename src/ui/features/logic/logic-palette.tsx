import { Box, Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { createGateTypeRegistry, type GateFamily } from '../../../domain/configuration/controller/gate-registry';

const registry = createGateTypeRegistry();
const FAMILIES: readonly GateFamily[] = ['logic', 'analog', 'template', 'alert'];

/** Every gate type, grouped by family and filtered by what is typed; choosing one adds a gate with its defaults. */
export function LogicPalette({ onAdd }: { readonly onAdd: (type: string) => void }) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const familyLabel: Record<GateFamily, string> = { logic: t`Logic gates`, analog: t`Analogue gates`, template: t`Templates`, alert: t`Alerts` };
  const groups = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return FAMILIES.map((family) => ({ family, types: registry.types(family).filter((type) => type.includes(needle)) })).filter((group) => group.types.length > 0);
  }, [query]);
  return (
    <Stack gap="2" as="section" aria-label={t`Gate palette`}>
      <Field.Root>
        <Field.Label htmlFor="logic-palette-search">{t`Search a gate type`}</Field.Label>
        <Input id="logic-palette-search" size="sm" type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      </Field.Root>
      {groups.length === 0 ? (
        <Text color="fg.muted">
          <Trans>No gate type matches.</Trans>
        </Text>
      ) : null}
      {groups.map((group) => (
        <Box key={group.family}>
          <Text fontSize="sm" fontWeight="semibold" mb="1">
            {familyLabel[group.family]}
          </Text>
          <Box display="flex" flexWrap="wrap" gap="1">
            {group.types.map((type) => (
              <Button key={type} size="xs" variant="outline" fontFamily="mono" aria-label={t`Add a gate ${type}`} onClick={() => onAdd(type)}>
                {type}
              </Button>
            ))}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

/** A new gate of a type, with its defaults and fresh identifiers. */
export function createPaletteGate(type: string) {
  return registry.create(type);
}
