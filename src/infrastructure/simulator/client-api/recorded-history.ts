import { encodeGraphEvents, encodeGraphIo, type GraphSample } from '../../../domain/client/graph-record-encoder';
import type { ClientApiSettings } from './client-api-settings';

/** One page of a long query: what fits, and where the next page starts (null when complete). */
export interface HistoryPage<T> {
  readonly items: T[];
  readonly next: number | null;
}

const LEVELS = ['info', 'warning', 'error'] as const;

export interface SimulatedLog {
  readonly date: string;
  readonly level: string;
  readonly message: string;
}

function firstStep(begin: number, step: number): number {
  return Math.ceil(begin / step) * step;
}

/** Recorded logs: one entry every `logStepMs` of recorded time, deterministic, paged. */
export function logPage(begin: number, end: number, settings: ClientApiSettings, filter?: string): HistoryPage<SimulatedLog> {
  const items: SimulatedLog[] = [];
  const step = settings.logStepMs;
  for (let time = firstStep(begin, step); time < end; time += step) {
    const n = Math.round(time / step);
    const message = `camera ${n % 4} ${n % 3 === 0 ? 'motion detected' : 'recording'} #${n}`;
    if (filter && !message.includes(filter)) {
      continue;
    }
    if (items.length === settings.logsPerAnswer) {
      return { items, next: time };
    }
    items.push({ date: new Date(time).toISOString(), level: LEVELS[n % 3] ?? 'info', message });
  }
  return { items, next: null };
}

function samplesOf(guid: string, begin: number, end: number, settings: ClientApiSettings): HistoryPage<GraphSample> {
  const items: GraphSample[] = [];
  const step = settings.graphStepMs;
  const phase = [...guid].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  for (let time = firstStep(begin, step); time < end; time += step) {
    if (items.length === settings.recordsPerAnswer) {
      return { items, next: time };
    }
    const n = time / step;
    items.push({ time, value: Math.round(500 + 400 * Math.sin((n + phase) / 12)) / 10, defined: (n + phase) % 7 !== 0 });
  }
  return { items, next: null };
}

/** Graph events of a stream as 16-byte records. */
export function graphEventPage(guid: string, begin: number, end: number, settings: ClientApiSettings): HistoryPage<number> & { bytes: Uint8Array } {
  const page = samplesOf(guid, begin, end, settings);
  return { items: [], next: page.next, bytes: encodeGraphEvents(page.items) };
}

/** Graph I/O of a stream as 17-byte records (values 0/1 with their defined flag). */
export function graphIoPage(guid: string, begin: number, end: number, settings: ClientApiSettings): HistoryPage<number> & { bytes: Uint8Array } {
  const page = samplesOf(guid, begin, end, settings);
  const io = page.items.map((sample) => ({ ...sample, value: sample.value > 50 ? 1 : 0 }));
  return { items: [], next: page.next, bytes: encodeGraphIo(io) };
}
