import { chakra } from '@chakra-ui/react';
import type { Tristate } from './rights-rows';

export interface MatrixCheckboxProps {
  readonly state: Tristate;
  /** Read out of context: "Live — Entrance camera: Entrance (channel 1, stream 1)". */
  readonly label: string;
  readonly onToggle: (grant: boolean) => void;
  /** The virtual row and the column, for arrow-key moves. */
  readonly row: number;
  readonly col: number;
  /** Shown, not changeable (a console that may only read). */
  readonly disabled?: boolean;
}

/**
 * A native checkbox (tens of thousands of rows stay cheap; the browser gives
 * it keyboard use, its label and the mixed state for free). A mixed or empty
 * box grants, a full one revokes.
 */
export function MatrixCheckbox({ state, label, onToggle, row, col, disabled = false }: MatrixCheckboxProps) {
  return (
    <chakra.input
      type="checkbox"
      aria-label={label}
      checked={state === 'all'}
      ref={(element: HTMLInputElement | null) => {
        if (element) element.indeterminate = state === 'some';
      }}
      disabled={disabled}
      onChange={() => onToggle(state !== 'all')}
      data-row={row}
      data-col={col}
      width="1.1rem"
      height="1.1rem"
      cursor={disabled ? 'default' : 'pointer'}
      css={{ accentColor: 'var(--chakra-colors-primary-solid)' }}
    />
  );
}
