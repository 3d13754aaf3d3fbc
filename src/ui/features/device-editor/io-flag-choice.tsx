import { Field, NativeSelect } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { hasIoFlag, withIoFlag, type Io, type IoFlagName } from '../../../domain/configuration/io';
import { updateAt, type ModelPath } from '../../../domain/configuration/model-path';
import { fieldId } from '../../configuration/field-id';
import { useApply } from '../../configuration/use-workspace';

export interface IoFlagChoiceProps {
  readonly io: Io;
  /** The io's identified path in the configuration. */
  readonly path: ModelPath;
  readonly flag: IoFlagName;
  readonly label: MessageDescriptor;
  /** The words of the flag cleared, then set ("Normally open", "Normally closed"). */
  readonly choices: readonly [MessageDescriptor, MessageDescriptor];
  /** Why it cannot be changed, or null. */
  readonly readOnly: MessageDescriptor | null;
  readonly editLabel: string;
}

/** One bit of an io's flags as a two-way choice (NO/NC, monostable/bistable); the other bits are kept. */
export function IoFlagChoice({ io, path, flag, label, choices, readOnly, editLabel }: IoFlagChoiceProps) {
  const { i18n } = useLingui();
  const apply = useApply();
  const on = hasIoFlag(io, flag);
  return (
    <Field.Root id={fieldId([...path, flag])} readOnly={readOnly !== null} disabled={readOnly !== null}>
      <Field.Label>{i18n._(label)}</Field.Label>
      <NativeSelect.Root disabled={readOnly !== null}>
        <NativeSelect.Field
          value={on ? '1' : '0'}
          onChange={(event) => {
            const next = event.target.value === '1';
            if (next === on) return;
            apply({ kind: `device.io.${flag}`, label: `${editLabel}: ${i18n._(label)}`, apply: (draft) => updateAt(draft, [...path, 'flags'], (flags) => withIoFlag({ ...io, flags: flags as number }, flag, next).flags) });
          }}
        >
          <option value="0">{i18n._(choices[0])}</option>
          <option value="1">{i18n._(choices[1])}</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {readOnly ? (
        <Field.HelperText>
          <Trans>Read-only:</Trans> {i18n._(readOnly)}
        </Field.HelperText>
      ) : null}
    </Field.Root>
  );
}
