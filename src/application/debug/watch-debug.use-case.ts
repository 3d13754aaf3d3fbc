import type { DebugLevel, DebugMessage, DebugStreamPort } from '../ports/debug-stream.port';

/** The live debug console: the appliance's messages at `level` and above, until `signal` aborts (pause). */
export class WatchDebugUseCase {
  constructor(private readonly debug: DebugStreamPort) {}

  execute(level: DebugLevel, signal: AbortSignal): AsyncIterable<DebugMessage> {
    return this.debug.watch(level, signal);
  }
}
