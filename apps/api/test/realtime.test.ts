import { logFileName, TAIL_EVENT, type TailAck } from '@feedline/contracts';
import { schema, type DbHandle } from '@feedline/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { isAllowedOrigin } from '../src/modules/site-logs/site-logs.realtime';
import { appendSiteLogLines } from '../src/modules/site-logs/site-logs.service';
import { createSecureHash } from '../src/modules/site-logs/secure-hash';
import { findUserByEmail } from '../src/modules/users/users.repository';
import { giveTotpTo } from './identity-fixtures/totp';
import { connectTailClient, type ClientSocket } from './realtime-client';
import { buildTestApp, serveDemoFeeds, type TestApp } from './helper';

let t: TestApp;
let baseUrl: string;
const ids = { acmeNl: 0, acmeBe: 0, initech: 0 };
const sockets: ClientSocket[] = [];
const ORIGIN = 'http://localhost:3000';

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
}

beforeAll(async () => {
  t = await buildTestApp();
  // Initech Secure enforces 2FA (spec §6): without it, its members read no organisation data.
  await giveTotpTo(t, 'secure@initech.test');
  baseUrl = await listen(t.app);
  await serveDemoFeeds(t, baseUrl);
  const site = async (name: string) =>
    (await t.db.select().from(schema.sites).where(eq(schema.sites.name, name)))[0]!.id;
  ids.acmeNl = await site('acme.nl');
  ids.acmeBe = await site('acme.be');
  ids.initech = await site('initech.com');
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(() => t.close());

/** The test app's database for a second api instance (its lifecycle stays with the test app). */
const sharedHandle = (): DbHandle => ({
  db: t.db,
  kind: 'pglite',
  sql: t.sql,
  migrate: async () => {},
  close: async () => {},
});

/** A connected client that records every tail line it receives. */
const connect = (url = baseUrl, origin = ORIGIN) => connectTailClient(url, origin, sockets);

const tail = (socket: ClientSocket, file: string) =>
  new Promise<TailAck>((resolve) => socket.emit(TAIL_EVENT, file, resolve));

async function hashFor(email: string, siteId: number): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/sites/${siteId}/secure-hash`,
    headers: await t.authHeader(email),
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { hash: string }).hash;
}

async function waitFor(check: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const reimport = async (siteId: number, email = 'owner@acme.test') =>
  t.app.inject({
    method: 'POST',
    url: `/api/sites/${siteId}/import-runs`,
    headers: await t.authHeader(email),
  });

describe('realtime live log', () => {
  it('checks the origin against the public URL exactly', () => {
    expect(isAllowedOrigin('http://localhost:3000', 'http://localhost:3000')).toBe(true);
    expect(isAllowedOrigin('http://localhost:3000', 'http://localhost:3000/')).toBe(true);
    expect(isAllowedOrigin('http://localhost:3001', 'http://localhost:3000')).toBe(false);
    expect(isAllowedOrigin('https://localhost:3000', 'http://localhost:3000')).toBe(false);
    expect(isAllowedOrigin(undefined, 'http://localhost:3000')).toBe(false);
  });

  it('refuses a connection from another origin', async () => {
    await expect(connect(baseUrl, 'http://evil.example')).rejects.toThrow();
    await expect(connect(baseUrl, 'http://localhost:3001')).rejects.toThrow();
  });

  it('streams the history, then a live line written by an import, newest last', async () => {
    const { socket, lines } = await connect();
    const ack = await tail(
      socket,
      logFileName(ids.acmeNl, await hashFor('editor@acme.test', ids.acmeNl)),
    );
    expect(ack).toEqual({ ok: true, history: 6 });
    expect(lines).toHaveLength(6);
    expect(Object.keys(lines[0]!).sort()).toEqual([
      '@timestamp',
      'id',
      'message',
      'microtime',
      'type',
    ]);
    expect(lines.map((line) => line.type).sort()).toEqual([
      'error',
      'info',
      'info',
      'success',
      'success',
      'warning',
    ]);
    const microtimes = lines.map((line) => line.microtime);
    expect([...microtimes].sort((a, b) => a - b)).toEqual(microtimes);

    // A second subscriber of another site hears nothing of acme.nl.
    const other = await connect();
    expect(
      await tail(
        other.socket,
        logFileName(ids.acmeBe, await hashFor('owner@acme.test', ids.acmeBe)),
      ),
    ).toEqual({
      ok: true,
      history: 0,
    });

    expect((await reimport(ids.acmeNl)).statusCode).toBe(202);
    await waitFor(
      () => lines.slice(6).some((line) => line.message.startsWith('Import finished')),
      60_000,
    );
    // Lines the platform writes carry their key and parameters, for the reader's language.
    expect(
      lines.slice(6, 10).map((line) => [line.type, line.message, line.key, line.params]),
    ).toEqual([
      ['info', 'Import started', 'import.started', {}],
      [
        'info',
        'Product catalogue: 50 items read, 0 rows with problems',
        'import.source-read',
        { source: 'Product catalogue', items: 50, problems: 0 },
      ],
      [
        'info',
        'Stock levels: 50 items read, 0 rows with problems',
        'import.source-read',
        { source: 'Stock levels', items: 50, problems: 0 },
      ],
      [
        'success',
        'Import finished: 50 items, 0 rows left out',
        'import.finished',
        { items: 50, skipped: 0 },
      ],
    ]);
    expect(new Date(lines[9]!['@timestamp']).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(other.lines).toEqual([]);
  });

  it('rejects a bad file name, a bad hash and an expired hash', async () => {
    const { socket, lines } = await connect();
    const good = await hashFor('owner@acme.test', ids.acmeNl);
    expect(await tail(socket, 'acme.log')).toEqual({ ok: false, code: 'invalid-file' });
    expect(await tail(socket, `${ids.acmeNl}_${good}.txt`)).toEqual({
      ok: false,
      code: 'invalid-file',
    });
    expect(await tail(socket, logFileName(ids.acmeNl, 'nonsense'))).toEqual({
      ok: false,
      code: 'invalid-hash',
    });
    const owner = await findUserByEmail(t.db, 'owner@acme.test');
    const expired = createSecureHash(t.secrets.hashSecret, {
      siteId: ids.acmeNl,
      userId: owner!.id,
      now: Date.now() - 2 * 3_600_000,
    });
    expect(await tail(socket, logFileName(ids.acmeNl, expired))).toEqual({
      ok: false,
      code: 'expired',
    });
    expect(lines).toEqual([]);
  });

  it("keeps organisations apart: a hash of one's own site does not open another's", async () => {
    const { socket, lines } = await connect();
    const initechHash = await hashFor('secure@initech.test', ids.initech);
    expect(await tail(socket, logFileName(ids.acmeNl, initechHash))).toEqual({
      ok: false,
      code: 'invalid-hash',
    });
    // Even a correctly signed hash is refused once its user has no access to the site.
    const nobody = await findUserByEmail(t.db, 'nobody@example.test');
    const forged = createSecureHash(t.secrets.hashSecret, {
      siteId: ids.acmeNl,
      userId: nobody!.id,
    });
    expect(await tail(socket, logFileName(ids.acmeNl, forged))).toEqual({
      ok: false,
      code: 'forbidden',
    });
    expect(lines).toEqual([]);
  });

  it('refuses a hash whose user has since left the organisation', async () => {
    const greta = (await findUserByEmail(t.db, 'greta@acme.test'))!;
    const hash = await hashFor('greta@acme.test', ids.acmeNl);
    const [membership] = await t.db
      .delete(schema.accountMembers)
      .where(eq(schema.accountMembers.userId, greta.id))
      .returning();
    try {
      const { socket } = await connect();
      expect(await tail(socket, logFileName(ids.acmeNl, hash))).toEqual({
        ok: false,
        code: 'forbidden',
      });
    } finally {
      await t.db.insert(schema.accountMembers).values(membership!);
    }
    const rows = await t.db
      .select()
      .from(schema.accountMembers)
      .where(and(eq(schema.accountMembers.userId, greta.id)));
    expect(rows).toHaveLength(1);
  });
});

describe('realtime shutdown', () => {
  it('closing the app ends open live-log connections instead of hanging', async () => {
    const other = await buildApp({ config: t.config, db: sharedHandle(), secrets: t.secrets });
    const { socket } = await connect(await listen(other));
    const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));
    const started = Date.now();
    await other.close();
    await disconnected;
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe.runIf(process.env.REDIS_URL)('realtime across instances (Redis)', () => {
  it('a line written on one instance reaches a subscriber of another', async () => {
    const redis = new Redis(process.env.REDIS_URL!, { keyPrefix: t.redis!.options.keyPrefix });
    const second = await buildApp({
      config: t.config,
      db: {
        db: t.db,
        kind: 'pglite',
        sql: t.sql,
        migrate: async () => {},
        close: async () => {},
      } satisfies DbHandle,
      secrets: t.secrets,
      redis,
    });
    try {
      const secondUrl = await listen(second);
      const { socket, lines } = await connect(secondUrl);
      const ack = await tail(
        socket,
        logFileName(ids.acmeBe, await hashFor('owner@acme.test', ids.acmeBe)),
      );
      expect(ack.ok).toBe(true);
      const before = lines.length;
      expect((await reimport(ids.acmeBe)).statusCode).toBe(202);
      await waitFor(
        () => lines.slice(before).some((line) => line.message.startsWith('Import finished')),
        60_000,
      );
      expect(lines.slice(before, before + 3)).toMatchObject([
        { type: 'info', message: 'Import started' },
        { type: 'info', message: 'Product feed: 30 items read, 0 rows with problems' },
        { type: 'success', message: 'Import finished: 30 items, 0 rows left out' },
      ]);
    } finally {
      for (const socket of sockets.splice(0)) socket.disconnect();
      await second.close();
      await redis.quit();
    }
  });
});

describe('log lines as they leave the server', () => {
  it('are cleaned to the rich-text list, live and in the history: no handler, script or style', async () => {
    const hostile =
      '<img src=x onerror=alert(1)><b onclick="alert(2)">Feed</b> failed<script>alert(3)</script>';
    const file = logFileName(ids.initech, await hashFor('secure@initech.test', ids.initech));
    // A line of an older version: its text only, HTML as it was written.
    const [old] = await t.db
      .insert(schema.siteLogLines)
      .values({
        siteId: ids.initech,
        microtime: Date.now() / 1000,
        type: 'error',
        message: hostile,
      })
      .returning();
    const { socket, lines } = await connect();
    try {
      expect((await tail(socket, file)).ok).toBe(true);
      expect(lines.find((line) => line.id === old!.id)).toEqual({
        id: old!.id,
        '@timestamp': old!.timestamp.toISOString(),
        type: 'error',
        message: '<b>Feed</b> failed',
        microtime: old!.microtime,
      });
    } finally {
      await t.db.delete(schema.siteLogLines).where(eq(schema.siteLogLines.id, old!.id));
    }
  });

  it('carry names as text: a name with markup is escaped in the English text, kept in the parameters', async () => {
    const name = '<img src=x onerror=alert(1)>Spring & "Summer"';
    const { socket, lines } = await connect();
    const file = logFileName(ids.initech, await hashFor('secure@initech.test', ids.initech));
    expect((await tail(socket, file)).ok).toBe(true);
    const before = lines.length;
    const [written] = await appendSiteLogLines(t.app, ids.initech, [
      { type: 'info', key: 'import.progress', params: { source: name, count: 25_000 } },
    ]);
    try {
      await waitFor(() => lines.length === before + 1);
      const expected = {
        key: 'import.progress',
        params: { source: name, count: 25_000 },
        message: '&lt;img src=x onerror=alert(1)&gt;Spring &amp; "Summer": 25000 items read so far',
      };
      expect(lines.at(-1)).toMatchObject(expected);
      expect(written).toMatchObject(expected);
      const again = await connect();
      await tail(again.socket, file);
      expect(again.lines.at(-1)).toMatchObject(expected);
    } finally {
      await t.db.delete(schema.siteLogLines).where(eq(schema.siteLogLines.id, written!.id));
    }
  });
});
