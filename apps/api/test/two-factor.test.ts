import { schema } from '@feedline/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTotpSecretBox } from '../src/modules/two-factor/totp-secret-box';
import { buildTestApp, type TestApp } from './helper';
import { giveTotp, removeTotp, totpCode, wrongTotpCode } from './identity-fixtures/totp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function call(
  email: string | undefined,
  method: 'GET' | 'POST',
  path: string,
  payload?: Record<string, unknown>,
) {
  return t.app.inject({
    method,
    url: `/api/user/two-factor${path}`,
    headers: email ? await t.authHeader(email) : {},
    ...(payload ? { payload } : {}),
  });
}

async function userRow(email: string) {
  const [row] = await t.db.select().from(schema.users).where(eq(schema.users.email, email));
  return row!;
}

async function startSetup(email: string): Promise<string> {
  const response = await call(email, 'POST', '/setup');
  expect(response.statusCode).toBe(201);
  return response.json().secret as string;
}

describe('GET /api/user/two-factor', () => {
  it('tells whether 2FA is enabled, pending and enforced by an organisation', async () => {
    const secure = await call('secure@initech.test', 'GET', '');
    expect(secure.statusCode).toBe(200);
    expect(secure.json()).toEqual({ enabled: false, enforced: true, pending: false });
    const greta = await call('greta@acme.test', 'GET', '');
    expect(greta.json()).toEqual({ enabled: false, enforced: false, pending: false });
  });

  it('needs a signed-in user', async () => {
    expect((await call(undefined, 'GET', '')).statusCode).toBe(401);
    expect((await call(undefined, 'POST', '/setup')).statusCode).toBe(401);
    expect((await call(undefined, 'POST', '/enable', { code: '123456' })).statusCode).toBe(401);
  });
});

describe('TOTP set-up', () => {
  it('creates a pending secret, stored encrypted, and returns its otpauth URI', async () => {
    const response = await call('sales@feedline.test', 'POST', '/setup');
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const { secret, otpauthUri } = response.json() as { secret: string; otpauthUri: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Feedline:sales@feedline.test');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Feedline');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');

    const row = await userRow('sales@feedline.test');
    expect(row.totpEnabled).toBe(false);
    expect(row.totpSecret).toMatch(/^v1\./);
    expect(row.totpSecret).not.toContain(secret);
    expect(createTotpSecretBox(t.secrets.hashSecret).open(row.id, row.totpSecret!)).toEqual({
      secret,
      lastStep: null,
    });
    expect((await call('sales@feedline.test', 'GET', '')).json()).toMatchObject({
      enabled: false,
      pending: true,
    });
  });

  it('enables 2FA with the right code, which the shell then sees on the user', async () => {
    const secret = await startSetup('secure@initech.test');
    const response = await call('secure@initech.test', 'POST', '/enable', {
      code: totpCode(secret),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ enabled: true, enforced: true, pending: false });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: await t.authHeader('secure@initech.test'),
    });
    expect(me.json()).toMatchObject({ twoFactorEnforced: true, twoFactorAuth: true });

    // Enabled: no second set-up over it.
    const again = await call('secure@initech.test', 'POST', '/setup');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'conflict', key: 'already-enabled' });
  });

  it('accepts the code of the previous and next time step, with grouping spaces', async () => {
    const secret = await startSetup('master@feedline.test');
    const code = totpCode(secret, -1);
    const response = await call('master@feedline.test', 'POST', '/enable', {
      code: `${code.slice(0, 3)} ${code.slice(3)}`,
    });
    expect(response.statusCode).toBe(200);
    await removeTotp(t.db, 'master@feedline.test');

    const next = await startSetup('master@feedline.test');
    const later = await call('master@feedline.test', 'POST', '/enable', {
      code: totpCode(next, 1),
    });
    expect(later.statusCode).toBe(200);
    await removeTotp(t.db, 'master@feedline.test');
  });

  it('refuses a wrong code with a clear error and enables nothing', async () => {
    const secret = await startSetup('retail@acme.test');
    const before = await userRow('retail@acme.test');
    for (const code of [wrongTotpCode(secret), totpCode(secret, 3)]) {
      const response = await call('retail@acme.test', 'POST', '/enable', { code });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'bad-request', key: 'invalid-code' });
    }
    const after = await userRow('retail@acme.test');
    expect(after.totpEnabled).toBe(false);
    expect(after.totpSecret).toBe(before.totpSecret);
  });

  it('refuses codes that are not six digits before looking at them', async () => {
    await startSetup('retail@acme.test');
    for (const code of ['12345', '1234567', '12a456', '']) {
      const response = await call('retail@acme.test', 'POST', '/enable', { code });
      expect(response.statusCode, code).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation-failed' });
    }
    expect((await call('retail@acme.test', 'POST', '/enable', {})).statusCode).toBe(400);
  });

  it('forgets the earlier secret when the set-up is started again', async () => {
    const first = await startSetup('retail@acme.test');
    const second = await startSetup('retail@acme.test');
    expect(second).not.toBe(first);
    const stale = await call('retail@acme.test', 'POST', '/enable', { code: totpCode(first) });
    expect(stale.statusCode).toBe(400);
    const fresh = await call('retail@acme.test', 'POST', '/enable', { code: totpCode(second) });
    expect(fresh.statusCode).toBe(200);
    await removeTotp(t.db, 'retail@acme.test');
  });

  it('cannot be enabled without a started set-up', async () => {
    const response = await call('greta@acme.test', 'POST', '/enable', { code: '123456' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ key: 'no-pending-setup' });
  });
});

