export const DEBUG_LEVELS = ['debug', 'info', 'warning', 'error'] as const;
export type DebugLevel = (typeof DEBUG_LEVELS)[number];

/** One message of the appliance's live debug output. */
export interface DebugMessage {
  readonly thread: number;
  readonly type: string;
  readonly level: DebugLevel;
  readonly message: string;
}

/** `/api/debug?level=…`: a persistent multipart stream of messages at `level` and above. */
export interface DebugStreamPort {
  watch(level: DebugLevel, signal: AbortSignal): AsyncIterable<DebugMessage>;
}
