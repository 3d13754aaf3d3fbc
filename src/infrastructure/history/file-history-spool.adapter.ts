import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { HistorySpoolPort, SpooledItem } from '../../application/ports/history-spool.port';
import { ExclusiveLane } from '../database/exclusive-lane';

const CURRENT = 'spool.jsonl';
const DRAINING = /^draining-(\d+)\.jsonl$/;
const BATCH = 500;

/** The items of a spool file; a last line cut by a crash mid-write is left out (it was never acknowledged). */
function itemsOf(text: string): SpooledItem[] {
  const items: SpooledItem[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    try {
      items.push(JSON.parse(line) as SpooledItem);
    } catch {
      // A torn last line: its append never resolved.
    }
  }
  return items;
}

/**
 * The spool in the data directory (`spool/`): one JSON line per item,
 * appended and synced before `append` resolves. A drain first renames the
 * file (`draining-N.jsonl`), so appends go on into a new one while it is
 * written to the database, and removes it only once every item was written.
 */
export class FileHistorySpoolAdapter implements HistorySpoolPort {
  private readonly lane = new ExclusiveLane();
  private pending: number;

  constructor(private readonly folder: string) {
    mkdirSync(folder, { recursive: true });
    this.pending = this.files().reduce((count, file) => count + itemsOf(readFileSync(join(folder, file), 'utf8')).length, 0);
  }

  /** The draining files in order, then the current one. */
  private files(): string[] {
    const draining = readdirSync(this.folder)
      .filter((name) => DRAINING.test(name))
      .sort((a, b) => Number(DRAINING.exec(a)![1]) - Number(DRAINING.exec(b)![1]));
    return existsSync(join(this.folder, CURRENT)) ? [...draining, CURRENT] : draining;
  }

  async append(item: SpooledItem): Promise<void> {
    const release = await this.lane.take();
    try {
      const file = await open(join(this.folder, CURRENT), 'a', 0o600);
      try {
        await file.appendFile(`${JSON.stringify(item)}\n`, 'utf8');
        await file.sync();
      } finally {
        await file.close();
      }
      this.pending += 1;
    } finally {
      release();
    }
  }

  async size(): Promise<number> {
    return this.pending;
  }

  async drain(write: (items: readonly SpooledItem[]) => Promise<void>): Promise<number> {
    const taken = await this.takeCurrent();
    let written = 0;
    for (const file of taken) {
      const path = join(this.folder, file);
      const items = itemsOf(readFileSync(path, 'utf8'));
      for (let start = 0; start < items.length; start += BATCH) await write(items.slice(start, start + BATCH));
      await rm(path, { force: true });
      written += items.length;
      this.pending = Math.max(0, this.pending - items.length);
    }
    return written;
  }

  /** Renames the current file for draining (under the lane, so no append is cut in two); the files to drain, in order. */
  private async takeCurrent(): Promise<string[]> {
    const release = await this.lane.take();
    try {
      const files = this.files();
      if (files.at(-1) === CURRENT) {
        const numbers = files.slice(0, -1).map((name) => Number(DRAINING.exec(name)![1]));
        const next = `draining-${Math.max(0, ...numbers) + 1}.jsonl`;
        await rename(join(this.folder, CURRENT), join(this.folder, next));
        files[files.length - 1] = next;
      }
      return files;
    } finally {
      release();
    }
  }
}

