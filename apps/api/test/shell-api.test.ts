import { schema } from '@feedline/db';
import { eq } from 'drizzle-orm';
import { generateKeyPairSync } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveTotpTo } from './identity-fixtures/totp';
import { buildTestApp, type TestApp } from './helper';

let t: TestApp;
const ids = {
  acme: 0,
  globex: 0,
  initech: 0,
  benelux: 0,
  dach: 0,
  acmeNl: 0,
  outlet: 0,
  globexSite: 0,
};

beforeAll(async () => {
  t = await buildTestApp();
  // Initech Secure enforces 2FA (spec §6): without it, its members read no organisation data.
  await giveTotpTo(t, 'master@feedline.test');
  const byCompany = async (company: string) =>
    (await t.db.select().from(schema.accounts).where(eq(schema.accounts.company, company)))[0]!.id;
  const project = async (name: string) =>
    (await t.db.select().from(schema.projects).where(eq(schema.projects.name, name)))[0]!.id;
  const site = async (name: string) =>
    (await t.db.select().from(schema.sites).where(eq(schema.sites.name, name)))[0]!.id;
  ids.acme = await byCompany('Acme Retail');
  ids.globex = await byCompany('Globex Outlet');
  ids.initech = await byCompany('Initech Secure');
  ids.benelux = await project('Acme Benelux');
  ids.dach = await project('Acme DACH');
  ids.acmeNl = await site('acme.nl');
  ids.outlet = await site('acme.nl outlet');
  ids.globexSite = await site('globex.com');
});
afterAll(() => t.close());

const get = async (url: string, email?: string) =>
  t.app.inject({ method: 'GET', url, headers: email ? await t.authHeader(email) : {} });

describe('health', () => {
  it('answers liveness and readiness', async () => {
    expect((await get('/api/health')).json()).toEqual({ status: 'ok' });
    const ready = await get('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('publishes the OpenAPI document', async () => {
    const response = await get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/accounts', '/api/sites/{siteId}', '/api/user']),
    );
  });

  it('answers an unknown API path with a 404 in the error shape', async () => {
    const response = await get('/api/nothing-here', 'owner@acme.test');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, code: 'not-found' });
  });
});

describe('access tokens', () => {
  it('asks for authentication without a token', async () => {
    const response = await get('/api/user');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'unauthenticated' });
  });

  it('rejects a token signed by someone else', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: t.secrets.jwks.keys[0]!.kid })
      .setSubject('1')
      .setIssuer(t.config.identity.issuer)
      .setAudience(t.config.identity.audience)
      .setExpirationTime('5m')
      .sign(privateKey);
    const response = await t.app.inject({
      url: '/api/user',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it('rejects an expired token, a token for another audience and garbage', async () => {
    const expired = await t.tokenFor('owner@acme.test', {
      expiresIn: Math.floor(Date.now() / 1000) - 10,
    });
    const otherAudience = await t.tokenFor('owner@acme.test', { audience: 'urn:someone-else' });
    const otherIssuer = await t.tokenFor('owner@acme.test', { issuer: 'http://evil.test/oidc' });
    for (const token of [expired, otherAudience, otherIssuer, 'not-a-jwt']) {
      const response = await t.app.inject({
        url: '/api/user',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode, token.slice(0, 20)).toBe(401);
    }
    const response = await t.app.inject({
      url: '/api/user',
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(response.json().message).toMatch(/expired/);
  });

  it('answers unverified users with 403 unverified-user', async () => {
    const response = await get('/api/user', 'unverified@acme.test');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'forbidden', key: 'unverified-user' });
  });

  it('answers deactivated users with 403 inactive-user', async () => {
    await t.db
      .update(schema.users)
      .set({ isActive: false })
      .where(eq(schema.users.email, 'sales@feedline.test'));
    const response = await get('/api/user', 'sales@feedline.test');
    expect(response.json()).toMatchObject({ statusCode: 403, key: 'inactive-user' });
    await t.db
      .update(schema.users)
      .set({ isActive: true })
      .where(eq(schema.users.email, 'sales@feedline.test'));
  });

  it('answers a token whose user no longer exists with 403 unauthorized-user', async () => {
    const [temp] = await t.db
      .insert(schema.users)
      .values({ email: 'leaver@acme.test', name: 'Lee Leaver', emailVerified: true })
      .returning();
    const token = await t.tokenFor('leaver@acme.test');
    await t.db.delete(schema.users).where(eq(schema.users.id, temp!.id));
    const response = await t.app.inject({
      url: '/api/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.json()).toMatchObject({ statusCode: 403, key: 'unauthorized-user' });
  });
});

describe('GET /api/user', () => {
  it('returns the signed-in user with the access flags', async () => {
    const response = await get('/api/user', 'retail@acme.test');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: 'retail@acme.test',
      name: 'Rita Retail',
      language: 'en',
      hasDenBoschAccess: true,
      hasCpAccess: true,
      isMaster: false,
      twoFactorEnforced: false,
      twoFactorAuth: false,
      accountCount: 1,
    });
  });

  it('tells when an organisation of the user enforces two-factor authentication', async () => {
    expect((await get('/api/user', 'secure@initech.test')).json()).toMatchObject({
      twoFactorEnforced: true,
    });
  });

  it('recognises a user of no organisation', async () => {
    const response = await get('/api/user', 'nobody@example.test');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ accountCount: 0, language: 'fr' });
  });
});

