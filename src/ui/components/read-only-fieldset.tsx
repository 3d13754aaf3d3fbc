import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useReadOnly } from './use-read-only';

/**
 * Around a part of a page made of many controls of its own (the logic
 * inspector): in a console that may only read, a native disabled fieldset,
 * so every button, box and input in it is shown but none can change
 * anything; elsewhere it draws nothing of its own.
 */
export function ReadOnlyFieldset({ children }: { readonly children: ReactNode }) {
  const readOnly = useReadOnly();
  if (!readOnly) return <>{children}</>;
  return (
    <chakra.fieldset disabled border="0" m="0" p="0" minW="0" data-testid="read-only-fieldset">
      {children}
    </chakra.fieldset>
  );
}
