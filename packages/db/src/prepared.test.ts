import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from './client';
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
