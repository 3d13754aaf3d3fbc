import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { consoleAgainstSimulator, consoleServices } from '../../../../test/support/console-against-simulator';
import { INITIALISED_ADMIN_PASSWORD } from '../../../infrastructure/simulator/state/accounts';
import { renderConsole as renderApp } from '../../testing/render-console';

consoleAgainstSimulator({ initialised: true });

// Test files run with the repository as the working directory.
const fixture = (name: string) => readFileSync(resolve('test/fixtures/certificates', name));

async function signedIn(path: string, language: 'en' | 'fr' = 'en') {
  const parts = consoleServices();
  const view = { ...renderApp(parts.services, `/auth?redirect=${encodeURIComponent(path)}`, language), ...parts };
  const words = language === 'en' ? { user: 'Username', password: 'Password', signIn: 'Sign in', title: 'Network services' } : { user: "Nom d'utilisateur", password: 'Mot de passe', signIn: 'Se connecter', title: 'Services réseau' };
  fireEvent.change(await screen.findByLabelText(words.user), { target: { value: 'admin' } });
  fireEvent.change(screen.getByLabelText(words.password, { exact: true }), { target: { value: INITIALISED_ADMIN_PASSWORD } });
  fireEvent.click(screen.getByRole('button', { name: words.signIn }));
  await screen.findByRole('heading', { name: words.title, level: 1 });
  // The sign-in does not wait for the configuration's decode: the page's fields come with it.
  await act(() => view.services.signIn.configurationLoaded());
  return view;
}

const service = (name: string) => screen.getByRole('region', { name });
const network = (services: { workspace: { state(): { draft?: { parameters: { network: unknown } } } } }) =>
  services.workspace.state().draft?.parameters.network as Record<string, unknown>;

describe('network services page', () => {
  it('edits a port and a use flag, resets a port to its default, and undoes each as one step', async () => {
    const { services } = await signedIn('/admin/network');
    const http = service('HTTP');
    const port = within(http).getByLabelText('HTTP port') as HTMLInputElement;
    expect(port.value).toBe('80');
    const reset = within(http).getByRole('button', { name: 'Reset the HTTP port to its default, 80' });
    expect((reset as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(port, { target: { value: '8080' } });
    fireEvent.blur(port);
    await waitFor(() => expect(network(services).httpPort).toBe(8080));
    expect((reset as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(within(service('SIPS')).getByRole('checkbox', { name: 'Use SIPS' }));
    await waitFor(() => expect(network(services).useSips).toBe(true));

    fireEvent.click(reset);
    await waitFor(() => expect(network(services).httpPort).toBe(80));
    expect(services.workspace.state().undoLabel).toBe('Network services: HTTP port back to 80');
    services.workspace.undo();
    await waitFor(() => expect(port.value).toBe('8080'));
  });

  it('refuses a port that is not a number or out of range with the one port rule: the first held beside the draft, the second in it, both blocking the save', async () => {
    const { services } = await signedIn('/admin/network');
    const port = within(service('RTSP')).getByLabelText('RTSP port');
    fireEvent.change(port, { target: { value: 'http' } });
    fireEvent.blur(port);
    expect(await within(service('RTSP')).findByText('please provide a port between 1 and 65535')).toBeTruthy();
    expect(network(services).rtspPort).toBe(554);
    const blocking = () => services.workspace.state().comparison.blocking.map((problem) => [problem.at.join('.'), problem.message]);
    expect(blocking()).toEqual([['parameters.network.rtspPort', 'please provide a port between 1 and 65535']]);
    fireEvent.change(port, { target: { value: '70000' } });
    fireEvent.blur(port);
    expect(await within(service('RTSP')).findByText('please provide a port between 1 and 65535')).toBeTruthy();
    expect(network(services).rtspPort).toBe(70000);
    expect(blocking()).toEqual([['parameters.network.rtspPort', 'please provide a port between 1 and 65535']]);
    fireEvent.change(port, { target: { value: '8554' } });
    fireEvent.blur(port);
    await waitFor(() => expect(blocking()).toEqual([]));
  });

  it('shows two services on one port on both port fields', async () => {
    await signedIn('/admin/network');
    const rtsp = within(service('RTSP')).getByLabelText('RTSP port');
    fireEvent.change(rtsp, { target: { value: '80' } });
    fireEvent.blur(rtsp);
    expect(await within(service('RTSP')).findByText('port 80 is used by another service')).toBeTruthy();
    expect(await within(service('HTTP')).findByText('port 80 is used by another service')).toBeTruthy();
    // Turning the HTTP service off frees its port.
    fireEvent.click(within(service('HTTP')).getByRole('checkbox', { name: 'Use HTTP' }));
    await waitFor(() => expect(within(service('RTSP')).queryByText('port 80 is used by another service')).toBeNull());
  });

  it('switches the HTTPS certificate between the default, an automatic one for a domain and an uploaded file', async () => {
    const { services } = await signedIn('/admin/network');
    const section = screen.getByRole('region', { name: 'HTTPS certificate' });
    expect((within(section).getByRole('radio', { name: "The appliance's own certificate" }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(within(section).getByRole('radio', { name: 'A certificate obtained automatically for a domain' }));
    const domain = await within(section).findByLabelText('Domain of the automatic certificate');
    fireEvent.change(domain, { target: { value: 'cams.example.org' } });
    fireEvent.blur(domain);
    await waitFor(() => expect(network(services)).toMatchObject({ httpsUseDefaultCertificate: false, httpsAutoCertificateDomain: 'cams.example.org' }));

    fireEvent.click(within(section).getByRole('radio', { name: 'An uploaded certificate' }));
    await waitFor(() => expect(network(services).httpsAutoCertificateDomain).toBe(''));
    const pem = fixture('vigil-https.pem');
    const input = within(section).getByLabelText('Certificate file (PEM, DER or PKCS#12)');
    fireEvent.change(input, { target: { files: [new File([pem], 'vigil.pem')] } });
    const details = await within(section).findByTestId('certificate-details', {}, { timeout: 10_000 });
    expect(details.textContent).toContain('CN=vigil.example, O=Vigil Test');
    expect(details.textContent).toContain('Expires on November 20, 2036');
    expect((network(services).httpsCertificate as Uint8Array).length).toBe(pem.length);

    const p12 = fixture('vigil-https.p12');
    fireEvent.change(input, { target: { files: [new File([p12], 'vigil.p12')] } });
    await within(section).findByTestId('certificate-unreadable', {}, { timeout: 10_000 });
    expect((network(services).httpsCertificate as Uint8Array).length).toBe(p12.length);
  });

  it('speaks French: labels, the save bar and the review', async () => {
    await signedIn('/admin/network', 'fr');
    const port = within(screen.getByRole('region', { name: 'HTTP' })).getByLabelText('Port HTTP');
    fireEvent.change(port, { target: { value: '8080' } });
    fireEvent.blur(port);
    const bar = screen.getByRole('region', { name: 'Modifications de la configuration' });
    await within(bar).findByText('1 modification non enregistrée');
    fireEvent.click(within(bar).getByRole('button', { name: 'Relire' }));
    const review = await screen.findByTestId('review-changes');
    expect(review.textContent).toContain('Port HTTP:80→devient8080');
    expect(within(screen.getByTestId('save-dialog')).getByRole('button', { name: "Enregistrer sur l'appareil" })).toBeTruthy();
  });
});
