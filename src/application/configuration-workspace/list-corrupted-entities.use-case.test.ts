import { describe, expect, it } from 'vitest';
import { codec, FakeConfigurationTransport, loadedWorkspace, utf8 } from '../../../test/support/workspace-harness';
import { ListCorruptedEntitiesUseCase } from './list-corrupted-entities.use-case';
import { UploadConfigurationUseCase } from './upload-configuration.use-case';
import { UploadedDocument } from './uploaded-document';

const BROKEN_CONTACT = '<contact>\n\t\t\t\t<identifier type="guid">not-a-guid</identifier>\n\t\t\t\t<name>Broken</name>\n\t\t\t</contact>';
const TYPELESS_DEVICE = '<device>\n\t\t\t\t<name>No type</name>\n\t\t\t</device>';

/** The document with a contact whose identifier is no guid first in its list (and more), signed again. */
function withCorrupted(text: string, extra: (text: string) => string = (value) => value): string {
  return codec.sign(extra(text.replace(/<contacts>\n(\t*)/, (match, indent: string) => `${match}${BROKEN_CONTACT}\n${indent}`)));
}

async function setup(transport = new FakeConfigurationTransport()) {
  const loaded = await loadedWorkspace(transport);
  const uploaded = new UploadedDocument();
  const upload = new UploadConfigurationUseCase(loaded.workspace, loaded.decoder, uploaded, loaded.transport, loaded.validate);
  return { ...loaded, upload, list: new ListCorruptedEntitiesUseCase(loaded.workspace, uploaded) };
}

describe('ListCorruptedEntitiesUseCase', () => {
  it("lists the appliance's corrupted entities with the failing field, the reason and the element as read", async () => {
    const transport = new FakeConfigurationTransport();
    transport.text = withCorrupted(transport.text);
    const { list } = await setup(transport);
    expect(list.execute()).toEqual([
      {
        path: 'configuration/contacts/contact[1]', at: ['contacts', 0],
        code: 'CONFIG.FROM_XML',
        field: 'configuration/contacts/contact[1]/identifier',
        reason: expect.stringContaining("not a guid: 'not-a-guid'"),
        name: 'Broken',
        xml: BROKEN_CONTACT,
      },
    ]);
  });

  it("gives the uploaded file's corrupted entities while its step stands, the appliance's once it is undone", async () => {
    const { list, upload, workspace, transport } = await setup();
    expect(list.execute()).toEqual([]);
    const file = withCorrupted(transport.storedText, (text) => text.replace(/<devices>\n(\t*)/, (match, indent: string) => `${match}${TYPELESS_DEVICE}\n${indent}`));
    const checked = await upload.check(utf8(file));
    if (checked.kind !== 'ready') throw checked.error;
    upload.apply(checked.upload, 'Upload');
    expect(list.execute().map((entity) => [entity.path, entity.code, entity.xml])).toEqual([
      ['configuration/devices/device[1]', 'CONFIG.MISSING_TAG_TYPE', TYPELESS_DEVICE],
      ['configuration/contacts/contact[1]', 'CONFIG.FROM_XML', BROKEN_CONTACT],
    ]);
    workspace.undo();
    expect(list.execute()).toEqual([]);
    workspace.redo();
    expect(list.execute()).toHaveLength(2);
  });
});