describe('PATCH /api/user', () => {
  const patch = async (body: Record<string, unknown>, email = 'retail@acme.test') =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/user',
      payload: body,
      headers: await t.authHeader(email),
    });

  it('changes the user’s own language, and only that', async () => {
    const changed = await patch({ language: 'de' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ email: 'retail@acme.test', language: 'de' });
    expect((await get('/api/user', 'retail@acme.test')).json().language).toBe('de');
    expect((await get('/api/user', 'editor@acme.test')).json().language).not.toBe('de');
    expect((await patch({ language: 'en' })).statusCode).toBe(200);
  });

  it('refuses a language the platform does not speak, and anything else', async () => {
    expect((await patch({ language: 'nl' })).statusCode).toBe(400);
    expect((await patch({ language: 'de', isMaster: true })).statusCode).toBe(400);
    expect((await patch({})).statusCode).toBe(400);
  });
});

describe('accounts', () => {
  it("lists the user's organisations with project count and admin flag", async () => {
    const body = (await get('/api/accounts', 'owner@acme.test')).json();
    expect(body.data).toEqual([
      expect.objectContaining({ company: 'Acme Retail', projectCount: 2, isUserAdmin: true }),
      expect.objectContaining({ company: 'Globex Outlet', projectCount: 1, isUserAdmin: true }),
    ]);
    expect(body.meta).toEqual({ totalPages: 1, totalCount: 2, currentPage: 1, countPerPage: 10 });
    const editor = (await get('/api/accounts', 'editor@acme.test')).json();
    expect(editor.data).toEqual([
      expect.objectContaining({ company: 'Acme Retail', isUserAdmin: false }),
    ]);
    expect((await get('/api/accounts', 'nobody@example.test')).json().data).toEqual([]);
  });

  it('returns an account of the user with its verticals and business types', async () => {
    const response = await get(`/api/accounts/${ids.acme}`, 'editor@acme.test');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: ids.acme,
      company: 'Acme Retail',
      clientType: 'Retailer',
      forceTwoFactorAuth: false,
      isUserAdmin: false,
      verticals: [
        expect.objectContaining({ label: 'Fashion' }),
        expect.objectContaining({ label: 'Home' }),
      ],
      businessTypes: [expect.objectContaining({ label: 'B2C' })],
    });
  });

  it('forbids another organisation (403 inaccessible), 404s an unknown one, 400s a malformed id', async () => {
    const foreign = await get(`/api/accounts/${ids.globex}`, 'editor@acme.test');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ key: 'inaccessible' });
    expect((await get('/api/accounts/999999', 'editor@acme.test')).statusCode).toBe(404);
    const malformed = await get('/api/accounts/abc', 'editor@acme.test');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      code: 'validation-failed',
      invalidParams: [expect.objectContaining({ name: 'params.accountId' })],
    });
    for (const path of ['projects', 'users', 'features']) {
      expect(
        (await get(`/api/accounts/${ids.globex}/${path}`, 'editor@acme.test')).statusCode,
      ).toBe(403);
      expect((await get(`/api/accounts/999999/${path}`, 'editor@acme.test')).statusCode).toBe(404);
    }
  });

  it('lists the administrators of an account', async () => {
    const [owner] = await t.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, 'owner@acme.test'));
    const response = await get(`/api/accounts/${ids.acme}/users?role=admin`, 'editor@acme.test');
    expect(response.json().data).toEqual([
      { id: owner!.id, name: 'Olivia Owner', email: 'owner@acme.test' },
    ]);
    const all: { id: number }[] = (
      await get(`/api/accounts/${ids.acme}/users`, 'editor@acme.test')
    ).json().data;
    expect(all.length).toBeGreaterThan(5);
    // Each user once, by the id the user pages link with.
    expect(new Set(all.map((user) => user.id)).size).toBe(all.length);
    expect(all.every((user) => Number.isInteger(user.id))).toBe(true);
  });

  it('lists the projects of an account with the write right of the user', async () => {
    const body = (await get(`/api/accounts/${ids.acme}/projects`, 'editor@acme.test')).json();
    expect(body.data).toEqual([
      expect.objectContaining({ name: 'Acme Benelux', canWrite: true, siteCount: 28 }),
      expect.objectContaining({ name: 'Acme DACH', canWrite: false, siteCount: 1 }),
    ]);
    const greta = (await get(`/api/accounts/${ids.acme}/projects`, 'master@feedline.test')).json();
    expect(greta.data.every((p: { canWrite: boolean }) => !p.canWrite)).toBe(true);
  });

  it('lists the features of an account', async () => {
    const body = (await get(`/api/accounts/${ids.globex}/features`, 'owner@acme.test')).json();
    expect(body.data).toEqual([
      { key: 'banner.invoice_overdue', name: 'banner.invoice_overdue', permission: true },
      { key: 'monitoring', name: 'monitoring', permission: true },
    ]);
  });
});

