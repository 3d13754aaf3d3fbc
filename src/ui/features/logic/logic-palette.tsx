import { Box, Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { createGateTypeRegistry } from '../../../domain/configuration/controller/gate-registry';
import { GATE_FAMILIES, type GateFamily } from '../../../domain/configuration/controller/gates/gate-module';
import { gateTypeName } from './gate-type-names';

const registry = createGateTypeRegistry();

/**
 * Every gate type, named in words, grouped by family and filtered by what is
 * typed (its name or the document's type); choosing one adds a gate with its
 * defaults. The document's type is in each button's tooltip.
 */
export function LogicPalette({ onAdd }: { readonly onAdd: (type: string) => void }) {
  const { t, i18n } = useLingui();
  const [query, setQuery] = useState('');
  const familyLabel: Record<GateFamily, string> = { logic: t`Logic gates`, analog: t`Analogue gates`, template: t`Templates`, alert: t`Alerts` };
  const groups = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return GATE_FAMILIES.map((family) => ({
      family,
      types: registry
        .types(family)
        .map((type) => ({ type, name: gateTypeName(i18n, type) }))
        .filter(({ type, name }) => type.includes(needle) || name.toLowerCase().includes(needle)),
    })).filter((group) => group.types.length > 0);
  }, [query, i18n]);
  return (
    <Stack gap="3" as="section" aria-label={t`Gate palette`}>
      <Field.Root>
        <Field.Label htmlFor="logic-palette-search">{t`Search a gate type`}</Field.Label>
        <Input id="logic-palette-search" size="sm" type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      </Field.Root>
      {groups.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          <Trans>No gate type matches.</Trans>
        </Text>
      ) : null}
      {groups.map((group) => (
        <Box key={group.family}>
          <Text fontSize="sm" fontWeight="semibold" mb="1">
            {familyLabel[group.family]}
          </Text>
          <Stack gap="1">
            {group.types.map(({ type, name }) => (
              <Button
                key={type}
                size="xs"
                variant="outline"
                justifyContent="start"
                whiteSpace="normal"
                textAlign="start"
                height="auto"
                minHeight="7"
                py="1"
                aria-label={t`Add a gate ${name} (${type})`}
                title={t`Type in the document: ${type}`}
                data-gate-type={type}
                onClick={() => onAdd(type)}
              >
                {name}
              </Button>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

/** A new gate of a type, with its defaults and fresh identifiers. */
export function createPaletteGate(type: string) {
  return registry.create(type);
}
