import { screen, within } from '@testing-library/react';

/** A list page's table of items, by its name (the descriptor's plural: 'Stores'). */
export const itemTable = (name: string) => screen.getByRole('table', { name });
export const findItemTable = (name: string) => screen.findByRole('table', { name });

/** The rows' name buttons of a list page's table (not its header's sort buttons), in the order shown. */
export function itemButtons(table: HTMLElement): HTMLElement[] {
  return within(table)
    .getAllByRole('button')
    .filter((button) => button.closest('tbody') !== null);
}

/** The row button of one item, by its name (markers and problem counts follow the name). */
export function itemButton(table: HTMLElement, name: string | RegExp): HTMLElement {
  const found = itemButtons(table).filter((button) => (typeof name === 'string' ? button.textContent === name : name.test(button.textContent ?? '')));
  if (found.length !== 1) throw new Error(`${found.length} rows named ${String(name)} in ${table.getAttribute('aria-label')}`);
  return found[0]!;
}
