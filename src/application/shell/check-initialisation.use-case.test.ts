import { describe, expect, it } from 'vitest';
import { InMemoryAppliance } from '../../infrastructure/memory/in-memory-appliance';
import { InMemoryAuthenticationAdapter } from '../../infrastructure/memory/in-memory-adapters';
import { RecordingLoggerAdapter } from '../../infrastructure/memory/recording-logger.adapter';
import { Session } from '../session/session';
import { CheckInitialisationUseCase } from './check-initialisation.use-case';

function check(appliance: InMemoryAppliance, path: string) {
  const useCase = new CheckInitialisationUseCase(new InMemoryAuthenticationAdapter(appliance, new Session()), new RecordingLoggerAdapter());
  return useCase.execute(appliance.applicationInfo(), path);
}

describe('CheckInitialisationUseCase', () => {
  it('asks for /init when there is no product code, unless already there', async () => {
    const appliance = new InMemoryAppliance();
    appliance.accounts.set('admin', { password: 'changed', root: true });
    await expect(check(appliance, '/auth')).resolves.toBe(true);
    await expect(check(appliance, '/init')).resolves.toBe(false);
  });

  it('asks for /init while the default credentials are in use', async () => {
    const appliance = InMemoryAppliance.initialised('');
    await expect(check(appliance, '/admin')).resolves.toBe(true);
  });

  it('lets an initialised appliance through', async () => {
    await expect(check(InMemoryAppliance.initialised('pw'), '/admin')).resolves.toBe(false);
  });

  it('lets the user through when the check itself fails, logging it', async () => {
    const appliance = InMemoryAppliance.initialised('pw');
    const info = appliance.applicationInfo();
    appliance.unavailable = true;
    const logger = new RecordingLoggerAdapter();
    const useCase = new CheckInitialisationUseCase(new InMemoryAuthenticationAdapter(appliance, new Session()), logger);
    await expect(useCase.execute(info, '/admin')).resolves.toBe(false);
    expect(logger.messages()).toEqual(['failed to check credentials']);
  });
});
