export const LOG_LEVELS = ['debug', 'info', 'warning', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** One line of an appliance log: `2026-11-23 09:10:11.123 INFO [storage] message`. */
export interface LogEntry {
  /** 1-based line number in the log. */
  readonly line: number;
  /** `YYYY-MM-DD HH:MM:SS.mmm` as written, or '' for a line in another format. */
  readonly time: string;
  /** Null for a line in another format (kept whole in `message`). */
  readonly level: LogLevel | null;
  readonly source: string;
  readonly message: string;
}

const LINE = /^(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(?:\.\d{1,3})?)\s+(DEBUG|INFO|WARNING|WARN|ERROR)\s+\[([^\]]*)\]\s?(.*)$/i;

function levelOf(word: string): LogLevel {
  const lower = word.toLowerCase();
  return lower === 'warn' ? 'warning' : (lower as LogLevel);
}

/** Every non-empty line of a log, in order; lines in another format are kept, not dropped. */
export function parseLog(text: string): LogEntry[] {
  const entries: LogEntry[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    if (raw.trim() === '') return;
    const match = LINE.exec(raw);
    entries.push(
      match
        ? { line: index + 1, time: match[1]!, level: levelOf(match[2]!), source: match[3]!, message: match[4]! }
        : { line: index + 1, time: '', level: null, source: '', message: raw },
    );
  });
  return entries;
}

export interface LogFilter {
  /** Levels to keep; lines in another format are always kept. */
  readonly levels: ReadonlySet<LogLevel>;
  /** Case-insensitive text looked for in the source and the message ('' keeps all). */
  readonly search: string;
}

export function filterLog(entries: readonly LogEntry[], filter: LogFilter): LogEntry[] {
  const needle = filter.search.trim().toLocaleLowerCase();
  return entries.filter(
    (entry) =>
      (entry.level === null || filter.levels.has(entry.level)) &&
      (needle === '' || entry.message.toLocaleLowerCase().includes(needle) || entry.source.toLocaleLowerCase().includes(needle)),
  );
}

/** The lines of the entries, as written, for a download of what is shown. */
export function formatLog(entries: readonly LogEntry[]): string {
  return entries.map((entry) => (entry.level === null ? entry.message : `${entry.time} ${entry.level.toUpperCase()} [${entry.source}] ${entry.message}`)).join('\n') + (entries.length ? '\n' : '');
}
