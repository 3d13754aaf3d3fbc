import type { CopyKind, ItemRef } from './cross-site-items';

const KIND_WORDS: Record<CopyKind, string> = {
  calendars: 'Calendar',
  contacts: 'Contact',
  emails: 'SMTP server',
  messages: 'SMS server',
  ftpClients: 'FTP server',
  alarms: 'Alarm receiver',
  templates: 'Template',
  streams: 'Stream settings of',
};

/** An item copied, in the English of the audit and the rollout's record ("Calendar Holidays"); the pages translate kinds themselves. */
export function copiedItemWords(item: ItemRef): string {
  return `${KIND_WORDS[item.kind]} ${item.name}`;
}

/** Item references as a request sends them: each a known kind and a non-empty name, each once. */
export function itemRefsOf(value: unknown, isKind: (kind: unknown) => kind is CopyKind): ItemRef[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const items: ItemRef[] = [];
  for (const entry of value as unknown[]) {
    const record = entry as Record<string, unknown> | null;
    if (!record || !isKind(record['kind']) || typeof record['name'] !== 'string' || record['name'] === '') continue;
    const key = `${record['kind']}/${record['name']}`;
    if (seen.has(key)) continue;
    seen.add(key);
    items.push({ kind: record['kind'], name: record['name'] });
  }
  return items;
}
