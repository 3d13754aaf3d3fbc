import { errorCodeOf } from '../../domain/shared/domain-error';
import { InvalidCredentialsError, NotRootError, TooManySignInsError } from '../errors/console-errors';
import type { ApplicationInfoPort } from '../ports/application-info.port';
import type { AuthenticationPort, Credentials } from '../ports/authentication.port';
import type { LoggerPort } from '../ports/logger.port';
import type { NotifierPort } from '../ports/notifier.port';
import type { LoadConfigurationUseCase, LoadProgress } from '../configuration-workspace/load-configuration.use-case';
import type { Session } from './session';

/** 'signed-in': go to the redirect target; 'stopped': the server info failed, stay on the sign-in screen. */
export type SignInOutcome = 'signed-in' | 'stopped';

export interface SignInOptions {
  /** How far the configuration's load is (fetching bytes, then decoding), for the sign-in screen. */
  readonly onProgress?: (progress: LoadProgress) => void;
}

/**
 * The sign-in flow of the specification (sections 4 and 8): check the
 * credentials (root only), load the server info (failure alerts and stops),
 * load the configuration (an invalid file alerts and continues), then mark
 * the session loaded. AUTH.INVALID_CREDENTIALS and AUTH.NOT_ROOT are thrown for the form
 * to show under its fields; any other sign-in error is alerted, then rethrown.
 *
 * The configuration's load is started (its request made) in that order, but
 * not waited for: on a large site its decode takes seconds, during which the
 * first page is shown and the configuration pages say that it is loading
 * (docs/configuration-workspace.md, "Sign-in and the configuration's load").
 * `configurationLoaded()` is the load under way, its failure reported as before.
 */
export class SignInUseCase {
  constructor(
    private readonly authentication: AuthenticationPort,
    private readonly applicationInfo: ApplicationInfoPort,
    private readonly loadConfiguration: LoadConfigurationUseCase,
    private readonly session: Session,
    private readonly notifier: NotifierPort,
    private readonly logger: LoggerPort,
  ) {}

  async execute(credentials: Credentials, options: SignInOptions = {}): Promise<SignInOutcome> {
    await this.#checkCredentials(credentials);
    this.session.setCredentials(credentials);

    try {
      this.session.setServerInfo(await this.applicationInfo.getApplicationInfo());
    } catch (cause) {
      this.logger.error('failed to load server info', cause);
      this.notifier.alert('AUTH.SERVER_INFO_FAILED');
      return 'stopped';
    }

    this.#loaded = this.#loadConfiguration(options);
    this.session.markLoaded();
    return 'signed-in';
  }

  #loaded: Promise<void> = Promise.resolve();

  /** Settles when the configuration's load started by the last sign-in is over (loaded, invalid, failed or abandoned); never rejects. */
  configurationLoaded(): Promise<void> {
    return this.#loaded;
  }

  async #checkCredentials({ user, password }: Credentials): Promise<void> {
    let root: boolean;
    try {
      ({ root } = await this.authentication.login(user, password));
    } catch (error) {
      // Shown under the fields by the form, never alerted: wrong credentials, or too many of them (429).
      if (error instanceof InvalidCredentialsError || error instanceof TooManySignInsError) throw error;
      this.logger.error('sign-in failed', error);
      this.notifier.alert(errorCodeOf(error));
      throw error;
    }
    if (!root) throw new NotRootError();
  }

  async #loadConfiguration(options: SignInOptions): Promise<void> {
    try {
      const loaded = await this.loadConfiguration.execute({ onProgress: options.onProgress });
      if (loaded.kind === 'invalid') {
        this.logger.error('invalid configuration file', loaded.error);
        this.notifier.alert('CONFIG.INVALID');
      }
    } catch (cause) {
      // The specification only says the load is attempted; an unreachable
      // document must not lock the administrator out of the console.
      this.logger.error('failed to load configuration', cause);
    }
  }
}
