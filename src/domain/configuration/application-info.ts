/** The `<application>` block of the configuration: which product and version wrote it. */
export interface ApplicationInfo {
  readonly identifier: number;
  readonly brand: number;
  readonly version: string;
  readonly minimalVersionUpdate: string;
}

export function createApplicationInfo(fields: Partial<ApplicationInfo> = {}): ApplicationInfo {
  return { identifier: 0, brand: 0, version: '', minimalVersionUpdate: '', ...fields };
}
