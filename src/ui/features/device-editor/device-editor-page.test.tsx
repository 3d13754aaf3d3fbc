import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editField, fieldProblem, signedInAt } from '../../../../test/support/configuration-page-helpers';
import { consoleAgainstSimulator } from '../../../../test/support/console-against-simulator';
import type { ConsoleServices } from '../../../application/console-services';
import { updateAt } from '../../../domain/configuration/model-path';

consoleAgainstSimulator({ initialised: true });

const entrance = (services: ConsoleServices) => services.workspace.state().draft!.devices[0]!;
const optionsOf = (label: string) => [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((option) => option.textContent);
const selected = (label: string) => (screen.getByLabelText(label) as HTMLSelectElement).selectedOptions[0]?.textContent;

async function openTab(name: string) {
  fireEvent.click(screen.getByRole('tab', { name }));
  await waitFor(() => expect(screen.getByRole('tab', { name }).getAttribute('aria-selected')).toBe('true'));
}

describe('device editor', () => {
  it('offers the codecs of the descriptor; a codec narrows the resolutions and frame rates to its own, in one step of history', async () => {
    const { services } = await signedInAt('/admin/devices/edit/0', 'Entrance');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Connection', 'Video', 'Audio', 'Inputs and outputs', 'PTZ', 'Recording', 'Live', 'Video analysis']);
    await openTab('Video');
    const steps = services.workspace.history().length;
    expect(optionsOf('Codec')).toEqual(['h264', 'h265', 'mjpeg']);
    // Once the tab has settled: under a loaded machine the first read once saw another option selected.
    await waitFor(() => expect(selected('Codec')).toBe('h264'), { timeout: 15_000 });
    expect(optionsOf('Resolution')).toEqual(['1920x1080', '1280x720', '640x360']);
    expect(optionsOf('Frames per second')).toEqual(['1', '5', '10', '15', '25']);

    fireEvent.change(screen.getByLabelText('Codec'), { target: { value: '2' } });
    await waitFor(() => expect(optionsOf('Resolution')).toEqual(['640x360', '320x180']));
    expect(selected('Resolution')).toBe('640x360');
    expect(entrance(services).videos[0]).toMatchObject({ codec: 'mjpeg', resolution: '640x360', fps: 25 });
    expect(services.workspace.state().problems.filter((problem) => problem.path.includes('device'))).toEqual([]);

    fireEvent.change(screen.getByLabelText('Resolution'), { target: { value: '1' } });
    await waitFor(() => expect(entrance(services).videos[0]!.resolution).toBe('320x180'));
    expect(services.workspace.history().slice(-2).map((step) => step.kind)).toEqual(['device.videos.codec', 'device.videos.resolution']);
    expect(services.workspace.history()).toHaveLength(steps + 2);
    // Undone from outside the page (as the save bar's buttons do), inside act so React renders the undone draft.
    act(() => {
      services.workspace.undo();
      services.workspace.undo();
    });
    expect(entrance(services).videos[0]).toMatchObject({ codec: 'h264', resolution: '1920x1080' });
    await waitFor(() => expect(selected('Codec')).toBe('h264'), { timeout: 15_000 });
  });

  it('shows a value the document holds outside the descriptor as a problem, without changing it', async () => {
    const { services } = await signedInAt('/admin/devices/edit/0', 'Entrance');
    services.workspace.apply({ kind: 'test', apply: (draft) => updateAt(draft, ['devices', 0, 'videos', 0, 'resolution'], () => '800x600') });
    await openTab('Video');
    expect(selected('Resolution')).toBe('800x600');
    await fieldProblem('Resolution', "800x600 isn't supported by this device");
    expect(entrance(services).videos[0]!.resolution).toBe('800x600');
  });

  it("links a device's problem from the list page to its field in the editor, on the right tab", async () => {
    const { services } = await signedInAt('/admin/devices', 'Devices');
    services.workspace.apply({ kind: 'test', apply: (draft) => updateAt(draft, ['devices', 1, 'videos', 0, 'resolution'], () => '800x600') });
    const link = await within(await screen.findByTestId('problems-list')).findByRole('link');
    const href = link.getAttribute('href')!;
    expect(href).toMatch(/^\/admin\/devices\/edit\/1#/);
    fireEvent.click(link);
    await screen.findByRole('heading', { name: 'Parking wide', level: 1 });
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Video', selected: true })).toBeTruthy());
    // The field itself has the focus: the first stream's resolution, holding the value the problem is about.
    await waitFor(() => expect(document.activeElement?.id).toBe(decodeURIComponent(href.split('#')[1]!)));
    expect((document.activeElement as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('800x600');
  });

  it("shows section 5's stream rules by their fields, and makes a stream of a channel the descriptor lacks read-only", async () => {
    const { services } = await signedInAt('/admin/devices/edit/0?tab=video', 'Entrance');
    services.workspace.apply({ kind: 'test', apply: (draft) => updateAt(draft, ['devices', 0, 'videos', 0, 'stream'], () => 1) });
    await fieldProblem('Stream', 'streams are in wrong order');
    services.workspace.undo();
    services.workspace.apply({ kind: 'test', apply: (draft) => updateAt(draft, ['devices', 0, 'videos', 0, 'channel'], () => 5) });
    await fieldProblem('Channel', "this devices doesn't have a channel with id 5");
    expect((screen.getByLabelText('Codec') as HTMLSelectElement).disabled).toBe(true);
    expect(screen.getAllByText(/the device's descriptor has no such channel/).length).toBeGreaterThan(0);
  });

  it('edits the connection: the address rule, credentials, ONVIF options of an ONVIF device, its channels chosen as a person counts them', async () => {
    const { services } = await signedInAt('/admin/devices/edit/1', 'Parking wide');
    expect((screen.getByLabelText('Address') as HTMLInputElement).value).toBe('192.168.1.22');
    editField('Address', '10.0.0.300');
    await fieldProblem('Address', 'invalid ip address');
    editField('Address', '10.0.0.31');
    await waitFor(() => expect(services.workspace.state().draft!.devices[1]!.address).toBe('10.0.0.31'));
    expect((screen.getByLabelText('Default profile') as HTMLInputElement).value).toBe('profile_1');
    // The document's 0,1 are the device's channels 1 and 2, each a checkbox.
    const channels = screen.getByRole('group', { name: 'ONVIF channels' });
    const boxes = within(channels).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual(['Channel 1', 'Channel 2']);
    expect(boxes.map((box) => box.checked)).toEqual([true, true]);
    const steps = services.workspace.history().length;
    fireEvent.click(within(channels).getByLabelText('Channel 1'));
    await waitFor(() => expect(services.workspace.state().draft!.devices[1]).toMatchObject({ onvifChannels: [1] }));
    expect(services.workspace.history()).toHaveLength(steps + 1);
    fireEvent.click(within(channels).getByLabelText('Channel 1'));
    await waitFor(() => expect(services.workspace.state().draft!.devices[1]).toMatchObject({ onvifChannels: [0, 1] }));
  });

  it('shows model and firmware as facts, not inputs, and names the display modes in words', async () => {
    const { services } = await signedInAt('/admin/devices/edit/0', 'Entrance');
    const model = screen.getByLabelText('Model');
    expect(model.textContent).toBe('Vigil NC-200');
    expect(screen.getByLabelText('Firmware').textContent).toBe('3.4.1');
    // Facts, not inputs: a term and its description, nothing to type into.
    expect(model.tagName).toBe('DD');
    expect(model.closest('dl')!.querySelectorAll('input, select, textarea')).toHaveLength(0);
    expect(optionsOf('Display mode')).toEqual(['Standard', 'Alternative 1']);
    fireEvent.change(screen.getByLabelText('Display mode'), { target: { value: '1' } });
    await waitFor(() => expect(entrance(services).displayMode).toBe(1));
  });

  it('names rotations, qualities and RTSP modes in words, writes their numbers, and counts channels and streams from 1', async () => {
    const { services } = await signedInAt('/admin/devices/edit/1?tab=video', 'Parking wide');
    const wide = screen.getByRole('region', { name: 'Parking wide (stream 1)' });
    expect(within(wide).getByLabelText('Channel').textContent).toBe('Channel 1');
    expect(within(wide).getByLabelText('Stream').textContent).toBe('Stream 1');
    const zoom = screen.getByRole('region', { name: 'Parking zoom (stream 1)' });
    expect(within(zoom).getByLabelText('Channel').textContent).toBe('Channel 2');
    const options = (label: string) => [...(within(wide).getByLabelText(label) as HTMLSelectElement).options].map((option) => option.textContent);
    expect(options('Rotation')).toEqual(['No rotation (0°)', 'Quarter turn (90°)', 'Upside down (180°)', 'Three-quarter turn (270°)']);
    expect(options('Quality')).toEqual(['Lowest (1)', 'Low (2)', 'Medium (3)', 'High (4)', 'Highest (5)']);
    expect(options('VBR quality')).toEqual(['Lowest (1)', 'Low (2)', 'Medium (3)', 'High (4)', 'Highest (5)']);
    expect(options('RTSP mode')).toEqual(['Automatic (the device chooses)', 'UDP', 'TCP (interleaved in RTSP)', 'HTTP tunnel', 'Multicast']);
    fireEvent.change(within(wide).getByLabelText('Rotation'), { target: { value: '2' } });
    await waitFor(() => expect(services.workspace.state().draft!.devices[1]!.videos[0]!.rotation).toBe(180));
    fireEvent.change(within(wide).getByLabelText('Quality'), { target: { value: '3' } });
    await waitFor(() => expect(services.workspace.state().draft!.devices[1]!.videos[0]!.quality).toBe(4));
    expect((within(wide).getByLabelText('Quality') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('High (4)');
  });

  it('keeps inputs and outputs read-only where the descriptor says so, edits PTZ and the recording store', async () => {
    const { services } = await signedInAt('/admin/devices/edit/1', 'Parking wide');
    await openTab('Inputs and outputs');
    const input = screen.getByRole('region', { name: 'Barrier loop' });
    expect((within(input).getByLabelText('Contact') as HTMLSelectElement).disabled).toBe(true);
    expect(within(input).getAllByText(/does not let its inputs and outputs be configured/)).toHaveLength(2);

    await openTab('PTZ');
    editField('Time release', '45');
    await waitFor(() => expect(services.workspace.state().draft!.devices[1]!.ptz!.timeRelease).toBe(45));
    // The PTZ channel is chosen among the channels the descriptor gives PTZ, counted from 1; the document keeps 0-based numbers.
    expect(optionsOf('Channel')).toEqual(['Channel 1', 'Channel 2']);
    expect(selected('Channel')).toBe('Channel 1');
    fireEvent.change(screen.getByLabelText('Channel'), { target: { value: '1' } });
    await waitFor(() => expect(services.workspace.state().draft!.devices[1]!.ptz!.channel).toBe(1));

    await openTab('Recording');
    fireEvent.change(screen.getByLabelText('Parking wide (stream 1)'), { target: { value: '' } });
    await waitFor(() => expect(services.workspace.state().draft!.devices[1]!.videos[0]!.store.use).toBe(false));
    expect(services.workspace.state().draft!.devices[1]!.videos[0]!.store.id).toBeTruthy();
  });

  it('opens the tab the URL names, and keeps the open tab in the URL', async () => {
    const { history } = await signedInAt('/admin/devices/edit/1?tab=ptz', 'Parking wide');
    expect(screen.getByRole('tab', { name: 'PTZ' }).getAttribute('aria-selected')).toBe('true');
    await openTab('Recording');
    await waitFor(() => expect(history.location.search).toContain('tab=recording'));
  });

  it('edits one device of 2,000, leaving every other device as it was', async () => {
    const { services, history } = await signedInAt('/admin/devices', 'Devices');
    const model = entrance(services);
    const many = Array.from({ length: 2000 }, (_, index) => ({
      ...model,
      id: `9-${index}`,
      videos: model.videos.map((video) => ({ ...video, id: `9-${index}-v`, name: `Camera ${index}` })),
    }));
    services.workspace.apply({ kind: 'test', apply: (draft) => ({ ...draft, devices: many }) });
    const before = services.workspace.state().draft!.devices;
    history.push('/admin/devices/edit/1999?tab=video');
    await screen.findByRole('heading', { name: 'Camera 1999', level: 1 });
    fireEvent.change(screen.getByLabelText('Codec'), { target: { value: '1' } });
    await waitFor(() => expect(services.workspace.state().draft!.devices[1999]!.videos[0]!.codec).toBe('h265'));
    const after = services.workspace.state().draft!.devices;
    expect(after.filter((device, index) => device !== before[index])).toEqual([after[1999]]);
  });

  it('says there is no such device for an index out of range, with a link back to the list', async () => {
    await signedInAt('/admin/devices/edit/7', 'No such device');
    expect(screen.getByRole('alert').textContent).toContain('holds 3 devices');
    expect(screen.getByRole('link', { name: /All devices/ }).getAttribute('href')).toBe('/admin/devices');
  });
});
