import { describe, expect, it } from 'vitest';
import { createDb, knownMigrations, pendingMigrations } from './client';

describe('pendingMigrations', () => {
  it('names every migration of an empty database, none once migrated, and the new one after it', async () => {
    const handle = await createDb({ kind: 'pglite' });
    try {
      const all = knownMigrations().map((migration) => migration.tag);
      expect(all[0]).toBe('0000_init');
      expect(await pendingMigrations(handle.sql)).toEqual(all);

      await handle.migrate();
      expect(await pendingMigrations(handle.sql)).toEqual([]);

      // A database a version behind: its record of the latest migration is older.
      const latest = knownMigrations().at(-1)!;
      await handle.sql.executeSql(
        'delete from drizzle.__drizzle_migrations where created_at = $1',
        [latest.when],
      );
      expect(await pendingMigrations(handle.sql)).toEqual([latest.tag]);
    } finally {
      await handle.close();
    }
  });
});
