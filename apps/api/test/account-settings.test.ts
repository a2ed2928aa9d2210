import type { Account } from '@feedline/contracts';
import { schema } from '@feedline/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper';
import { demoAccountIds } from './platform-fixtures';

let t: TestApp;
let ids: Awaited<ReturnType<typeof demoAccountIds>>;

beforeAll(async () => {
  t = await buildTestApp();
  ids = await demoAccountIds(t);
});
afterAll(() => t.close());

async function call(method: 'GET' | 'PATCH', url: string, as: string, body?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: await t.authHeader(as),
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

describe('the details page’s choices (spec §7)', () => {
  it('lists client types, verticals and business types', async () => {
    const types = await call('GET', '/api/accounts/client-types', 'owner@acme.test');
    expect(types.statusCode).toBe(200);
    expect(types.json()).toEqual(expect.arrayContaining([expect.any(String)]));
    const verticals = (await call('GET', '/api/accounts/verticals', 'owner@acme.test')).json();
    expect(verticals).toContainEqual({ id: expect.any(Number), label: 'Fashion' });
    const business = (await call('GET', '/api/accounts/business-types', 'owner@acme.test')).json();
    expect(business).toContainEqual({ id: expect.any(Number), label: 'B2C' });
  });
});

describe('PATCH /api/accounts/:accountId (docs/adr/0017)', () => {
  it('lets an administrator change company and force-2FA, keeping the master fields', async () => {
    const before = (
      await call('GET', `/api/accounts/${ids.globex}`, 'owner@acme.test')
    ).json<Account>();
    const answer = await call('PATCH', `/api/accounts/${ids.globex}`, 'owner@acme.test', {
      company: 'Globex Outlet BV',
      clientType: null,
      forceTwoFactorAuth: false,
      verticals: [],
      businessTypes: [],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<Account>()).toMatchObject({
      company: 'Globex Outlet BV',
      clientType: before.clientType,
      verticals: before.verticals,
      businessTypes: before.businessTypes,
    });
    const [event] = await t.db
      .select()
      .from(schema.auditEvents)
      .where(eq(schema.auditEvents.action, 'account.updated'));
    expect(event).toMatchObject({ accountId: ids.globex });
  });

  it('refuses members who are not administrators, and other organisations', async () => {
    const member = await call('PATCH', `/api/accounts/${ids.acme}`, 'editor@acme.test', {
      company: 'Taken over',
      forceTwoFactorAuth: false,
    });
    expect(member.statusCode).toBe(403);
    expect(member.json()).toMatchObject({ key: 'admin-required' });
    const foreign = await call('PATCH', `/api/accounts/${ids.initech}`, 'owner@acme.test', {
      company: 'Taken over',
      forceTwoFactorAuth: false,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ key: 'inaccessible' });
    expect(
      (await call('GET', `/api/accounts/${ids.acme}`, 'owner@acme.test')).json(),
    ).toMatchObject({
      company: 'Acme Retail',
    });
  });

  it('keeps force-2FA as it is while SSO is enforced', async () => {
    await t.db
      .insert(schema.ssoSettings)
      .values({ accountId: ids.acme, idpId: 'idp', status: 3, subdomain: 'acme' });
    const change = await call('PATCH', `/api/accounts/${ids.acme}`, 'owner@acme.test', {
      company: 'Acme Retail',
      forceTwoFactorAuth: true,
    });
    expect(change.statusCode).toBe(409);
    expect(change.json()).toMatchObject({ key: 'sso-enforced' });
    const same = await call('PATCH', `/api/accounts/${ids.acme}`, 'owner@acme.test', {
      company: 'Acme Retail NL',
      forceTwoFactorAuth: false,
    });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('takes the master fields from a master user, who must keep a vertical and a business type', async () => {
    // Initech enforces 2FA for its members: give the master user a second factor first.
    await t.db
      .update(schema.users)
      .set({ totpEnabled: true })
      .where(eq(schema.users.email, 'master@feedline.test'));
    const empty = await call('PATCH', `/api/accounts/${ids.acme}`, 'master@feedline.test', {
      company: 'Acme Retail',
      clientType: null,
      forceTwoFactorAuth: false,
      verticals: [],
      businessTypes: [],
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().invalidParams).toEqual([
      { name: 'verticals', key: 'organisation-settings.verticals.missing' },
      { name: 'businessTypes', key: 'organisation-settings.businessTypes.missing' },
    ]);
    const verticals = (await call('GET', '/api/accounts/verticals', 'master@feedline.test')).json();
    const business = (
      await call('GET', '/api/accounts/business-types', 'master@feedline.test')
    ).json();
    const types = (await call('GET', '/api/accounts/client-types', 'master@feedline.test')).json();
    const saved = await call('PATCH', `/api/accounts/${ids.acme}`, 'master@feedline.test', {
      company: 'Acme Retail',
      clientType: types[0],
      forceTwoFactorAuth: false,
      verticals: [verticals[0].id],
      businessTypes: [business[0].id],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Account>()).toMatchObject({
      clientType: types[0],
      verticals: [verticals[0]],
      businessTypes: [business[0]],
    });
  });

  it('turning force-2FA on applies the policy to the members at once', async () => {
    const answer = await call('PATCH', `/api/accounts/${ids.globex}`, 'owner@acme.test', {
      company: 'Globex Outlet BV',
      forceTwoFactorAuth: true,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const blocked = await call('GET', `/api/accounts/${ids.acme}`, 'owner@acme.test');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ key: 'two-factor-required' });
  });
});
