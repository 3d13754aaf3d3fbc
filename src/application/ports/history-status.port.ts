/** Whether history and audit are up to date, for the console ("history is behind"). */
export interface HistoryStatus {
  readonly database: { readonly kind: 'embedded' | 'server'; readonly reachable: boolean; readonly location: string };
  /** Items waiting in the spool (0 when up to date). */
  readonly spooled: number;
  /** When the database last failed, ISO, while it is away. */
  readonly since?: string;
  /** This Vigil server's id: a version recorded by another one (sharing the database) says so. */
  readonly instance?: string;
}
