import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A table's header row; a column given as false (an expert-only one, say) is left out. */
export function TableHead({ columns }: { readonly columns: ReadonlyArray<ReactNode | false> }) {
  return (
    <Table.Header>
      <Table.Row>
        {columns.map((column, index) => (column === false ? null : <Table.ColumnHeader key={index}>{column}</Table.ColumnHeader>))}
      </Table.Row>
    </Table.Header>
  );
}
