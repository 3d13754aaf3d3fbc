import { Field, NativeSelect, type FieldRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type SelectFieldProps<T extends string> = Omit<FieldRootProps, 'onChange' | 'children'> & {
  readonly label: ReactNode;
  readonly value: T;
  /** The choices, in the order shown. */
  readonly options: readonly T[];
  /** What a choice is called on screen. */
  readonly optionLabel: (option: T) => string;
  readonly onChange: (value: T) => void;
};

/** A labelled drop-down over a fixed list of choices (a level, a log, a protocol). */
export function SelectField<T extends string>({ label, value, options, optionLabel, onChange, ...root }: SelectFieldProps<T>) {
  return (
    <Field.Root {...root}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value as T)}>
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabel(option)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
