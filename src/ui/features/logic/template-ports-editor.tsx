import { Box, Button, Flex, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CompositeGate, Gate } from '../../../domain/configuration/controller/gate';
import type { GateOutput } from '../../../domain/configuration/controller/gate-base';
import { addTemplatePort, driveTemplateOutput, moveTemplatePort, removeTemplatePort, renameTemplatePort, type TemplateSide } from '../../../domain/configuration/controller/template-ports';
import { CommitInput } from '../../configuration/commit-input';

interface PortsProps {
  readonly gate: CompositeGate;
  readonly onChange: (gate: Gate, label: string) => void;
}

/** What can drive a template's output from inside: its nested gates' outputs and its own inputs. */
function drivers(gate: CompositeGate): { readonly id: string; readonly name: string }[] {
  const nested = (gate.gates as readonly Gate[]).flatMap((each) => each.outputs.map((output) => ({ id: output.id, name: `${each.name} › ${output.name}` })));
  const own = gate.inputs.flatMap((input, index) => (input.id ? [{ id: input.id, name: input.name || `#${index + 1}` }] : []));
  return [...nested, ...own];
}

/** One side's list: each port's name, for an output what drives it, and buttons to move or remove it; then a button to add one. */
function PortList({ gate, side, onChange }: PortsProps & { readonly side: TemplateSide }) {
  const { t } = useLingui();
  const ports = gate[side] as readonly { readonly id?: string; readonly name?: string; readonly linkId?: string }[];
  const sources = side === 'outputs' ? drivers(gate) : [];
  const sideWords = side === 'inputs' ? t`Template inputs` : t`Template outputs`;
  return (
    <Stack gap="2" role="group" aria-label={sideWords}>
      <Text fontWeight="semibold">{sideWords}</Text>
      {ports.map((port, index) => {
        const label = side === 'inputs' ? t`Template input ${index + 1}` : t`Template output ${index + 1}`;
        return (
          <Stack key={`${gate.id}-${side}-${port.id ?? index}`} gap="1">
            <Flex gap="1" align="end">
              <Box flex="1">
                <CommitInput id={`logic-template-${side}-${index}`} label={label} value={port.name ?? ''} onCommit={(name) => onChange(renameTemplatePort(gate, side, index, String(name)), t`Rename ${label}`)} />
              </Box>
              <Button size="xs" variant="ghost" aria-label={t`Move up: ${label}`} disabled={index === 0} onClick={() => onChange(moveTemplatePort(gate, side, index, -1), t`Move up: ${label}`)}>↑</Button>
              <Button size="xs" variant="ghost" aria-label={t`Move down: ${label}`} disabled={index === ports.length - 1} onClick={() => onChange(moveTemplatePort(gate, side, index, 1), t`Move down: ${label}`)}>↓</Button>
              <Button size="xs" variant="ghost" aria-label={t`Remove: ${label}`} onClick={() => onChange(removeTemplatePort(gate, side, index), t`Remove: ${label}`)}>
                <Trans>Remove</Trans>
              </Button>
            </Flex>
            {side === 'outputs' ? (
              <NativeSelect.Root size="sm">
                <NativeSelect.Field aria-label={t`Driven by: ${label}`} value={(port as GateOutput).linkId ?? ''} onChange={(event) => onChange(driveTemplateOutput(gate, index, event.target.value), t`Driven by: ${label}`)}>
                  <option value="">{t`Nothing`}</option>
                  {sources.map((source) => (
                    <option key={source.id} value={source.id}>
                      {source.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            ) : null}
          </Stack>
        );
      })}
      <Button size="sm" variant="outline" alignSelf="start" onClick={() => onChange(addTemplatePort(gate, side, side === 'inputs' ? t`Input ${ports.length + 1}` : t`Output ${ports.length + 1}`), side === 'inputs' ? t`Add a template input` : t`Add a template output`)}>
        {side === 'inputs' ? <Trans>Add a template input</Trans> : <Trans>Add a template output</Trans>}
      </Button>
    </Stack>
  );
}

/**
 * A template's (or custom gate's) own inputs and outputs: added with an
 * identifier, renamed (an input without one given one), reordered, removed;
 * an output driven by a nested gate's output or one of the template's inputs.
 */
export function TemplatePortsEditor(props: PortsProps) {
  return (
    <Stack gap="3" data-testid="template-ports">
      <PortList {...props} side="inputs" />
      <PortList {...props} side="outputs" />
    </Stack>
  );
}
