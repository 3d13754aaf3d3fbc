import { HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface RadioChoice<V extends string> {
  readonly value: V;
  readonly label: ReactNode;
  /** The label's language, when it is a name in its own language ("Français"). */
  readonly lang?: string;
}

export interface RadioChoicesProps<V extends string> {
  readonly value: V;
  readonly choices: readonly RadioChoice<V>[];
  readonly onChange: (value: V) => void;
  /** Words shown above the choices, which name the group; without them, `aria-labelledby` names it. */
  readonly label?: string;
  /** Side by side (a few short words) rather than one under the other. */
  readonly inline?: boolean;
  readonly 'aria-labelledby'?: string;
  /** Shown, not changeable (a console that may only read). */
  readonly readOnly?: boolean;
}

/** One choice among a few, each a radio button with its words (the language, the theme, the certificate's source). */
export function RadioChoices<V extends string>({ value, choices, onChange, label, inline, 'aria-labelledby': labelledBy, readOnly = false }: RadioChoicesProps<V>) {
  const items = choices.map((choice) => (
    <RadioGroup.Item key={choice.value} value={choice.value}>
      <RadioGroup.ItemHiddenInput />
      <RadioGroup.ItemIndicator />
      <RadioGroup.ItemText lang={choice.lang}>{choice.label}</RadioGroup.ItemText>
    </RadioGroup.Item>
  ));
  return (
    <RadioGroup.Root value={value} readOnly={readOnly} disabled={readOnly} onValueChange={(details) => details.value && onChange(details.value as V)} aria-label={label} aria-labelledby={labelledBy}>
      <Stack gap="2">
        {label ? <Text fontWeight="semibold">{label}</Text> : null}
        {inline ? <HStack gap="6">{items}</HStack> : items}
      </Stack>
    </RadioGroup.Root>
  );
}