describe('disabling TOTP', () => {
  it('needs a current code that was not used before', async () => {
    const secret = await startSetup('owner@acme.test');
    const used = totpCode(secret);
    expect((await call('owner@acme.test', 'POST', '/enable', { code: used })).statusCode).toBe(200);

    const replay = await call('owner@acme.test', 'POST', '/disable', { code: used });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ key: 'invalid-code' });
    const wrong = await call('owner@acme.test', 'POST', '/disable', {
      code: wrongTotpCode(secret),
    });
    expect(wrong.statusCode).toBe(400);
    expect((await userRow('owner@acme.test')).totpEnabled).toBe(true);

    const response = await call('owner@acme.test', 'POST', '/disable', {
      code: totpCode(secret, 1),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ enabled: false, enforced: false, pending: false });
    const row = await userRow('owner@acme.test');
    expect(row).toMatchObject({ totpEnabled: false, totpSecret: null });
  });

  it('is refused while an organisation of the user enforces 2FA, even with a right code', async () => {
    // master@feedline.test is a member of Initech Secure, which enforces 2FA.
    const secret = await giveTotp(t.db, t.secrets.hashSecret, 'master@feedline.test');
    const response = await call('master@feedline.test', 'POST', '/disable', {
      code: totpCode(secret),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'conflict', key: 'two-factor-enforced' });
    expect((await userRow('master@feedline.test')).totpEnabled).toBe(true);
    await removeTotp(t.db, 'master@feedline.test');
  });

  it('says so when there is nothing to disable', async () => {
    const response = await call('greta@acme.test', 'POST', '/disable', { code: '123456' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ key: 'not-enabled' });
  });
});

describe('tenant isolation', () => {
  it("only ever changes the signed-in user's own second factor", async () => {
    const editorSecret = await startSetup('editor@acme.test');
    const gretaBefore = await userRow('greta@acme.test');

    // Greta cannot enable the editor's pending set-up with its code, nor name another user.
    const foreign = await call('greta@acme.test', 'POST', '/enable', {
      code: totpCode(editorSecret),
      userId: (await userRow('editor@acme.test')).id,
    });
    expect(foreign.statusCode).toBe(409);
    expect(foreign.json()).toMatchObject({ key: 'no-pending-setup' });
    expect(await userRow('greta@acme.test')).toEqual(gretaBefore);
    expect((await userRow('editor@acme.test')).totpEnabled).toBe(false);

    // Greta's own set-up leaves the editor's pending secret alone.
    const editorSealed = (await userRow('editor@acme.test')).totpSecret;
    await startSetup('greta@acme.test');
    expect((await userRow('editor@acme.test')).totpSecret).toBe(editorSealed);
    const own = await call('editor@acme.test', 'POST', '/enable', { code: totpCode(editorSecret) });
    expect(own.statusCode).toBe(200);
    expect((await userRow('greta@acme.test')).totpEnabled).toBe(false);
  });

  it("does not open a sealed secret copied into another user's row", async () => {
    const secret = await startSetup('nobody@example.test');
    const nobody = await userRow('nobody@example.test');
    const greta = await userRow('greta@acme.test');
    await t.db
      .update(schema.users)
      .set({ totpSecret: nobody.totpSecret })
      .where(eq(schema.users.id, greta.id));
    const response = await call('greta@acme.test', 'POST', '/enable', { code: totpCode(secret) });
    expect(response.statusCode).toBe(400);
    expect((await userRow('greta@acme.test')).totpEnabled).toBe(false);
  });
});

describe('wrong codes are limited', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ LOGIN_MAX_ATTEMPTS: '3', LOGIN_WINDOW_MS: '60000' });
  });
  afterAll(() => limited.close());

  it('answers 429 after maxAttempts wrong codes, even for the right one', async () => {
    const headers = await limited.authHeader('greta@acme.test');
    const setup = await limited.app.inject({
      method: 'POST',
      url: '/api/user/two-factor/setup',
      headers,
    });
    const { secret } = setup.json() as { secret: string };
    const enable = (code: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/user/two-factor/enable',
        headers,
        payload: { code },
      });
    for (let i = 0; i < 3; i++) expect((await enable(wrongTotpCode(secret))).statusCode).toBe(400);
    const blocked = await enable(totpCode(secret));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'rate-limited' });
    expect((await userRow('greta@acme.test')).totpEnabled).toBe(false);
  });

  // Each code is counted before it is checked. (With Redis, the store several processes share,
  // counting after the check let all ten through; in one process nothing came in between.)
  it('checks no more concurrent codes than the limit', async () => {
    const headers = await limited.authHeader('editor@acme.test');
    const setup = await limited.app.inject({
      method: 'POST',
      url: '/api/user/two-factor/setup',
      headers,
    });
    const { secret } = setup.json() as { secret: string };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/user/two-factor/enable',
          headers,
          payload: { code: wrongTotpCode(secret) },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });
});
