import { ApplianceRequestError } from '../../application/errors/console-errors';
import { AlreadyUpToDateError, NoVersionAvailableError, ServerMustBeStoppedError, UpdateFailedError } from '../../application/errors/operation-errors';
import type { LicenseActivationPort } from '../../application/ports/license-activation.port';
import type { ActionAnswer, ServerLifecyclePort } from '../../application/ports/server-lifecycle.port';
import type { Tunnel, TunnelsPort } from '../../application/ports/tunnels.port';
import type { UpdateAvailability, UpdateEvent, UpdatePort } from '../../application/ports/update.port';
import { InMemoryAdapter } from './in-memory-adapter-base';

const refused = (detail: string): ActionAnswer => (detail === '' ? { result: false } : { result: false, detail });

/** Start, stop, reload and ping of an InMemoryAppliance, with the rules of the simulated one. */
export class InMemoryServerLifecycleAdapter extends InMemoryAdapter implements ServerLifecyclePort {
  start(): Promise<ActionAnswer> {
    return this.#action('start', () => {
      this.appliance.serverStatus = 'started';
    });
  }

  stop(): Promise<ActionAnswer> {
    return this.#action('stop', () => {
      this.appliance.serverStatus = 'stopped';
    });
  }

  reload(): Promise<ActionAnswer> {
    return this.#action('reload', () => {
      if (this.appliance.serverStatus !== 'stopped') return refused('server must be stopped');
      const operations = this.appliance.operations;
      operations.missedPings = operations.pingsMissedAfterReload;
    });
  }

  async ping(): Promise<boolean> {
    await Promise.resolve();
    const operations = this.appliance.operations;
    operations.calls.push('ping');
    if (this.appliance.unavailable) return false;
    if (operations.missedPings > 0) {
      operations.missedPings -= 1;
      return false;
    }
    return true;
  }

  /** Records the call; refuses it when the test set `<name>Fails`; else `body` does it (and may still refuse). */
  #action(name: 'start' | 'stop' | 'reload', body: () => ActionAnswer | void): Promise<ActionAnswer> {
    const operations = this.appliance.operations;
    return this.authorised(() => {
      const failure = operations[`${name}Fails`];
      if (failure !== undefined) return refused(failure);
      return body() ?? { result: true };
    }, () => operations.calls.push(name));
  }
}

export class InMemoryLicenseActivationAdapter extends InMemoryAdapter implements LicenseActivationPort {
  activate(): Promise<ActionAnswer> {
    return this.authorised(() => {
      const failure = this.appliance.operations.activationFails;
      if (failure !== undefined) return refused(failure);
      this.appliance.licenseStatus = 'activated';
      return { result: true };
    });
  }
}

export class InMemoryUpdateAdapter extends InMemoryAdapter implements UpdatePort {
  check(): Promise<UpdateAvailability> {
    return this.authorised(() => {
      const { currentVersion, availableVersion } = this.appliance.operations;
      return availableVersion === undefined ? { current: currentVersion } : { current: currentVersion, available: availableVersion };
    });
  }

  async *install(options: { readonly force: boolean }): AsyncIterable<UpdateEvent> {
    const operations = this.appliance.operations;
    const version = await this.authorised(() => {
      if (operations.availableVersion === undefined) throw new NoVersionAvailableError();
      if (operations.availableVersion === operations.currentVersion && !options.force) throw new AlreadyUpToDateError();
      if (this.appliance.serverStatus !== 'stopped') throw new ServerMustBeStoppedError();
      return operations.availableVersion;
    });
    for (const event of operations.installEvents()) {
      await Promise.resolve();
      yield event;
    }
    if (operations.installFails) throw new UpdateFailedError('failed to install');
    operations.currentVersion = version;
    yield { kind: 'complete', version };
  }
}

const sameTunnel = (a: Tunnel, b: Tunnel): boolean => a.protocol === b.protocol && a.port === b.port && (a.host ?? '') === (b.host ?? '');

export class InMemoryTunnelsAdapter extends InMemoryAdapter implements TunnelsPort {
  list(): Promise<Tunnel[]> {
    return this.authorised(() => {
      return [...this.appliance.operations.tunnels];
    });
  }

  open(tunnel: Tunnel): Promise<void> {
    return this.authorised(() => {
      const operations = this.appliance.operations;
      operations.tunnels = [...operations.tunnels.filter((open) => !sameTunnel(open, tunnel)), tunnel];
    });
  }

  close(tunnel: Tunnel): Promise<void> {
    return this.authorised(() => {
      const operations = this.appliance.operations;
      if (!operations.tunnels.some((open) => sameTunnel(open, tunnel))) throw new ApplianceRequestError(404, 'no such tunnel');
      operations.tunnels = operations.tunnels.filter((open) => !sameTunnel(open, tunnel));
    });
  }
}