describe('projects', () => {
  it('returns a project with its account', async () => {
    const response = await get(`/api/projects/${ids.dach}`, 'editor@acme.test');
    expect(response.json()).toEqual({
      id: ids.dach,
      name: 'Acme DACH',
      account: { id: ids.acme, company: 'Acme Retail' },
      canWrite: false,
      siteCount: 1,
    });
  });

  it('forbids, 404s and 400s like accounts', async () => {
    const globexProject = (
      await get(`/api/accounts/${ids.globex}/projects`, 'owner@acme.test')
    ).json().data[0].id;
    expect((await get(`/api/projects/${globexProject}`, 'editor@acme.test')).json()).toMatchObject({
      statusCode: 403,
      key: 'inaccessible',
    });
    expect((await get('/api/projects/424242', 'editor@acme.test')).statusCode).toBe(404);
    expect((await get('/api/projects/1.5', 'editor@acme.test')).statusCode).toBe(400);
    expect((await get('/api/projects/-3', 'editor@acme.test')).statusCode).toBe(400);
  });

  it('pages through the sites of a project', async () => {
    const first = (
      await get(`/api/projects/${ids.benelux}/sites?page=1&amount=10`, 'owner@acme.test')
    ).json();
    expect(first.meta).toEqual({ totalPages: 3, totalCount: 28, currentPage: 1, countPerPage: 10 });
    expect(first.links).toEqual({
      first: `/api/projects/${ids.benelux}/sites?page=1&amount=10`,
      last: `/api/projects/${ids.benelux}/sites?page=3&amount=10`,
    });
    const last = (
      await get(`/api/projects/${ids.benelux}/sites?page=3&amount=10`, 'owner@acme.test')
    ).json();
    expect(last.data).toHaveLength(8);
    const names = [...first.data, ...last.data].map((s: { name: string }) => s.name);
    expect(names).toContain('acme.nl');
    expect(
      (await get(`/api/projects/${ids.benelux}/sites?amount=1000`, 'owner@acme.test')).statusCode,
    ).toBe(400);
  });

  it('lists project features inherited from the account', async () => {
    const body = (await get(`/api/projects/${ids.benelux}/features`, 'owner@acme.test')).json();
    expect(body.data.map((f: { key: string }) => f.key)).toEqual(['shared_data_source']);
  });
});

describe('sites', () => {
  it('returns a site with account id, project, child-site flag and write right', async () => {
    const response = await get(`/api/sites/${ids.outlet}`, 'editor@acme.test');
    expect(response.json()).toEqual({
      id: ids.outlet,
      name: 'acme.nl outlet',
      account: { id: ids.acme, company: 'Acme Retail' },
      project: { id: ids.benelux, name: 'Acme Benelux' },
      childSite: true,
      parentSiteId: ids.acmeNl,
      canWrite: true,
      channelCount: 1,
    });
    expect((await get(`/api/sites/${ids.acmeNl}`, 'greta@acme.test')).json()).toMatchObject({
      childSite: false,
      canWrite: false,
    });
  });

  it('returns the status, channels and features of a site', async () => {
    const status = (await get(`/api/sites/${ids.acmeNl}/status`, 'owner@acme.test')).json();
    expect(status).toMatchObject({
      siteId: ids.acmeNl,
      itemCount: 50,
      errorCount: 1,
      isActive: true,
    });
    const channels = (await get(`/api/sites/${ids.acmeNl}/channels`, 'owner@acme.test')).json();
    expect(channels.data.map((c: { name: string }) => c.name)).toEqual([
      'Google Shopping NL',
      'Meta Catalog NL',
      'Bol.com',
    ]);
    const features = (await get(`/api/sites/${ids.acmeNl}/features`, 'owner@acme.test')).json();
    expect(features.data.map((f: { key: string }) => f.key)).toEqual([
      'feedback_service_ui',
      'new_gen_image_designer',
      'shared_data_source',
      'sub_channel_classification',
    ]);
  });

  it('keeps every site route inside the tenant', async () => {
    for (const suffix of ['', '/status', '/channels', '/features']) {
      const foreign = await get(`/api/sites/${ids.globexSite}${suffix}`, 'editor@acme.test');
      expect(foreign.statusCode, suffix).toBe(403);
      expect(foreign.json().key).toBe('inaccessible');
      expect((await get(`/api/sites/777777${suffix}`, 'editor@acme.test')).statusCode).toBe(404);
      expect((await get(`/api/sites/x1${suffix}`, 'editor@acme.test')).statusCode).toBe(400);
    }
    expect((await get(`/api/sites/${ids.globexSite}`, 'owner@acme.test')).statusCode).toBe(200);
  });
});
