import { schema } from '@feedline/db';
import { eq } from 'drizzle-orm';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRANT_CHECK_TTL_MS } from '../src/plugins/auth';
import { publicJwks } from '../src/plugins/secrets';
import { buildTestApp, type TestApp } from './helper';
import { Browser, isRedirect, pkcePair, readForm } from './identity-fixtures/browser';

const PASSWORD = 'feedline-demo';
const ORIGIN = 'http://localhost:3000';
const REDIRECT_URI = `${ORIGIN}/auth/callback`;
const SCOPE = 'openid profile email offline_access api';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

interface Authorization {
  browser: Browser;
  verifier: string;
  state: string;
}

/** GET /oidc/auth as the shell would send it, following redirects to the login page. */
async function startSignIn(
  browser: Browser,
  extra: Record<string, string> = {},
  headers?: Record<string, string>,
) {
  const { verifier, challenge } = pkcePair();
  const state = `state-${Math.random().toString(36).slice(2)}`;
  const query = new URLSearchParams({
    client_id: t.config.identity.clientId,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: SCOPE,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    nonce: 'nonce-1',
    ...extra,
  });
  const first = await browser.get(`/oidc/auth?${query}`, headers);
  const page = await browser.follow(first);
  return { page, verifier, state, first };
}

/** /interaction/:uid of a login page. */
function interactionPath(html: string) {
  return new URL(readForm(html).action).pathname.replace(/\/login$/, '');
}

/** Submits the login form and follows the redirects back to the shell's callback. */
async function submitLogin(
  browser: Browser,
  html: string,
  email: string,
  password: string,
  headers?: Record<string, string>,
) {
  const form = readForm(html);
  const response = await browser.post(form.action, { ...form.fields, email, password }, headers);
  return response;
}

function codeFrom(location: unknown, state: string): string {
  const url = new URL(String(location));
  expect(`${url.origin}${url.pathname}`).toBe(REDIRECT_URI);
  expect(url.searchParams.get('state')).toBe(state);
  expect(url.searchParams.get('iss')).toBe(t.config.identity.issuer);
  const code = url.searchParams.get('code');
  expect(code).toBeTruthy();
  return code!;
}

async function signIn(
  email: string,
  extra: Record<string, string> = {},
): Promise<Authorization & { code: string }> {
  const browser = new Browser(t.app);
  const { page, verifier, state } = await startSignIn(browser, extra);
  expect(page.statusCode).toBe(200);
  const callback = await browser.follow(await submitLogin(browser, page.body, email, PASSWORD));
  expect(callback.statusCode).toBe(303);
  return { browser, verifier, state, code: codeFrom(callback.headers.location, state) };
}

async function exchange(code: string, verifier: string) {
  return t.app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      client_id: t.config.identity.clientId,
      code_verifier: verifier,
    }).toString(),
  });
}

async function refresh(refreshToken: string) {
  return t.app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: t.config.identity.clientId,
    }).toString(),
  });
}

async function tokensFor(email: string, extra: Record<string, string> = {}) {
  const auth = await signIn(email, extra);
  const response = await exchange(auth.code, auth.verifier);
  expect(response.statusCode).toBe(200);
  return { ...auth, tokens: response.json() as Record<string, string | number> };
}

async function userId(email: string) {
  const [row] = await t.db.select().from(schema.users).where(eq(schema.users.email, email));
  return row!.id;
}

