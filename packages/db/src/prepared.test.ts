import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completedWrites, createDb, type DbHandle } from './client';
import { preparedQuery } from './prepared';
import { users } from './schema';

let first: DbHandle;
let second: DbHandle;
// Two embedded databases with the schema: slow to start on a busy machine.
beforeAll(async () => {
  first = await createDb({ kind: 'pglite' });
  second = await createDb({ kind: 'pglite' });
  await first.migrate();
  await second.migrate();
}, 120_000);
afterAll(async () => {
  await first.close();
  await second.close();
});

describe('preparedQuery', () => {
  it('builds the query once per database and runs it on that database', async () => {
    let builds = 0;
    const byEmail = preparedQuery((db) => {
      builds += 1;
      return db
        .select({ name: users.name })
        .from(users)
        .where(sql`${users.email} = ${sql.placeholder('email')}`)
        .prepare('test_user_name_by_email');
    });
    await first.db.insert(users).values({ email: 'a@example.test', name: 'In first' });
    await second.db.insert(users).values({ email: 'a@example.test', name: 'In second' });
    expect(await byEmail(first.db).execute({ email: 'a@example.test' })).toEqual([
      { name: 'In first' },
    ]);
    expect(await byEmail(second.db).execute({ email: 'a@example.test' })).toEqual([
      { name: 'In second' },
    ]);
    expect(await byEmail(first.db).execute({ email: 'b@example.test' })).toEqual([]);
    expect(builds).toBe(2);
  });
});

describe('completedWrites', () => {
  it('counts the writes of an embedded database, and only them', async () => {
    const before = completedWrites(first.db)!;
    expect(before).toBeGreaterThan(0); // the migrations
    await first.db.select().from(users);
    expect(completedWrites(first.db)).toBe(before);
    await first.db
      .update(users)
      .set({ name: 'Renamed' })
      .where(sql`${users.email} = 'a@example.test'`);
    expect(completedWrites(first.db)).toBe(before + 1);
    await first.db.transaction(async (tx) => {
      await tx.update(users).set({ name: 'Again' });
    });
    expect(completedWrites(first.db)).toBe(before + 2);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'is unknown on PostgreSQL, where other processes write too',
    async () => {
      const handle = await createDb({
        kind: 'postgres',
        url: process.env.DATABASE_URL!,
        poolSize: 1,
      });
      try {
        expect(completedWrites(handle.db)).toBeUndefined();
      } finally {
        await handle.close();
      }
    },
  );
});
