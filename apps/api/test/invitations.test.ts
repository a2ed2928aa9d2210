import { schema } from '@feedline/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPassword } from '../src/identity/accounts';
import { buildTestApp, type TestApp } from './helper';
import { demoAccountIds } from './platform-fixtures';

let t: TestApp;
let ids: Awaited<ReturnType<typeof demoAccountIds>>;

beforeAll(async () => {
  t = await buildTestApp();
  ids = await demoAccountIds(t);
});
afterAll(() => t.close());

async function call(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  { as, body }: { as?: string; body?: unknown } = {},
) {
  return t.app.inject({
    method,
    url,
    headers: as ? await t.authHeader(as) : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

async function invite(email: string, options: { isAdmin?: boolean; as?: string } = {}) {
  const response = await call('POST', `/api/accounts/${ids.acme}/invitations`, {
    as: options.as ?? 'owner@acme.test',
    body: { email, isAdmin: options.isAdmin ?? false },
  });
  expect(response.statusCode).toBe(201);
  const { link, invitation } = response.json<{ link: string; invitation: { id: number } }>();
  return { link, id: invitation.id, token: link.split('/').pop()! };
}

const membership = (accountId: number, email: string) =>
  t.db
    .select({ isAdmin: schema.accountMembers.isAdmin })
    .from(schema.accountMembers)
    .innerJoin(schema.users, eq(schema.users.id, schema.accountMembers.userId))
    .where(
      sql`${schema.accountMembers.accountId} = ${accountId} and lower(${schema.users.email}) = ${email}`,
    );

describe('inviting (administrators of the organisation)', () => {
  it('gives a link under /user/ on the shell, shown once and stored only as a hash', async () => {
    const { link, token } = await invite('Newcomer@Example.test');
    expect(link).toMatch(/^http:\/\/localhost:3000\/user\/invitation\/[A-Za-z0-9_-]{43}$/);
    const rows = await t.db.select().from(schema.invitations);
    expect(JSON.stringify(rows)).not.toContain(token);

    const list = await call('GET', `/api/accounts/${ids.acme}/invitations`, {
      as: 'owner@acme.test',
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json().data).toContainEqual(
      expect.objectContaining({
        email: 'newcomer@example.test',
        status: 'pending',
        isAdmin: false,
        invitedBy: 'Olivia Owner',
      }),
    );
  });

  it('refuses members who are not administrators, and other organisations', async () => {
    const asEditor = await call('POST', `/api/accounts/${ids.acme}/invitations`, {
      as: 'editor@acme.test',
      body: { email: 'someone@example.test' },
    });
    expect(asEditor.statusCode).toBe(403);
    expect(asEditor.json()).toMatchObject({ key: 'admin-required' });
    expect(
      (await call('GET', `/api/accounts/${ids.acme}/invitations`, { as: 'editor@acme.test' }))
        .statusCode,
    ).toBe(403);

    const foreign = await call('POST', `/api/accounts/${ids.initech}/invitations`, {
      as: 'owner@acme.test',
      body: { email: 'someone@example.test' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ key: 'inaccessible' });
    expect(
      await t.db
        .select()
        .from(schema.invitations)
        .where(eq(schema.invitations.accountId, ids.initech)),
    ).toEqual([]);
  });

  it('refuses a bad address and someone who already belongs', async () => {
    const bad = await call('POST', `/api/accounts/${ids.acme}/invitations`, {
      as: 'owner@acme.test',
      body: { email: 'not an address' },
    });
    expect(bad.statusCode).toBe(400);
    const member = await call('POST', `/api/accounts/${ids.acme}/invitations`, {
      as: 'owner@acme.test',
      body: { email: 'EDITOR@acme.test' },
    });
    expect(member.statusCode).toBe(409);
    expect(member.json()).toMatchObject({ key: 'already-member' });
  });

  it('replaces an open invitation of the same address: the old link stops working', async () => {
    const first = await invite('twice@example.test');
    const second = await invite('twice@example.test', { isAdmin: true });
    expect((await call('GET', `/api/invitations/${first.token}`)).json()).toMatchObject({
      status: 'revoked',
    });
    expect((await call('GET', `/api/invitations/${second.token}`)).json()).toMatchObject({
      status: 'pending',
      company: 'Acme Retail',
      invitedBy: 'Olivia Owner',
      isNewUser: true,
    });
  });

  it('withdraws an invitation (and a withdrawn one cannot be withdrawn again)', async () => {
    const { id, token } = await invite('withdrawn@example.test');
    const url = `/api/accounts/${ids.acme}/invitations/${id}`;
    expect((await call('DELETE', url, { as: 'owner@acme.test' })).statusCode).toBe(204);
    expect((await call('DELETE', url, { as: 'owner@acme.test' })).statusCode).toBe(404);
    const accept = await call('POST', `/api/invitations/${token}/accept`, {
      body: { name: 'Wanda', password: 'a long enough secret' },
    });
    expect(accept.statusCode).toBe(409);
    expect(accept.json()).toMatchObject({ key: 'invitation-revoked' });
    expect(
      await t.db
        .select()
        .from(schema.users)
        .where(eq(schema.users.email, 'withdrawn@example.test')),
    ).toEqual([]);
  });

  it('records who invited and who withdrew in the activity', async () => {
    const actions = await t.db
      .select({ action: schema.auditEvents.action })
      .from(schema.auditEvents)
      .where(eq(schema.auditEvents.targetType, 'invitation'));
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(['user.invited', 'user.invitation-revoked']),
    );
  });
});

describe('the link (no bearer: the token is the credential)', () => {
  it('lets someone new join with a name and a password, and sign in with them', async () => {
    const { token } = await invite('new.person@example.test', { isAdmin: true });
    const short = await call('POST', `/api/invitations/${token}/accept`, {
      body: { name: 'New Person', password: 'short' },
    });
    expect(short.statusCode).toBe(400);

    const accept = await call('POST', `/api/invitations/${token}/accept`, {
      body: { name: 'New Person', password: 'a long enough secret', language: 'de' },
    });
    expect(accept.statusCode).toBe(200);
    expect(accept.json()).toEqual({ accountId: ids.acme, email: 'new.person@example.test' });
    expect(await membership(ids.acme, 'new.person@example.test')).toEqual([{ isAdmin: true }]);

    const check = await checkPassword(t.db, 'new.person@example.test', 'a long enough secret');
    expect(check.outcome).toBe('ok');
    expect(check).toMatchObject({
      user: { name: 'New Person', language: 'de', emailVerified: true },
    });

    const again = await call('POST', `/api/invitations/${token}/accept`, {
      body: { name: 'Someone Else', password: 'another long secret' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ key: 'invitation-accepted' });
    expect((await call('GET', `/api/invitations/${token}`)).json()).toMatchObject({
      status: 'accepted',
      isNewUser: false,
    });
  });

  it('accepts once when two acceptances race', async () => {
    const { token } = await invite('racer@example.test');
    const body = { name: 'Racer', password: 'a long enough secret' };
    const answers = await Promise.all([
      call('POST', `/api/invitations/${token}/accept`, { body }),
      call('POST', `/api/invitations/${token}/accept`, { body }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(
      await t.db.select().from(schema.users).where(eq(schema.users.email, 'racer@example.test')),
    ).toHaveLength(1);
  });

  it('sends an existing user to sign in, then lets them join as themselves only', async () => {
    const { token } = await invite('nobody@example.test');
    expect((await call('GET', `/api/invitations/${token}`)).json()).toMatchObject({
      isNewUser: false,
    });
    const asNew = await call('POST', `/api/invitations/${token}/accept`, {
      body: { name: 'Impostor', password: 'a long enough secret' },
    });
    expect(asNew.statusCode).toBe(409);
    expect(asNew.json()).toMatchObject({ key: 'invitation-sign-in-required' });

    const foreign = await call('POST', `/api/invitations/${token}/join`, { as: 'greta@acme.test' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ key: 'invitation-foreign' });
    expect((await call('POST', `/api/invitations/${token}/join`)).statusCode).toBe(401);

    const join = await call('POST', `/api/invitations/${token}/join`, {
      as: 'nobody@example.test',
    });
    expect(join.statusCode).toBe(200);
    expect(join.json()).toEqual({ accountId: ids.acme, email: 'nobody@example.test' });
    expect(await membership(ids.acme, 'nobody@example.test')).toEqual([{ isAdmin: false }]);
    const accounts = await call('GET', '/api/accounts', { as: 'nobody@example.test' });
    expect(accounts.json().data.map((account: { id: number }) => account.id)).toContain(ids.acme);
  });

  it('refuses an expired invitation with its own key, and changes nothing', async () => {
    const { id, token } = await invite('late@example.test');
    await t.db
      .update(schema.invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.invitations.id, id));
    expect((await call('GET', `/api/invitations/${token}`)).json()).toMatchObject({
      status: 'expired',
    });
    const accept = await call('POST', `/api/invitations/${token}/accept`, {
      body: { name: 'Late', password: 'a long enough secret' },
    });
    expect(accept.statusCode).toBe(409);
    expect(accept.json()).toMatchObject({ key: 'invitation-expired' });
    expect(await membership(ids.acme, 'late@example.test')).toEqual([]);
  });

  it('answers 404 for an unknown token and 400 for one that is not a token', async () => {
    const unknown = await call('GET', `/api/invitations/${'A'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-store');
    expect((await call('GET', '/api/invitations/short')).statusCode).toBe(400);
    expect((await call('POST', `/api/invitations/${'%00'.repeat(3)}/accept`)).statusCode).toBe(400);
  });
});
