import { Box, Flex, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import type { RightFlag } from '../../../domain/configuration/effective-rights';
import type { Guid } from '../../../domain/configuration/guid';
import type { RightsEntry } from '../../../domain/configuration/user-group';
import { MatrixCheckbox } from './matrix-checkbox';
import { deviceDetails, ownerLabel, RESOURCE_KIND_LABELS, resourceFullLabel, resourceLabel, RIGHT_LABELS } from '../../configuration/words/rights-labels';
import { CELL_WIDTH, MATRIX_COLUMNS, NAME_CELL, tristate, type MatrixRow } from './rights-rows';

interface RowProps {
  readonly row: MatrixRow;
  /** The name on a line of its own above the boxes (a phone). */
  readonly stacked: boolean;
  readonly index: number;
  readonly start: number;
  readonly size: number;
  readonly entries: ReadonlyMap<Guid, RightsEntry>;
  /** A console that may only read: the boxes are shown, not changeable. */
  readonly readOnly: boolean;
  readonly onGrant: (ids: readonly Guid[], flags: readonly RightFlag[], value: boolean, target: string) => void;
}

/** One line of the matrix, placed by the virtual list; names are shown as text. */
export const MatrixRowView = memo(function MatrixRowView({ row, stacked, index, start, size, entries, readOnly, onGrant }: RowProps) {
  const { t, i18n } = useLingui();
  const owner = ownerLabel(i18n, row.owner);
  const isOwner = row.kind === 'owner';
  const ids = isOwner ? row.ids : [row.resource.id];
  const target = isOwner ? t`all of ${owner}` : resourceFullLabel(i18n, row.owner, row.resource);
  const details = isOwner && row.owner.device ? deviceDetails(row.owner.device) : '';
  const name = isOwner ? '' : resourceLabel(i18n, row.resource);
  const kind = isOwner ? '' : i18n._(RESOURCE_KIND_LABELS[row.resource.kind]);
  return (
    <Flex
      role="row"
      aria-rowindex={index + 2}
      position="absolute"
      top="0"
      left="0"
      w="full"
      h={`${size}px`}
      transform={`translateY(${start}px)`}
      align="center"
      alignContent="center"
      wrap={stacked ? 'wrap' : 'nowrap'}
      gap="1"
      px="2"
      borderBottomWidth="1px"
      bg={isOwner ? 'bg.subtle' : undefined}
      data-testid={isOwner ? `owner-${row.owner.key}` : `resource-${row.resource.id}`}
    >
      {/* A long name wraps on two lines, the whole of it in the tooltip (and in every box's label). */}
      <Box role={isOwner ? 'rowheader' : 'cell'} {...NAME_CELL} ps={isOwner ? '0' : '4'} title={isOwner ? [owner, details].filter(Boolean).join('\n') : `${name}\n${kind}`}>
        {isOwner ? (
          <>
            <Text fontWeight="semibold" lineClamp={2} overflowWrap="anywhere" lineHeight="short">
              {owner}
            </Text>
            {details ? (
              <Text fontSize="xs" color="fg.muted" truncate>
                {details}
              </Text>
            ) : null}
          </>
        ) : (
          <>
            <Text fontSize="sm" lineClamp={2} overflowWrap="anywhere" lineHeight="short">
              {name}
            </Text>
            <Text fontSize="xs" color="fg.muted" truncate>
              {kind}
            </Text>
          </>
        )}
      </Box>
      {MATRIX_COLUMNS.map((flags, col) => {
        const name = flags.length === 1 ? i18n._(RIGHT_LABELS[flags[0]!]) : t`All rights`;
        return (
          <Flex role="cell" key={col} w={CELL_WIDTH} justify="center">
            <MatrixCheckbox
              state={tristate(entries, ids, flags)}
              label={`${name} — ${target}`}
              row={index}
              col={col}
              disabled={readOnly}
              onToggle={(grant) => onGrant(ids, flags, grant, target)}
            />
          </Flex>
        );
      })}
    </Flex>
  );
});