describe('embedded identity server: discovery', () => {
  it('publishes its metadata at the configured issuer under /oidc', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/oidc/.well-known/openid-configuration',
      headers: { host: 'localhost:3000' },
    });
    expect(response.statusCode).toBe(200);
    const metadata = response.json();
    expect(metadata.issuer).toBe(t.config.identity.issuer);
    expect(metadata.authorization_endpoint).toBe(`${t.config.identity.issuer}/auth`);
    expect(metadata.token_endpoint).toBe(`${t.config.identity.issuer}/token`);
    expect(metadata.end_session_endpoint).toBe(`${t.config.identity.issuer}/session/end`);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
    expect(metadata.ui_locales_supported).toEqual(['en', 'de', 'fr']);
  });

  const FORGED = {
    host: 'evil.example',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'https',
  };

  it('names only the issuer, whatever Host and X-Forwarded-* say, and may be cached', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/oidc/.well-known/openid-configuration',
      headers: FORGED,
    });
    expect(response.statusCode).toBe(200);
    const metadata = response.json() as Record<string, unknown>;
    expect(response.body).not.toContain('evil.example');
    const urls = Object.values(metadata).filter(
      (value): value is string => typeof value === 'string' && value.includes('://'),
    );
    expect(urls.length).toBeGreaterThan(5);
    for (const url of urls) expect(url.startsWith(t.config.identity.issuer), url).toBe(true);
    expect(response.headers['cache-control']).toBe('public, max-age=300');

    const jwks = await t.app.inject({ method: 'GET', url: '/oidc/jwks', headers: FORGED });
    expect(jwks.statusCode).toBe(200);
    expect(jwks.headers['cache-control']).toBe('public, max-age=300');
  });

  it("keeps the sign-out form's action on the issuer under forged headers", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/oidc/session/end',
      headers: FORGED,
    });
    expect(response.body).toContain(`${t.config.identity.issuer}/session/end/confirm`);
    expect(response.body).not.toContain('evil.example');
  });
});

