// A data-flow copy to 25 channels whose process is killed (SIGKILL) part-way, 20 times: every
// target is either fully copied or untouched, never half, and the retry with the same
// Idempotency-Key completes the copy once (issue: beyond one machine, faults).
import type { CopyRequestBody, CopyResponseBody } from '@feedline/contracts';
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servicesAnswer, startTestCluster, type TestCluster } from './cluster-fixture';

/**
 * Where the copy is when its process is killed. The `held-*` points hold the copy's transaction
 * at one statement with a lock of the test's own (the kill comes once PostgreSQL shows the copy
 * waiting for it): at the last channel lock, after every flow is written (its versions' insert),
 * after every version is written (the copy record's insert). `begun` kills once the copy's
 * transaction has taken its first lock; `delay` after a time from the request, wherever it is.
 */
type KillPoint = 'delay' | 'held-channel-lock' | 'begun' | 'held-versions' | 'held-copy-record';
const KILL_POINTS: KillPoint[] = [
  'delay',
  'held-channel-lock',
  'begun',
  'held-versions',
  'held-copy-record',
];
const ROUNDS = 20;
/** Milliseconds after the request (`delay`) or after the copy began (`begun`), by round. */
const DELAYS_MS = [0, 25, 60, 120];

interface FlowState {
  id: number;
  channelId: number;
  version: number;
  columns: unknown[];
}

let cluster: TestCluster;
let auth: { authorization: string };
let ids: {
  accountId: number;
  userId: number;
  sourceSiteId: number;
  sourceChannelId: number;
  targets: { siteId: number; channelId: number; name: string }[];
};
let baseColumns: unknown[];
const outcomes: string[] = [];
const restartMs: number[] = [];
/** CPU seconds each restarted process took to be ready (user + system, Linux clock ticks). */
const restartCpuSeconds: number[] = [];
/**
 * The killed process's restart runs while the next round kills the other one (a restart takes
 * seconds on two cores); from round 2 on, each round's retry goes to the process killed and
 * started again the round before.
 */
const restarts: (Promise<unknown> | undefined)[] = [];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(5);
  }
}

/**
 * The local ports of a process's connections to PostgreSQL, from its sockets in /proc (Linux,
 * as the scale suite is): PostgreSQL names each session's client port, so the test can tell
 * the sessions of the process it kills from everyone else's.
 */
function databasePortsOf(pid: number, databasePort: number): number[] {
  const inodes = new Set<string>();
  try {
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      try {
        const inode = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
        if (inode) inodes.add(inode);
      } catch {
        // Closed while being read.
      }
    }
  } catch {
    return []; // The process is gone.
  }
  const ports: number[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6'].filter((file) => existsSync(file))) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      const port = (address: string | undefined) => Number.parseInt(address!.split(':')[1]!, 16);
      if (fields.length > 9 && inodes.has(fields[9]!) && port(fields[2]) === databasePort) {
        ports.push(port(fields[1]));
      }
    }
  }
  return ports;
}

/** The database sessions of these client ports: pid, and whether it holds a transaction id. */
async function sessionsOf(ports: number[]) {
  if (ports.length === 0) return [];
  return cluster.query<{ pid: number; hasWritten: boolean; query: string }>(
    `select pid, backend_xid is not null as "hasWritten", query from pg_stat_activity
      where datname = current_database() and client_port = any($1::int[])`,
    [ports],
  );
}

async function flowStates(): Promise<FlowState[]> {
  return cluster.query<FlowState>(
    `select id, channel_id as "channelId", version, definition->'columns' as columns
       from data_flows where classification_id is null and channel_id = any($1::int[])
      order by channel_id`,
    [ids.targets.map((target) => target.channelId)],
  );
}

const copyBody = (): CopyRequestBody => {
  const [first, ...others] = ids.targets;
  return {
    'site-id': ids.sourceSiteId,
    'source-site-id': ids.sourceSiteId,
    'source-channel-id': ids.sourceChannelId,
    'target-site-id': first!.siteId,
    'target-channel-id': first!.channelId,
    'additional-targets': others.map((target) => ({
      title: target.name,
      'site-id': target.siteId,
      'channel-id': target.channelId,
    })),
    'copy-unconnected-columns': true,
  };
};

async function copy(port: number, key: string) {
  const response = await fetch(
    `http://127.0.0.1:${port}/api/site/${ids.sourceSiteId}/copy-channel`,
    {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(copyBody()),
    },
  );
  return { status: response.status, body: (await response.json()) as CopyResponseBody };
}

/**
 * A transaction of the test's own that holds a lock the copy will need at `point`: the last
 * target channel's row, the version row the last target's copy will take, or the copy record of
 * this Idempotency-Key. Rolled back after the kill, so it never lands itself.
 */
