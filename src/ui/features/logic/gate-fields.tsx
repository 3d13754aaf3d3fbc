import { Checkbox, Field, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { Configuration } from '../../../domain/configuration/configuration';
import { gateModule, isUnsupportedGate, type Gate } from '../../../domain/configuration/controller/gate';
import type { ReferenceTarget } from '../../../domain/configuration/controller/gates/gate-fields';
import { CommitInput, type CommitParsed, type CommitProblem } from '../../configuration/commit-input';
import { parseFieldText } from '../../configuration/field-values';
import { TextSelect, type TextOption } from '../../configuration/text-select';
import { STRUCTURED_KINDS } from '../../configuration/words/gate-field-labels';

type Scalar = string | number | boolean;

/** The choices of a field naming another item of the configuration, by name. */
const REFERENCE_OPTIONS: Readonly<Record<ReferenceTarget, (configuration: Configuration) => TextOption[]>> = {
  video: (configuration) => configuration.devices.flatMap((device) => device.videos.map((video) => ({ value: video.id, text: video.name || device.id }))),
  ftpClient: (configuration) => configuration.ftpClients.map((client) => ({ value: client.id, text: client.name })),
  monitor: (configuration) => configuration.alarms.map((monitor) => ({ value: monitor.id, text: monitor.name })),
};

/**
 * The gate's own plain fields (period, command, buffers, the video…), each
 * with its control, in its module's order: a reference is chosen among the
 * items it may name (None clears an optional one), a flag is a checkbox, the
 * rest is typed, a number as a whole one within its module's limits; an
 * optional number left out is not shown. A gate of a
 * type this console does not know has none it can edit.
 */
export function GateFields({ gate, configuration, onChange }: { gate: Gate; configuration: Configuration; onChange: (key: string, value: Scalar | undefined) => void }) {
  const { t, i18n } = useLingui();
  if (isUnsupportedGate(gate)) return null;
  const record = gate as unknown as Record<string, unknown>;
  const fields = Object.entries(gateModule(gate.type).fields).filter(([key, spec]) => !STRUCTURED_KINDS.has(spec.kind) && (spec.kind === 'reference' || record[key] !== undefined));
  return (
    <Stack gap="3">
      {fields.map(([key, spec]) => {
        const id = `logic-field-${key}`;
        const label = i18n._(spec.label);
        const value = record[key] as Scalar | undefined;
        if (spec.kind === 'reference') {
          const optional = spec.absent === 'optional';
          return (
            <Field.Root key={key}>
              <Field.Label htmlFor={id}>{label}</Field.Label>
              <TextSelect
                size="sm"
                id={id}
                value={String(value ?? '')}
                options={[{ value: '', text: t`None` }, ...REFERENCE_OPTIONS[spec.target](configuration)]}
                onChange={(chosen) => onChange(key, chosen === '' && optional ? undefined : chosen)}
              />
            </Field.Root>
          );
        }
        if (typeof value === 'boolean') {
          return (
            <Checkbox.Root key={key} checked={value} onCheckedChange={(change) => onChange(key, change.checked === true)} size="sm">
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{label}</Checkbox.Label>
            </Checkbox.Root>
          );
        }
        // A number is a whole one within its module's limits ('please provide a positive integer' for one below 0).
        const parse = spec.kind === 'integer' ? (typed: string) => parseFieldText({ kind: 'integer', min: spec.min, max: spec.max }, typed) as CommitParsed<string | number, CommitProblem> : undefined;
        return <CommitInput<string | number> key={`${gate.id}-${key}`} id={id} label={label} value={(value ?? '') as string | number} parse={parse} onCommit={(next) => onChange(key, next)} />;
      })}
    </Stack>
  );
}