describe('embedded identity server: authorization code + PKCE', () => {
  it('signs the owner in and issues a JWT access token for the API, an id token and a refresh token', async () => {
    const { tokens } = await tokensFor('owner@acme.test');
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 600 });
    expect(typeof tokens.refresh_token).toBe('string');

    const ownerId = await userId('owner@acme.test');
    const accessToken = String(tokens.access_token);
    expect(decodeProtectedHeader(accessToken)).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    const localKeys = createLocalJWKSet(publicJwks(t.secrets) as JSONWebKeySet);
    const { payload } = await jwtVerify(accessToken, localKeys, {
      issuer: t.config.identity.issuer,
      audience: t.config.identity.audience,
    });
    expect(payload.sub).toBe(String(ownerId));
    expect(payload.client_id).toBe(t.config.identity.clientId);
    expect(payload.scope).toBe('api');

    // The same keys are published at the provider's JWKS endpoint.
    const jwks = (await t.app.inject({ method: 'GET', url: '/oidc/jwks' })).json() as JSONWebKeySet;
    await jwtVerify(accessToken, createLocalJWKSet(jwks), { issuer: t.config.identity.issuer });

    const { payload: idToken } = await jwtVerify(String(tokens.id_token), localKeys, {
      issuer: t.config.identity.issuer,
      audience: t.config.identity.clientId,
    });
    expect(idToken).toMatchObject({
      sub: String(ownerId),
      email: 'owner@acme.test',
      email_verified: true,
      name: 'Olivia Owner',
      locale: 'en',
      nonce: 'nonce-1',
    });

    // …and the API accepts the token.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('issues the API token also without the api scope and with prompt=consent', async () => {
    const variants: Record<string, string>[] = [
      { scope: 'openid profile email offline_access' },
      { prompt: 'consent' },
    ];
    for (const extra of variants) {
      const { tokens } = await tokensFor('editor@acme.test', extra);
      expect(typeof tokens.refresh_token).toBe('string');
      const { payload } = await jwtVerify(
        String(tokens.access_token),
        createLocalJWKSet(publicJwks(t.secrets) as JSONWebKeySet),
        { issuer: t.config.identity.issuer, audience: t.config.identity.audience },
      );
      expect(payload.sub).toBe(String(await userId('editor@acme.test')));
    }
  });

  it('refuses an authorization request without a PKCE challenge', async () => {
    const browser = new Browser(t.app);
    const response = await browser.get(
      `/oidc/auth?${new URLSearchParams({
        client_id: t.config.identity.clientId,
        redirect_uri: REDIRECT_URI,
        response_type: 'code',
        scope: SCOPE,
        state: 's',
      })}`,
    );
    expect(isRedirect(response)).toBe(true);
    const location = new URL(String(response.headers.location));
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });

  it('refuses a token request with the wrong code verifier', async () => {
    const { code } = await signIn('owner@acme.test');
    const response = await exchange(code, pkcePair().verifier);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('lets unverified users and users without an organisation sign in (the API tells them apart)', async () => {
    for (const email of ['unverified@acme.test', 'nobody@example.test']) {
      const { tokens } = await tokensFor(email);
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/user',
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      if (email === 'unverified@acme.test') {
        expect(me.statusCode).toBe(403);
        expect(me.json()).toMatchObject({ key: 'unverified-user' });
      } else {
        expect(me.statusCode).toBe(200);
      }
    }
  });

  it('skips the login page while the identity session lasts', async () => {
    const { browser } = await signIn('owner@acme.test');
    const { first, state } = await startSignIn(browser);
    expect(first.statusCode).toBe(303);
    codeFrom(first.headers.location, state);
  });

  it('keeps its state in the oidc_payloads table', async () => {
    const { page } = await startSignIn(new Browser(t.app));
    const uid = interactionPath(page.body).split('/').pop();
    const [interaction] = await t.db
      .select()
      .from(schema.oidcPayloads)
      .where(eq(schema.oidcPayloads.id, uid!));
    expect(interaction).toMatchObject({ type: 'Interaction' });

    await tokensFor('editor@acme.test');
    const rows = await t.db.select().from(schema.oidcPayloads);
    const types = new Set(rows.map((row) => row.type));
    for (const type of ['Session', 'Grant', 'AuthorizationCode', 'RefreshToken']) {
      expect(types, type).toContain(type);
    }
    const code = rows.find((row) => row.type === 'AuthorizationCode');
    expect(code?.consumedAt).toBeInstanceOf(Date);
    const refreshToken = rows.find((row) => row.type === 'RefreshToken');
    expect(refreshToken?.grantId).toBeTruthy();
    const fourteenDays = Date.now() + 14 * 24 * 60 * 60_000;
    expect(Math.abs(refreshToken!.expiresAt!.getTime() - fourteenDays)).toBeLessThan(60_000);
  });

  it('asks a signed-in user who was deactivated since to sign in again', async () => {
    const { browser } = await signIn('master@feedline.test');
    await t.db
      .update(schema.users)
      .set({ isActive: false })
      .where(eq(schema.users.email, 'master@feedline.test'));
    try {
      const { page } = await startSignIn(browser);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('name="password"');
    } finally {
      await t.db
        .update(schema.users)
        .set({ isActive: true })
        .where(eq(schema.users.email, 'master@feedline.test'));
    }
  });
});

