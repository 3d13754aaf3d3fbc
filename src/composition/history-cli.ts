import { main as historyCli, type HistoryCliIo, type HistoryCliServices } from '../infrastructure/cli/history/history-cli';
import { defaultDataDirectory } from '../infrastructure/server-data/data-directory';
import { openServerData } from './server-data';

function services(env: Record<string, string | undefined>): HistoryCliServices {
  return {
    verify: async (target) => {
      const data = await openServerData({ dataDir: target.dataDir ?? defaultDataDirectory(env), databaseUrl: target.databaseUrl, env, drainEveryMs: 0 });
      try {
        const where = data.database.kind === 'embedded' ? `embedded database in ${data.database.location}` : `PostgreSQL at ${data.database.location}`;
        return { ...(await data.verifyAudit.execute()), where };
      } finally {
        await data.close();
      }
    },
  };
}

/** `vigil history …` as bin/vigil.js runs it. */
export function main(argv: string[], io: HistoryCliIo): Promise<number> {
  return historyCli(argv, io, services(io.env));
}
