import { Checkbox, Fieldset, SimpleGrid, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { COPY_KINDS, type ItemRef } from '../../../domain/fleet/cross-site-items';
import { UserText } from '../../components/user-text';
import { kindLabel } from './copy-words';

const keyOf = (item: ItemRef) => `${item.kind}/${item.name}`;

/** The source site's items, by kind, each with its checkbox: what the copy takes. */
export function ItemPicker({ items, chosen, onChange }: { readonly items: readonly ItemRef[]; readonly chosen: ReadonlySet<string>; readonly onChange: (update: (chosen: ReadonlySet<string>) => ReadonlySet<string>) => void }) {
  const { i18n } = useLingui();
  const toggle = (item: ItemRef, on: boolean) =>
    onChange((current) => {
      const next = new Set(current);
      if (on) next.add(keyOf(item));
      else next.delete(keyOf(item));
      return next;
    });
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
      {COPY_KINDS.map((kind) => {
        const ofKind = items.filter((item) => item.kind === kind);
        if (ofKind.length === 0) return null;
        return (
          <Fieldset.Root key={kind}>
            <Fieldset.Legend fontWeight="semibold">{kindLabel(i18n, kind)}</Fieldset.Legend>
            <Stack gap="1" maxH="60" overflowY="auto" tabIndex={0} role="group" aria-label={kindLabel(i18n, kind)}>
              {ofKind.map((item) => (
                <Checkbox.Root key={keyOf(item)} checked={chosen.has(keyOf(item))} onCheckedChange={(details) => toggle(item, details.checked === true)}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    <UserText>{item.name}</UserText>
                  </Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          </Fieldset.Root>
        );
      })}
    </SimpleGrid>
  );
}

export { keyOf as itemKey };
