import { Checkbox } from '@chakra-ui/react';

/** A range's day or month flag: one step of history per tick. */
export function CommitFlag({ label, checked, onCommit }: { readonly label: string; readonly checked: boolean; readonly onCommit: (value: boolean) => void }) {
  return (
    <Checkbox.Root size="sm" checked={checked} onCheckedChange={(details) => onCommit(details.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
