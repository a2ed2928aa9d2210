import { schema } from '@feedline/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper';
import { Browser, pkcePair, readForm } from './identity-fixtures/browser';

let t: TestApp;
const ids = { acme: 0, acmeNl: 0 };

beforeAll(async () => {
  t = await buildTestApp();
  ids.acme = (
    await t.db.select().from(schema.accounts).where(eq(schema.accounts.company, 'Acme Retail'))
  )[0]!.id;
  ids.acmeNl = (
    await t.db.select().from(schema.sites).where(eq(schema.sites.name, 'acme.nl'))
  )[0]!.id;
});
afterAll(() => t.close());

const asOwner = async (method: 'GET' | 'PUT', url: string, payload?: string) =>
  t.app.inject({
    method,
    url,
    headers: {
      ...(await t.authHeader('owner@acme.test')),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload }),
  });

describe('NUL characters (text columns cannot store them)', () => {
  it('answers 400 for one in a JSON string, and saves nothing', async () => {
    const url = `/api/sites/${ids.acmeNl}/designer-templates/new`;
    const before = (await asOwner('GET', url)).json();
    const response = await asOwner(
      'PUT',
      url,
      '{"name":"a\\u0000b","background":"#ffffff","layers":[]}',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'bad-request', message: /NUL/ });
    expect((await asOwner('GET', url)).json()).toEqual(before);
  });

  it('answers 400 for one in a query or a path', async () => {
    const search = await asOwner('GET', '/api/accounts?search=%00');
    expect(search.statusCode).toBe(400);
    expect(search.json()).toMatchObject({ code: 'bad-request' });
    expect((await asOwner('GET', '/api/accounts?search=a%00b')).statusCode).toBe(400);
  });
});

describe('ids are plain decimal digits', () => {
  it.each(['0x1', '1e3', '07', '+1', '1.0', ' 1', '0', '-1', '2147483648', '99999999999'])(
    '%j is a 400, not another number',
    async (raw) => {
      const response = await asOwner('GET', `/api/sites/${encodeURIComponent(raw)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation-failed' });
    },
  );

  it('reads a plain id', async () => {
    expect((await asOwner('GET', `/api/sites/${ids.acmeNl}`)).statusCode).toBe(200);
  });
});

describe("an organisation's project count", () => {
  it('is the same in the list and in the organisation itself', async () => {
    const list = (await asOwner('GET', '/api/accounts')).json() as {
      data: Array<{ id: number; projectCount: number }>;
    };
    const inList = list.data.find((account) => account.id === ids.acme)!.projectCount;
    const detail = (await asOwner('GET', `/api/accounts/${ids.acme}`)).json();
    expect(inList).toBe(2);
    expect(detail.projectCount).toBe(2);
  });
});

describe('the sign-in form refuses what is not a form, with a 4xx page', () => {
  async function loginFormAction() {
    const browser = new Browser(t.app);
    const { challenge } = pkcePair();
    const query = new URLSearchParams({
      client_id: t.config.identity.clientId,
      redirect_uri: 'http://localhost:3000/auth/callback',
      response_type: 'code',
      scope: 'openid profile email offline_access api',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: 'bad-input',
      nonce: 'bad-input',
    });
    const page = await browser.follow(await browser.get(`/oidc/auth?${query}`));
    expect(page.statusCode).toBe(200);
    return { browser, action: new URL(readForm(page.body).action).pathname };
  }

  const cases: Array<[string, string, string, number]> = [
    ['an oversized form', 'application/x-www-form-urlencoded', `email=${'a'.repeat(40_000)}`, 413],
    ['JSON', 'application/json', '{"email":"owner@acme.test","password":"x"}', 415],
    ['XML', 'application/xml', '<login><email>owner@acme.test</email></login>', 415],
    ['a NUL in a field', 'application/x-www-form-urlencoded', 'email=a%00b&password=x', 400],
  ];

  it.each(cases)('%s', async (_name, contentType, payload, status) => {
    const { action } = await loginFormAction();
    const response = await t.app.inject({
      method: 'POST',
      url: action,
      headers: { 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('Start the sign-in again');
  });
});
