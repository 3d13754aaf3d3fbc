import { describe, expect, it } from 'vitest';
import { operationsKit } from '../../../test/mothers/server-operations.mother';

const stopped = () => operationsKit({ serverStatus: 'stopped' });

describe('CheckUpdateUseCase and InstallUpdateUseCase', () => {
  it('offers the newer version, then reports progress up to completion', async () => {
    const kit = stopped();
    expect(await kit.checkUpdate.execute()).toEqual({ current: '2.1.10', available: '2.2.0' });
    const progress: number[] = [];
    expect(await kit.installUpdate.execute({ onProgress: ({ percent }) => progress.push(percent) })).toBe('2.2.0');
    expect(progress).toEqual([0, 25, 50, 75, 100, 100]);
    await expect(kit.checkUpdate.execute()).rejects.toThrow('already up to date');
  });

  it("'no version available' and 'already up to date', from the check and from the install", async () => {
    const kit = stopped();
    kit.appliance.operations.availableVersion = undefined;
    await expect(kit.checkUpdate.execute()).rejects.toMatchObject({ code: 'UPDATE.NO_VERSION_AVAILABLE', message: 'no version available' });
    await expect(kit.installUpdate.execute()).rejects.toThrow('no version available');
    kit.appliance.operations.availableVersion = '2.1.10';
    await expect(kit.checkUpdate.execute()).rejects.toMatchObject({ code: 'UPDATE.ALREADY_UP_TO_DATE' });
    await expect(kit.installUpdate.execute()).rejects.toThrow('already up to date');
    expect(await kit.installUpdate.execute({ force: true })).toBe('2.1.10');
  });

  it("'server must be stopped' while the server runs; nothing is installed", async () => {
    const kit = operationsKit();
    await expect(kit.installUpdate.execute()).rejects.toMatchObject({ code: 'SERVER.MUST_BE_STOPPED', message: 'server must be stopped' });
    expect(kit.appliance.operations.currentVersion).toBe('2.1.10');
  });

  it("'failed to install' when the install fails part-way; the version stays", async () => {
    const kit = stopped();
    kit.appliance.operations.installFails = true;
    await expect(kit.installUpdate.execute()).rejects.toMatchObject({ code: 'UPDATE.FAILED', message: 'failed to install' });
    expect(kit.appliance.operations.currentVersion).toBe('2.1.10');
  });

  it('cannot be started twice: a second call joins the first', async () => {
    const kit = stopped();
    const first = kit.installUpdate.execute();
    const second = kit.installUpdate.execute();
    expect(kit.installUpdate.running()).toBe(true);
    expect(second).toBe(first);
    await first;
    expect(kit.installUpdate.running()).toBe(false);
  });
});
