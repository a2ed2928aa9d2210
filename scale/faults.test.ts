// The multi-process deployment under faults (issue: beyond one machine): nginx in front of two
// built api processes on PostgreSQL and Redis, started as `npm run cluster` starts it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteLogLine, TailAck } from '@feedline/contracts';
import { logFileName, TAIL_EVENT } from '@feedline/contracts/realtime';
import { createDb, seedLargeSite } from '@feedline/db';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  liveLogClient,
  servicesAnswer,
  startTestCluster,
  type ClusterProcess,
  type TestCluster,
} from './cluster-fixture';

/**
 * Items of the download held in flight across a SIGTERM: more than the socket buffers between
 * the process and the test take, so that the process is still writing it when it stops listening.
 */
const LARGE_SITE_ITEMS = 20_000;

let cluster: TestCluster;
const sockets: Socket[] = [];

describe.runIf(servicesAnswer)('two api processes behind nginx', () => {
  beforeAll(async () => {
    cluster = await startTestCluster();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await cluster?.close();
  });

  const get = async (path: string, base = cluster.url) =>
    fetch(`${base}${path}`, { headers: await cluster.authHeader() });

  async function siteId(name: string): Promise<number> {
    const [site] = await cluster.query<{ id: number }>('select id from sites where name = $1', [
      name,
    ]);
    return site!.id;
  }

  /** A live-log client connected to one process directly, tailing a site's log. */
  async function tailOn(port: number, site: number) {
    const socket = liveLogClient(cluster, `http://127.0.0.1:${port}`);
    sockets.push(socket);
    const lines: { message: string; key?: string }[] = [];
    socket.on(TAIL_EVENT, (payload: string) => lines.push(JSON.parse(payload)));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const { hash } = (await (await get(`/api/sites/${site}/secure-hash`)).json()) as {
      hash: string;
    };
    const ack = await new Promise<{ ok: boolean }>((resolve) =>
      socket.emit(TAIL_EVENT, logFileName(site, hash), resolve),
    );
    expect(ack.ok).toBe(true);
    return lines;
  }

  async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 60_000) {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /**
   * A live-log client as the shell's drawer is one (apps/web use-live-log.ts), through nginx:
   * WebSocket only, reconnecting by itself, asking for the log on every connect — after a
   * reconnect for the lines after the newest one it has.
   */
  function drawerClient(file: string) {
    const socket = liveLogClient(cluster, cluster.url, {
      reconnection: true,
      reconnectionDelayMax: 10_000,
    });
    sockets.push(socket);
    const client = {
      socket,
      received: [] as SiteLogLine[],
      newest: 0,
      subscriptions: 0,
      disconnects: 0,
    };
    socket.on(TAIL_EVENT, (payload: string) => {
      const line = JSON.parse(payload) as SiteLogLine;
      client.received.push(line);
      client.newest = Math.max(client.newest, line.id);
    });
    socket.on('disconnect', () => (client.disconnects += 1));
    socket.on('connect', () => {
      const asked: Promise<TailAck> =
        client.newest > 0
          ? socket.emitWithAck(TAIL_EVENT, file, { after: client.newest })
          : socket.emitWithAck(TAIL_EVENT, file);
      void asked.then((ack) => {
        if (ack.ok) client.subscriptions += 1;
      });
    });
    return client;
  }

  /** The ids a drawer shows from the lines it received: each once, in time order. */
  const kept = (lines: SiteLogLine[]) =>
    [...new Map(lines.map((line) => [line.id, line])).values()]
      .sort((a, b) => a.microtime - b.microtime || a.id - b.id)
      .map((line) => line.id);

  async function newestLine(site: number): Promise<number> {
    const [row] = await cluster.query<{ id: string }>(
      'select max(id) as id from site_log_lines where site_id = $1',
      [site],
    );
    return Number(row!.id);
  }

  /** Saves a data flow of the site as it is, through nginx: one line in the site's log each time. */
  async function flowSaver(site: number) {
    const [channel] = await cluster.query<{ id: number }>(
      'select id from channels where site_id = $1 order by id limit 1',
      [site],
    );
    const path = `/api/sites/${site}/channels/${channel!.id}/data-flow`;
    const flow = (await (await get(path)).json()) as { version: number; columns: unknown[] };
    let version = flow.version;
    return async () => {
      const saved = await fetch(`${cluster.url}${path}`, {
        method: 'PUT',
        headers: { ...(await cluster.authHeader()), 'content-type': 'application/json' },
        body: JSON.stringify({ expectedVersion: version, columns: flow.columns }),
      });
      expect(saved.status).toBe(200);
      version = ((await saved.json()) as { version: number }).version;
    };
  }

  /** The demo's large site with `items` items (FEEDLINE_SEED_LARGE_SITE's seed); its id. */
  async function seedLargeSiteOf(items: number): Promise<number> {
    const handle = await createDb({ kind: 'postgres', url: cluster.databaseUrl });
    try {
      return (await seedLargeSite(handle.db, items, { imageBaseUrl: cluster.publicUrl })).siteId;
    } finally {
      await handle.close();
    }
  }

  /** nginx's access log (deploy/nginx/feedline.conf): status and the ports tried, in order. */
  function accessLog() {
    return readFileSync(join(cluster.nginxPrefix, 'access.log'), 'utf8')
      .trim()
      .split('\n')
      .map((entry) => {
        const [, status, upstreams] = /" (\d{3}) \d+ upstream=(.*) upstream_status=/.exec(entry)!;
        return {
          status: Number(status),
          upstreams: [...upstreams!.matchAll(/:(\d+)/g)].map((match) => Number(match[1])),
        };
      });
  }

  it('sends a log line written through one process to live-log clients of both', async () => {
    const site = await siteId('acme.be');
    const [first, second] = cluster.processes;
    const onFirst = await tailOn(first!.port, site);
    const onSecond = await tailOn(second!.port, site);
    const started = await fetch(`http://127.0.0.1:${second!.port}/api/sites/${site}/import-runs`, {
      method: 'POST',
      headers: { ...(await cluster.authHeader()), 'content-type': 'application/json' },
      body: '{}',
    });
    expect([202, 409]).toContain(started.status);
    // Whichever process runs the import, the other one's client gets its lines through Redis.
    await until(
      () =>
        onFirst.some((l) => l.key === 'import.finished') &&
        onSecond.some((l) => l.key === 'import.finished'),
      'the import to finish on both clients',
    );
    // Lines of other runs of the site (the demo's exports) may still be on their way to one of
    // them: every line reaches both, in the same order.
    const messages = (lines: typeof onFirst) => JSON.stringify(lines.map((l) => l.message));
    await until(() => messages(onFirst) === messages(onSecond), 'both clients to have every line');
    expect(onFirst.map((l) => l.message)).toEqual(onSecond.map((l) => l.message));
  });

  it('answers on fresh connections after PostgreSQL ended every connection of the processes', async () => {
    for (let i = 0; i < 10; i += 1) expect((await get('/api/accounts')).status).toBe(200);
    const [row] = await cluster.query<{ ended: number }>(
      `select count(pg_terminate_backend(pid))::int as ended from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
    );
    expect(row!.ended).toBeGreaterThan(0);
    // The processes learn of it when they next use a connection: give the pools a moment to
    // notice the closed ones, without waiting for any request to fail.
    await until(async () => (await fetch(`${cluster.url}/api/ready`)).status === 200, 'ready');
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) statuses.push((await get('/api/accounts')).status);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    // Both processes lived through it.
    expect(cluster.processes.map((p) => p.child.exitCode)).toEqual([null, null]);
  });

  it('stops a process on SIGTERM as a rolling restart needs, within 10 s and without a failed request or a lost log line', async () => {
    const [staying, leaving] = cluster.processes as [ClusterProcess, ClusterProcess];
    expect(leaving.child.exitCode).toBeNull();
    const auth = await cluster.authHeader();
    const site = await siteId('acme.be');
    const writeLine = await flowSaver(site);
    const large = await seedLargeSiteOf(LARGE_SITE_ITEMS);
    const { hash } = (await (await get(`/api/sites/${site}/secure-hash`)).json()) as {
      hash: string;
    };

    // Live-log clients as the drawer is one, through nginx: round robin puts some on each process.
    const clients = Array.from({ length: 4 }, () => drawerClient(logFileName(site, hash)));
    await until(() => clients.every((c) => c.subscriptions === 1), 'the drawers to subscribe');
    await writeLine();
    const first = await newestLine(site);
    await until(() => clients.every((c) => c.newest >= first), 'the drawers to get a line');

    // A slow request in flight on the leaving process: a large download, read a little, then not.
    const download = await fetch(
      `http://127.0.0.1:${leaving.port}/api/sites/${large}/items/download?stage=import&format=csv`,
      { headers: auth },
    );
    expect(download.status).toBe(200);
    const itemCount = Number(download.headers.get('x-total-count'));
    expect(itemCount).toBe(LARGE_SITE_ITEMS);
    const reader = download.body!.getReader();
    const received: Uint8Array[] = [(await reader.read()).value!];
    let downloadMs = 0;

    // Readiness of the leaving process, asked directly, from before the signal until it is gone.
    const readiness: (number | 'refused')[] = [];
    const readinessDone = (async () => {
      for (;;) {
        try {
          const answer = await fetch(`http://127.0.0.1:${leaving.port}/api/ready`);
          await answer.body?.cancel();
          readiness.push(answer.status);
        } catch {
          readiness.push('refused');
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    await until(() => readiness.length > 0, 'a first readiness answer');

    const signalled = Date.now();
    const exited = new Promise<{ code: number | null; afterMs: number }>((resolve) =>
      leaving.child.once('exit', (code) => resolve({ code, afterMs: Date.now() - signalled })),
    );
    let isGone = false;
    void exited.then(() => (isGone = true));
    leaving.child.kill('SIGTERM');

    // Requests through nginx and log lines written through it, during the stop and after it
    // (until the process is gone, or this test has failed).
    let hasFailed = false;
    const statuses: number[] = [];
    const loopErrors: unknown[] = [];
    const loop = (body: () => Promise<void>) =>
      body().catch((error: unknown) => {
        loopErrors.push(error);
        hasFailed = true;
      });
    const reads = loop(async () => {
      while (!hasFailed && (!isGone || statuses.length < 50)) {
        statuses.push((await get('/api/accounts')).status);
      }
    });
    const writes = loop(async () => {
      while (!hasFailed && !isGone) await writeLine();
    });
    const csv = await (async () => {
      // The download is held until the process has stopped listening: it is still answering it.
      await readinessDone;
      expect(leaving.child.exitCode).toBeNull();
      const resumed = Date.now();
      for (let part = await reader.read(); !part.done; part = await reader.read()) {
        received.push(part.value);
      }
      downloadMs = Date.now() - resumed;
      return Buffer.concat(received).toString('utf8');
    })().catch(async (error: unknown) => {
      hasFailed = true;
      await Promise.allSettled([reads, writes]);
      throw error;
    });
    expect(csv.endsWith('\n')).toBe(true);
    expect(csv.trimEnd().split('\n')).toHaveLength(itemCount + 1);

    const { code, afterMs } = await exited;
    await Promise.all([reads, writes]);
    expect(loopErrors).toEqual([]);
    expect(code).toBe(0);
    expect(afterMs).toBeLessThan(10_000);

    // Readiness said 503 while the process still answered, before it stopped listening.
    expect(readiness[0]).toBe(200);
    expect(readiness.at(-1)).toBe('refused');
    const afterReady = readiness.slice(readiness.lastIndexOf(200) + 1, -1);
    expect(afterReady.length).toBeGreaterThan(0);
    expect(new Set(afterReady)).toEqual(new Set([503]));
    expect(statuses.filter((status) => status !== 200)).toEqual([]);

    // nginx passed the requests the leaving process no longer took to the staying one.
    const passedOn = accessLog().filter(
      (entry) => entry.upstreams.length > 1 && entry.upstreams[0] === leaving.port,
    );
    expect(passedOn.length).toBeGreaterThan(0);
    for (const entry of passedOn) {
      expect(entry.upstreams.at(-1)).toBe(staying.port);
      expect(entry.status).toBe(200);
    }

    // Lines after the gap, written through the process that stays.
    for (let i = 0; i < 3; i += 1) await writeLine();
    const last = await newestLine(site);
    await until(
      () => clients.every((c) => c.newest >= last && c.socket.connected),
      'every drawer to have the last line',
    ).catch((error: unknown) => {
      const states = clients.map(({ socket, newest, subscriptions, disconnects, received }) => ({
        connected: socket.connected,
        newest,
        subscriptions,
        disconnects,
        received: received.length,
      }));
      throw new Error(`${(error as Error).message}: ${last} ${JSON.stringify(states)}`);
    });
    const moved = clients.filter((c) => c.disconnects > 0);
    expect(moved.length).toBeGreaterThan(0);
    for (const client of moved) expect(client.subscriptions).toBe(2);
    const written = await cluster.query<{ id: string }>(
      'select id from site_log_lines where site_id = $1 and id >= $2 order by microtime, id',
      [site, first],
    );
    for (const client of clients) {
      // What the drawer shows (one line per id, in time order) from the first line on: all.
      expect(kept(client.received).filter((id) => id >= first)).toEqual(
        written.map((row) => Number(row.id)),
      );
    }
    console.info(
      `SIGTERM: exit after ${afterMs} ms; readiness ${readiness.join(' ')}; ` +
        `${statuses.length} requests through nginx, ${passedOn.length} passed on; ` +
        `download of ${itemCount} items (${csv.length} bytes) held until the listener closed, ` +
        `then read in ${downloadMs} ms; ` +
        `${written.length} log lines, ${moved.length} of ${clients.length} drawers moved`,
    );
  });
});
