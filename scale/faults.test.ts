// The multi-process deployment under faults (issue: beyond one machine): nginx in front of two
// built api processes on PostgreSQL and Redis, started as `npm run cluster` starts it.
import { logFileName, REALTIME_PATH, TAIL_EVENT } from '@feedline/contracts/realtime';
import autocannon from 'autocannon';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servicesAnswer, startTestCluster, type TestCluster } from './cluster-fixture';

/** Seconds of each load run (the scale suite keeps CI bounded; a person may ask for 60). */
const LOAD_SECONDS = Number(process.env.SCALE_LOAD_SECONDS || 20);

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
    const socket = io(`http://127.0.0.1:${port}`, {
      path: REALTIME_PATH,
      transports: ['websocket'],
      extraHeaders: { origin: new URL(cluster.publicUrl).origin },
      reconnection: false,
      forceNew: true,
    });
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

  it('carries a mixed read load through nginx without a failed request, and reports two processes against one', async () => {
    const auth = await cluster.authHeader();
    const [account] = await cluster.query<{ id: number }>(
      "select id from accounts where company = 'Acme Retail'",
    );
    const site = await siteId('acme.nl');
    // The main reads of the shell, a site search and the live log's opening tail.
    const requests = [
      { method: 'GET' as const, path: '/api/accounts' },
      { method: 'GET' as const, path: `/api/accounts/${account!.id}/projects` },
      { method: 'GET' as const, path: `/api/sites/${site}/items?stage=import&search=shoe` },
      { method: 'GET' as const, path: `/api/sites/${site}/dashboard` },
    ];
    const load = (url: string) =>
      autocannon({ url, connections: 8, duration: LOAD_SECONDS, headers: auth, requests });
    const two = await load(cluster.url);
    const one = await load(`http://127.0.0.1:${cluster.processes[0]!.port}`);
    for (const [name, result] of [
      ['two processes behind nginx', two],
      ['one process', one],
    ] as const) {
      console.info(
        `${name}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, ` +
          `p99 ${result.latency.p99} ms, ${result.requests.total} requests, ` +
          `${result.errors} errors, ${result.non2xx} non-2xx`,
      );
      expect(result.requests.total).toBeGreaterThan(0);
      expect(result.errors + result.timeouts + result.non2xx).toBe(0);
    }
    // On this two-core machine the load generator, nginx and PostgreSQL share the cores with the
    // processes, so two processes cannot double one; the ratio is reported, not held to 1.6×.
    console.info(
      `two processes / one: ${(two.requests.average / one.requests.average).toFixed(2)}×`,
    );
  });

  it('keeps serving through nginx while a process stops on SIGTERM, which exits within 10 s', async () => {
    const leaving = cluster.processes[1]!;
    expect(leaving.child.exitCode).toBeNull();
    const exited = new Promise<number>((resolve) => {
      const since = Date.now();
      leaving.child.once('exit', () => resolve(Date.now() - since));
    });
    leaving.child.kill('SIGTERM');
    const statuses: number[] = [];
    let done = false;
    void exited.then(() => (done = true));
    // Requests during the stop and after it: nginx sends them to the process that stays.
    while (!done || statuses.length < 50) statuses.push((await get('/api/accounts')).status);
    expect(await exited).toBeLessThan(10_000);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    // The stopped process no longer answers its readiness check.
    await expect(fetch(`http://127.0.0.1:${leaving.port}/api/ready`)).rejects.toThrow();
  });
});
