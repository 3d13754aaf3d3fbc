import { describe, expect, it } from 'vitest';
import { valueAt } from '../../domain/configuration/model-path';
import { DownloadConfigurationUseCase } from './download-configuration.use-case';
import { SaveConfigurationUseCase } from './save-configuration.use-case';
import { UploadConfigurationUseCase } from './upload-configuration.use-case';
import { UploadedDocument } from './uploaded-document';
import { codec, edit, loadedWorkspace, utf8 } from '../../../test/support/workspace-harness';

async function setup() {
  const loaded = await loadedWorkspace();
  const uploaded = new UploadedDocument();
  const upload = new UploadConfigurationUseCase(loaded.workspace, loaded.decoder, uploaded, loaded.transport, loaded.validate);
  const save = new SaveConfigurationUseCase(loaded.workspace, loaded.transport, loaded.decoder, { uploaded, validate: loaded.validate, now: () => new Date(2032, 0, 1) });
  return { ...loaded, upload, save, uploaded };
}

/** The stored (encrypted) document with one edit and a comment of its own, signed, as a file from another console. */
function fileWith(text: string, title: string): string {
  const reading = codec.read(text);
  if (!reading.valid) throw reading.error;
  const written = codec.write(reading.handle, { ...reading.configuration, parameters: { ...reading.configuration.parameters, title } }, new Date(2031, 5, 6));
  return codec.sign(written.replace('<groups>', '<!-- kept from the file -->\n\t\t<groups>'));
}

describe('DownloadConfigurationUseCase', () => {
  it('gives the document exactly as the appliance stores it (encrypted), with a dated file name', async () => {
    const { transport } = await setup();
    const download = await new DownloadConfigurationUseCase(transport, () => new Date(2031, 0, 2, 3, 4)).execute();
    expect(download.bytes).toEqual(utf8(transport.storedText));
    expect(new TextDecoder().decode(download.bytes)).toContain('crypted="1"');
    expect(download.signature).toMatch(/^[0-9a-f]{32}$/);
    expect(transport.storedText).toContain(`<signature>${download.signature}</signature>`);
    expect(download.fileName).toBe('configuration-2031-01-02-0304.xml');
    expect(transport.calls.at(-1)).toBe('GET encrypted');
  });
});

describe('UploadConfigurationUseCase', () => {
  it('shows a downloaded file uploaded back as no change at all (its encrypted passwords are the loaded ones)', async () => {
    const { upload, transport } = await setup();
    const checked = await upload.check(utf8(transport.storedText));
    expect(checked.kind).toBe('ready');
    if (checked.kind === 'ready') expect(checked.upload.changes).toEqual([]);
  });

  it("lists a file's changes against the loaded document and makes it the draft only when applied, as one step", async () => {
    const { upload, workspace, transport } = await setup();
    const checked = await upload.check(utf8(fileWith(transport.storedText, 'From the file')));
    if (checked.kind !== 'ready') throw checked.error;
    expect(checked.upload.version).toBe(3);
    expect(checked.upload.problems).toEqual([]);
    expect(checked.upload.changes).toEqual([{ kind: 'changed', path: ['parameters', 'title'], before: 'Vigil Appliance', after: 'From the file' }]);
    expect(workspace.state().dirty).toBe(false);
    upload.apply(checked.upload, 'Upload');
    expect(workspace.draft()!.parameters.title).toBe('From the file');
    expect(workspace.state().undoLabel).toBe('Upload');
    workspace.undo();
    expect(workspace.state().dirty).toBe(false);
  });

  it('writes the uploaded file over its own bytes (its comments stay) while the upload stands', async () => {
    const { upload, save, transport } = await setup();
    const checked = await upload.check(utf8(fileWith(transport.storedText, 'From the file')));
    if (checked.kind !== 'ready') throw checked.error;
    upload.apply(checked.upload);
    await expect(save.execute()).resolves.toMatchObject({ kind: 'saved' });
    expect(transport.text).toContain('<!-- kept from the file -->');
    expect(valueAt(transport.configuration(), ['parameters', 'title'])).toBe('From the file');
  });

  it("writes over the appliance's document again once the upload is undone", async () => {
    const { upload, save, transport, workspace } = await setup();
    const checked = await upload.check(utf8(fileWith(transport.storedText, 'From the file')));
    if (checked.kind !== 'ready') throw checked.error;
    upload.apply(checked.upload);
    workspace.undo();
    edit(workspace, ['parameters', 'title'], 'Typed');
    await expect(save.execute()).resolves.toMatchObject({ kind: 'saved' });
    expect(transport.text).not.toContain('<!-- kept from the file -->');
  });

  it('refuses a file of another version, a tampered file, and what is not XML, with the reason', async () => {
    const { upload, transport } = await setup();
    const version2 = codec.sign(transport.storedText.replace('<version>3</version>', '<version>2</version>'));
    await expect(upload.check(utf8(version2))).resolves.toMatchObject({ kind: 'invalid', error: { code: 'WORKSPACE.FILE_INVALID', metadata: { reason: 'CONFIG.INVALID_CONFIG_FILE_VERSION' } } });
    const tampered = transport.storedText.replace('<title>Vigil Appliance</title>', '<title>Edited by hand</title>');
    await expect(upload.check(utf8(tampered))).resolves.toMatchObject({ kind: 'invalid', error: { code: 'WORKSPACE.SIGNATURE_INVALID' } });
    await expect(upload.check(utf8('not xml'))).resolves.toMatchObject({ kind: 'invalid', error: { code: 'WORKSPACE.FILE_INVALID' } });
  });
});
