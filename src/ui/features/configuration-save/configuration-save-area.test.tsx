import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleAgainstSimulator } from '../../../../test/support/console-against-simulator';
import { updateAt } from '../../../domain/configuration/model-path';
import { applySignature } from '../../../domain/configuration/signature';
import { uncryptDocument } from '../../../infrastructure/simulator/state/crypted-values';
import { signedInAt } from '../../../../test/support/configuration-page-helpers';
import { toaster } from '../../components/toaster';

const { simulator } = consoleAgainstSimulator({ initialised: true });

const signedIn = signedInAt;

function setPort(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

const bar = () => screen.getByRole('region', { name: 'Configuration changes' });
const stored = () => simulator.state.configurationXml();
/** The stored document as the console reads it (`?uncrypted`): passwords in clear, signed again. */
const readable = () => uncryptDocument(stored(), simulator.state.seed.salt, simulator.state.seed.md5);

/** A change made on the appliance itself: the stored document edited and signed again. */
function changeOnAppliance(edit: (xml: string) => string) {
  const { salt, md5 } = simulator.state.seed;
  simulator.state.setConfiguration(applySignature(edit(stored()), salt, md5));
}

/** The save's toast: said without a dialog to close. */
const savedToast = () => screen.findByTestId('save-done');

async function openReview() {
  fireEvent.click(within(bar()).getByRole('button', { name: 'Save' }));
  return screen.findByTestId('save-dialog');
}

describe('the save bar on a configuration page', () => {
  it('counts the changes, undoes and redoes them by button and keyboard, and discards after asking (undoably)', async () => {
    const { services } = await signedIn('/admin/network', 'Network services');
    expect(within(bar()).getByTestId('pending-changes').textContent).toBe('No unsaved changes');
    setPort('HTTP port', '8080');
    await waitFor(() => expect(within(bar()).getByTestId('pending-changes').textContent).toBe('1 unsaved change'));
    setPort('RTSP port', '8554');
    await waitFor(() => expect(within(bar()).getByTestId('pending-changes').textContent).toBe('2 unsaved changes'));

    const undo = within(bar()).getByRole('button', { name: /^Undo/ });
    expect(undo.getAttribute('title')).toBe('Undo: Network services: RTSP port');
    fireEvent.click(undo);
    await waitFor(() => expect(within(bar()).getByTestId('pending-changes').textContent).toBe('1 unsaved change'));
    fireEvent.keyDown(document.body, { key: 'y', code: 'KeyY', ctrlKey: true });
    await waitFor(() => expect(services.workspace.state().draft?.parameters.network.rtspPort).toBe(8554));
    fireEvent.keyDown(document.body, { key: 'z', code: 'KeyZ', ctrlKey: true });
    await waitFor(() => expect((screen.getByLabelText('RTSP port') as HTMLInputElement).value).toBe('554'));

    fireEvent.click(within(bar()).getByRole('button', { name: 'Discard' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(within(bar()).getByTestId('pending-changes').textContent).toBe('No unsaved changes'));
    fireEvent.click(within(bar()).getByRole('button', { name: /^Undo/ }));
    await waitFor(() => expect((screen.getByLabelText('HTTP port') as HTMLInputElement).value).toBe('8080'));
  });

  it('leaves the draft alone on Ctrl+Z and Ctrl+Y while the discard confirmation is open, wherever the focus is', async () => {
    const { services } = await signedIn('/admin/network', 'Network services');
    setPort('HTTP port', '8080');
    setPort('RTSP port', '8554');
    fireEvent.keyDown(document.body, { key: 'z', code: 'KeyZ', ctrlKey: true });
    await waitFor(() => expect(services.workspace.state().draft?.parameters.network.rtspPort).toBe(554));

    fireEvent.click(within(bar()).getByRole('button', { name: 'Discard' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    const draft = services.workspace.state().draft;
    // Inside the dialog, and with the focus left on the page behind it.
    fireEvent.keyDown(within(confirm).getByRole('button', { name: 'Cancel' }), { key: 'z', code: 'KeyZ', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'z', code: 'KeyZ', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'y', code: 'KeyY', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'Z', code: 'KeyZ', ctrlKey: true, shiftKey: true });
    expect(services.workspace.state().draft).toBe(draft);
    expect(services.workspace.state().draft?.parameters.network.httpPort).toBe(8080);

    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // Closed: the keys reach the draft again.
    fireEvent.keyDown(document.body, { key: 'z', code: 'KeyZ', ctrlKey: true });
    await waitFor(() => expect(services.workspace.state().draft?.parameters.network.httpPort).toBe(80));
  });

  it('reviews the changes in words, saves through every step, and writes only what changed', async () => {
    await signedIn('/admin/network', 'Network services');
    const before = readable();
    setPort('HTTP port', '8080');
    fireEvent.click(within(screen.getByRole('region', { name: 'SIPS' })).getByRole('checkbox', { name: 'Use SIPS' }));
    await waitFor(() => expect(within(bar()).getByTestId('pending-changes').textContent).toBe('2 unsaved changes'));

    fireEvent.keyDown(document.body, { key: 's', code: 'KeyS', ctrlKey: true });
    const dialog = await screen.findByTestId('save-dialog');
    const review = within(dialog).getByTestId('review-changes');
    expect(within(review).getAllByText('Network services')).toHaveLength(1);
    expect(review.textContent).toContain('HTTP port:80→becomes8080');
    expect(review.textContent).toContain('Use SIPS:no→becomesyes');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save to the appliance' }));
    // Saved: the dialog closes by itself and a toast says so, with the way back to what was saved.
    const toast = await savedToast();
    expect(toast.textContent).toContain('The configuration is saved on the appliance.');
    await waitFor(() => expect(screen.queryByTestId('save-dialog')).toBeNull());
    const after = readable();
    expect(after).toContain('<http-port>8080</http-port>');
    expect(after).toContain('<use-sips>1</use-sips>');
    const changed = after.split('\n').filter((line, index) => line !== before.split('\n')[index]);
    expect(changed.map((line) => line.trim().replace(/>.*</, '><'))).toEqual(['<date></date>', '<signature></signature>', '<http-port></http-port>', '<use-sips></use-sips>']);
    await waitFor(() => expect(within(bar()).getByTestId('pending-changes').textContent).toBe('No unsaved changes'));

    // The review of what was saved, read-only, from the toast: the same words as before saving, nothing to save again.
    fireEvent.click(within(toast).getByRole('button', { name: 'Review what was saved' }));
    const saved = await screen.findByTestId('saved-review');
    expect(within(saved).getByTestId('saved-changes').textContent).toContain('HTTP port:80→becomes8080');
    expect(within(saved).getByTestId('saved-changes').textContent).toContain('Use SIPS:no→becomesyes');
    expect(within(saved).getByTestId('save-steps').querySelectorAll('[data-status="done"]')).toHaveLength(6);
    expect(within(saved).queryByRole('button', { name: 'Save to the appliance' })).toBeNull();
    fireEvent.click(within(saved).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('saved-review')).toBeNull());
  });

  it('keeps every edit when the appliance refuses the save, says why, and saves on retry', async () => {
    const { services } = await signedIn('/admin/network', 'Network services');
    setPort('HTTP port', '8081');
    await waitFor(() => expect(services.workspace.state().dirty).toBe(true));
    simulator.state.faults.set({ configuration: { saveFails: 'disk is read-only' } });
    const dialog = await openReview();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save to the appliance' }));
    const failure = await within(dialog).findByTestId('save-failure');
    expect(failure.textContent).toContain('Error while saving (disk is read-only)');
    expect(within(dialog).getByTestId('save-steps').querySelector('[data-status="failed"]')?.textContent).toContain('Send it to the appliance');
    expect(services.workspace.state().draft?.parameters.network.httpPort).toBe(8081);
    expect(stored()).toContain('<http-port>80</http-port>');

    // A failure kept the dialog open: retried from it, the save goes through and the dialog gives way to the toast.
    expect(screen.queryByTestId('save-done')).toBeNull();
    simulator.state.faults.reset();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await savedToast();
    await waitFor(() => expect(screen.queryByTestId('save-dialog')).toBeNull());
    expect(stored()).toContain('<http-port>8081</http-port>');
  });

  it('merges by itself when the appliance changed other fields, and says so', async () => {
    await signedIn('/admin/network', 'Network services');
    setPort('HTTP port', '8080');
    changeOnAppliance((xml) => xml.replace('<rtsp-port>554</rtsp-port>', '<rtsp-port>10554</rtsp-port>'));
    const dialog = await openReview();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save to the appliance' }));
    const done = await savedToast();
    expect(done.textContent).toContain('those changes were kept and yours were added to them');
    expect(stored()).toContain('<http-port>8080</http-port>');
    expect(stored()).toContain('<rtsp-port>10554</rtsp-port>');
  });

  it('shows a conflict on the same field, and resolves it with mine on top or with theirs', async () => {
    const { services } = await signedIn('/admin/network', 'Network services');
    setPort('HTTP port', '8080');
    setPort('RTSP port', '8554');
    changeOnAppliance((xml) => xml.replace('<http-port>80</http-port>', '<http-port>9090</http-port>').replace('<sip-port>5060</sip-port>', '<sip-port>5070</sip-port>'));
    let dialog = await openReview();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save to the appliance' }));
    const conflict = await within(dialog).findByTestId('conflict');
    expect(within(conflict).getByTestId('their-changes').textContent).toContain('HTTP port:80→becomes9090');
    expect(within(conflict).getByTestId('their-changes').textContent).toContain('SIP port:5060→becomes5070');
    expect(within(conflict).getByTestId('overlapping-changes').textContent).toContain('HTTP port:80→becomes8080');

    fireEvent.click(within(conflict).getByRole('button', { name: 'Keep mine on top of theirs' }));
    await savedToast();
    expect(stored()).toContain('<http-port>8080</http-port>');
    expect(stored()).toContain('<sip-port>5070</sip-port>');
    expect(stored()).toContain('<rtsp-port>8554</rtsp-port>');
    await waitFor(() => expect(screen.queryByTestId('save-dialog')).toBeNull());
    act(() => toaster.remove());

    // Again, this time taking theirs: my draft goes, their document is loaded.
    setPort('HTTP port', '8181');
    changeOnAppliance((xml) => xml.replace('<http-port>8080</http-port>', '<http-port>7070</http-port>'));
    dialog = await openReview();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save to the appliance' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Take theirs (drop my changes)' }));
    const theirs = await savedToast();
    expect(theirs.textContent).toContain("The appliance's configuration is loaded; your changes were dropped.");
    // Nothing of mine was written: nothing to review.
    expect(within(theirs).queryByRole('button', { name: 'Review what was saved' })).toBeNull();
    expect(services.workspace.state().draft?.parameters.network.httpPort).toBe(7070);
    expect(services.workspace.state().dirty).toBe(false);
  });

  it('asks twice before overwriting their changes', async () => {
    await signedIn('/admin/network', 'Network services');
    setPort('HTTP port', '8080');
    changeOnAppliance((xml) => xml.replace('<http-port>80</http-port>', '<http-port>9090</http-port>').replace('<sip-port>5060</sip-port>', '<sip-port>5070</sip-port>'));
    const dialog = await openReview();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save to the appliance' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Overwrite theirs…' }));
    const warning = within(dialog).getByRole('alert');
    expect(warning.textContent).toContain('The 2 changes made on the appliance will be lost');
    fireEvent.click(within(warning).getByRole('button', { name: 'Overwrite their changes' }));
    await savedToast();
    expect(stored()).toContain('<http-port>8080</http-port>');
    expect(stored()).toContain('<sip-port>5060</sip-port>');
  });

  it('says on which other pages the problems are, each a link to its page', async () => {
    const { services, history } = await signedIn('/admin/network', 'Network services');
    services.workspace.apply({ kind: 'test', apply: (draft) => updateAt(draft, ['parameters', 'stores', 0, 'path'], () => 'relative/path') });
    await within(bar()).findByRole('button', { name: '1 problem' });
    const places = within(bar()).getByTestId('problem-places');
    expect(places.textContent).toBe('1 on Storage');
    fireEvent.click(within(places).getByRole('link', { name: 'Storage' }));
    await screen.findByRole('heading', { name: 'Storage', level: 1 });
    expect(history.location.pathname).toBe('/admin/storage');
    // On the page that holds it, the problem is here: nothing more to say.
    expect(within(bar()).queryByTestId('problem-places')).toBeNull();
  });

  it('is not shown on pages that edit no configuration, where the draft stays', async () => {
    const { history, services } = await signedIn('/admin/network', 'Network services');
    setPort('HTTP port', '8080');
    await waitFor(() => expect(services.workspace.state().dirty).toBe(true));
    act(() => history.push('/admin/logs'));
    await screen.findByRole('heading', { name: 'Logs', level: 1 });
    expect(screen.queryByRole('region', { name: 'Configuration changes' })).toBeNull();
    act(() => history.push('/admin/network'));
    await waitFor(() => expect(within(bar()).getByTestId('pending-changes').textContent).toBe('1 unsaved change'));
  });

  it('checks an uploaded file: a wrong signature changes nothing; a good one is shown, then becomes the draft as one step', async () => {
    const { services } = await signedIn('/admin/network', 'Network services');
    const input = screen.getByTestId('configuration-upload-input');
    const tampered = readable().replace('<rtsp-port>554</rtsp-port>', '<rtsp-port>10554</rtsp-port>');
    fireEvent.change(input, { target: { files: [new File([tampered], 'tampered.xml', { type: 'text/xml' })] } });
    const invalid = await screen.findByTestId('upload-invalid');
    expect(invalid.textContent).toContain("The file's signature does not match its content");
    fireEvent.click(within(screen.getByTestId('upload-dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('upload-dialog')).toBeNull());
    expect(services.workspace.state().dirty).toBe(false);

    const { salt, md5 } = simulator.state.seed;
    fireEvent.change(input, { target: { files: [new File([applySignature(tampered, salt, md5)], 'edited.xml', { type: 'text/xml' })] } });
    const changes = await screen.findByTestId('upload-changes');
    expect(changes.textContent).toContain('RTSP port:554→becomes10554');
    expect(services.workspace.state().dirty).toBe(false);
    fireEvent.click(within(screen.getByTestId('upload-dialog')).getByRole('button', { name: 'Use this file as my changes' }));
    await waitFor(() => expect(services.workspace.state().draft?.parameters.network.rtspPort).toBe(10554));
    expect(services.workspace.state().undoLabel).toBe('Configuration file edited.xml');
  });
});