describe('embedded identity server: refresh tokens', () => {
  it('rotates the refresh token and revokes the grant when a rotated one is replayed', async () => {
    const { tokens } = await tokensFor('owner@acme.test');
    const first = String(tokens.refresh_token);

    const rotated = await refresh(first);
    expect(rotated.statusCode).toBe(200);
    expect(typeof rotated.json().refresh_token).toBe('string');
    const second = String(rotated.json().refresh_token);
    expect(second).not.toBe(first);
    const { payload } = await jwtVerify(
      String(rotated.json().access_token),
      createLocalJWKSet(publicJwks(t.secrets) as JSONWebKeySet),
      { issuer: t.config.identity.issuer, audience: t.config.identity.audience },
    );
    expect(payload.sub).toBe(String(await userId('owner@acme.test')));

    const replay = await refresh(first);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ error: 'invalid_grant' });

    const afterReplay = await refresh(second);
    expect(afterReplay.statusCode).toBe(400);
    expect(afterReplay.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('stops refreshing for a user who was deactivated', async () => {
    const { tokens } = await tokensFor('retail@acme.test');
    await t.db
      .update(schema.users)
      .set({ isActive: false })
      .where(eq(schema.users.email, 'retail@acme.test'));
    try {
      const response = await refresh(String(tokens.refresh_token));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_grant' });
    } finally {
      await t.db
        .update(schema.users)
        .set({ isActive: true })
        .where(eq(schema.users.email, 'retail@acme.test'));
    }
  });
});

describe('embedded identity server: login page', () => {
  it('renders an accessible form without inline scripts, under the API CSP', async () => {
    const { page } = await startSignIn(new Browser(t.app));
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('<label for="email">E-mail address</label>');
    expect(page.body).toContain('<label for="password">Password</label>');
    expect(page.body).toMatch(/<button type="submit">Sign in<\/button>/);
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)/);
  });

  it('shows a clear error and keeps the e-mail address after a wrong password', async () => {
    const browser = new Browser(t.app);
    const { page } = await startSignIn(browser);
    const response = await submitLogin(browser, page.body, 'owner@acme.test', 'not-the-password');
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('The e-mail address or password is incorrect.');
    expect(response.body).toContain('value="owner@acme.test"');
    expect(response.body).toContain('role="alert"');
    expect(response.headers.location).toBeUndefined();
  });

  it('gives an unknown e-mail address the very same answer', async () => {
    const browser = new Browser(t.app);
    const { page } = await startSignIn(browser);
    const response = await submitLogin(browser, page.body, 'someone@nowhere.test', PASSWORD);
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('The e-mail address or password is incorrect.');
    expect(response.body).toContain('value="someone@nowhere.test"');
  });

  it('escapes what it echoes back', async () => {
    const browser = new Browser(t.app);
    const { page } = await startSignIn(browser);
    const response = await submitLogin(browser, page.body, '"><script>alert(1)</script>', 'x');
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toContain('<script>alert(1)</script>');
    expect(response.body).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('tells a deactivated user so (only with the right password)', async () => {
    await t.db
      .update(schema.users)
      .set({ isActive: false })
      .where(eq(schema.users.email, 'sales@feedline.test'));
    try {
      const browser = new Browser(t.app);
      const { page } = await startSignIn(browser);
      const wrong = await submitLogin(browser, page.body, 'sales@feedline.test', 'wrong');
      expect(wrong.statusCode).toBe(401);
      const right = await submitLogin(browser, page.body, 'sales@feedline.test', PASSWORD);
      expect(right.statusCode).toBe(403);
      expect(right.body).toContain('This account has been deactivated.');
    } finally {
      await t.db
        .update(schema.users)
        .set({ isActive: true })
        .where(eq(schema.users.email, 'sales@feedline.test'));
    }
  });

  it('speaks German for hl=de, also after a failed attempt', async () => {
    const browser = new Browser(t.app);
    const { page } = await startSignIn(browser, { hl: 'de' });
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain('Bei Feedline anmelden');
    const failed = await submitLogin(browser, page.body, 'owner@acme.test', 'wrong');
    expect(failed.body).toContain('Die E-Mail-Adresse oder das Passwort ist falsch.');
  });

  it('speaks French for a French browser, and the shell’s ui_locales wins over the browser', async () => {
    const french = await startSignIn(
      new Browser(t.app, { 'accept-language': 'fr-CH, fr;q=0.9, en;q=0.8' }),
    );
    expect(french.page.body).toContain('<html lang="fr">');
    expect(french.page.body).toContain('Se connecter à Feedline');

    const german = await startSignIn(new Browser(t.app, { 'accept-language': 'fr' }), {
      ui_locales: 'de-DE',
    });
    expect(german.page.body).toContain('<html lang="de">');

    const fallback = await startSignIn(new Browser(t.app, { 'accept-language': 'nl, es' }));
    expect(fallback.page.body).toContain('<html lang="en">');
  });

  it('answers a stale interaction with a page, not an error dump', async () => {
    const browser = new Browser(t.app);
    const { page } = await startSignIn(browser);
    browser.cookies.clear();
    const response = await browser.get(interactionPath(page.body));
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('This sign-in page has expired');
  });

  it('returns to the shell with access_denied when the user cancels', async () => {
    const browser = new Browser(t.app);
    const { page, state } = await startSignIn(browser);
    const cancel = /href="([^"]*\/abort)"/.exec(page.body)?.[1];
    const response = await browser.follow(await browser.get(cancel!.replace(/&amp;/g, '&')));
    const location = new URL(String(response.headers.location));
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('state')).toBe(state);
  });
});

