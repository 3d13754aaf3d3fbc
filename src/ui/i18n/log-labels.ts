import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LogKind } from '../../application/ports/system-logs.port';
import type { LogLevel } from '../../domain/logs/log-line';

export const LOG_KIND_LABELS: Record<LogKind, MessageDescriptor> = { user: msg`User log`, system: msg`System log` };

export const LEVEL_LABELS: Record<LogLevel, MessageDescriptor> = { debug: msg`debug`, info: msg`info`, warning: msg`warning`, error: msg`error` };

export const LEVEL_PALETTES: Record<LogLevel, string> = { debug: 'gray', info: 'blue', warning: 'orange', error: 'red' };
