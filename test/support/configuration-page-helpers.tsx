import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Language } from '../../src/application/ports/preferences.port';
import { INITIALISED_ADMIN_PASSWORD } from '../../src/infrastructure/simulator/state/accounts';
import { renderConsole as renderApp } from '../../src/ui/testing/render-console';
import { consoleServices } from './console-against-simulator';

/**
 * Helpers of the configuration pages' component tests (with
 * consoleAgainstSimulator({ initialised: true }) at the top of the file).
 */

const SIGN_IN = {
  en: { username: 'Username', password: 'Password', submit: 'Sign in' },
  fr: { username: "Nom d'utilisateur", password: 'Mot de passe', submit: 'Se connecter' },
} as const;

/**
 * Signs in as admin on an initialised appliance and lands on `path`, once its
 * h1 `heading` shows and the configuration, which the sign-in no longer waits
 * for, is in.
 */
export async function signedInAt(path: string, heading: string, language: Language = 'en') {
  const parts = consoleServices();
  const view = { ...renderApp(parts.services, `/auth?redirect=${encodeURIComponent(path)}`, language), ...parts };
  const words = SIGN_IN[language];
  fireEvent.change(await screen.findByLabelText(words.username), { target: { value: 'admin' } });
  fireEvent.change(screen.getByLabelText(words.password, { exact: true }), { target: { value: INITIALISED_ADMIN_PASSWORD } });
  fireEvent.click(screen.getByRole('button', { name: words.submit }));
  await screen.findByRole('heading', { name: heading, level: 1 });
  await act(() => parts.services.signIn.configurationLoaded());
  return view;
}

/** Types into the field labelled `label` and leaves it (a committed edit). */
export function editField(label: string, value: string): HTMLElement {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
  return input;
}

/** The list of a used-by panel, found by its h3 title. */
export async function usedByList(title: string | RegExp, container: HTMLElement = document.body): Promise<HTMLElement> {
  const heading = await waitFor(() => {
    const found = [...container.querySelectorAll('h3')].find((each) => (typeof title === 'string' ? each.textContent === title : title.test(each.textContent ?? '')));
    if (!found) throw new Error(`no heading ${String(title)}`);
    return found;
  });
  return heading.closest('section')!.querySelector('ul')!;
}

/** Waits until the field labelled `label` shows `message` beside it (the problems list may show it too). */
export async function fieldProblem(label: string, message: string): Promise<void> {
  await waitFor(() => {
    const root = screen.getByLabelText(label).closest('[data-field]');
    if (!root?.textContent?.includes(message)) throw new Error(`${label} does not show '${message}'`);
  });
}

/** Waits until the field labelled `label` shows no problem message. */
export async function noFieldProblem(label: string, message: string): Promise<void> {
  await waitFor(() => {
    const root = screen.getByLabelText(label).closest('[data-field]');
    if (root?.textContent?.includes(message)) throw new Error(`${label} still shows '${message}'`);
  });
}

/** A value typed into the field labelled `label`, and what the field then says: a problem, or `{ not: problem }` once it is gone. */
export type FieldCheck = readonly [label: string, typed: string, says: string | { readonly not: string }];

/** Types each value in turn (a committed edit) and waits until its field says what the check expects. */
export async function checkFields(checks: readonly FieldCheck[]): Promise<void> {
  for (const [label, typed, says] of checks) {
    editField(label, typed);
    if (typeof says === 'string') await fieldProblem(label, says);
    else await noFieldProblem(label, says.not);
  }
}
