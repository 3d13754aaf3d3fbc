import { describe, expect, it } from 'vitest';
import { createServices } from './composition-root';
import { InMemoryAppliance } from './infrastructure/memory/in-memory-appliance';
import { RecordingLoggerAdapter } from './infrastructure/memory/recording-logger.adapter';
import { RecordingNotifierAdapter } from './infrastructure/memory/recording-notifier.adapter';
import { seededSignedConfiguration } from './infrastructure/memory/signed-configuration';
import { CryptoJsMd5Adapter } from './infrastructure/crypto/crypto-js-md5.adapter';

describe('createServices', () => {
  it('runs the whole console flow on an in-memory appliance when that one binding is chosen', async () => {
    const appliance = new InMemoryAppliance();
    appliance.configurationText = seededSignedConfiguration('salt', new CryptoJsMd5Adapter());
    const notifier = new RecordingNotifierAdapter();
    const services = createServices({ notifier, logger: new RecordingLoggerAdapter(), configurationSalt: 'salt', appliance: { kind: 'memory', appliance } });

    const info = await services.loadApplication.execute();
    expect(await services.checkInitialisation.execute(info, '/auth')).toBe(true);
    await services.initialiseAppliance.execute({ password: 'Quai-4-door', confirmation: 'Quai-4-door', productCode: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ12' });
    expect(services.session.isLoaded()).toBe(true);
    expect(notifier.alerts).toEqual([]);
    const dashboard = await services.loadDashboard.execute();
    expect(dashboard.application).toMatchObject({ ok: true, value: { productCode: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ12' } });
    expect(dashboard.status).toEqual({ ok: true, value: 'started' });
    services.signOut.execute();
    expect(services.session.isLoaded()).toBe(false);
  });

  it('alerts an invalid configuration when the salt differs from the one that signed it', async () => {
    const appliance = InMemoryAppliance.initialised('pw');
    appliance.configurationText = seededSignedConfiguration('salt', new CryptoJsMd5Adapter());
    const notifier = new RecordingNotifierAdapter();
    const services = createServices({ notifier, logger: new RecordingLoggerAdapter(), configurationSalt: 'other', appliance: { kind: 'memory', appliance } });
    await expect(services.signIn.execute({ user: 'admin', password: 'pw' })).resolves.toBe('signed-in');
    expect(notifier.alerts).toEqual(['CONFIG.INVALID']);
  });
});
