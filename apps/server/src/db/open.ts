/** Opens the configured database for a process: takes the data folder (PGlite), migrates, seeds. */
import type { Config } from '../config.ts';
import { seedCatalog } from '../catalog/seed.ts';
import { openDatabase, type Database } from './client.ts';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';
import { migrate } from './migrate.ts';
import { privateFolder, privatizeTree } from './private-folder.ts';

export async function openConfiguredDatabase(config: Config) {
  let unlock = () => {};
  if (!config.databaseUrl) {
    // Private before the first byte is written (docs/server-rules.md, One server per data folder).
    privateFolder(config.dataDir);
    try {
      unlock = lockDataDir(config.dataDir);
    } catch (err) {
      // The process's entry point prints the message and exits 1.
      if (err instanceof DataDirLockedError) throw new Error(`NutriCoach cannot start: ${err.message}`, { cause: err });
      throw err;
    }
  }
  const database: Database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolMax: config.dbPoolMax })
    : await openDatabase({ kind: 'pglite', dataDir: `${config.dataDir}/pglite` });
  if (!config.databaseUrl) privatizeTree(config.dataDir);
  await migrate(database.db);
  const seeded = await seedCatalog(database.db);
  return {
    database,
    seeded,
    async close() {
      await database.close();
      if (!config.databaseUrl) privatizeTree(config.dataDir);
      unlock();
    },
  };
}
