import { Stack, Switch, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface LabelledSwitchProps {
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly label: ReactNode;
  /** A sentence under the switch saying what it does. */
  readonly help?: ReactNode;
  readonly disabled?: boolean;
  readonly colorPalette?: string;
}

/** An on/off setting: the switch with its label, and what it does under it. */
export function LabelledSwitch({ checked, onChange, label, help, disabled, colorPalette }: LabelledSwitchProps) {
  return (
    <Stack gap="1">
      <Switch.Root colorPalette={colorPalette} checked={checked} disabled={disabled} onCheckedChange={(details) => onChange(details.checked)}>
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{label}</Switch.Label>
      </Switch.Root>
      {help ? (
        <Text fontSize="sm" color="fg.muted">
          {help}
        </Text>
      ) : null}
    </Stack>
  );
}
