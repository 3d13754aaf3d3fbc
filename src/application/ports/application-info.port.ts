/** What the appliance says about itself (`GET /api/application`). */
export interface ApplicationInfo {
  readonly id: string;
  readonly name: string;
  readonly version: string;
  readonly label: string;
  /** Absent (or empty) until the appliance is initialised. */
  readonly productCode?: string;
  readonly title?: string;
}

/** Reads the application info; public, needs no credentials. */
export interface ApplicationInfoPort {
  getApplicationInfo(): Promise<ApplicationInfo>;
}
