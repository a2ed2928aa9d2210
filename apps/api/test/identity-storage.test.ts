import { randomBytes } from 'node:crypto';
import { createDb, type DbHandle } from '@feedline/db';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDbAdapter, purgeExpiredPayloads } from '../src/identity/adapter';
import {
  createLoginLimiter,
  loginAttemptKey,
  type LoginLimiter,
} from '../src/identity/login-limiter';
import { fromAcceptLanguage, MESSAGES, resolveLocale } from '../src/identity/messages';

describe('oidc-provider adapter on the oidc_payloads table', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createDb({ kind: 'pglite' });
    await handle.migrate();
  });
  afterAll(() => handle.close());

  const adapterFor = (model: string) => new (createDbAdapter(handle.db))(model);

  it('upserts and finds a payload by id, uid and user code, per model', async () => {
    const sessions = adapterFor('Session');
    await sessions.upsert('s1', { jti: 's1', uid: 'u1', accountId: '7' }, 60);
    await sessions.upsert('s1', { jti: 's1', uid: 'u1', accountId: '8' }, 60);
    expect(await sessions.find('s1')).toMatchObject({ accountId: '8' });
    expect(await sessions.findByUid('u1')).toMatchObject({ jti: 's1' });
    expect(await adapterFor('Grant').find('s1')).toBeUndefined();

    const deviceCodes = adapterFor('DeviceCode');
    await deviceCodes.upsert('d1', { jti: 'd1', userCode: 'ABCD-EFGH' }, 60);
    expect(await deviceCodes.findByUserCode('ABCD-EFGH')).toMatchObject({ jti: 'd1' });
  });

  it('does not return expired payloads', async () => {
    const codes = adapterFor('AuthorizationCode');
    await codes.upsert('expired', { jti: 'expired' }, 0);
    await codes.upsert('alive', { jti: 'alive' }, 60);
    expect(await codes.find('expired')).toBeUndefined();
    expect(await codes.find('alive')).toBeDefined();
  });

  it('marks a payload consumed, once, for single-use models', async () => {
    const tokens = adapterFor('RefreshToken');
    await tokens.upsert('r1', { jti: 'r1', grantId: 'g1' }, 60);
    await tokens.consume('r1');
    const consumed = await tokens.find('r1');
    expect(typeof consumed?.consumed).toBe('number');
    await expect(tokens.consume('r1')).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('revokes every payload of a grant and destroys single payloads', async () => {
    const tokens = adapterFor('RefreshToken');
    const codes = adapterFor('AuthorizationCode');
    await tokens.upsert('r2', { jti: 'r2', grantId: 'g2' }, 60);
    await tokens.upsert('r3', { jti: 'r3', grantId: 'g3' }, 60);
    await codes.upsert('c2', { jti: 'c2', grantId: 'g2' }, 60);
    await tokens.revokeByGrantId('g2');
    expect(await tokens.find('r2')).toBeUndefined();
    expect(await tokens.find('r3')).toBeDefined();
    // Each model revokes its own rows (oidc-provider calls revokeByGrantId per model).
    expect(await codes.find('c2')).toBeDefined();
    await tokens.destroy('r3');
    expect(await tokens.find('r3')).toBeUndefined();
  });

  it('purges long-expired rows', async () => {
    const interactions = adapterFor('Interaction');
    await interactions.upsert('i1', { jti: 'i1' }, -7200);
    expect(await purgeExpiredPayloads(handle.db)).toBeGreaterThanOrEqual(1);
  });
});

