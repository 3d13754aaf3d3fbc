import { describe, expect, it } from 'vitest';
import { ConfigurationWorkspace } from './configuration-workspace';
import { LoadConfigurationUseCase, type LoadProgress } from './load-configuration.use-case';
import { CountingDecoder, FakeConfigurationTransport, utf8 } from '../../../test/support/workspace-harness';
import { signatureOf } from './workspace-base';

describe('LoadConfigurationUseCase', () => {
  it('fetches the uncrypted document, reports progress, fills the workspace and tells who waits for a load', async () => {
    const transport = new FakeConfigurationTransport();
    const workspace = new ConfigurationWorkspace(() => []);
    const loadedBases: string[] = [];
    const progress: LoadProgress['phase'][] = [];
    const outcome = await new LoadConfigurationUseCase(transport, new CountingDecoder(), workspace, (base) => loadedBases.push(base.signature)).execute({
      onProgress: (p) => progress.push(p.phase),
    });
    expect(outcome.kind).toBe('loaded');
    expect(transport.calls).toEqual(['GET uncrypted']);
    expect(progress).toEqual(['parsing', 'done']);
    expect(workspace.state().status).toBe('ready');
    expect(workspace.base()!.configuration).toEqual(transport.configuration());
    expect(workspace.base()!.signature).toMatch(/^[0-9a-f]{32}$/);
    expect(workspace.base()!.signature).toBe(signatureOf(utf8(transport.text)));
    expect(loadedBases).toEqual([workspace.base()!.signature]);
  });

  it('marks the workspace invalid for a document it cannot read, and releases the previous read', async () => {
    const transport = new FakeConfigurationTransport();
    const decoder = new CountingDecoder();
    const workspace = new ConfigurationWorkspace(() => []);
    const load = new LoadConfigurationUseCase(transport, decoder, workspace);
    await load.execute();
    const previous = workspace.base()!.handle;
    transport.text = transport.text.replace('<version>3</version>', '<version>4</version>');
    const outcome = await load.execute();
    expect(outcome).toMatchObject({ kind: 'invalid', error: { message: 'Expected config file version 3 but got 4' } });
    expect(workspace.state().status).toBe('invalid');
    expect(decoder.released).toEqual([previous]);
  });

  it('rejects when the document cannot be fetched, leaving the workspace as it was', async () => {
    const transport = new FakeConfigurationTransport();
    transport.failNextFetch();
    const workspace = new ConfigurationWorkspace(() => []);
    await expect(new LoadConfigurationUseCase(transport, new CountingDecoder(), workspace).execute()).rejects.toMatchObject({ code: 'APPLIANCE.NETWORK' });
    expect(workspace.state().status).toBe('empty');
  });
});
