import { ConfigurationWorkspace } from '../configuration-workspace/configuration-workspace';
import { beforeEach, describe, expect, it } from 'vitest';
import { CryptoJsMd5Adapter } from '../../infrastructure/crypto/crypto-js-md5.adapter';
import { InMemoryAppliance } from '../../infrastructure/memory/in-memory-appliance';
import { InMemoryApplicationInfoAdapter, InMemoryAuthenticationAdapter } from '../../infrastructure/memory/in-memory-adapters';
import { LoadConfigurationUseCase } from '../configuration-workspace/load-configuration.use-case';
import { InProcessConfigurationDecoder } from '../../infrastructure/worker/in-process-configuration-decoder.adapter';
import { InMemoryConfigurationAdapter } from '../../infrastructure/memory/in-memory-configuration.adapter';
import { XmlConfigurationCodecAdapter } from '../../infrastructure/xml/xml-configuration-codec.adapter';
import { RecordingLoggerAdapter } from '../../infrastructure/memory/recording-logger.adapter';
import { RecordingNotifierAdapter } from '../../infrastructure/memory/recording-notifier.adapter';
import { seededSignedConfiguration } from '../../infrastructure/memory/signed-configuration';
import { InvalidCredentialsError, NetworkError, NotRootError } from '../errors/console-errors';
import type { ApplicationInfoPort } from '../ports/application-info.port';
import type { ConfigurationPort } from '../ports/configuration.port';
import { ConfigurationLoading } from '../configuration-workspace/configuration-loading';
import { Session } from './session';
import { SignOutUseCase } from './sign-out.use-case';
import { SignInUseCase } from './sign-in.use-case';

const SALT = 'test-salt';
const hash = new CryptoJsMd5Adapter();

