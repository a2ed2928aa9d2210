import { schema } from '@feedline/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper';

// The fast read paths (the signed-in user kept between requests, pages without a count query) must
// answer exactly like a fresh lookup would, on PGlite and on PostgreSQL.

let t: TestApp;
let acme = 0;
beforeAll(async () => {
  t = await buildTestApp();
  acme = (
    await t.db.select().from(schema.accounts).where(eq(schema.accounts.company, 'Acme Retail'))
  )[0]!.id;
});
afterAll(() => t.close());

const get = async (url: string, email: string) =>
  t.app.inject({ method: 'GET', url, headers: await t.authHeader(email) });

const users = schema.users;
const byEmail = (email: string) => eq(users.email, email);

describe('the signed-in user between requests', () => {
  it('sees a change made directly in the database on the very next request', async () => {
    const email = 'retail@acme.test';
    const token = await t.authHeader(email);
    const me = async () => t.app.inject({ url: '/api/user', headers: token });
    expect((await me()).json().name).not.toBe('Renamed Retail');
    expect((await me()).statusCode).toBe(200);
    const { name } = (await me()).json();

    await t.db.update(users).set({ name: 'Renamed Retail' }).where(byEmail(email));
    expect((await me()).json().name).toBe('Renamed Retail');

    await t.db.update(users).set({ emailVerified: false }).where(byEmail(email));
    expect((await me()).json()).toMatchObject({ statusCode: 403, key: 'unverified-user' });
    await t.db.update(users).set({ emailVerified: true }).where(byEmail(email));
    expect((await me()).statusCode).toBe(200);

    await t.db.transaction(async (tx) => {
      await tx.update(users).set({ isActive: false }).where(byEmail(email));
    });
    expect((await me()).json()).toMatchObject({ statusCode: 403, key: 'inactive-user' });
    expect((await get('/api/accounts', email)).statusCode).toBe(403);
    await t.db.update(users).set({ isActive: true, name }).where(byEmail(email));
    expect((await me()).json().name).toBe(name);
  });

  it('refuses a user deleted after its requests succeeded', async () => {
    await t.db
      .insert(users)
      .values({ email: 'brief@acme.test', name: 'Brief Visitor', emailVerified: true });
    const token = await t.authHeader('brief@acme.test');
    const me = async () => t.app.inject({ url: '/api/user', headers: token });
    expect((await me()).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(200);
    await t.db.delete(users).where(byEmail('brief@acme.test'));
    expect((await me()).json()).toMatchObject({ statusCode: 403, key: 'unauthorized-user' });
  });
});

describe('page totals', () => {
  const meta = async (url: string, email: string) => {
    const body = (await get(url, email)).json();
    return { count: body.data.length, ...body.meta };
  };

  it('are right on full pages, on the last page and past the end (organisations)', async () => {
    const master = 'master@feedline.test'; // a member of three organisations
    expect(await meta('/api/accounts?amount=2&page=1', master)).toEqual({
      count: 2,
      totalPages: 2,
      totalCount: 3,
      currentPage: 1,
      countPerPage: 2,
    });
    expect(await meta('/api/accounts?amount=2&page=2', master)).toMatchObject({
      count: 1,
      totalCount: 3,
    });
    expect(await meta('/api/accounts?amount=2&page=3', master)).toMatchObject({
      count: 0,
      totalCount: 3,
    });
    expect(await meta('/api/accounts?amount=3', master)).toMatchObject({ count: 3, totalCount: 3 });
    expect(await meta('/api/accounts?amount=5', master)).toMatchObject({ count: 3, totalCount: 3 });
    expect(await meta('/api/accounts?amount=1&page=2&search=e', master)).toMatchObject({
      count: 1,
      totalCount: 3,
      totalPages: 3,
    });
    expect(await meta('/api/accounts?amount=1&page=9&search=glob', master)).toMatchObject({
      count: 0,
      totalCount: 1,
    });
    expect(await meta('/api/accounts', 'nobody@example.test')).toMatchObject({
      count: 0,
      totalCount: 0,
    });
  });

  it('are right on full pages, on the last page and past the end (projects)', async () => {
    const url = `/api/accounts/${acme}/projects`; // two projects
    expect(await meta(`${url}?amount=1`, 'owner@acme.test')).toMatchObject({
      count: 1,
      totalCount: 2,
    });
    expect(await meta(`${url}?amount=1&page=2`, 'owner@acme.test')).toMatchObject({
      count: 1,
      totalCount: 2,
    });
    expect(await meta(`${url}?amount=1&page=3`, 'owner@acme.test')).toMatchObject({
      count: 0,
      totalCount: 2,
    });
    expect(await meta(`${url}?amount=3`, 'owner@acme.test')).toMatchObject({
      count: 2,
      totalCount: 2,
    });
  });
});
