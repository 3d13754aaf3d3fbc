/** How long history and audit are kept (docs/history.md, "Retention"). */
export interface RetentionPolicy {
  /** Every version is kept this many days (90). */
  readonly keepAllDays: number;
  /** Audit entries are kept this many days (365). */
  readonly auditDays: number;
  /** A site's stored versions may take this many bytes; past it, its oldest versions go first (1 GiB). */
  readonly siteLimitBytes: number;
}

export const DEFAULT_RETENTION: RetentionPolicy = { keepAllDays: 90, auditDays: 365, siteLimitBytes: 1024 * 1024 * 1024 };

const DAY = 24 * 60 * 60 * 1000;

/**
 * The versions to thin out: past `keepAllDays`, only the last version of each
 * day (UTC) stays. The latest version is always kept. `versions` in any order.
 */
export function versionsToThin(versions: readonly { readonly id: number; readonly recordedAt: string }[], now: Date, policy: Pick<RetentionPolicy, 'keepAllDays'>): number[] {
  const limit = now.getTime() - policy.keepAllDays * DAY;
  const latest = versions.reduce<number | undefined>((max, version) => (max === undefined || version.id > max ? version.id : max), undefined);
  const lastOfDay = new Map<string, number>();
  for (const version of versions) {
    if (Date.parse(version.recordedAt) >= limit) continue;
    const day = version.recordedAt.slice(0, 10);
    const kept = lastOfDay.get(day);
    if (kept === undefined || version.id > kept) lastOfDay.set(day, version.id);
  }
  const keep = new Set(lastOfDay.values());
  return versions.filter((version) => Date.parse(version.recordedAt) < limit && !keep.has(version.id) && version.id !== latest).map((version) => version.id);
}
