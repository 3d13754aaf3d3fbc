import { hkdfSync, randomBytes, webcrypto } from 'node:crypto';
import { mkdirSync, readdirSync } from 'node:fs';
import { open, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';

const IV_BYTES = 12;
const DOCUMENT = '.document';
const ACCEPTED = '.accepted.json';

/** A save the appliance accepted, as it is to be recorded (version and audit entry). */
export interface AcceptedSave {
  /** The version's entry id (the stores skip an id they hold: a save recovered twice is recorded once). */
  readonly entryId: string;
  readonly auditId: string;
  /** When the appliance's acceptance was seen (ISO). */
  readonly at: string;
  readonly author: string;
  readonly address: string;
  readonly note: string;
  readonly action: 'configuration.save';
  readonly target: string;
}

/** One save's document on its way to the appliance. */
export interface JournalWriter {
  /** The whole body: resolves once it is on disk (encrypted, synced). */
  end(body: Uint8Array): Promise<void>;
  /** The appliance accepted it: resolves once that is on disk too (from then on a restart records it). */
  accept(save: AcceptedSave): Promise<void>;
  /** Forgets it (refused, or recorded). */
  discard(): Promise<void>;
}

async function writeSynced(path: string, parts: readonly Uint8Array[]): Promise<void> {
  const file = await open(path, 'w', 0o600);
  try {
    await file.writev(parts as Uint8Array[]);
    await file.sync();
  } finally {
    await file.close();
  }
}

/**
 * The journal of saves under way (docs/history.md, "When a save is
 * recorded"), in `spool/saves/`: a save's body is encrypted (AES-256-GCM
 * under a key derived from the server's; Web Crypto, which runs off the
 * main thread) and synced while the appliance checks it; once the appliance accepts it, a
 * small `…accepted.json` (synced, then renamed into place) marks it to be
 * recorded. The console hears the answer then; the version and the audit
 * entry are written just after, and the journal entry removed. A Vigil
 * server stopped in between (even by kill -9) finds the accepted saves at
 * its next start and records them; a body never accepted is dropped.
 */
export class SaveJournal {
  private readonly key: Promise<webcrypto.CryptoKey>;

  constructor(private readonly folder: string, serverKey: Buffer) {
    const raw = Buffer.from(hkdfSync('sha256', serverKey, Buffer.alloc(0), 'vigil save journal aes-256-gcm', 32));
    this.key = webcrypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']);
    mkdirSync(folder, { recursive: true, mode: 0o700 });
  }

  open(entryId: string): JournalWriter {
    const base = join(this.folder, entryId.replace(/[^\w-]/g, '_'));
    let ended: Promise<void> | undefined;
    const remove = () => Promise.all([rm(base + DOCUMENT, { force: true }), rm(base + ACCEPTED, { force: true })]).then(() => undefined);
    return {
      end: (body) => {
        ended ??= (async () => {
          const iv = randomBytes(IV_BYTES);
          const sealed = await webcrypto.subtle.encrypt({ name: 'AES-GCM', iv }, await this.key, body);
          await writeSynced(base + DOCUMENT, [iv, new Uint8Array(sealed)]);
        })();
        return ended;
      },
      accept: async (save) => {
        if (!ended) throw new Error('the save journal was asked to accept a body that did not end');
        await ended;
        await writeSynced(`${base}${ACCEPTED}.part`, [Buffer.from(JSON.stringify(save))]);
        await rename(`${base}${ACCEPTED}.part`, base + ACCEPTED);
      },
      discard: async () => {
        await ended?.catch(() => undefined);
        await remove();
      },
    };
  }

  /**
   * The saves a previous run accepted and did not record, oldest first, each
   * with its document and the way to forget it once recorded. Bodies never
   * accepted are removed; a journal entry that cannot be read (another key,
   * a damaged file) is renamed `….unreadable` and reported, never dropped.
   */
  async recover(report: (message: string, error: unknown) => void): Promise<{ save: AcceptedSave; document: string; forget: () => Promise<void> }[]> {
    const names = readdirSync(this.folder);
    const accepted = new Set(names.filter((name) => name.endsWith(ACCEPTED)).map((name) => name.slice(0, -ACCEPTED.length)));
    for (const name of names) {
      const base = name.endsWith(DOCUMENT) ? name.slice(0, -DOCUMENT.length) : name.endsWith(`${ACCEPTED}.part`) ? name.slice(0, -`${ACCEPTED}.part`.length) : undefined;
      if (base !== undefined && !accepted.has(base)) await rm(join(this.folder, name), { force: true });
    }
    const found: { save: AcceptedSave; document: string; forget: () => Promise<void> }[] = [];
    for (const base of accepted) {
      const path = join(this.folder, base);
      try {
        const save = JSON.parse(await readFile(path + ACCEPTED, 'utf8')) as AcceptedSave;
        const bytes = await readFile(path + DOCUMENT);
        const opened = await webcrypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.subarray(0, IV_BYTES) }, await this.key, bytes.subarray(IV_BYTES));
        const document = Buffer.from(opened).toString('utf8');
        found.push({ save, document, forget: () => Promise.all([rm(path + DOCUMENT, { force: true }), rm(path + ACCEPTED, { force: true })]).then(() => undefined) });
      } catch (error) {
        report(`history: a save left in the journal (${base}) cannot be read; kept as ${base}.*.unreadable`, error);
        await rename(path + ACCEPTED, `${path}.accepted.unreadable`).catch(() => undefined);
        await rename(path + DOCUMENT, `${path}.document.unreadable`).catch(() => undefined);
      }
    }
    return found.sort((a, b) => a.save.at.localeCompare(b.save.at));
  }
}
