import { DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One row: its label, its value, and optionally a test id for the value. */
export type DetailsRow = readonly [label: ReactNode, value: ReactNode, valueTestId?: string];

/** Label and value pairs, side by side; long values (product codes, paths) wrap anywhere. */
export function DetailsList({ rows, testId }: { readonly rows: readonly DetailsRow[]; readonly testId?: string }) {
  return (
    <DataList.Root orientation="horizontal" data-testid={testId}>
      {rows.map(([label, value, valueTestId], index) => (
        <DataList.Item key={index}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-all" data-testid={valueTestId}>
            {value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
