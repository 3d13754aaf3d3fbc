import { ServerStopError } from '../errors/operation-errors';
import type { ActionAnswer, ServerLifecyclePort } from '../ports/server-lifecycle.port';
import type { ServerStatus } from '../ports/server-status.port';
import type { ServerStatusMonitor } from './server-status-monitor';

/** One lifecycle action as the status display lives it. */
export interface ServerTransition {
  /** Shown while the appliance works: 'starting' or 'stopping'. */
  readonly transient: ServerStatus;
  /** Shown after it when the appliance's status cannot be read: 'started' or 'stopped'. */
  readonly settled: ServerStatus;
  readonly call: () => Promise<ActionAnswer>;
  /** The error thrown on a refusal (`detail`) or an unreachable appliance (`cause`). */
  readonly failure: (detail?: string, cause?: unknown) => Error;
}

/**
 * Shows the transient status, calls the appliance, and on a refusal or a
 * network failure restores the status shown before and throws the action's
 * error. Start, stop and the stop inside a reload share this one rule.
 */
export async function runServerTransition(monitor: ServerStatusMonitor, transition: ServerTransition, previous = monitor.current()): Promise<void> {
  monitor.set(transition.transient);
  let answer: ActionAnswer;
  try {
    answer = await transition.call();
  } catch (error) {
    monitor.set(previous);
    throw transition.failure(undefined, error);
  }
  if (!answer.result) {
    monitor.set(previous);
    throw transition.failure(answer.detail);
  }
}

/** Runs `work` with status polling paused, so that an answer read before the call cannot overwrite the transient state. */
export async function withStatusPollingPaused<T>(monitor: ServerStatusMonitor, work: () => Promise<T>): Promise<T> {
  monitor.pause();
  try {
    return await work();
  } finally {
    monitor.resume();
  }
}

/**
 * Start or stop on its own: with polling paused, the transition, then the
 * status the appliance reports (the transition's settled one when it cannot be read).
 */
export function runLifecycleAction(monitor: ServerStatusMonitor, transition: ServerTransition): Promise<void> {
  return withStatusPollingPaused(monitor, async () => {
    await runServerTransition(monitor, transition);
    await monitor.refresh().catch(() => monitor.set(transition.settled));
  });
}

/** The stop action, shared with the reload. */
export function stopTransition(lifecycle: ServerLifecyclePort): ServerTransition {
  return {
    transient: 'stopping',
    settled: 'stopped',
    call: () => lifecycle.stop(),
    failure: (detail?: string, cause?: unknown) => new ServerStopError(detail, cause),
  };
}
