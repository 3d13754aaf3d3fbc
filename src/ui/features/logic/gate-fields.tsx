import { Checkbox, Field, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { Configuration } from '../../../domain/configuration/configuration';
import { isAlertGate, type Gate } from '../../../domain/configuration/controller/gate';
import { CommitInput } from '../../configuration/commit-input';
import { TextSelect, type TextOption } from '../../configuration/text-select';
import { GATE_FIELD_LABELS, STRUCTURED_FIELDS } from './gate-field-labels';

type Scalar = string | number | boolean;

/** The choices of a field naming another item of the configuration, by name. */
function referenceOptions(key: string, configuration: Configuration): TextOption[] | undefined {
  if (key === 'videoIdentifier') return configuration.devices.flatMap((device) => device.videos.map((video) => ({ value: video.id, text: video.name || device.id })));
  if (key === 'ftpIdentifier') return configuration.ftpClients.map((client) => ({ value: client.id, text: client.name }));
  if (key === 'monitoringIdentifier') return configuration.alarms.map((monitor) => ({ value: monitor.id, text: monitor.name }));
  return undefined;
}

/** The gate's own plain fields (period, command, buffers, the video…), each with its control. */
export function GateFields({ gate, configuration, onChange }: { gate: Gate; configuration: Configuration; onChange: (key: string, value: Scalar | undefined) => void }) {
  const { t, i18n } = useLingui();
  const record = gate as unknown as Record<string, unknown>;
  const keys = Object.keys(record).filter((key) => !STRUCTURED_FIELDS.has(key) && ['string', 'number', 'boolean'].includes(typeof record[key]));
  // The alarm receiver is optional (absent until chosen), but every alert may name one.
  const optional = isAlertGate(gate) ? ['monitoringIdentifier'] : [];
  for (const key of ['videoIdentifier', 'monitoringIdentifier', 'ftpIdentifier']) if ((key in record || optional.includes(key)) && !keys.includes(key)) keys.push(key);
  return (
    <Stack gap="3">
      {keys.map((key) => {
        const id = `logic-field-${key}`;
        const descriptor = GATE_FIELD_LABELS[key];
        const label = descriptor ? i18n._(descriptor) : key;
        const value = record[key] as Scalar | undefined;
        const options = referenceOptions(key, configuration);
        if (options) {
          return (
            <Field.Root key={key}>
              <Field.Label htmlFor={id}>{label}</Field.Label>
              <TextSelect
                size="sm"
                id={id}
                value={String(value ?? '')}
                options={[{ value: '', text: t`None` }, ...options]}
                onChange={(chosen) => onChange(key, chosen === '' && optional.includes(key) ? undefined : chosen)}
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
        return <CommitInput key={`${gate.id}-${key}`} id={id} label={label} value={value ?? ''} onCommit={(next) => onChange(key, next)} />;
      })}
    </Stack>
  );
}
