import { describe, expect, it } from 'vitest';
import { accountDelayMs, createLoginThrottle } from './login-throttle';

const options = { maxAttempts: 10, maxAttemptsPerAddress: 30, windowMs: 15 * 60_000 };
const addresses = (count: number) => Array.from({ length: count }, (_, i) => `10.0.0.${i + 1}`);

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
    for (const ip of addresses(11)) await throttle.recordFailure(ip, 'Owner@Acme.test');
    const verdict = await throttle.check('10.9.9.9', 'owner@acme.test');
    expect(verdict.isBlocked).toBe(false);
    expect(verdict.delayMs).toBe(1000);
    // Another e-mail address from the same client addresses is not slowed.
    expect(await throttle.check('10.0.0.1', 'editor@acme.test')).toEqual({
      isBlocked: false,
      delayMs: 0,
    });
  });

  it('blocks one client address trying many e-mail addresses', async () => {
    const throttle = createLoginThrottle(options);
    for (let i = 0; i < 30; i += 1) await throttle.recordFailure('10.1.1.1', `user${i}@x.test`);
    expect((await throttle.check('10.1.1.1', 'someone-new@x.test')).isBlocked).toBe(true);
    expect((await throttle.check('10.1.1.2', 'someone-new@x.test')).isBlocked).toBe(false);
  });

  it('blocks one client address and e-mail address after maxAttempts, as before', async () => {
    const throttle = createLoginThrottle(options);
    for (let i = 0; i < 10; i += 1) await throttle.recordFailure('10.2.2.2', 'greta@acme.test');
    expect((await throttle.check('10.2.2.2', 'greta@acme.test')).isBlocked).toBe(true);
  });

  it('forgets the e-mail address failures on success, not those of the client address', async () => {
    const throttle = createLoginThrottle({ ...options, maxAttemptsPerAddress: 12 });
    for (let i = 0; i < 11; i += 1) await throttle.recordFailure('10.3.3.3', 'owner@acme.test');
    await throttle.recordSuccess('10.3.3.3', 'owner@acme.test');
    expect((await throttle.check('10.4.4.4', 'owner@acme.test')).delayMs).toBe(0);
    await throttle.recordFailure('10.3.3.3', 'other@acme.test');
    expect((await throttle.check('10.3.3.3', 'third@acme.test')).isBlocked).toBe(true);
  });

  it('counts within the window only', async () => {
    let now = 1_000_000;
    const throttle = createLoginThrottle({ ...options, now: () => now });
    for (const ip of addresses(12)) await throttle.recordFailure(ip, 'owner@acme.test');
    expect((await throttle.check('10.9.9.9', 'owner@acme.test')).delayMs).toBeGreaterThan(0);
    now += options.windowMs;
    expect((await throttle.check('10.9.9.9', 'owner@acme.test')).delayMs).toBe(0);
  });
});
