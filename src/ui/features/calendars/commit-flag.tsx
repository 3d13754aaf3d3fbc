import { Checkbox } from '@chakra-ui/react';
import { useReadOnly } from '../../components/use-read-only';

/** A range's day or month flag: one step of history per tick (shown, not changed, in a console that may only read). */
export function CommitFlag({ label, checked, onCommit }: { readonly label: string; readonly checked: boolean; readonly onCommit: (value: boolean) => void }) {
  const readOnly = useReadOnly();
  return (
    <Checkbox.Root size="sm" checked={checked} readOnly={readOnly} disabled={readOnly} onCheckedChange={(details) => onCommit(details.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
