import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Configuration } from '../../../domain/configuration/configuration';
import type { AlertExtension, AlertMessage } from '../../../domain/configuration/controller/alert-gates';
import { gateModule, isCompositeGate, type Gate, type KnownGate } from '../../../domain/configuration/controller/gate';
import type { AnyFieldSpec } from '../../../domain/configuration/controller/gates/gate-fields';
import { removeParameter, setParameterValue } from '../../../domain/configuration/controller/template-gates';
import { CommitInput } from '../../configuration/commit-input';
import { AlertMessageEditor, ExtensionsEditor } from './alert-editor';
import { ALERT_LABELS } from '../../configuration/words/gate-field-labels';
import { ParameterDeclaration } from './parameter-declaration';
import { TemplatePortsEditor } from './template-ports-editor';

export interface StructuredFieldsProps {
  readonly gate: KnownGate;
  readonly configuration: Configuration;
  /** One step of history: the gate as edited, the step named by the label given. */
  readonly onChange: (gate: Gate, label: MessageDescriptor | string) => void;
  /** Opens the template; absent where the inspector offers it itself (a console that may only read). */
  readonly onOpen: (() => void) | undefined;
}

/** The editor of one structured field, by its kind; scalar fields are GateFields', a template's gates the canvas's. */
function StructuredField({ gate, configuration, onChange, onOpen, fieldKey, spec }: StructuredFieldsProps & { readonly fieldKey: string; readonly spec: AnyFieldSpec }) {
  const { t, i18n } = useLingui();
  const value = (gate as unknown as Record<string, unknown>)[fieldKey];
  const edited = (next: unknown) => ({ ...gate, [fieldKey]: next }) as Gate;
  switch (spec.kind) {
    case 'alert-message':
      return <AlertMessageEditor gateId={gate.id} message={value as AlertMessage} configuration={configuration} onChange={(message) => onChange(edited(message), ALERT_LABELS.message)} />;
    case 'extensions':
      return <ExtensionsEditor extensions={value as readonly AlertExtension[]} onChange={(extensions) => onChange(edited(extensions), ALERT_LABELS.extensions)} />;
    case 'text-list':
      return (
        <CommitInput
          key={`${gate.id}-${fieldKey}`}
          id={`logic-field-${fieldKey}`}
          label={i18n._(spec.typed)}
          value={(value as readonly string[]).join(',')}
          onCommit={(text) => onChange(edited(String(text).split(',').map((each) => each.trim()).filter((each) => each !== '')), spec.label)}
        />
      );
    case 'parameters':
      if (!isCompositeGate(gate)) return null;
      return (
        <Stack gap="2">
          <Text fontWeight="semibold">
            <Trans>Parameters</Trans>
          </Text>
          {gate.parameters.length === 0 ? (
            <Text color="fg.muted">
              <Trans>This template has no parameters.</Trans>
            </Text>
          ) : null}
          {gate.parameters.map((parameter, index) => (
            <Flex key={`${gate.id}-parameter-${index}`} gap="2" align="end">
              <Box flex="1">
                <CommitInput
                  id={`logic-parameter-${index}`}
                  label={parameter.optional ? t`${parameter.name} (optional)` : parameter.name}
                  value={parameter.value}
                  onCommit={(next) => onChange(setParameterValue(gate, index, next), parameter.name)}
                />
              </Box>
              <Button size="sm" variant="ghost" aria-label={t`Remove the parameter ${parameter.name}`} onClick={() => onChange(removeParameter(gate, index), t`Remove the parameter ${parameter.name}`)}>
                <Trans>Remove</Trans>
              </Button>
            </Flex>
          ))}
          <ParameterDeclaration key={gate.id} gate={gate} onDeclare={(next) => onChange(next, t`Add a parameter`)} />
          {onOpen ? (
            <Button size="sm" variant="outline" alignSelf="start" onClick={onOpen}>
              <Trans>Open the template</Trans>
            </Button>
          ) : null}
        </Stack>
      );
    case 'gates':
      return isCompositeGate(gate) ? <TemplatePortsEditor gate={gate} configuration={configuration} onChange={onChange} /> : null;
    case 'integer':
    case 'text':
    case 'flag':
    case 'reference':
      return null;
  }
}

/** A gate's structured fields (an alert's message, its extensions, operators, a template's parameters), each with its editor, in its module's order. */
export function GateStructuredFields(props: StructuredFieldsProps) {
  return (
    <>
      {Object.entries(gateModule(props.gate.type).fields).map(([key, spec]) => (
        <StructuredField key={key} {...props} fieldKey={key} spec={spec} />
      ))}
    </>
  );
}
