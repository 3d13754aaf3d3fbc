/** The value of an io on the running appliance (0/1 for a logic one): undefined when the appliance does not know it (yet). */
export type LiveIoState = number | undefined;

/** Reading and writing ios on the appliance (`/api/readio`, `/api/writeio`, the rights list). */
export interface IoStatesPort {
  /** The states of the ios, read together; an io the appliance does not answer for is left out. */
  read(guids: readonly string[], signal?: AbortSignal): Promise<ReadonlyMap<string, LiveIoState>>;
  /** The ios the signed-in user may write (the write right). */
  writable(signal?: AbortSignal): Promise<ReadonlySet<string>>;
  /** Writes an input; false with 'no rights to write' when the right is missing. */
  write(guid: string, value: boolean): Promise<boolean>;
}
