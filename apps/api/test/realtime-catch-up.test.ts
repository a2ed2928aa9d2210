// A live-log client that reconnects asks for the lines after the newest one it has, and gets
// exactly the ones it missed — also one that was numbered before that line but committed later.
import {
  logFileName,
  TAIL_EVENT,
  type SiteLogLine,
  type TailAck,
  type TailSince,
} from '@feedline/contracts';
import { schema } from '@feedline/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  appendSiteLogLines,
  TAIL_CATCH_UP_LINES,
} from '../src/modules/site-logs/site-logs.service';
import { buildApp } from '../src/app';
import { connectTailClient, type ClientSocket } from './realtime-client';
import { buildTestApp, type TestApp } from './helper';

let t: TestApp;
let baseUrl: string;
let siteId: number;
let file: string;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  const [site] = await t.db.select().from(schema.sites).where(eq(schema.sites.name, 'acme.be'));
  siteId = site!.id;
  const hash = await t.app.inject({
    method: 'GET',
    url: `/api/sites/${siteId}/secure-hash`,
    headers: await t.authHeader('owner@acme.test'),
  });
  file = logFileName(siteId, (hash.json() as { hash: string }).hash);
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(() => t.close());

const connect = (url = baseUrl) => connectTailClient(url, t.config.publicUrl, sockets);

const tail = (socket: ClientSocket, since?: TailSince) =>
  since
    ? socket.emitWithAck(TAIL_EVENT, file, since)
    : new Promise<TailAck>((resolve) => socket.emit(TAIL_EVENT, file, resolve));

const write = (...sources: string[]) =>
  appendSiteLogLines(
    t.app,
    siteId,
    sources.map((source, count) => ({
      type: 'info' as const,
      key: 'import.progress' as const,
      params: { source, count },
    })),
  );

/** The lines a client keeps: each id once, in the order they were numbered. */
const kept = (lines: SiteLogLine[]) =>
  [...new Map(lines.map((line) => [line.id, line])).values()].sort((a, b) => a.id - b.id);

describe('a live-log client that reconnects', () => {
  it('gets the lines written while it was away, after the newest one it has', async () => {
    await write('before');
    const first = await connect();
    expect((await tail(first.socket)).ok).toBe(true);
    const newest = Math.max(...first.lines.map((line) => line.id));
    first.socket.disconnect();

    const missed = await write('away 1', 'away 2', 'away 3');
    const again = await connect();
    const ack = await tail(again.socket, { after: newest });
    expect(ack).toEqual({ ok: true, history: again.lines.length });
    // Besides them, only lines the client has (written just before its newest) come again.
    expect(again.lines.filter((line) => line.id > newest)).toEqual(missed);
    expect(
      again.lines.every((line) => line.id > newest || first.lines.some((l) => l.id === line.id)),
    ).toBe(true);
    expect(
      kept([...first.lines, ...again.lines])
        .slice(-4)
        .map((line) => line.id),
    ).toEqual([newest, ...missed.map((line) => line.id)]);

    // Then the live lines, as before.
    const live = await write('live');
    await expect.poll(() => again.lines.at(-1)?.id).toBe(live[0]!.id);
  });

  it('also gets a line numbered before its newest one but committed while it was away', async () => {
    // A line whose transaction took its number, then committed after a later line was sent.
    const numbered = (await t.db.execute(
      sql`select nextval(pg_get_serial_sequence('site_log_lines', 'id'))::text as id`,
    )) as unknown as { rows: [{ id: string }] };
    const lateId = numbered.rows[0].id;
    const client = await connect();
    expect((await tail(client.socket)).ok).toBe(true);
    const [sent] = await write('committed first');
    await expect.poll(() => client.lines.at(-1)?.id).toBe(sent!.id);
    client.socket.disconnect();
    await t.db.insert(schema.siteLogLines).values({
      id: Number(lateId),
      siteId,
      timestamp: new Date(),
      microtime: Date.now() / 1000,
      type: 'info',
      message: 'committed late',
    });

    const again = await connect();
    expect((await tail(again.socket, { after: sent!.id })).ok).toBe(true);
    expect(again.lines.map((line) => line.id)).toContain(Number(lateId));
    expect(kept([...client.lines, ...again.lines]).map((line) => line.message)).toContain(
      'committed late',
    );
  });

  it('gets the newest lines of a long absence, as many as the drawer keeps', async () => {
    const [cursor] = await write('cursor');
    // Two writes: one statement takes at most 65 535 parameters.
    const half = (TAIL_CATCH_UP_LINES + 6) / 2;
    const missed = [
      ...(await write(...Array.from({ length: half }, (_, i) => `away ${i}`))),
      ...(await write(...Array.from({ length: half }, (_, i) => `away ${half + i}`))),
    ];
    const { socket, lines } = await connect();
    expect((await tail(socket, { after: cursor!.id })).ok).toBe(true);
    expect(lines.filter((line) => line.id > cursor!.id).map((line) => line.id)).toEqual(
      missed.slice(6).map((line) => line.id),
    );
  });

  it('refuses a since that is not the id of a line, and takes none for none', async () => {
    const { socket, lines } = await connect();
    for (const since of [{ after: -1 }, { after: 1.5 }, { after: '7' }, { before: 7 }, 'soon', 7]) {
      expect(await socket.emitWithAck(TAIL_EVENT, file, since as unknown as TailSince)).toEqual({
        ok: false,
        code: 'invalid-since',
      });
    }
    expect(lines).toEqual([]);
    const ack = await socket.emitWithAck(TAIL_EVENT, file, null as unknown as TailSince);
    expect(ack.ok).toBe(true);
    expect(lines.length).toBeGreaterThan(0);
  });

  it('is let go by a stopping process as by a dropped connection, so that it reconnects by itself', async () => {
    const stopping = await buildApp({
      config: t.config,
      db: { db: t.db, kind: 'pglite', sql: t.sql, migrate: async () => {}, close: async () => {} },
      secrets: t.secrets,
    });
    await stopping.listen({ host: '127.0.0.1', port: 0 });
    const port = (stopping.server.address() as { port: number }).port;
    const { socket } = await connect(`http://127.0.0.1:${port}`);
    const reason = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await stopping.close();
    // Not 'io server disconnect', after which a Socket.IO client waits to be told to connect.
    expect(await reason).toBe('transport close');
  });
});
