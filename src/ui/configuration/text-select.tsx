import { NativeSelect } from '@chakra-ui/react';
import { useReadOnly } from '../components/use-read-only';

/** One choice of a TextSelect: the value it stands for, and the words shown. */
export interface TextOption {
  readonly value: string;
  readonly text: string;
}

export interface TextSelectProps {
  readonly options: readonly TextOption[];
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly id?: string;
  readonly size?: 'sm' | 'md';
  readonly disabled?: boolean;
  readonly onBlur?: () => void;
}

/**
 * A native select among text values, each shown with its words: the one
 * select of the forms (a field of a descriptor, a gate's reference, a
 * module's store, an analysis filter's stream). A label around it (Field.Label)
 * names it. Disabled in a console that may only read (a select has no
 * read-only state): its choice is still shown.
 */
export function TextSelect({ options, value, onChange, id, size, disabled, onBlur }: TextSelectProps) {
  const readOnly = useReadOnly();
  return (
    <NativeSelect.Root size={size} disabled={disabled || readOnly}>
      <NativeSelect.Field id={id} value={value} onChange={(event) => onChange(event.currentTarget.value)} onBlur={onBlur}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
