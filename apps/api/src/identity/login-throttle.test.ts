import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDelayMs, createLoginThrottle, type LoginThrottle } from './login-throttle';

const options = { maxAttempts: 10, maxAttemptsPerAddress: 30, windowMs: 15 * 60_000 };
const addresses = (count: number) => Array.from({ length: count }, (_, i) => `10.0.0.${i + 1}`);

/** A wrong password: the attempt is admitted and stays counted. */
async function fail(throttle: LoginThrottle, ip: string, email: string) {
  const attempt = await throttle.begin(ip, email);
  expect(attempt, `${ip} ${email} admitted`).toBeDefined();
  await attempt!.failed();
}

/** The delay of a probe attempt, or 'refused'; the probe is withdrawn (it counts nothing). */
async function probe(throttle: LoginThrottle, ip: string, email: string) {
  const attempt = await throttle.begin(ip, email);
  if (!attempt) return 'refused';
  await attempt.withdraw();
  return attempt.delayMs;
}

describe('accountDelayMs', () => {
  it('lets the first attempts through, then doubles from 0.5 s up to 10 s', () => {
    expect([0, 9].map((failures) => accountDelayMs(failures, 10))).toEqual([0, 0]);
    expect([10, 11, 12, 13, 14, 15].map((failures) => accountDelayMs(failures, 10))).toEqual([
      500, 1000, 2000, 4000, 8000, 10_000,
    ]);
    expect(accountDelayMs(1000, 10)).toBe(10_000);
  });
});

describe('login throttle (in process)', () => {
  it('slows one e-mail address guessed from many client addresses, without locking it', async () => {
    const throttle = createLoginThrottle(options);
    for (const ip of addresses(11)) await fail(throttle, ip, 'Owner@Acme.test');
    expect(await probe(throttle, '10.9.9.9', 'owner@acme.test')).toBe(1000);
    // Another e-mail address from the same client addresses is not slowed.
    expect(await probe(throttle, '10.0.0.1', 'editor@acme.test')).toBe(0);
  });

  it('blocks one client address trying many e-mail addresses', async () => {
    const throttle = createLoginThrottle(options);
    for (let i = 0; i < 30; i += 1) await fail(throttle, '10.1.1.1', `user${i}@x.test`);
    expect(await probe(throttle, '10.1.1.1', 'someone-new@x.test')).toBe('refused');
    expect(await probe(throttle, '10.1.1.2', 'someone-new@x.test')).toBe(0);
  });

  it('blocks one client address and e-mail address after maxAttempts failures', async () => {
    const throttle = createLoginThrottle(options);
    for (let i = 0; i < 10; i += 1) await fail(throttle, '10.2.2.2', 'greta@acme.test');
    expect(await probe(throttle, '10.2.2.2', 'greta@acme.test')).toBe('refused');
  });

  it('forgets the e-mail address failures on success, not those of the client address', async () => {
    const throttle = createLoginThrottle({ ...options, maxAttemptsPerAddress: 11 });
    for (let i = 0; i < 9; i += 1) await fail(throttle, '10.3.3.3', 'owner@acme.test');
    await (await throttle.begin('10.3.3.3', 'owner@acme.test'))!.succeeded();
    expect(await probe(throttle, '10.4.4.4', 'owner@acme.test')).toBe(0);
    // 9 failures of the address stay (the success is none): two more, and it is refused.
    await fail(throttle, '10.3.3.3', 'other@acme.test');
    await fail(throttle, '10.3.3.3', 'other@acme.test');
    expect(await probe(throttle, '10.3.3.3', 'third@acme.test')).toBe('refused');
  });

  it('does not count an attempt that was withdrawn or refused', async () => {
    const throttle = createLoginThrottle({ ...options, maxAttempts: 2 });
    for (let i = 0; i < 5; i += 1) {
      await (await throttle.begin('10.5.5.5', 'owner@acme.test'))!.withdraw();
    }
    await fail(throttle, '10.5.5.5', 'owner@acme.test');
    await fail(throttle, '10.5.5.5', 'owner@acme.test');
    for (let i = 0; i < 5; i += 1) {
      expect(await probe(throttle, '10.5.5.5', 'owner@acme.test')).toBe('refused');
    }
    // The refusals did not count toward the address's own limit.
    expect(await probe(throttle, '10.5.5.5', 'editor@acme.test')).toBe(0);
  });

  it('counts within the window only', async () => {
    let now = 1_000_000;
    const throttle = createLoginThrottle({ ...options, now: () => now });
    for (const ip of addresses(12)) await fail(throttle, ip, 'owner@acme.test');
    expect(await probe(throttle, '10.9.9.9', 'owner@acme.test')).toBeGreaterThan(0);
    now += options.windowMs;
    expect(await probe(throttle, '10.9.9.9', 'owner@acme.test')).toBe(0);
  });

  it('admits no more concurrent attempts than the limit: each is counted before it is checked', async () => {
    const throttle = createLoginThrottle(options);
    const attempts = await Promise.all(
      Array.from({ length: 40 }, () => throttle.begin('10.6.6.6', 'owner@acme.test')),
    );
    expect(attempts.filter(Boolean)).toHaveLength(options.maxAttempts);
  });
});

// Two connections with the same key prefix are two api processes sharing one Redis.
describe.runIf(process.env.REDIS_URL)('login throttle on Redis (several processes)', () => {
  const keyPrefix = `feedline-test-${randomBytes(4).toString('hex')}:`;
  let processes: Redis[] = [];
  beforeAll(() => {
    processes = [0, 1].map(() => new Redis(process.env.REDIS_URL!, { keyPrefix }));
  });
  afterAll(async () => {
    const keys = await processes[0]!.keys(`${keyPrefix}*`);
    if (keys.length > 0) await processes[0]!.unlink(...keys.map((k) => k.slice(keyPrefix.length)));
    await Promise.all(processes.map((redis) => redis.quit()));
  });
  const throttles = () => processes.map((redis) => createLoginThrottle({ ...options, redis }));

  it('admits no more concurrent wrong attempts than the limit, whichever process they reach', async () => {
    const [one, two] = throttles();
    const email = `concurrent-${randomBytes(4).toString('hex')}@acme.test`;
    const attempts = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? one! : two!).begin('10.7.7.7', email)),
    );
    const admitted = attempts.filter((attempt) => attempt !== undefined);
    expect(admitted).toHaveLength(options.maxAttempts);
    await Promise.all(admitted.map((attempt) => attempt.failed()));
    expect(await probe(one!, '10.7.7.7', email)).toBe('refused');
    expect(await probe(two!, '10.7.7.7', email)).toBe('refused');
  });

  it('shares the counts: a success through one process forgets what the other counted', async () => {
    const [one, two] = throttles();
    const email = `shared-${randomBytes(4).toString('hex')}@acme.test`;
    for (let i = 0; i < 9; i += 1) await fail(i % 2 ? one! : two!, '10.8.8.8', email);
    await (await one!.begin('10.8.8.8', email))!.succeeded();
    for (let i = 0; i < 10; i += 1) await fail(two!, '10.8.8.8', email);
    expect(await probe(one!, '10.8.8.8', email)).toBe('refused');
  });
});
