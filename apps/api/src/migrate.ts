// `npm run migrate`: brings the database of DATABASE_URL (or the embedded one of DATA_DIR) up to
// this version's schema, once per deployment, before the api processes start (docs/deploy.md).
import { join } from 'node:path';
import { createDb, DataDirLockedError, pendingMigrations } from '@feedline/db';
import { ConfigError, loadConfig } from './config';

async function main(): Promise<number> {
  // The migration needs the database only: not the secrets or Redis of the processes.
  const config = loadConfig(process.env, { purpose: 'migrate' });
  const where = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `the embedded database in ${config.dataDir}`;
  const handle = config.databaseUrl
    ? await createDb({ kind: 'postgres', url: config.databaseUrl, poolSize: 1 })
    : await createDb({ kind: 'pglite', dataDir: join(config.dataDir, 'pglite') });
  try {
    const pending = await pendingMigrations(handle.sql);
    if (pending.length === 0) {
      console.info(`The schema of ${where} is up to date.`);
      return 0;
    }
    console.info(`Applying ${pending.length} migration(s) to ${where}: ${pending.join(', ')}`);
    await handle.migrate();
    console.info('Done.');
    return 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) {
      console.error(`\nFeedline could not migrate.\n${error.message}\n`);
    } else {
      console.error('\nFeedline could not migrate the database.', error);
    }
    process.exit(1);
  },
);
