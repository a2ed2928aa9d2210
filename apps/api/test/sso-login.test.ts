import { generateKeyPairSync } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { startDemoIdp, type DemoIdp, type DemoIdpResponseOverrides } from '@feedline/demo-idp';
import { schema } from '@feedline/db';
import { and, desc, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper';
import { Browser, isRedirect, readForm } from './identity-fixtures/browser';
import { codeFrom, exchangeCode, PASSWORD, startSignIn } from './identity-fixtures/sign-in';
import { demoIds } from './platform-fixtures';

let t: TestApp;
let idp: DemoIdp;
const ids = { acme: 0, globex: 0 };
const ACME = {
  acs: 'http://acme.sso.localhost:3000/saml/acs',
  audience: 'http://acme.sso.localhost:3000/saml/metadata',
};
const GLOBEX = {
  acs: 'http://globex.sso.localhost:3000/saml/acs',
  audience: 'http://globex.sso.localhost:3000/saml/metadata',
};

beforeAll(async () => {
  t = await buildTestApp();
  const demo = demoIds(t);
  ids.acme = await demo.account('Acme Retail');
  ids.globex = await demo.account('Globex Outlet');
  idp = await startDemoIdp({
    users: [{ email: 'owner@acme.test', name: 'Olivia Owner' }],
    password: PASSWORD,
  });
  for (const [accountId, subdomain] of [
    [ids.acme, 'acme'],
    [ids.globex, 'globex'],
  ] as const) {
    const headers = await t.authHeader('owner@acme.test');
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/accounts/${accountId}/sso/authentication`,
      headers,
      payload: { idpId: '', status: 1, subdomain, metadata: idp.metadataXml },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const enabled = await t.app.inject({
      method: 'PUT',
      url: `/api/accounts/${accountId}/sso`,
      headers,
      payload: { status: 2 },
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
  }
});
afterAll(async () => {
  await idp?.close();
  await t.close();
});

/** The shell's sign-in with `sso=acme`, up to the redirect to the identity provider. */
async function startSso(subdomain = 'acme') {
  const browser = new Browser(t.app);
  const { page, verifier, state } = await startSignIn(t, browser, {
    sso: subdomain,
    prompt: 'login',
  });
  expect(page.statusCode, page.body).toBe(303);
  const location = new URL(String(page.headers.location));
  expect(`${location.origin}${location.pathname}`).toBe(idp.ssoUrl);
  const request = inflateRawSync(
    Buffer.from(location.searchParams.get('SAMLRequest')!, 'base64'),
  ).toString('utf8');
  const requestId = /\sID="([^"]+)"/.exec(request)![1]!;
  expect(request).toContain(`AssertionConsumerServiceURL="${ACME.acs.replace('acme', subdomain)}"`);
  return { browser, verifier, state, requestId };
}

/** A response of the identity provider for Acme's consumer URL. */
const acmeResponse = (
  inResponseTo: string,
  email = 'owner@acme.test',
  overrides?: DemoIdpResponseOverrides,
) =>
  idp.createResponse({
    email,
    inResponseTo,
    acsUrl: ACME.acs,
    audience: ACME.audience,
    ...(overrides ? { overrides } : {}),
  });

async function respond(browser: Browser, samlResponse: string, acs = ACME.acs) {
  return browser.post(acs, { SAMLResponse: samlResponse, RelayState: '' });
}

async function lastLoginEvent(accountId = ids.acme) {
  const [event] = await t.db
    .select()
    .from(schema.auditEvents)
    .where(and(eq(schema.auditEvents.accountId, accountId)))
    .orderBy(desc(schema.auditEvents.id))
    .limit(1);
  return event;
}

describe('a valid SAML login through the identity server', () => {
  it('lands in the shell with a session for that organisation only', async () => {
    const { browser, verifier, state, requestId } = await startSso();
    const response = await acmeResponse(requestId, 'Owner@Acme.test');
    const acs = await respond(browser, response);
    expect(acs.statusCode, acs.body).toBe(303);
    expect(String(acs.headers.location)).toMatch(/\/interaction\/[^/]+\/sso\/complete\//);
    const callback = await browser.follow(acs);
    const tokens = (
      await exchangeCode(t, codeFrom(callback.headers.location, state), verifier)
    ).json();
    expect(decodeJwt(tokens.access_token)).toMatchObject({ acc: ids.acme });
    expect(await lastLoginEvent()).toMatchObject({ action: 'sso.login-succeeded' });

    const auth = { authorization: `Bearer ${tokens.access_token}` };
    const accounts = await t.app.inject({ url: '/api/accounts', headers: auth });
    expect(accounts.json().data.map((a: { id: number }) => a.id)).toEqual([ids.acme]);
    // owner@acme.test is an administrator of Globex Outlet too, but not through Acme's IdP.
    for (const url of [`/api/accounts/${ids.globex}`, `/api/accounts/${ids.globex}/projects`]) {
      const answer = await t.app.inject({ url, headers: auth });
      expect(answer.statusCode, url).toBe(403);
      expect(answer.json()).toMatchObject({ key: 'inaccessible' });
    }
    expect(
      (await t.app.inject({ url: `/api/accounts/${ids.acme}`, headers: auth })).statusCode,
    ).toBe(200);

    // The scope survives a refresh.
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
        client_id: t.config.identity.clientId,
      }).toString(),
    });
    expect(decodeJwt(refreshed.json().access_token)).toMatchObject({ acc: ids.acme });
  });

  it('serves each organisation’s SP metadata on its SSO host', async () => {
    const answer = await t.app.inject({
      url: '/saml/metadata',
      headers: { host: 'acme.sso.localhost:3000' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/samlmetadata+xml');
    expect(answer.body).toContain(`entityID="${ACME.audience}"`);
    expect(answer.body).toContain(`Location="${ACME.acs}"`);
    const unknown = await t.app.inject({
      url: '/saml/metadata',
      headers: { host: 'nobody.sso.localhost:3000' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('sends the SSO host’s entry to the shell’s sign-in for that organisation', async () => {
    const answer = await t.app.inject({ url: '/', headers: { host: 'acme.sso.localhost:3000' } });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('http://localhost:3000/login?sso=acme');
  });
});

describe('every bad SAML response is refused with its reason, and no session', () => {
  const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
    type: 'pkcs8',
    format: 'pem',
  }) as string;
  const minutes = (n: number) => new Date(Date.now() + n * 60_000);

  const cases: [string, DemoIdpResponseOverrides, string][] = [
    ['unsigned', { signing: 'none' }, 'bad-signature'],
    ['signed with another key', { signWithKeyPem: otherKey }, 'bad-signature'],
    ['expired', { notBefore: minutes(-20), notOnOrAfter: minutes(-10) }, 'expired'],
    ['not yet valid', { notBefore: minutes(10), notOnOrAfter: minutes(20) }, 'not-yet-valid'],
    ['for another audience', { audience: 'https://other.example/sp' }, 'wrong-audience'],
    ['for another destination', { destination: 'https://evil.example/acs' }, 'wrong-destination'],
    ['for another recipient', { recipient: 'https://evil.example/acs' }, 'wrong-recipient'],
    ['from another issuer', { issuer: 'https://evil.example/idp' }, 'wrong-issuer'],
  ];

  for (const [name, overrides, reason] of cases) {
    it(`refuses a response ${name}`, async () => {
      const { browser, requestId } = await startSso();
      const response = await acmeResponse(requestId, 'owner@acme.test', overrides);
      const answer = await respond(browser, response);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.body).toContain(reason);
      expect(await lastLoginEvent()).toMatchObject({
        action: 'sso.login-failed',
        data: expect.objectContaining({ reason }),
      });
      expect(await t.db.select().from(schema.ssoLogins)).toEqual([]);
    });
  }

  it('refuses a tampered and a wrapped assertion', async () => {
    const { browser, requestId } = await startSso();
    const valid = await acmeResponse(requestId);
    const xml = Buffer.from(valid, 'base64').toString('utf8');
    const tampered = xml.replace('owner@acme.test', 'master@feedline.test');
    expect(tampered).not.toBe(xml);
    const first = await respond(browser, Buffer.from(tampered).toString('base64'));
    expect(first.statusCode).toBe(400);
    expect(first.body).toContain('bad-signature');

    const second = await startSso();
    const signed = Buffer.from(await acmeResponse(second.requestId), 'base64').toString('utf8');
    // Signature wrapping: an unsigned assertion for someone else before the signed one.
    const assertion = /<saml:Assertion[\s\S]*<\/saml:Assertion>/.exec(signed)![0];
    const evil = assertion
      .replace(/<ds:Signature[\s\S]*<\/ds:Signature>/, '')
      .replace(/ID="[^"]+"/, 'ID="_evil"')
      .replace('owner@acme.test', 'master@feedline.test');
    const wrapped = signed.replace(assertion, evil + assertion);
    const answer = await respond(second.browser, Buffer.from(wrapped).toString('base64'));
    expect(answer.statusCode).toBe(400);
    expect(await t.db.select().from(schema.ssoLogins)).toEqual([]);
  });

  it('accepts an assertion once', async () => {
    const { browser, requestId } = await startSso();
    const response = await acmeResponse(requestId);
    expect((await respond(browser, response)).statusCode).toBe(303);
    const replay = await respond(browser, response);
    expect(replay.statusCode).toBe(400);
    expect(replay.body).toContain('unknown-request');
    await t.db.delete(schema.ssoLogins);
  });

  it('refuses an unknown InResponseTo and a response for another organisation', async () => {
    const { browser } = await startSso();
    const unknown = await acmeResponse('_never-asked');
    const answer = await respond(browser, unknown);
    expect(answer.body).toContain('unknown-request');

    // Acme's request answered at Globex's consumer URL, as Globex's IdP would sign it.
    const acme = await startSso();
    const forGlobex = await idp.createResponse({
      email: 'owner@acme.test',
      inResponseTo: acme.requestId,
      acsUrl: GLOBEX.acs,
      audience: GLOBEX.audience,
    });
    const crossed = await respond(acme.browser, forGlobex, GLOBEX.acs);
    expect(crossed.statusCode).toBe(400);
    expect(crossed.body).toContain('unknown-request');
    expect(await lastLoginEvent(ids.globex)).toMatchObject({ action: 'sso.login-failed' });
  });

  it('refuses a NameID of someone who is not a member', async () => {
    for (const email of ['stranger@acme.test', 'nobody@example.test']) {
      const { browser, requestId } = await startSso();
      const response = await acmeResponse(requestId, email);
      const answer = await respond(browser, response);
      expect(answer.statusCode, email).toBe(403);
      expect(answer.body).toContain('not-a-member');
      expect(await lastLoginEvent()).toMatchObject({
        action: 'sso.login-failed',
        data: expect.objectContaining({ reason: 'not-a-member', email }),
      });
    }
    expect(await t.db.select().from(schema.ssoLogins)).toEqual([]);
    // The attempts are on the activity page, with the address and the reason.
    const activity = await t.app.inject({
      url: `/api/accounts/${ids.acme}/activity?amount=50`,
      headers: await t.authHeader('owner@acme.test'),
    });
    expect(activity.json().data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'sso.login-failed',
          detail: 'stranger@acme.test · not-a-member',
        }),
        expect.objectContaining({ action: 'sso.login-succeeded', detail: 'owner@acme.test' }),
        expect.objectContaining({ action: 'sso.status-changed', detail: 'Configured → Enabled' }),
      ]),
    );
  });
});

describe('enforcement (spec §4 Enforce)', () => {
  it('refuses password login for the enforced domain and leads to SSO', async () => {
    const headers = await t.authHeader('owner@acme.test');
    const enforced = await t.app.inject({
      method: 'PUT',
      url: `/api/accounts/${ids.acme}/sso`,
      headers,
      payload: { status: 3, enforceType: 1, enforceDomains: 'acme.test' },
    });
    expect(enforced.statusCode, enforced.body).toBe(200);

    const browser = new Browser(t.app);
    const { page } = await startSignIn(t, browser);
    const form = readForm(page.body);
    const withPassword = await browser.post(form.action, {
      ...form.fields,
      email: 'editor@acme.test',
      password: PASSWORD,
    });
    expect(withPassword.statusCode).toBe(403);
    expect(withPassword.body).toContain('/sso/start/acme');
    expect(isRedirect(withPassword)).toBe(false);
    expect(await lastLoginEvent()).toMatchObject({ action: 'sso.password-login-refused' });

    const emailOnly = await browser.post(form.action, {
      ...form.fields,
      email: 'editor@acme.test',
    });
    expect(emailOnly.statusCode).toBe(200);
    expect(emailOnly.body).toMatch(/http-equiv="refresh" content="0;url=[^"]*\/sso\/start\/acme"/);
    const start = await browser.get(
      /url=([^"]+)"/.exec(emailOnly.body)![1]!.replace(/&amp;/g, '&'),
    );
    expect(start.statusCode).toBe(303);
    expect(String(start.headers.location)).toContain(idp.ssoUrl);

    // Other domains still sign in with their password.
    const other = await browser.post(form.action, {
      ...form.fields,
      email: 'master@feedline.test',
      password: PASSWORD,
    });
    expect(other.statusCode).toBe(303);
  });
});
