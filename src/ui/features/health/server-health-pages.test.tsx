import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../infrastructure/memory/storage-preferences.adapter';
import { renderConsole } from '../../testing/render-console';
import { consoleAgainstSimulator, consoleServices } from '../../../../test/support/console-against-simulator';
import { INITIALISED_ADMIN_PASSWORD } from '../../../infrastructure/simulator/state/accounts';

/** The server-health pages through the real composition root, HTTP adapters and the simulator behind msw. */
const { simulator } = consoleAgainstSimulator({ initialised: true });
/** Generous waits: these render the whole console, and run beside every other test file. */
const WAIT = { timeout: 10_000 };

async function open(path: string, options: { expert?: boolean } = {}) {
  const storage = new MemoryStorage();
  if (options.expert) storage.setItem('vigil.expert-mode', '1');
  const { services } = consoleServices(storage);
  await services.signIn.execute({ user: 'admin', password: INITIALISED_ADMIN_PASSWORD });
  return { ...renderConsole(services, path), services };
}

beforeEach(() => {
  simulator.state.faults.set({ health: { debugIntervalMs: 20, stepMs: 5 } });
});

describe('server health page', () => {
  it('shows the system, draws live samples and lists the applications with the running server selected', async () => {
    await open('/admin/health');
    expect(await screen.findByRole('heading', { name: 'Server health' }, WAIT)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('system-os').textContent).toContain('Linux'), WAIT);
    expect(screen.getByTestId('system-server').textContent).toBe('Vigil Appliance');
    const cpu = screen.getByTestId('chart-cpu');
    expect(Number(cpu.getAttribute('data-samples'))).toBeGreaterThanOrEqual(1);
    expect((JSON.parse(cpu.getAttribute('data-last')!) as number[]).length).toBe(4);
    expect(within(await screen.findByRole('table', { name: 'Applications' }, WAIT)).getByText('Vigil Recorder')).toBeTruthy();
    expect(screen.getByTestId('application-status-1204').textContent).toBe('running');
    expect(screen.getByRole('button', { name: 'Show Vigil Server' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(Number(screen.getByTestId('chart-application-bandwidth').getAttribute('data-samples'))).toBeGreaterThanOrEqual(1), WAIT);
  });

  it("offers the sample interval to experts only, and shows 'interval must be >= 200' for a shorter one", async () => {
    await open('/admin/health');
    await screen.findByRole('heading', { name: 'Server health' }, WAIT);
    expect(screen.queryByLabelText(/Sample interval/)).toBeNull();
    cleanup();
    await open('/admin/health', { expert: true });
    fireEvent.change(await screen.findByLabelText(/Sample interval/, undefined, WAIT), { target: { value: '150' } });
    expect((await screen.findByTestId('health-error', undefined, WAIT)).textContent).toBe('interval must be >= 200');
  });
});

describe('debug console', () => {
  it('receives messages, stops receiving when paused and resumes', async () => {
    await open('/admin/debug-console');
    const list = await screen.findByTestId('debug-messages', undefined, WAIT);
    await waitFor(() => expect(Number(list.getAttribute('data-count'))).toBeGreaterThanOrEqual(3), WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByRole('button', { name: 'Resume' }).getAttribute('aria-pressed')).toBe('true');
    const paused = Number(list.getAttribute('data-count'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(Number(list.getAttribute('data-count'))).toBe(paused);
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(Number(list.getAttribute('data-count'))).toBeGreaterThan(paused), WAIT);
  });
});

describe('logs page', () => {
  it('filters the system log by level and text', async () => {
    await open('/admin/logs');
    const count = await screen.findByTestId('log-count', undefined, WAIT);
    const total = Number(/of (\d+) lines/.exec(count.textContent ?? '')![1]);
    expect(total).toBeGreaterThan(100);
    for (const level of ['debug', 'info', 'warning']) fireEvent.click(screen.getByRole('checkbox', { name: level }));
    await waitFor(() => expect(screen.getAllByTestId('log-lines')[0]!.querySelectorAll('tbody tr[data-level=info]').length).toBe(0), WAIT);
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'dome' } });
    await waitFor(() => expect(screen.getByTestId('log-count').textContent).toMatch(/^\d+ of \d+ lines$/), WAIT);
    const rows = screen.getByTestId('log-lines').querySelectorAll('tbody tr');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.getAttribute('data-level')).toBe('error');
      expect(row.textContent).toContain('dome');
    }
  });
});

