import type { ApplicationInfo, ApplicationInfoPort } from '../ports/application-info.port';
import type { LicensePort, LicenseStatus } from '../ports/license.port';
import type { ServerStatus, ServerStatusPort } from '../ports/server-status.port';

/** One part of the dashboard: its value, or the error that kept it from loading. */
export type DashboardPart<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: unknown };

export interface Dashboard {
  readonly application: DashboardPart<ApplicationInfo>;
  readonly license: DashboardPart<LicenseStatus>;
  readonly status: DashboardPart<ServerStatus>;
}

/** Reads the three parts of the dashboard together; one failing part does not hide the others. */
export class LoadDashboardUseCase {
  constructor(
    private readonly applicationInfo: ApplicationInfoPort,
    private readonly license: LicensePort,
    private readonly serverStatus: ServerStatusPort,
  ) {}

  async execute(): Promise<Dashboard> {
    const [application, license, status] = await Promise.all([
      settle(this.applicationInfo.getApplicationInfo()),
      settle(this.license.status()),
      settle(this.serverStatus.status()),
    ]);
    return { application, license, status };
  }
}

async function settle<T>(promise: Promise<T>): Promise<DashboardPart<T>> {
  try {
    return { ok: true, value: await promise };
  } catch (error) {
    return { ok: false, error };
  }
}