describe('embedded identity server: errors', () => {
  it('renders provider errors as a small page without internals', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/oidc/auth?client_id=unknown-client&response_type=code',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('Something went wrong');
    expect(response.body).toContain('invalid_client');
    expect(response.body).not.toMatch(/at .*\.js:\d+/);
  });
});

describe('embedded identity server: sign-out', () => {
  it('asks for a click when another page sends the browser to the sign-out without a hint', async () => {
    const { browser, tokens } = await tokensFor('greta@acme.test');
    const page = await browser.get('/oidc/session/end');
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('logout.js');
    expect(page.body).not.toMatch(/<script/);
    expect(page.body).toContain('Sign out of Feedline?');
    expect(readForm(page.body).fields).toMatchObject({ logout: 'yes' });
    // Nothing ended: the refresh token still works.
    expect((await refresh(String(tokens.refresh_token))).statusCode).toBe(200);
  });

  it('refuses a forged id_token_hint', async () => {
    const { browser } = await tokensFor('greta@acme.test');
    const page = await browser.get(
      `/oidc/session/end?${new URLSearchParams({ id_token_hint: 'eyJhbGciOiJub25lIn0.e30.' })}`,
    );
    expect(page.body).not.toContain('logout.js');
    expect(page.statusCode).toBe(400);
  });

  it('ends the session on the shell’s signoutRedirect without a click and asks for the password again', async () => {
    const { browser, tokens } = await tokensFor('greta@acme.test');
    const query = new URLSearchParams({
      id_token_hint: String(tokens.id_token),
      post_logout_redirect_uri: `${ORIGIN}/`,
      state: 'bye',
    });
    const page = await browser.get(`/oidc/session/end?${query}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)/);
    expect(page.body).toContain(
      `<script src="${ORIGIN}/interaction/assets/logout.js" defer></script>`,
    );
    const form = readForm(page.body);
    expect(form.fields).toMatchObject({ logout: 'yes' });
    expect(form.fields.xsrf).toBeTruthy();

    const script = await t.app.inject({ method: 'GET', url: '/interaction/assets/logout.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).toContain('op.logoutForm');
    expect(script.body).toContain('.submit()');

    const done = await browser.post(form.action, form.fields);
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`${ORIGIN}/?state=bye`);

    const again = await startSignIn(browser);
    expect(again.page.statusCode).toBe(200);
    expect(again.page.body).toContain('<form');
    expect(again.page.body).toContain('name="password"');

    const revoked = await refresh(String(tokens.refresh_token));
    expect(revoked.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('makes the API refuse the access tokens of the ended session within seconds', async () => {
    const { browser, tokens } = await tokensFor('greta@acme.test');
    const accessToken = String(tokens.access_token);
    const callApi = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/user',
        headers: { authorization: `Bearer ${accessToken}` },
      });
    expect((await callApi()).statusCode).toBe(200);

    const query = new URLSearchParams({ id_token_hint: String(tokens.id_token) });
    const form = readForm((await browser.get(`/oidc/session/end?${query}`)).body);
    expect((await browser.post(form.action, form.fields)).statusCode).toBeLessThan(400);

    // The token has minutes left; a short cache of the grant's state may answer until it expires.
    const deadline = Date.now() + GRANT_CHECK_TTL_MS + 10_000;
    let status = (await callApi()).statusCode;
    while (status === 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await callApi()).statusCode;
    }
    expect(status).toBe(401);
  });
});

describe('embedded identity server: rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ LOGIN_MAX_ATTEMPTS: '3', LOGIN_WINDOW_MS: '60000' });
  });
  afterAll(() => limited.close());

  /** One sign-in attempt through the form of `app` (by default the limited one). */
  async function attempt(browser: Browser, email: string, password: string, app = limited) {
    const page = await browser.follow(
      await browser.get(
        `/oidc/auth?${new URLSearchParams({
          client_id: app.config.identity.clientId,
          redirect_uri: REDIRECT_URI,
          response_type: 'code',
          scope: SCOPE,
          code_challenge: pkcePair().challenge,
          code_challenge_method: 'S256',
        })}`,
      ),
    );
    const form = readForm(page.body);
    return browser.post(form.action, { ...form.fields, email, password });
  }

  it('answers 429 after maxAttempts failures for the same e-mail and address, even with the right password', async () => {
    const browser = new Browser(limited.app);
    for (let i = 0; i < 3; i++) {
      expect((await attempt(browser, 'Editor@Acme.test', 'wrong')).statusCode).toBe(401);
    }
    const blocked = await attempt(browser, 'editor@acme.test', PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body).toContain('Too many failed sign-in attempts.');

    // Another e-mail address from the same client is not affected.
    expect((await attempt(browser, 'greta@acme.test', 'wrong')).statusCode).toBe(401);
  });

  it('forgets the failures after a successful sign-in', async () => {
    const browser = new Browser(limited.app);
    for (let i = 0; i < 2; i++)
      expect((await attempt(browser, 'owner@acme.test', 'wrong')).statusCode).toBe(401);
    expect((await attempt(browser, 'owner@acme.test', PASSWORD)).statusCode).toBe(303);
    const fresh = new Browser(limited.app);
    for (let i = 0; i < 3; i++)
      expect((await attempt(fresh, 'owner@acme.test', 'wrong')).statusCode).toBe(401);
    expect((await attempt(fresh, 'owner@acme.test', 'wrong')).statusCode).toBe(429);
  });

  it('lets no more concurrent wrong attempts reach the password check than the limit', async () => {
    // Twelve sign-in pages open at once, all submitted together with a wrong password: each
    // attempt is counted before its check, so three are checked (401) and nine refused (429).
    const pages = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const browser = new Browser(limited.app);
        const page = await browser.follow(
          await browser.get(
            `/oidc/auth?${new URLSearchParams({
              client_id: limited.config.identity.clientId,
              redirect_uri: REDIRECT_URI,
              response_type: 'code',
              scope: SCOPE,
              code_challenge: pkcePair().challenge,
              code_challenge_method: 'S256',
            })}`,
          ),
        );
        return { browser, form: readForm(page.body) };
      }),
    );
    const answers = await Promise.all(
      pages.map(({ browser, form }) =>
        browser.post(form.action, {
          ...form.fields,
          email: 'concurrent@acme.test',
          password: 'wrong',
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(9);
  });

  it('blocks a client address that tries many e-mail addresses, known or not', async () => {
    const strict = await buildTestApp({
      LOGIN_MAX_ATTEMPTS: '3',
      LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '4',
      LOGIN_WINDOW_MS: '60000',
    });
    try {
      const browser = new Browser(strict.app);
      for (const email of ['a@x.test', 'greta@acme.test', 'b@x.test', 'editor@acme.test']) {
        expect((await attempt(browser, email, 'wrong', strict)).statusCode, email).toBe(401);
      }
      // A fifth e-mail address, with its right password: this client is slowed down for all.
      const blocked = await attempt(browser, 'owner@acme.test', PASSWORD, strict);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.body).toContain('Too many failed sign-in attempts.');
    } finally {
      await strict.close();
    }
  }, 120_000); // it builds an app of its own: slow on a busy machine
});
