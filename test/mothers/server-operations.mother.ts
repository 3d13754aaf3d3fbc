import { InMemoryAppliance } from '../../src/infrastructure/memory/in-memory-appliance';
import { InMemoryLicenseAdapter, InMemoryServerStatusAdapter } from '../../src/infrastructure/memory/in-memory-adapters';
import {
  InMemoryLicenseActivationAdapter,
  InMemoryServerLifecycleAdapter,
  InMemoryTunnelsAdapter,
  InMemoryUpdateAdapter,
} from '../../src/infrastructure/memory/in-memory-operations.adapters';
import { ActivateLicenseUseCase } from '../../src/application/license/activate-license.use-case';
import { CloseTunnelUseCase } from '../../src/application/remote-access/close-tunnel.use-case';
import { OpenTunnelUseCase } from '../../src/application/remote-access/open-tunnel.use-case';
import { CheckUpdateUseCase } from '../../src/application/updates/check-update.use-case';
import { InstallUpdateUseCase } from '../../src/application/updates/install-update.use-case';
import { RecordingLoggerAdapter } from '../../src/infrastructure/memory/recording-logger.adapter';
import { TimerClockAdapter } from '../../src/infrastructure/memory/timer-clock.adapter';
import { Session } from '../../src/application/session/session';
import { ReloadServerUseCase } from '../../src/application/lifecycle/reload-server.use-case';
import { ServerStatusMonitor } from '../../src/application/lifecycle/server-status-monitor';
import { StartServerUseCase } from '../../src/application/lifecycle/start-server.use-case';
import { StopServerUseCase } from '../../src/application/lifecycle/stop-server.use-case';

/** The lifecycle use cases over an in-memory appliance and the real timer clock (fake timers in tests). */
export function lifecycleKit() {
  const appliance = InMemoryAppliance.initialised('secret');
  const session = new Session();
  session.setCredentials({ user: 'admin', password: 'secret' });
  const clock = new TimerClockAdapter();
  const logger = new RecordingLoggerAdapter();
  const lifecycle = new InMemoryServerLifecycleAdapter(appliance, session);
  const monitor = new ServerStatusMonitor(new InMemoryServerStatusAdapter(appliance, session), clock, logger);
  const start = new StartServerUseCase(lifecycle, monitor);
  const shown: Array<string | undefined> = [];
  monitor.subscribe((status) => shown.push(status));
  return {
    appliance,
    monitor,
    logger,
    shown,
    start,
    stop: new StopServerUseCase(lifecycle, monitor),
    reload: new ReloadServerUseCase(lifecycle, monitor, start, clock, logger),
  };
}

/** Licence, update and tunnel use cases over an in-memory appliance, with the server and licence status given (else the appliance's own). */
export function operationsKit(status: Partial<Pick<InMemoryAppliance, 'serverStatus' | 'licenseStatus'>> = {}) {
  const kit = lifecycleKit();
  Object.assign(kit.appliance, status);
  const session = new Session();
  session.setCredentials({ user: 'admin', password: 'secret' });
  const { appliance } = kit;
  const license = new InMemoryLicenseAdapter(appliance, session);
  const updates = new InMemoryUpdateAdapter(appliance, session);
  const tunnels = new InMemoryTunnelsAdapter(appliance, session);
  const now = new Date('2026-11-23T10:00:00.750Z');
  return {
    ...kit,
    activate: new ActivateLicenseUseCase(license, new InMemoryLicenseActivationAdapter(appliance, session)),
    checkUpdate: new CheckUpdateUseCase(updates),
    installUpdate: new InstallUpdateUseCase(updates, kit.monitor),
    openTunnel: new OpenTunnelUseCase(tunnels, () => now),
    closeTunnel: new CloseTunnelUseCase(tunnels),
    now,
  };
}
