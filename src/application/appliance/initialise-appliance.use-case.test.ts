import { ConfigurationWorkspace } from '../configuration-workspace/configuration-workspace';
import { beforeEach, describe, expect, it } from 'vitest';
import { CryptoJsMd5Adapter } from '../../infrastructure/crypto/crypto-js-md5.adapter';
import { InMemoryAppliance } from '../../infrastructure/memory/in-memory-appliance';
import { InMemoryApplicationInfoAdapter, InMemoryAuthenticationAdapter, InMemoryLicenseAdapter } from '../../infrastructure/memory/in-memory-adapters';
import { LoadConfigurationUseCase } from '../configuration-workspace/load-configuration.use-case';
import { InProcessConfigurationDecoder } from '../../infrastructure/worker/in-process-configuration-decoder.adapter';
import { InMemoryConfigurationAdapter } from '../../infrastructure/memory/in-memory-configuration.adapter';
import { RecordingLoggerAdapter } from '../../infrastructure/memory/recording-logger.adapter';
import { RecordingNotifierAdapter } from '../../infrastructure/memory/recording-notifier.adapter';
import { seededSignedConfiguration } from '../../infrastructure/memory/signed-configuration';
import { XmlConfigurationCodecAdapter } from '../../infrastructure/xml/xml-configuration-codec.adapter';
import { FormValidationError } from '../errors/form-validation-error';
import { Session } from '../session/session';
import { SignInUseCase } from '../session/sign-in.use-case';
import { InitialiseApplianceUseCase } from './initialise-appliance.use-case';

const hash = new CryptoJsMd5Adapter();
const CODE = 'abcd-efgh ijkl-mnop-qrst-uvwx-yz12';

describe('InitialiseApplianceUseCase', () => {
  let appliance: InMemoryAppliance;
  let session: Session;
  let useCase: InitialiseApplianceUseCase;

  beforeEach(() => {
    appliance = new InMemoryAppliance();
    appliance.configurationText = seededSignedConfiguration('s', hash);
    session = new Session();
    const authentication = new InMemoryAuthenticationAdapter(appliance, session);
    const signIn = new SignInUseCase(
      authentication,
      new InMemoryApplicationInfoAdapter(appliance),
      new LoadConfigurationUseCase(new InMemoryConfigurationAdapter(appliance, session), new InProcessConfigurationDecoder(() => new XmlConfigurationCodecAdapter(hash, 's')), new ConfigurationWorkspace()),
      session,
      new RecordingNotifierAdapter(),
      new RecordingLoggerAdapter(),
    );
    useCase = new InitialiseApplianceUseCase(authentication, new InMemoryLicenseAdapter(appliance, session), session, signIn);
  });

  it('sets the product code (spaces and dashes removed, case-insensitive) and the password, then signs in with it', async () => {
    await expect(useCase.execute({ password: 'N3w-secret', confirmation: 'N3w-secret', productCode: CODE })).resolves.toBe('signed-in');
    expect(appliance.productCode).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ12');
    expect(appliance.account('admin', 'N3w-secret')).toBeDefined();
    expect(appliance.account('admin', '')).toBeUndefined();
    expect(session.credentials()).toEqual({ user: 'admin', password: 'N3w-secret' });
    expect(session.isLoaded()).toBe(true);
  });

  it('reports every field problem at once and changes nothing', async () => {
    const error = await useCase.execute({ password: '', confirmation: 'x', productCode: ' - ' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FormValidationError);
    expect((error as FormValidationError<string>).fields).toEqual({ password: 'FIELD.PASSWORD_REQUIRED', productCode: 'LICENSE.PRODUCT_CODE_REQUIRED' });
    expect(appliance.account('admin', '')).toBeDefined();
  });

  it("says passwords don't match, and that a code of the wrong length is invalid", async () => {
    const error = await useCase.execute({ password: 'Long-enough-1', confirmation: 'b', productCode: 'ABC' }).catch((e: unknown) => e);
    expect((error as FormValidationError<string>).fields).toEqual({ confirmation: 'FIELD.PASSWORDS_DONT_MATCH', productCode: 'LICENSE.INVALID_PRODUCT_CODE' });
  });

  it('shows the appliance refusing the code (400) as an invalid product code, keeping the default password', async () => {
    const error = await useCase.execute({ password: 'Long-enough-1', confirmation: 'Long-enough-1', productCode: 'ABCDEFGHIJKLMNOPQRSTUVWXY!12' }).catch((e: unknown) => e);
    expect((error as FormValidationError<string>).fields).toEqual({ productCode: 'LICENSE.INVALID_PRODUCT_CODE' });
    expect(appliance.account('admin', '')).toBeDefined();
    expect(session.isLoaded()).toBe(false);
  });

  it('refuses a root password shorter than 8 characters, or one with the user name in it, and changes nothing', async () => {
    for (const [password, code] of [['a', 'FIELD.PASSWORD_TOO_SHORT'], ['Secret7', 'FIELD.PASSWORD_TOO_SHORT'], ['Admin-2026', 'FIELD.PASSWORD_HAS_USER_NAME']] as const) {
      const error = await useCase.execute({ password, confirmation: password, productCode: CODE }).catch((e: unknown) => e);
      expect((error as FormValidationError<string>).fields, password).toEqual({ password: code });
    }
    expect(appliance.account('admin', '')).toBeDefined();
    expect(appliance.productCode).not.toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ12');
  });
});
