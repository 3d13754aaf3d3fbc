import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Configuration } from '../../../domain/configuration/configuration';
import { isCompositeGate, isUnsupportedGate, type Gate } from '../../../domain/configuration/controller/gate';
import type { LogicNode } from '../../../domain/configuration/controller/logic-graph';
import type { SignalChoice } from '../../../domain/configuration/controller/logic-signals';
import { GATE_FIELD_LABELS } from '../../configuration/words/gate-field-labels';
import { CommitInput } from '../../configuration/commit-input';
import { GateFields } from './gate-fields';
import { GateInputsEditor } from './gate-inputs-editor';
import { GateStructuredFields } from './gate-structured-fields';
import { UserText } from '../../components/user-text';
import { ReadOnlyFieldset } from '../../components/read-only-fieldset';
import { useReadOnly } from '../../components/use-read-only';
import { gateTypeName } from './gate-type-names';

export interface LogicInspectorProps {
  readonly gate: Gate;
  /** The gate's node (its ports), whichever part holds it. */
  readonly node: LogicNode | undefined;
  /** Every signal of the scope, which its input lists offer. */
  readonly signals: readonly SignalChoice[];
  readonly configuration: Configuration;
  readonly warnings: readonly string[];
  /** One step of history: the gate as edited. */
  readonly onChange: (gate: Gate, label: string) => void;
  readonly onConnect: (port: string, source: string) => void;
  readonly onAddPort: () => void;
  readonly onRemovePort: (port: string) => void;
  readonly onOpen: () => void;
  readonly onDelete: () => void;
}

/** The selected gate's form: name, own fields, inputs, and its type's parts (message, parameters…). */
export function LogicInspector(props: LogicInspectorProps) {
  const { t, i18n } = useLingui();
  const readOnly = useReadOnly();
  const { gate, configuration, onChange } = props;
  if (isUnsupportedGate(gate)) {
    return (
      <Stack gap="2" data-testid="logic-inspector">
        <Heading as="h2" size="md">
          <UserText>{gate.name}</UserText>
        </Heading>
        <Text>
          <Trans>This gate's type ({gate.type}) is not known to this console: it is shown and kept as it is, but cannot be edited.</Trans>
        </Text>
      </Stack>
    );
  }
  const type = gate.type;
  // The undo history's step: the gate and the field by the labels the inspector shows.
  const stepLabel = (label: MessageDescriptor | string) => {
    const field = typeof label === 'string' ? label : i18n._(label);
    return t`Gate ${gate.name}: ${field}`;
  };
  const set = (key: string, value: unknown) => {
    const descriptor = GATE_FIELD_LABELS[key];
    onChange({ ...gate, [key]: value } as Gate, key === 'name' ? stepLabel(msg`Name`) : descriptor ? stepLabel(descriptor) : t`Gate ${gate.name}: ${key}`);
  };
  return (
    <Stack gap="4" data-testid="logic-inspector">
      <Stack gap="0">
        <Heading as="h2" size="md">
          {gateTypeName(i18n, gate.type)}
        </Heading>
        <Text fontSize="sm" color="fg.muted" title={t`Type in the document: ${type}`}>
          <Trans>
            Gate, type <Text as="span" fontFamily="mono">{type}</Text> in the document
          </Trans>
        </Text>
      </Stack>
      {props.warnings.length > 0 ? (
        <Box role="status" color="orange.fg">
          {props.warnings.map((warning) => (
            <Text key={warning}>{warning}</Text>
          ))}
        </Box>
      ) : null}
      {/* A console that may only read shows every setting, none changeable; a template still opens. */}
      {readOnly && isCompositeGate(gate) ? (
        <Button size="sm" variant="outline" alignSelf="start" onClick={props.onOpen}>
          <Trans>Open the template</Trans>
        </Button>
      ) : null}
      <ReadOnlyFieldset>
        <Stack gap="4">
          <CommitInput key={`${gate.id}-name`} id="logic-field-name" label={t`Name`} value={gate.name} onCommit={(name) => set('name', String(name))} />
          <GateInputsEditor gate={gate} node={props.node} signals={props.signals} onConnect={props.onConnect} onAddPort={props.onAddPort} onRemovePort={props.onRemovePort} />
          <GateFields gate={gate} configuration={configuration} onChange={set} />
          <GateStructuredFields
            gate={gate}
            configuration={configuration}
            onChange={(edited, label) => onChange(edited, stepLabel(label))}
            onOpen={readOnly ? undefined : props.onOpen}
          />
          {readOnly ? null : (
            <Button size="sm" colorPalette="red" variant="outline" alignSelf="start" onClick={props.onDelete}>
              <Trans>Delete the gate</Trans>
            </Button>
          )}
        </Stack>
      </ReadOnlyFieldset>
    </Stack>
  );
}
