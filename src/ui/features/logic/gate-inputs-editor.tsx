import { Button, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Gate } from '../../../domain/configuration/controller/gate';
import { inputPortId, type LogicNode } from '../../../domain/configuration/controller/logic-graph';
import type { SignalChoice } from '../../../domain/configuration/controller/logic-signals';
import { useMemo } from 'react';
import { gateInputWords } from '../../configuration/words/gate-field-labels';
import { distinctLabels } from './signal-labels';
import { kindsMatch, MIN_NARY_PORTS, NARY_INPUTS, NARY_OUTPUTS } from '../../../domain/configuration/controller/logic-ports';

export interface InputsEditorProps {
  readonly gate: Gate;
  /** The gate's node (its ports and their kinds). */
  readonly node: LogicNode | undefined;
  /** Every signal of the scope, across parts. */
  readonly signals: readonly SignalChoice[];
  readonly onConnect: (port: string, source: string) => void;
  readonly onAddPort: () => void;
  readonly onRemovePort: (port: string) => void;
}

/**
 * Each input with the signal driving it, chosen from the signals of the same
 * kind by name: connecting from the keyboard, and the place to see an input's
 * source on a graph too big to follow by eye.
 */
export function GateInputsEditor({ gate, node, signals: sources, onConnect, onAddPort, onRemovePort }: InputsEditorProps) {
  const { t, i18n } = useLingui();
  // Every signal named once per list of signals (once per draft), each told apart from the others.
  const labels = useMemo(() => {
    const texts = distinctLabels(i18n, sources);
    return new Map(sources.map((source, index) => [source.port.id, texts[index]!]));
  }, [i18n, sources]);
  if (!node) return null;
  const nary = NARY_INPUTS.has(gate.type);
  return (
    <Stack gap="2">
      {node.inputs.map((port, index) => {
        const id = `logic-input-${index}`;
        const current = gate.inputs[index]?.linkId ?? '';
        const choices = sources.filter((source) => kindsMatch(source.port.kind, port.kind));
        const known = current === '' || choices.some((choice) => choice.port.id === current);
        return (
          <HStack key={port.id} align="end">
            <Field.Root flex="1">
              <Field.Label htmlFor={id}>{i18n._(gateInputWords(index))}</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field id={id} value={current} onChange={(event) => onConnect(inputPortId(index), event.target.value)}>
                  <option value="">{t`Not connected`}</option>
                  {known ? null : <option value={current}>{t`Unknown signal ${current}`}</option>}
                  {choices.map((choice) => (
                    <option key={choice.port.id} value={choice.port.id}>
                      {labels.get(choice.port.id)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            {nary && gate.inputs.length > MIN_NARY_PORTS ? (
              <Button size="sm" variant="ghost" aria-label={t`Remove input ${index + 1}`} onClick={() => onRemovePort(inputPortId(index))}>
                <Trans>Remove</Trans>
              </Button>
            ) : null}
          </HStack>
        );
      })}
      {nary ? (
        <Button size="sm" variant="outline" alignSelf="start" onClick={onAddPort}>
          <Trans>Add an input</Trans>
        </Button>
      ) : null}
      {NARY_OUTPUTS.has(gate.type) ? (
        <Stack gap="1">
          {gate.outputs.map((output) => (
            <HStack key={output.id}>
              <Text flex="1">{output.name}</Text>
              {gate.outputs.length > MIN_NARY_PORTS ? (
                <Button size="xs" variant="ghost" aria-label={t`Remove output ${output.name}`} onClick={() => onRemovePort(output.id)}>
                  <Trans>Remove</Trans>
                </Button>
              ) : null}
            </HStack>
          ))}
          <Button size="sm" variant="outline" alignSelf="start" onClick={onAddPort}>
            <Trans>Add an output</Trans>
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