function limiterContract(
  name: string,
  make: (options: { maxAttempts: number; windowMs: number }) => LoginLimiter,
) {
  describe(`login limiter (${name})`, () => {
    const newKey = () =>
      loginAttemptKey('10.0.0.1', `User-${randomBytes(4).toString('hex')}@Example.test`);

    it('admits maxAttempts attempts of a key, refuses the next uncounted, and forgets them on reset', async () => {
      const limiter = make({ maxAttempts: 2, windowMs: 60_000 });
      const key = newKey();
      expect(await limiter.take(key)).toEqual({ isAdmitted: true, count: 1 });
      expect(await limiter.take(key)).toEqual({ isAdmitted: true, count: 2 });
      expect(await limiter.take(key)).toEqual({ isAdmitted: false, count: 2 });
      expect(await limiter.take(key)).toEqual({ isAdmitted: false, count: 2 });
      expect((await limiter.take(loginAttemptKey('10.0.0.2', key.split('|')[1]!))).isAdmitted).toBe(
        true,
      );
      await limiter.reset(key);
      expect(await limiter.take(key)).toEqual({ isAdmitted: true, count: 1 });
    });

    it('takes back an attempt given back, never below zero', async () => {
      const limiter = make({ maxAttempts: 1, windowMs: 60_000 });
      const key = newKey();
      await limiter.giveBack(key);
      expect(await limiter.take(key)).toEqual({ isAdmitted: true, count: 1 });
      await limiter.giveBack(key);
      await limiter.giveBack(key);
      expect(await limiter.take(key)).toEqual({ isAdmitted: true, count: 1 });
      expect((await limiter.take(key)).isAdmitted).toBe(false);
    });

    it('admits exactly maxAttempts of many attempts at the same moment', async () => {
      const limiter = make({ maxAttempts: 5, windowMs: 60_000 });
      const key = newKey();
      const turns = await Promise.all(Array.from({ length: 30 }, () => limiter.take(key)));
      expect(turns.filter((turn) => turn.isAdmitted)).toHaveLength(5);
      expect(
        turns
          .filter((turn) => turn.isAdmitted)
          .map((turn) => turn.count)
          .sort(),
      ).toEqual([1, 2, 3, 4, 5]);
    });
  });
}

limiterContract('in process', (options) => createLoginLimiter(options));

describe('login limiter (in process) window', () => {
  it('lets the window expire', async () => {
    let now = 1_000_000;
    const limiter = createLoginLimiter({ maxAttempts: 1, windowMs: 1000, now: () => now });
    await limiter.take('k');
    expect((await limiter.take('k')).isAdmitted).toBe(false);
    now += 1000;
    expect((await limiter.take('k')).isAdmitted).toBe(true);
  });

  it('keys by address and lower-cased e-mail', () => {
    expect(loginAttemptKey('1.2.3.4', ' Owner@Acme.TEST ')).toBe('1.2.3.4|owner@acme.test');
  });
});

describe.skipIf(!process.env.REDIS_URL)('login limiter (Redis)', () => {
  let redis: Redis;
  const prefix = `feedline:test:${randomBytes(4).toString('hex')}:`;
  beforeAll(() => {
    redis = new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: 1 });
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  limiterContract('Redis', (options) => createLoginLimiter({ ...options, redis, prefix }));

  it('sets the window as the key expiry and stores no e-mail address', async () => {
    const limiter = createLoginLimiter({
      maxAttempts: 5,
      windowMs: 30_000,
      redis,
      prefix: `${prefix}ttl:`,
    });
    await limiter.take(loginAttemptKey('10.0.0.3', 'ttl@example.test'));
    const [key] = await redis.keys(`${prefix}ttl:*`);
    expect(key).toBeDefined();
    expect(key).not.toContain('example.test');
    const ttl = await redis.pttl(key!);
    expect(ttl).toBeGreaterThan(25_000);
    expect(ttl).toBeLessThanOrEqual(30_000);
  });

  it('never leaves a key without its window when an attempt is given back after a reset', async () => {
    const limiter = createLoginLimiter({
      maxAttempts: 5,
      windowMs: 30_000,
      redis,
      prefix: `${prefix}reset:`,
    });
    const key = loginAttemptKey('10.0.0.4', 'reset@example.test');
    await limiter.take(key);
    // Another process's success forgets the key while this attempt is being checked.
    await limiter.reset(key);
    await limiter.giveBack(key);
    expect(await redis.keys(`${prefix}reset:*`)).toEqual([]);
  });
});

describe('identity messages', () => {
  it('has the same keys in every language', () => {
    const keys = Object.keys(MESSAGES.en).sort();
    expect(Object.keys(MESSAGES.de).sort()).toEqual(keys);
    expect(Object.keys(MESSAGES.fr).sort()).toEqual(keys);
  });

  it('picks hl, then ui_locales, then Accept-Language, then en', () => {
    expect(resolveLocale({ hl: 'fr', uiLocales: 'de', acceptLanguage: 'de' })).toBe('fr');
    expect(resolveLocale({ explicit: 'de', hl: 'fr' })).toBe('de');
    expect(resolveLocale({ uiLocales: 'nl de-CH', acceptLanguage: 'fr' })).toBe('de');
    expect(resolveLocale({ hl: 'nl', acceptLanguage: 'nl;q=1, fr;q=0.5' })).toBe('fr');
    expect(resolveLocale({})).toBe('en');
    expect(fromAcceptLanguage('de;q=0.2, fr;q=0.9')).toBe('fr');
  });
});
