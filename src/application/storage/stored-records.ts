import type { Language, Theme } from '../ports/preferences.port';
import type { StoredChange, StoredDraft } from '../ports/draft-store.port';
import { defineMigrations, type RecordFormat } from './record-migrations';
import { taggedReplacer, taggedReviver } from './tagged-json';

/**
 * Every record the console keeps in the browser's localStorage, its keys and
 * its migrations, in one place (docs/configuration-workspace.md, "Stored
 * records and their versions"). To change a record's shape: add the next
 * numbered step to its `steps` (it receives the data as the previous version
 * stored it and returns the new shape), change its `validate`, and add a
 * stored fixture of the previous version to `stored-records.test.ts`.
 * Steps only go up: a console never writes an older version.
 */

export interface Point {
  readonly x: number;
  readonly y: number;
}

export type LogicPanels = Partial<Record<'palette' | 'inspector', boolean>>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isPathStep = (step: unknown) => typeof step === 'string' || typeof step === 'number' || (isObject(step) && typeof step.id === 'string');
const isChange = (change: unknown): change is StoredChange =>
  isObject(change) && (change.kind === 'changed' || change.kind === 'added' || change.kind === 'removed') && Array.isArray(change.path) && change.path.every(isPathStep);
const isDraft = (value: unknown): value is StoredDraft =>
  isObject(value) && typeof value.baseSignature === 'string' && typeof value.savedAt === 'string' && Array.isArray(value.changes) && value.changes.every(isChange);
const isPoint = (value: unknown): value is Point => isObject(value) && Number.isFinite(value.x) && Number.isFinite(value.y);
/** Version 0 of the JSON records: the text as stored, parsed. */
const parseText = (text: unknown) => JSON.parse(String(text), taggedReviver) as unknown;

export const STORED_FORMATS = {
  /** Unsaved configuration changes (application/configuration-workspace/configuration-drafts.ts). */
  draft: defineMigrations<StoredDraft>({
    name: 'draft',
    steps: {
      // 1: the record gets its envelope; before, `{ baseSignature, savedAt, changes }` was stored bare (console 2.1.10 and earlier).
      1: parseText,
    },
    validate: isDraft,
    replacer: taggedReplacer,
    reviver: taggedReviver,
  }),
  language: defineMigrations<Language>({
    name: 'language',
    steps: { 1: (text) => text }, // 1: 'en' or 'fr' was stored bare.
    validate: (value): value is Language => value === 'en' || value === 'fr',
  }),
  theme: defineMigrations<Theme>({
    name: 'theme',
    steps: { 1: (text) => text }, // 1: 'dark' or 'light' was stored bare.
    validate: (value): value is Theme => value === 'dark' || value === 'light',
  }),
  expertMode: defineMigrations<boolean>({
    name: 'expert-mode',
    steps: { 1: (text) => (text === '1' ? true : text === '0' ? false : text) }, // 1: '1' or '0' was stored bare.
    validate: (value): value is boolean => typeof value === 'boolean',
  }),
  /** Where the installer moved the logic editor's nodes, by node id, per scope. */
  logicPositions: defineMigrations<Record<string, Point>>({
    name: 'logic-positions',
    steps: { 1: parseText },
    validate: (value): value is Record<string, Point> => isObject(value) && Object.values(value).every(isPoint),
  }),
  /** Whether the logic editor's palette and inspector are open. */
  logicPanels: defineMigrations<LogicPanels>({
    name: 'logic-panels',
    steps: { 1: parseText },
    validate: (value): value is LogicPanels => isObject(value) && Object.entries(value).every(([name, open]) => (name === 'palette' || name === 'inspector') && typeof open === 'boolean'),
  }),
} as const;

export type StoredRecordKind = keyof typeof STORED_FORMATS;

/** The keys: a draft per appliance origin and tab, the preferences, the logic editor's layout per scope. */
export const STORED_KEYS = {
  /** `vigil.draft.<tab>:<origin>` (tab ids hold no colon). */
  draftPrefix: 'vigil.draft.',
  /** Before drafts were per tab: `vigil.draft:<origin>`, read as the draft of tab ''. */
  legacyDraftPrefix: 'vigil.draft:',
  language: 'vigil.language',
  theme: 'vigil.theme',
  expertMode: 'vigil.expert-mode',
  /** `vigil.logic.positions:<scope joined by />`. */
  logicPositionsPrefix: 'vigil.logic.positions:',
  logicPanels: 'vigil.logic.panels',
  /** A record that could not be read is moved to `vigil.set-aside:<its key>` (then `…#2`, `#3` if taken), kept as it was. */
  setAsidePrefix: 'vigil.set-aside:',
} as const;

/** Which kind of record a key holds (undefined for a key that is not the console's record). */
export function kindOfKey(key: string): StoredRecordKind | undefined {
  if (key.startsWith(STORED_KEYS.draftPrefix) || key.startsWith(STORED_KEYS.legacyDraftPrefix)) return 'draft';
  if (key === STORED_KEYS.language) return 'language';
  if (key === STORED_KEYS.theme) return 'theme';
  if (key === STORED_KEYS.expertMode) return 'expertMode';
  if (key.startsWith(STORED_KEYS.logicPositionsPrefix)) return 'logicPositions';
  if (key === STORED_KEYS.logicPanels) return 'logicPanels';
  return undefined;
}

export function formatOf(kind: StoredRecordKind): RecordFormat<unknown> {
  return STORED_FORMATS[kind] as RecordFormat<unknown>;
}
