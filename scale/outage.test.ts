// PostgreSQL and Redis going away for 30 s under the multi-process deployment (issue: beyond one
// machine): nginx in front of two built api processes that reach each service through a TCP proxy
// the test takes down (refusing new connections, cutting the open ones) and brings back. Requests
// through nginx fail fast with 503, readiness says not ready, no process dies, the sign-in's rate
// limits fail closed, and service returns by itself once the service is back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pkcePair, readForm } from '../apps/api/test/identity-fixtures/browser';
import { outageProxyFor, type OutageProxy } from '../apps/api/test/tcp-outage-proxy';
import { servicesAnswer, startTestCluster, type TestCluster } from './cluster-fixture';

/** How long each service stays away. */
const OUTAGE_MS = 30_000;
/** An answer during the outage takes at most this long: failing fast, not hanging. */
const FAST_MS = 5_000;
/** Service returns within this long of the service's return. */
const RECOVERY_MS = 10_000;
/** Longer than any answer may take: a request that hangs fails the test with this, not a timeout. */
const HANG_MS = 20_000;

let cluster: TestCluster;
let database: OutageProxy;
let redis: OutageProxy;

interface Answer {
  status: number;
  ms: number;
  headers: Headers;
  body: string;
}

async function timed(url: string, init: RequestInit = {}): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(HANG_MS) });
  const body = await response.text();
  return {
    status: response.status,
    ms: performance.now() - started,
    headers: response.headers,
    body,
  };
}

/** Until `check` holds, at most `ms`. */
async function within(ms: number, check: () => Promise<boolean>, what: string): Promise<void> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > ms) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Repeats `sample` until `ms` have passed (one sample at a time, a short pause between). */
async function during<T>(ms: number, sample: () => Promise<T>): Promise<T[]> {
  const samples: T[] = [];
  const until = performance.now() + ms;
  while (performance.now() < until) {
    samples.push(await sample());
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return samples;
}

const summary = (answers: Answer[]) => {
  const statuses = [...new Set(answers.map((a) => a.status))].join(', ');
  const slowest = Math.max(...answers.map((a) => a.ms)).toFixed(0);
  return `${answers.length} answers, statuses ${statuses}, slowest ${slowest} ms`;
};

/**
 * The shell's sign-in as a browser does it, over HTTP through nginx: the authorization request,
 * its redirects to the sign-in page (cookies kept), and the e-mail and password posted. Answers
 * the post's answer: a redirect on success.
 */
async function signIn(email = 'owner@acme.test', password = 'feedline-demo'): Promise<Answer> {
  const cookies = new Map<string, string>();
  const send = async (url: string, init: RequestInit = {}) => {
    const answer = await timed(new URL(url, cluster.url).toString(), {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
    });
    for (const cookie of answer.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return answer;
  };
  const { challenge } = pkcePair();
  const query = new URLSearchParams({
    client_id: 'feedline-shell',
    redirect_uri: `${cluster.publicUrl}/auth/callback`,
    response_type: 'code',
    scope: 'openid profile email offline_access api',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: `state-${Math.random().toString(36).slice(2)}`,
    nonce: 'nonce-1',
  });
  let page = await send(`/oidc/auth?${query}`);
  for (let hops = 0; page.status >= 300 && page.status < 400 && hops < 10; hops += 1) {
    page = await send(page.headers.get('location')!);
  }
  expect(page.status, page.body.slice(0, 300)).toBe(200);
  const form = readForm(page.body);
  return send(form.action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...form.fields, email, password }).toString(),
  });
}

const isRedirect = (answer: Answer) => answer.status === 302 || answer.status === 303;

