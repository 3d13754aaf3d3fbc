import { Fieldset, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled group of a tab's fields (a fieldset with its legend as a heading). */
export function DeviceSection({ title, children }: { readonly title: ReactNode; readonly children: ReactNode }) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend asChild>
        <Heading as="h3" size="sm">
          {title}
        </Heading>
      </Fieldset.Legend>
      <Fieldset.Content>{children}</Fieldset.Content>
    </Fieldset.Root>
  );
}
