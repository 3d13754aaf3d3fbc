import { Box, NativeSelect } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';

/** On a graph too big to show whole: which connected group is shown. */
export function ComponentChooser({ count, sizes, value, onChange }: { count: number; sizes: readonly number[]; value: number; onChange: (index: number) => void }) {
  const { t } = useLingui();
  return (
    <Box>
      <label htmlFor="logic-component">
        <Trans>The graph is too big to show whole; part shown (connected gates together):</Trans>
      </label>
      <NativeSelect.Root size="sm" maxWidth="20rem">
        <NativeSelect.Field id="logic-component" value={String(value)} onChange={(event) => onChange(Number(event.target.value))}>
          {Array.from({ length: count }, (_, index) => (
            <option key={index} value={index}>
              {t`Part ${index + 1} (${sizes[index] ?? 0} nodes)`}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Box>
  );
}
