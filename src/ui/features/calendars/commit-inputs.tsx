import { Checkbox, Field, Input } from '@chakra-ui/react';
import { useState } from 'react';

/** An integer input that commits once, on blur or Enter, and only a whole number in [min, max]. */
export function CommitNumber({ label, value, min, max, onCommit }: { readonly label: string; readonly value: number; readonly min: number; readonly max: number; readonly onCommit: (value: number) => void }) {
  // What is being typed; null shows the model's value (so an undo shows through).
  const [typed, setText] = useState<string | null>(null);
  const text = typed ?? String(value);
  const number = Number(text);
  const valid = text.trim() !== '' && Number.isInteger(number) && number >= min && number <= max;
  const commit = () => {
    if (valid && number !== value) onCommit(number);
    setText(null);
  };
  return (
    <Field.Root width="5.5rem" invalid={!valid}>
      <Field.Label fontSize="xs">{label}</Field.Label>
      <Input
        size="sm"
        inputMode="numeric"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
    </Field.Root>
  );
}

export function CommitText({ label, value, onCommit }: { readonly label: string; readonly value: string; readonly onCommit: (value: string) => void }) {
  const [typed, setText] = useState<string | null>(null);
  const text = typed ?? value;
  const commit = () => {
    if (text !== value) onCommit(text);
    setText(null);
  };
  return (
    <Field.Root maxW="sm">
      <Field.Label>{label}</Field.Label>
      <Input
        size="sm"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
    </Field.Root>
  );
}

export function CommitFlag({ label, checked, onCommit }: { readonly label: string; readonly checked: boolean; readonly onCommit: (value: boolean) => void }) {
  return (
    <Checkbox.Root size="sm" checked={checked} onCheckedChange={(details) => onCommit(details.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