describe('network interfaces page', () => {
  it('shows every field problem under its field, keeps what was typed, and saves a valid address', async () => {
    await open('/admin/network-interfaces');
    const eth0 = await screen.findByTestId('interface-eth0', undefined, WAIT);
    const ip = within(eth0).getByLabelText(/IP address/) as HTMLInputElement;
    fireEvent.change(ip, { target: { value: '192.168.1.999' } });
    fireEvent.change(within(eth0).getByLabelText(/Network mask/), { target: { value: '' } });
    fireEvent.click(within(eth0).getByRole('button', { name: 'Save eth0' }));
    expect(await within(eth0).findByText('invalid ip address', undefined, WAIT)).toBeTruthy();
    expect(within(eth0).getByText('this field is required')).toBeTruthy();
    expect(ip.value).toBe('192.168.1.999');
    expect(simulator.state.health.interfaces[0]!.ip).toBe('192.168.1.20');
    fireEvent.change(ip, { target: { value: '192.168.1.44' } });
    fireEvent.change(within(eth0).getByLabelText(/Network mask/), { target: { value: '255.255.255.0' } });
    fireEvent.click(within(eth0).getByRole('button', { name: 'Save eth0' }));
    expect(await within(eth0).findByText('Saved.', undefined, WAIT)).toBeTruthy();
    expect(simulator.state.health.interfaces[0]!.ip).toBe('192.168.1.44');
  });
});

describe('command and maintenance pages', () => {
  it('runs a command and shows its output and exit code', async () => {
    await open('/admin/command');
    fireEvent.change(await screen.findByLabelText(/^Command/, undefined, WAIT), { target: { value: 'echo' } });
    fireEvent.change(screen.getByLabelText('Arguments'), { target: { value: '"hello world"' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect((await screen.findByTestId('command-output', undefined, WAIT)).textContent).toBe('hello world\n');
    expect(screen.getByTestId('command-result').getAttribute('data-exit-code')).toBe('0');
  });

  it("shows 'server must be stopped' for a rebuild of a running server and regulates with progress to completion", async () => {
    await open('/admin/maintenance');
    fireEvent.click(await screen.findByRole('button', { name: 'Rebuild the database' }, WAIT));
    expect((await screen.findByTestId('maintenance-outcome', undefined, WAIT)).textContent).toBe('server must be stopped');
    fireEvent.click(screen.getByRole('button', { name: 'Regulate the database' }));
    await waitFor(() => expect(screen.getByTestId('maintenance-outcome').textContent).toBe('The database was regulated.'), WAIT);
    expect(screen.queryByRole('button', { name: 'Rescue' })).toBeNull();
  });

  it('offers detach, binary output and the rescue to experts only; the rescue asks first and needs the server stopped', async () => {
    await open('/admin/command');
    await screen.findByRole('button', { name: 'Run' }, WAIT);
    expect(screen.queryByText('Detach (do not wait for the end)')).toBeNull();
    cleanup();
    await open('/admin/command', { expert: true });
    expect(await screen.findByText('Binary output (download)', undefined, WAIT)).toBeTruthy();
    cleanup();
    await open('/admin/maintenance', { expert: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Rescue' }, WAIT));
    fireEvent.click(screen.getByRole('button', { name: 'Start the rescue' }));
    expect((await screen.findByTestId('maintenance-outcome', undefined, WAIT)).textContent).toBe('server must be stopped');
    simulator.state.status = 'stopped';
    fireEvent.click(screen.getByRole('button', { name: 'Rescue' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start the rescue' }));
    await waitFor(() => expect(screen.getByTestId('maintenance-outcome').textContent).toBe('The rescue is finished.'), WAIT);
  });
});
