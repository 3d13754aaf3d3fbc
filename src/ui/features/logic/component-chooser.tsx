import { Box, NativeSelect } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';

/** On a graph too big to show whole: which connected group is shown. */
export function ComponentChooser({ sizes, value, onChange }: { sizes: readonly number[] | undefined; value: number; onChange: (index: number) => void }) {
  const { t } = useLingui();
  // Until the index has come, only the part shown is known: the list says so rather than guessing.
  const count = sizes?.length ?? value + 1;
  return (
    <Box>
      <label htmlFor="logic-component">
        <Trans>The graph is too big to show whole; part shown (connected gates together):</Trans>
      </label>
      <NativeSelect.Root size="sm" maxWidth="20rem" disabled={sizes === undefined}>
        <NativeSelect.Field id="logic-component" value={String(value)} onChange={(event) => onChange(Number(event.target.value))}>
          {Array.from({ length: count }, (_, index) => (
            <option key={index} value={index}>
              {sizes ? t`Part ${index + 1} (${sizes[index] ?? 0} nodes)` : t`Part ${index + 1} (indexing…)`}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Box>
  );
}
