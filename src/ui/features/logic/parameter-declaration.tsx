import { Button, Field, Flex, NativeSelect } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { gateModule, isUnsupportedGate, type CompositeGate, type Gate } from '../../../domain/configuration/controller/gate';
import type { AnyFieldSpec } from '../../../domain/configuration/controller/gates/gate-fields';
import { declareParameter } from '../../../domain/configuration/controller/template-gates';

/** The settings of a nested gate a parameter can give: its numbers, texts and flags. */
function settingsOf(gate: Gate | undefined): string[] {
  if (!gate || isUnsupportedGate(gate)) return [];
  return Object.entries(gateModule(gate.type).fields).flatMap(([key, spec]) => (spec.kind === 'integer' || spec.kind === 'text' || spec.kind === 'flag' ? [key] : []));
}

/**
 * Declares a parameter of a template: one of its nested gates and one of
 * that gate's settings, valued as the gate has it; each instance then sets
 * its own value in the list above.
 */
export function ParameterDeclaration({ gate, onDeclare }: { readonly gate: CompositeGate; readonly onDeclare: (gate: CompositeGate) => void }) {
  const { t, i18n } = useLingui();
  const nested = gate.gates as readonly Gate[];
  const [nestedId, setNestedId] = useState(nested[0]?.id ?? '');
  const chosen = nested.find((each) => each.id === nestedId);
  const settings = settingsOf(chosen);
  const [setting, setSetting] = useState('');
  const field = settings.includes(setting) ? setting : (settings[0] ?? '');
  if (nested.length === 0) return null;
  const label = (key: string) => (chosen && !isUnsupportedGate(chosen) ? i18n._((gateModule(chosen.type).fields as Readonly<Record<string, AnyFieldSpec>>)[key]!.label) : key);
  return (
    <Flex gap="2" align="end" wrap="wrap" data-testid="parameter-declaration">
      <Field.Root flex="1" minWidth="8rem">
        <Field.Label>{t`Nested gate`}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={nestedId} onChange={(event) => setNestedId(event.target.value)}>
            {nested.map((each) => (
              <option key={each.id} value={each.id}>
                {each.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root flex="1" minWidth="8rem" disabled={settings.length === 0}>
        <Field.Label>{t`Setting`}</Field.Label>
        <NativeSelect.Root size="sm" disabled={settings.length === 0}>
          <NativeSelect.Field value={field} onChange={(event) => setSetting(event.target.value)}>
            {settings.map((key) => (
              <option key={key} value={key}>
                {label(key)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Button size="sm" variant="outline" disabled={field === ''} onClick={() => onDeclare(declareParameter(gate, nestedId, field))}>
        {t`Add the parameter`}
      </Button>
    </Flex>
  );
}
