import { schema } from '@feedline/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper';
import { giveTotp, removeTotp } from './identity-fixtures/totp';

let t: TestApp;
const ids = { initech: 0, initechSite: 0, acme: 0 };

beforeAll(async () => {
  t = await buildTestApp();
  const account = async (company: string) =>
    (await t.db.select().from(schema.accounts).where(eq(schema.accounts.company, company)))[0]!.id;
  ids.initech = await account('Initech Secure');
  ids.acme = await account('Acme Retail');
  ids.initechSite = (
    await t.db.select().from(schema.sites).where(eq(schema.sites.name, 'initech.com'))
  )[0]!.id;
});
afterAll(() => t.close());

const get = async (email: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: await t.authHeader(email) });

const organisationData = () => [
  `/api/accounts/${ids.initech}`,
  `/api/accounts/${ids.initech}/projects`,
  `/api/accounts/${ids.acme}`,
  `/api/sites/${ids.initechSite}`,
  `/api/sites/${ids.initechSite}/items?stage=import`,
  `/api/sites/${ids.initechSite}/secure-hash`,
];

describe('the two-factor policy, enforced by the API (spec §6)', () => {
  it('refuses organisation data to a user of an enforcing organisation without 2FA', async () => {
    for (const email of ['secure@initech.test', 'master@feedline.test']) {
      for (const url of organisationData()) {
        const response = await get(email, url);
        expect(response.statusCode, `${email} ${url}`).toBe(403);
        expect(response.json(), `${email} ${url}`).toMatchObject({ key: 'two-factor-required' });
      }
    }
  });

  it('keeps the profile, the 2FA set-up, the announcements and the own memberships open', async () => {
    for (const url of [
      '/api/user',
      '/api/user/two-factor',
      '/api/announcements',
      '/api/accounts',
    ]) {
      expect((await get('secure@initech.test', url)).statusCode, url).toBe(200);
    }
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/user/two-factor/setup',
      headers: await t.authHeader('secure@initech.test'),
    });
    expect(setup.statusCode).toBe(201);
  });

  it('answers once 2FA is set up, and again refuses when it is removed', async () => {
    await giveTotp(t.db, t.secrets.hashSecret, 'secure@initech.test');
    try {
      expect((await get('secure@initech.test', `/api/accounts/${ids.initech}`)).statusCode).toBe(
        200,
      );
      expect(
        (await get('secure@initech.test', `/api/sites/${ids.initechSite}/items?stage=import`))
          .statusCode,
      ).toBe(200);
    } finally {
      await removeTotp(t.db, 'secure@initech.test');
    }
    expect((await get('secure@initech.test', `/api/accounts/${ids.initech}`)).statusCode).toBe(403);
  });

  it('leaves users of organisations that do not enforce it alone', async () => {
    for (const url of ['/api/accounts', `/api/accounts/${ids.acme}`]) {
      expect((await get('greta@acme.test', url)).statusCode, url).toBe(200);
    }
  });
});
