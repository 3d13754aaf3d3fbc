import type { ChainVerification } from '../../../application/audit/verify-audit-chain.use-case';

export interface HistoryCliIo {
  readonly stdout: { write(text: string): unknown };
  readonly stderr: { write(text: string): unknown };
  readonly env: Record<string, string | undefined>;
}

/** Where the data is, as the command line gives it. */
export interface HistoryCliTarget {
  readonly dataDir?: string;
  readonly databaseUrl?: string;
}

/** What `vigil history` needs of the server's data, opened for one command and closed after. */
export interface HistoryCliServices {
  verify(target: HistoryCliTarget): Promise<ChainVerification & { readonly where: string }>;
}

export const HISTORY_USAGE = `usage: vigil history verify [--data DIR] [--database URL]
  verify            check that the audit is intact: every entry's hash, and each one's link to the one before
  --data DIR        the Vigil server's data directory (default: the one npm start uses, docs/history.md)
  --database URL    the PostgreSQL server the Vigil server keeps its data in (or VIGIL_DATABASE_URL)`;

const REASONS = {
  altered: 'its fields no longer match its hash (it was changed after it was written)',
  missing: 'it is missing (deleted from the database)',
  unlinked: 'it does not name the hash of the entry before it (entries were removed or replaced)',
} as const;

function parse(args: readonly string[]): { command: string | undefined; target: HistoryCliTarget } {
  const target: { dataDir?: string; databaseUrl?: string } = {};
  let command: string | undefined;
  for (let index = 0; index < args.length; index += 1) {
    const [name, inline] = args[index]!.split(/=(.*)/s, 2) as [string, string | undefined];
    const value = () => {
      const found = inline ?? args[++index];
      if (found === undefined || found === '') throw new Error(`${name} expects a value`);
      return found;
    };
    if (name === '--data') target.dataDir = value();
    else if (name === '--database') target.databaseUrl = value();
    else if (!name.startsWith('-') && command === undefined) command = name;
    else throw new Error(`unknown option ${args[index]}`);
  }
  return { command, target };
}

/**
 * `vigil history verify`: exit 0 when the audit chain is intact, 1 when it
 * is broken (with the first entry that breaks it and why), 2 for a usage
 * error or a database that cannot be opened.
 */
export async function main(args: readonly string[], io: HistoryCliIo, services: HistoryCliServices): Promise<number> {
  let parsed;
  try {
    parsed = parse(args);
  } catch (error) {
    io.stderr.write(`${(error as Error).message}\n${HISTORY_USAGE}\n`);
    return 2;
  }
  if (parsed.command === undefined || parsed.command === 'help' || args.includes('--help')) {
    io.stdout.write(`${HISTORY_USAGE}\n`);
    return parsed.command === undefined ? 2 : 0;
  }
  if (parsed.command !== 'verify') {
    io.stderr.write(`unknown command ${parsed.command}\n${HISTORY_USAGE}\n`);
    return 2;
  }
  let result;
  try {
    result = await services.verify(parsed.target);
  } catch (error) {
    io.stderr.write(`Cannot check the audit: ${(error as Error).message}\n`);
    return 2;
  }
  if (result.intact) {
    io.stdout.write(`The audit is intact: ${result.checked} entries checked (${result.where}).\n`);
    return 0;
  }
  const broken = result.broken!;
  io.stdout.write(`The audit is NOT intact: entry ${broken.sequence}: ${REASONS[broken.reason]}. ${result.checked} entries before it are intact (${result.where}).\n`);
  return 1;
}
