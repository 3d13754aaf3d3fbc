import { fireEvent, screen } from '@testing-library/react';
import { expect } from 'vitest';

/** A product code as a person types it (dashes are ignored): ABCDEFGHIJKLMNOPQRSTUVWX1234. */
export const TYPED_PRODUCT_CODE = 'abcd-efgh-ijkl-mnop-qrst-uvwx-1234';

/** Fills the first-run form (English labels), the light screen's or the console's, and submits it. */
export function submitInitialisation(password: string, productCode = TYPED_PRODUCT_CODE): void {
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm the password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Product code'), { target: { value: productCode } });
  fireEvent.click(screen.getByRole('button', { name: 'Initialise' }));
}

/** The sign-in's password field shows its text and hides it again with its labelled, pressed toggle. */
export async function expectPasswordToggle(): Promise<void> {
  const password = (await screen.findByLabelText('Password')) as HTMLInputElement;
  expect(password.type).toBe('password');
  fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
  expect(password.type).toBe('text');
  expect(screen.getByRole('button', { name: 'Hide password' }).getAttribute('aria-pressed')).toBe('true');
  fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
  expect(password.type).toBe('password');
}