describe.runIf(servicesAnswer)('PostgreSQL and Redis away for 30 s behind nginx', () => {
  beforeAll(async () => {
    cluster = await startTestCluster({
      databaseVia: async (url) => {
        const proxied = await outageProxyFor(url);
        database = proxied.proxy;
        return proxied.url;
      },
      redisVia: async (url) => {
        const proxied = await outageProxyFor(url);
        redis = proxied.proxy;
        return proxied.url;
      },
    });
  });
  afterAll(async () => {
    // Back first, so that the processes close cleanly.
    await database?.up();
    await redis?.up();
    await cluster?.close();
    await database?.down();
    await redis?.down();
  });

  const read = async (base = cluster.url) =>
    timed(`${base}/api/accounts`, { headers: await cluster.authHeader() });
  const alive = () => cluster.processes.map((p) => p.child.exitCode);
  /** When the service came back. */
  let returned = 0;

  it('answers 503 fast while PostgreSQL is away, is not ready, and serves again within 10 s of its return', async () => {
    expect((await read()).status).toBe(200);
    const auth = await cluster.authHeader();

    await database.down();
    const answers = await during(OUTAGE_MS, async () => ({
      read: await timed(`${cluster.url}/api/accounts`, { headers: auth }),
      ready: await timed(`${cluster.url}/api/ready`),
    })).finally(async () => {
      await database.up();
      returned = performance.now();
    });
    const reads = answers.map((a) => a.read);
    const readiness = answers.map((a) => a.ready);
    console.info(`PostgreSQL away: reads ${summary(reads)}; readiness ${summary(readiness)}`);
    expect(reads.length).toBeGreaterThan(10);
    expect(reads.filter((a) => a.status !== 503).map((a) => a.body)).toEqual([]);
    expect(Math.max(...reads.map((a) => a.ms))).toBeLessThan(FAST_MS);
    for (const answer of reads) {
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'service-unavailable' });
    }
    expect(readiness.filter((a) => a.status !== 503).map((a) => a.body)).toEqual([]);
    expect(Math.max(...readiness.map((a) => a.ms))).toBeLessThan(FAST_MS);
    expect(alive()).toEqual([null, null]);

    // Back (the proxy came up as the sampling ended).
    await within(
      RECOVERY_MS,
      async () => (await read()).status === 200,
      'a read through nginx after PostgreSQL returned',
    );
    const back = performance.now() - returned;
    expect(back).toBeLessThan(RECOVERY_MS);
    // Each process by itself, not only the first nginx found.
    for (const p of cluster.processes) {
      expect((await read(`http://127.0.0.1:${p.port}`)).status).toBe(200);
      expect((await timed(`http://127.0.0.1:${p.port}/api/ready`)).status).toBe(200);
    }
    console.info(`PostgreSQL back: a read answered 200 after ${back.toFixed(0)} ms`);
    expect(alive()).toEqual([null, null]);
  }, 120_000);

  it('refuses every sign-in with 503 while Redis is away, and signs in again within 10 s of its return', async () => {
    const before = await signIn();
    expect(isRedirect(before), `${before.status} ${before.body.slice(0, 300)}`).toBe(true);

    await redis.down();
    let attempts: Answer[] = [];
    let reads: Answer[] = [];
    try {
      attempts = await during(OUTAGE_MS, () => signIn());
      // Reads do not need Redis: they go on.
      reads = await during(2_000, () => read());
    } finally {
      await redis.up();
      returned = performance.now();
    }
    console.info(`Redis away: sign-ins ${summary(attempts)}; reads ${summary(reads)}`);
    expect(attempts.length).toBeGreaterThan(5);
    // Failing closed: never let through (a redirect), never hanging.
    expect(attempts.filter((a) => a.status !== 503).map((a) => a.status)).toEqual([]);
    expect(Math.max(...attempts.map((a) => a.ms))).toBeLessThan(FAST_MS);
    expect(attempts.every((a) => a.headers.get('retry-after') === '5')).toBe(true);
    expect(reads.filter((a) => a.status !== 200).map((a) => a.status)).toEqual([]);
    expect(alive()).toEqual([null, null]);

    await within(
      RECOVERY_MS,
      async () => isRedirect(await signIn()),
      'a sign-in after Redis returned',
    );
    const back = performance.now() - returned;
    expect(back).toBeLessThan(RECOVERY_MS);
    console.info(`Redis back: signed in after ${back.toFixed(0)} ms`);
    expect(alive()).toEqual([null, null]);
  }, 120_000);
});