async function holdLock(point: KillPoint, key: string, before: FlowState[]) {
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  await client.query('begin');
  const last = before.at(-1)!;
  if (point === 'held-channel-lock') {
    await client.query('select id from channels where id = $1 for update', [last.channelId]);
  } else if (point === 'held-versions') {
    await client.query(
      `insert into data_flow_versions (flow_id, version, definition, summary)
       values ($1, $2, '{"columns":[]}', 'held by the test')`,
      [last.id, last.version + 1],
    );
  } else {
    await client.query(
      `insert into data_flow_copies (account_id, user_id, idempotency_key, targets, response)
       values ($1, $2, $3, '[]', '{}')`,
      [ids.accountId, ids.userId, key],
    );
  }
  const [{ pid }] = (await client.query<{ pid: number }>('select pg_backend_pid() as pid'))
    .rows as [{ pid: number }];
  return {
    /** Whether a session waits for this lock. */
    async isWaitedFor() {
      const [row] = await cluster.query<{ waiting: number }>(
        'select count(*)::int as waiting from pg_stat_activity where $1 = any(pg_blocking_pids(pid))',
        [pid],
      );
      return row!.waiting > 0;
    },
    async release() {
      await client.query('rollback');
      await client.end();
    },
  };
}

describe.runIf(servicesAnswer)('a 25-target copy whose process is killed part-way', () => {
  beforeAll(async () => {
    cluster = await startTestCluster();
    auth = await cluster.authHeader();
    const [owner] = await cluster.query<{ userId: number; accountId: number }>(
      `select u.id as "userId", a.id as "accountId" from users u, accounts a
        where u.email = 'owner@acme.test' and a.company = 'Acme Retail'`,
    );
    const [source] = await cluster.query<{ siteId: number; channelId: number }>(
      `select s.id as "siteId", c.id as "channelId" from sites s join channels c on c.site_id = s.id
        where s.name = 'acme.nl' and c.name = 'Google Shopping NL'`,
    );
    // The demo's 25 small shops, one Google Shopping channel each, every one with a flow.
    const targets = await cluster.query<{ siteId: number; channelId: number; name: string }>(
      `select s.id as "siteId", c.id as "channelId", s.name from sites s
         join channels c on c.site_id = s.id
        where s.name like 'acme-shop-%' order by c.id`,
    );
    expect(targets).toHaveLength(25);
    ids = { ...owner!, sourceSiteId: source!.siteId, sourceChannelId: source!.channelId, targets };
    const [flow] = await cluster.query<{ columns: unknown[] }>(
      `select definition->'columns' as columns from data_flows
        where channel_id = $1 and classification_id is null`,
      [ids.sourceChannelId],
    );
    baseColumns = flow!.columns;
    // The fresh demo's first imports run on the processes: let them finish before the rounds,
    // so that a process's open transaction is the copy's.
    await until(
      async () =>
        (
          await cluster.query(
            "select 1 from feed_runs where kind = 'import' and status in ('queued', 'running')",
          )
        ).length === 0,
      'the demo imports to finish',
      120_000,
    );
  });
  afterAll(async () => {
    await Promise.allSettled(restarts);
    if (outcomes.length > 0) {
      const median = (values: number[]) =>
        [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
      console.info(
        `copy under kill -9:\n  ${outcomes.join('\n  ')}\n` +
          `  restarts: ${restartMs.length}, ready after ${median(restartMs)} ms (median), ` +
          `${Math.max(...restartMs)} ms (slowest), ${median(restartCpuSeconds)} s of CPU (median)`,
      );
    }
    await cluster?.close();
  });

  for (let round = 1; round <= ROUNDS; round += 1) {
    const point = KILL_POINTS[(round - 1) % KILL_POINTS.length]!;
    const delayMs = DELAYS_MS[Math.floor((round - 1) / KILL_POINTS.length) % DELAYS_MS.length]!;
    const label = point === 'delay' || point === 'begun' ? `${point} +${delayMs} ms` : point;

    it(`round ${round}: killed at ${label}, every target whole, the retry completes the copy`, async () => {
      const index = round % 2;
      const apiProcess = cluster.processes[index]!;
      const other = cluster.processes[1 - index]!;
      await restarts[index];
      const databasePort = Number(new URL(cluster.databaseUrl).port || 5432);
      // Each round copies a source of its own, so a copied target differs from an untouched one.
      const sourceColumns = [
        ...baseColumns,
        { name: 'copy-round', source: { kind: 'static', value: `round ${round}` } },
      ];
      await cluster.query(
        `update data_flows set definition = $2, version = version + 1
          where channel_id = $1 and classification_id is null`,
        [ids.sourceChannelId, { columns: sourceColumns }],
      );
      const before = await flowStates();
      expect(before).toHaveLength(25);
      const flowIds = before.map((flow) => flow.id);
      const countVersions = async () =>
        (
          await cluster.query<{ count: number }>(
            'select count(*)::int as count from data_flow_versions where flow_id = any($1::int[])',
            [flowIds],
          )
        )[0]!.count;
      const versionsBefore = await countVersions();
      const key = `copy-crash-${round}-${Date.now()}`;

      // The copy, through the process directly, and its kill.
      const held = point.startsWith('held-') ? await holdLock(point, key, before) : undefined;
      const started = Date.now();
      let answered: { status: number; body: CopyResponseBody } | undefined;
      let failed: unknown;
      const request = copy(apiProcess.port, key).then(
        (result) => (answered = result),
        (error: unknown) => (failed = error),
      );
      const pid = apiProcess.child.pid!;
      if (held) {
        await until(() => held.isWaitedFor(), `the copy to wait at ${point}`);
      } else if (point === 'begun') {
        await until(
          async () =>
            answered !== undefined ||
            failed !== undefined ||
            (await sessionsOf(databasePortsOf(pid, databasePort))).some(
              (session) =>
                session.hasWritten &&
                /"(channels|data_flows|data_flow_versions|data_flow_copies)"/.test(session.query),
            ),
          'the copy to begin',
        );
        await sleep(delayMs);
      } else {
        await sleep(delayMs);
      }
      const ports = databasePortsOf(pid, databasePort);
      const exited = new Promise((resolve) => apiProcess.child.once('exit', resolve));
      apiProcess.child.kill('SIGKILL');
      await exited;
      const killedAfterMs = Date.now() - started;
      const restartedAt = Date.now();
      const restart = cluster.restart(index).then(({ child }) => {
        restartMs.push(Date.now() - restartedAt);
        const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        restartCpuSeconds.push((Number(stat[11]) + Number(stat[12])) / 100);
      });
      restart.catch(() => {}); // Awaited by the next rounds, which fail with its error.
      restarts[index] = restart;
      await held?.release();
      await request;
      // PostgreSQL ends the dead process's sessions (rolling back what they had not committed).
      await until(async () => (await sessionsOf(ports)).length === 0, 'its sessions to end');

      // Every target as it was, or the source's — and all 25 alike, with the copy's record.
      const after = await flowStates();
      const [record] = await cluster.query<{ id: number; response: CopyResponseBody }>(
        'select id, response from data_flow_copies where user_id = $1 and idempotency_key = $2',
        [ids.userId, key],
      );
      const states = after.map((flow, i) => {
        const was = before[i]!;
        expect(flow.id).toBe(was.id);
        if (flow.version === was.version && isDeepStrictEqual(flow.columns, was.columns))
          return 'untouched';
        if (flow.version === was.version + 1 && isDeepStrictEqual(flow.columns, sourceColumns)) {
          return 'copied';
        }
        return `half (version ${was.version} → ${flow.version})`;
      });
      const outcome = states.every((state) => state === 'copied') ? 'copied' : 'untouched';
      expect(states).toEqual(Array(25).fill(outcome));
      expect(record !== undefined).toBe(outcome === 'copied');
      if (outcome === 'untouched') expect(await countVersions()).toBe(versionsBefore);
      // A copy held in its transaction cannot have landed.
      if (held) expect(outcome).toBe('untouched');
      if (answered) expect(outcome).toBe('copied');
      outcomes.push(
        `round ${round}, ${label}: killed ${killedAfterMs} ms after the request, ${outcome}` +
          (answered ? ' (answered before the kill)' : ''),
      );

      // The same request with the same key, to the process that was killed and started again in
      // the round before, completes the copy, once.
      await restarts[1 - index];
      const retried = await copy(other.port, key);
      expect(retried.status).toBe(200);
      expect(retried.body.success).toBe(true);
      expect(retried.body.targets.map((target) => [target['channel-id'], target.version])).toEqual(
        before.map((flow) => [flow.channelId, flow.version + 1]),
      );
      if (answered) expect(retried.body).toEqual(answered.body);
      const completed = await flowStates();
      expect(completed.map((flow) => [flow.version, flow.columns])).toEqual(
        before.map((flow) => [flow.version + 1, sourceColumns]),
      );
      const records = await cluster.query<{ id: number; response: CopyResponseBody }>(
        'select id, response from data_flow_copies where user_id = $1 and idempotency_key = $2',
        [ids.userId, key],
      );
      expect(records).toHaveLength(1);
      expect(retried.body['copy-id']).toBe(records[0]!.id);
      expect(records[0]!.response).toEqual(retried.body);
      if (record) expect(records[0]!.id).toBe(record.id);
    });
  }
});
