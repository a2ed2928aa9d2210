import { schema } from '@feedline/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper';
import { Browser } from './identity-fixtures/browser';
import {
  codeFrom,
  exchangeCode,
  PASSWORD,
  startSignIn,
  submitForm,
} from './identity-fixtures/sign-in';
import { giveTotp, removeTotp, totpCode, wrongTotpCode } from './identity-fixtures/totp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Signs in with the password and returns the code page (after the redirect). */
async function passwordStep(
  app: TestApp,
  browser: Browser,
  email: string,
  extra: Record<string, string> = {},
) {
  const start = await startSignIn(app, browser, extra);
  const posted = await submitForm(browser, start.page.body, { email, password: PASSWORD });
  expect(posted.statusCode).toBe(303);
  const page = await browser.follow(posted);
  return { ...start, posted, page };
}

describe('sign-in with TOTP', () => {
  it('asks for the code after a correct password, and only the right code signs in', async () => {
    const secret = await giveTotp(t.db, t.secrets.hashSecret, 'secure@initech.test');
    const browser = new Browser(t.app);
    const { posted, page, state, verifier } = await passwordStep(t, browser, 'secure@initech.test');

    // The password alone issues nothing: back to the interaction, which now asks for the code.
    expect(new URL(String(posted.headers.location)).pathname).toMatch(/^\/interaction\/[^/]+$/);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<label for="code">Authentication code</label>');
    expect(page.body).toContain('autocomplete="one-time-code"');
    expect(page.body).not.toContain('name="password"');
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)/);

    const wrong = await submitForm(browser, page.body, { code: wrongTotpCode(secret) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('role="alert"');
    expect(wrong.body).toContain('The code is not correct or has expired.');
    expect(wrong.body).toContain('aria-invalid="true"');
    expect(wrong.headers.location).toBeUndefined();

    const right = await submitForm(browser, wrong.body, { code: totpCode(secret) });
    const callback = await browser.follow(right);
    const tokens = await exchangeCode(t, codeFrom(callback.headers.location, state), verifier);
    expect(tokens.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${tokens.json().access_token}` },
    });
    expect(me.json()).toMatchObject({ email: 'secure@initech.test', twoFactorAuth: true });

    // The identity session records both factors.
    const sessions = await t.db
      .select()
      .from(schema.oidcPayloads)
      .where(eq(schema.oidcPayloads.type, 'Session'));
    expect(sessions.some((row) => JSON.stringify(row.payload.amr) === '["pwd","otp"]')).toBe(true);
  });

  it('keeps the pending user out of the identity session until the code is right', async () => {
    await giveTotp(t.db, t.secrets.hashSecret, 'editor@acme.test');
    const browser = new Browser(t.app);
    await passwordStep(t, browser, 'editor@acme.test');
    // A new authorization request from the same browser is not signed in: it asks again.
    const again = await startSignIn(t, browser);
    expect(again.page.statusCode).toBe(200);
    expect(again.page.body).toContain('name="password"');
  });

  it('accepts a code only once', async () => {
    const secret = await giveTotp(t.db, t.secrets.hashSecret, 'greta@acme.test');
    const code = totpCode(secret);
    const first = new Browser(t.app);
    const { page } = await passwordStep(t, first, 'greta@acme.test');
    expect((await submitForm(first, page.body, { code })).statusCode).toBe(303);

    const second = new Browser(t.app);
    const again = await passwordStep(t, second, 'greta@acme.test');
    const replay = await submitForm(second, again.page.body, { code });
    expect(replay.statusCode).toBe(401);
    expect(replay.body).toContain('The code is not correct or has expired.');
  });

  it('explains a code that is not six digits', async () => {
    await giveTotp(t.db, t.secrets.hashSecret, 'sales@feedline.test');
    const browser = new Browser(t.app);
    const { page } = await passwordStep(t, browser, 'sales@feedline.test');
    for (const code of ['', '12345', 'abcdef']) {
      const response = await submitForm(browser, page.body, { code });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('Enter the 6 digits of the code.');
    }
  });

  it('does not verify a code without the password step', async () => {
    const browser = new Browser(t.app);
    const { page } = await startSignIn(t, browser);
    const totpUrl = /action="([^"]*)\/login"/.exec(page.body)![1] + '/totp';
    const response = await browser.post(totpUrl, { code: '123456' });
    expect(response.statusCode).toBe(303);
    const back = await browser.follow(response);
    expect(back.body).toContain('name="password"');
  });

  it('lets the user cancel from the code page', async () => {
    await giveTotp(t.db, t.secrets.hashSecret, 'retail@acme.test');
    const browser = new Browser(t.app);
    const { page, state } = await passwordStep(t, browser, 'retail@acme.test');
    const cancel = /href="([^"]*\/abort)"/.exec(page.body)![1]!.replace(/&amp;/g, '&');
    const response = await browser.follow(await browser.get(cancel));
    const location = new URL(String(response.headers.location));
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('state')).toBe(state);
    await removeTotp(t.db, 'retail@acme.test');
  });

  it('speaks German and French on the code page', async () => {
    const secret = await giveTotp(t.db, t.secrets.hashSecret, 'master@feedline.test');
    const german = new Browser(t.app);
    const { page } = await passwordStep(t, german, 'master@feedline.test', { hl: 'de' });
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain('<label for="code">Authentifizierungscode</label>');
    const wrong = await submitForm(german, page.body, { code: wrongTotpCode(secret) });
    expect(wrong.body).toContain('Der Code ist falsch oder abgelaufen.');

    const french = new Browser(t.app, { 'accept-language': 'fr' });
    const fr = await passwordStep(t, french, 'master@feedline.test');
    expect(fr.page.body).toContain('<html lang="fr">');
    expect(fr.page.body).toContain('Code d&#39;authentification');
    await removeTotp(t.db, 'master@feedline.test');
  });

  it('does not finish for a user deactivated between password and code', async () => {
    const secret = await giveTotp(t.db, t.secrets.hashSecret, 'nobody@example.test');
    const browser = new Browser(t.app);
    const { page } = await passwordStep(t, browser, 'nobody@example.test');
    const setActive = (isActive: boolean) =>
      t.db
        .update(schema.users)
        .set({ isActive })
        .where(eq(schema.users.email, 'nobody@example.test'));
    await setActive(false);
    try {
      const response = await submitForm(browser, page.body, { code: totpCode(secret) });
      expect(response.statusCode).toBe(403);
      expect(response.body).toContain('This account has been deactivated.');
      expect(response.body).toContain('name="password"');
    } finally {
      await setActive(true);
    }
  });

  it('leaves users without TOTP at one step', async () => {
    await removeTotp(t.db, 'owner@acme.test');
    const browser = new Browser(t.app);
    const { page, state } = await startSignIn(t, browser);
    const response = await browser.follow(
      await submitForm(browser, page.body, { email: 'owner@acme.test', password: PASSWORD }),
    );
    codeFrom(response.headers.location, state);
  });
});

describe('sign-in with TOTP: rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ LOGIN_MAX_ATTEMPTS: '3', LOGIN_WINDOW_MS: '60000' });
  });
  afterAll(() => limited.close());

  it('counts wrong codes with wrong passwords, and then refuses even the right code', async () => {
    const secret = await giveTotp(limited.db, limited.secrets.hashSecret, 'secure@initech.test');
    const browser = new Browser(limited.app);

    // One wrong password, then the right one: the password does not reset the count.
    const first = await startSignIn(limited, browser);
    const badPassword = await submitForm(browser, first.page.body, {
      email: 'secure@initech.test',
      password: 'wrong',
    });
    expect(badPassword.statusCode).toBe(401);
    const { page } = await passwordStep(limited, browser, 'secure@initech.test');

    let current = page.body;
    for (let i = 0; i < 2; i++) {
      const wrong = await submitForm(browser, current, { code: wrongTotpCode(secret) });
      expect(wrong.statusCode).toBe(401);
      current = wrong.body;
    }
    const blocked = await submitForm(browser, current, { code: totpCode(secret) });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body).toContain('Too many failed sign-in attempts.');

    // The password form is blocked for this address as well.
    const otherBrowser = new Browser(limited.app);
    const other = await startSignIn(limited, otherBrowser);
    const password = await submitForm(otherBrowser, other.page.body, {
      email: 'secure@initech.test',
      password: PASSWORD,
    });
    expect(password.statusCode).toBe(429);
  });

  it('forgets the failures once the code is right', async () => {
    const secret = await giveTotp(limited.db, limited.secrets.hashSecret, 'owner@acme.test');
    const browser = new Browser(limited.app);
    const { page } = await passwordStep(limited, browser, 'owner@acme.test');
    const wrong = await submitForm(browser, page.body, { code: wrongTotpCode(secret) });
    expect(wrong.statusCode).toBe(401);
    const wrongAgain = await submitForm(browser, wrong.body, { code: wrongTotpCode(secret) });
    expect(wrongAgain.statusCode).toBe(401);
    expect(
      (await submitForm(browser, wrongAgain.body, { code: totpCode(secret) })).statusCode,
    ).toBe(303);

    const next = new Browser(limited.app);
    const second = await passwordStep(limited, next, 'owner@acme.test');
    for (let i = 0; i < 2; i++) {
      const response = await submitForm(next, second.page.body, { code: wrongTotpCode(secret) });
      expect(response.statusCode).toBe(401);
    }
  });
});