describe('SignInUseCase', () => {
  let appliance: InMemoryAppliance;
  let session: Session;
  let notifier: RecordingNotifierAdapter;
  let logger: RecordingLoggerAdapter;

  function signIn(info: ApplicationInfoPort = new InMemoryApplicationInfoAdapter(appliance), configuration: ConfigurationPort = new InMemoryConfigurationAdapter(appliance, session), workspace = new ConfigurationWorkspace(), loading = new ConfigurationLoading()) {
    return new SignInUseCase(
      new InMemoryAuthenticationAdapter(appliance, session),
      info,
      new LoadConfigurationUseCase(configuration, new InProcessConfigurationDecoder(() => new XmlConfigurationCodecAdapter(hash, SALT)), workspace, undefined, loading),
      session,
      notifier,
      logger,
    );
  }

  /** The appliance's configuration port, its document held back until `release` is called; `calls` records the order of the appliance's calls. */
  function heldConfiguration(calls: string[]) {
    const real = new InMemoryConfigurationAdapter(appliance, session);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const port: ConfigurationPort = {
      fetchBytes: (options) => {
        calls.push('configuration');
        return released.then(() => real.fetchBytes(options));
      },
      postText: (text) => real.postText(text),
    };
    return { port, release: () => release() };
  }

  beforeEach(() => {
    appliance = InMemoryAppliance.initialised('secret');
    appliance.configurationText = seededSignedConfiguration(SALT, hash);
    session = new Session();
    notifier = new RecordingNotifierAdapter();
    logger = new RecordingLoggerAdapter();
  });

  it('signs a root account in: credentials kept, server info loaded, session marked loaded, nothing alerted', async () => {
    await expect(signIn().execute({ user: 'admin', password: 'secret' })).resolves.toBe('signed-in');
    expect(session.isLoaded()).toBe(true);
    expect(session.credentials()).toEqual({ user: 'admin', password: 'secret' });
    expect(session.serverInfo()?.name).toBe('Vigil Server');
    expect(notifier.alerts).toEqual([]);
  });

  it('throws INVALID_CREDENTIALS for a wrong password, without alert and without loading the session', async () => {
    const error = await signIn().execute({ user: 'admin', password: 'wrong' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidCredentialsError);
    expect((error as InvalidCredentialsError).code).toBe('AUTH.INVALID_CREDENTIALS');
    expect((error as Error).message).toBe('Invalid Credentials');
    expect(session.isLoaded()).toBe(false);
    expect(session.credentials()).toBeUndefined();
    expect(notifier.alerts).toEqual([]);
  });

  it('throws NOT_ROOT for an account that is not root', async () => {
    appliance.accounts.set('operator', { password: 'pw', root: false });
    const error = await signIn().execute({ user: 'operator', password: 'pw' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotRootError);
    expect((error as NotRootError).message).toBe('Not a root account');
    expect(session.isLoaded()).toBe(false);
  });

  it('alerts any other sign-in error, then rethrows it', async () => {
    appliance.unavailable = true;
    const error = await signIn().execute({ user: 'admin', password: 'secret' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(notifier.alerts).toEqual(['APPLIANCE.NETWORK']);
    expect(session.isLoaded()).toBe(false);
  });

  it('stops when the server info fails: logged, alerted failedToLoadServerInfo, session not loaded', async () => {
    const failing: ApplicationInfoPort = { getApplicationInfo: () => Promise.reject(new Error('boom')) };
    await expect(signIn(failing).execute({ user: 'admin', password: 'secret' })).resolves.toBe('stopped');
    expect(notifier.alerts).toEqual(['AUTH.SERVER_INFO_FAILED']);
    expect(logger.messages()).toContain('failed to load server info');
    expect(session.isLoaded()).toBe(false);
  });

  it('continues after an invalid configuration file: logged, alerted, session loaded', async () => {
    appliance.configurationText = appliance.configurationText.replace('<title>Vigil Appliance</title>', '<title>Tampered</title>');
    expect(appliance.configurationText).toContain('<title>Tampered</title>');
    const useCase = signIn();
    await expect(useCase.execute({ user: 'admin', password: 'secret' })).resolves.toBe('signed-in');
    await useCase.configurationLoaded();
    expect(notifier.alerts).toEqual(['CONFIG.INVALID']);
    expect(logger.messages()).toContain('invalid configuration file');
    expect(session.isLoaded()).toBe(true);
  });

  it('reports the configuration load progress and fills the workspace', async () => {
    const phases: string[] = [];
    const workspace = new ConfigurationWorkspace();
    const useCase = new SignInUseCase(
      new InMemoryAuthenticationAdapter(appliance, session),
      new InMemoryApplicationInfoAdapter(appliance),
      new LoadConfigurationUseCase(new InMemoryConfigurationAdapter(appliance, session), new InProcessConfigurationDecoder(() => new XmlConfigurationCodecAdapter(hash, SALT)), workspace),
      session,
      notifier,
      logger,
    );
    await useCase.execute({ user: 'admin', password: 'secret' }, { onProgress: (progress) => phases.push(progress.phase) });
    await useCase.configurationLoaded();
    expect(phases).toEqual(['fetching', 'parsing', 'done']);
    expect(workspace.state().status).toBe('ready');
  });

  it('treats a configuration of another version as invalid', async () => {
    appliance.configurationText = seededSignedConfiguration(SALT, hash, 2);
    const useCase = signIn();
    await useCase.execute({ user: 'admin', password: 'secret' });
    await useCase.configurationLoaded();
    expect(notifier.alerts).toEqual(['CONFIG.INVALID']);
    const entry = logger.entries.find((e) => e.message === 'invalid configuration file');
    expect((entry?.details[0] as Error).message).toBe('Expected config file version 3 but got 2');
  });

  it('asks for the configuration after the credentials and the server info, and signs in without waiting for its decode', async () => {
    const calls: string[] = [];
    const info = new InMemoryApplicationInfoAdapter(appliance);
    const counted: ApplicationInfoPort = { getApplicationInfo: () => (calls.push('server info'), info.getApplicationInfo()) };
    const held = heldConfiguration(calls);
    const workspace = new ConfigurationWorkspace();
    const loading = new ConfigurationLoading();
    const useCase = signIn(counted, held.port, workspace, loading);
    await expect(useCase.execute({ user: 'admin', password: 'secret' })).resolves.toBe('signed-in');
    expect(calls).toEqual(['server info', 'configuration']);
    expect(session.isLoaded()).toBe(true);
    // Nothing to edit yet: the pages read that the configuration is loading.
    expect(loading.state().loading).toBe(true);
    expect(workspace.state()).toMatchObject({ status: 'empty', draft: undefined });
    held.release();
    await useCase.configurationLoaded();
    expect(loading.state()).toEqual({ loading: false });
    expect(workspace.state().status).toBe('ready');
    expect(notifier.alerts).toEqual([]);
  });

  it('reports an invalid document once its decode is over, after the sign-in', async () => {
    appliance.configurationText = seededSignedConfiguration(SALT, hash, 2);
    const held = heldConfiguration([]);
    const workspace = new ConfigurationWorkspace();
    const useCase = signIn(undefined, held.port, workspace);
    await useCase.execute({ user: 'admin', password: 'secret' });
    expect(notifier.alerts).toEqual([]);
    held.release();
    await useCase.configurationLoaded();
    expect(notifier.alerts).toEqual(['CONFIG.INVALID']);
    expect(workspace.state().status).toBe('invalid');
  });

  it('leaves the workspace empty when the session ends before the configuration is in', async () => {
    const held = heldConfiguration([]);
    const workspace = new ConfigurationWorkspace();
    const loading = new ConfigurationLoading();
    const useCase = signIn(undefined, held.port, workspace, loading);
    await useCase.execute({ user: 'admin', password: 'secret' });
    new SignOutUseCase(session, workspace, loading).execute();
    expect(loading.state().loading).toBe(false);
    held.release();
    await useCase.configurationLoaded();
    expect(workspace.state()).toMatchObject({ status: 'empty', draft: undefined });
    expect(loading.state().loading).toBe(false);
  });

  it('logs a document that cannot be fetched, and the pages no longer wait for it', async () => {
    const loading = new ConfigurationLoading();
    const failing: ConfigurationPort = { fetchBytes: () => Promise.reject(new NetworkError(new Error('unreachable'))), postText: () => Promise.resolve() };
    const workspace = new ConfigurationWorkspace();
    const useCase = signIn(undefined, failing, workspace, loading);
    await expect(useCase.execute({ user: 'admin', password: 'secret' })).resolves.toBe('signed-in');
    await useCase.configurationLoaded();
    expect(logger.messages()).toContain('failed to load configuration');
    expect(loading.state().loading).toBe(false);
    expect(workspace.state().status).toBe('empty');
  });
});
