import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LogKind } from '../../application/ports/system-logs.port';
import type { LogLevel } from '../../domain/logs/log-line';

export const LOG_KIND_LABELS: Record<LogKind, MessageDescriptor> = { user: msg`User log`, system: msg`System log` };

export const LEVEL_LABELS: Record<LogLevel, MessageDescriptor> = { debug: msg`debug`, info: msg`info`, warning: msg`warning`, error: msg`error` };

export const LEVEL_PALETTES: Record<LogLevel, string> = { debug: 'gray', info: 'blue', warning: 'orange', error: 'red' };

/**
 * The parts of the appliance a system log line or a debug message comes from,
 * as the console words them in the language in use; the message itself stays
 * the appliance's (docs/words-and-screens.md). A source the console does not
 * know, and the user log's sources (user names), are shown as written.
 */
const SOURCE_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  server: msg({ message: 'server', context: 'log source' }),
  device: msg({ message: 'device', context: 'log source' }),
  storage: msg({ message: 'storage', context: 'log source' }),
  stream: msg({ message: 'stream', context: 'log source' }),
  gate: msg({ message: 'gate', context: 'log source' }),
  network: msg({ message: 'network', context: 'log source' }),
  io: msg({ message: 'io', context: 'log source' }),
};

/** A system log line's or debug message's source in words: 'équipement' for 'device'; as written when unknown. */
export function sourceText(i18n: I18n, source: string): string {
  const label = Object.hasOwn(SOURCE_LABELS, source) ? SOURCE_LABELS[source] : undefined;
  return label ? i18n._(label) : source;
}
