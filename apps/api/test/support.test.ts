import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper';

const SECRET = 'chat-identity-secret';

describe('GET /api/support/chat-identity, configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SUPPORT_CHAT_APP_ID: 'app-123', SUPPORT_CHAT_SECRET: SECRET });
  });
  afterAll(() => t.close());

  it("answers the user's e-mail with its HMAC-SHA256 under the chat secret", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/support/chat-identity',
      headers: await t.authHeader('owner@acme.test'),
    });
    expect(response.statusCode).toBe(200);
    const expected = createHmac('sha256', SECRET).update('owner@acme.test').digest('hex');
    expect(response.json()).toEqual({ email: 'owner@acme.test', hash: expected });
  });

  it('hashes each user separately', async () => {
    const of = async (email: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/support/chat-identity',
          headers: await t.authHeader(email),
        })
      ).json().hash;
    expect(await of('editor@acme.test')).not.toBe(await of('owner@acme.test'));
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/support/chat-identity' });
    expect(response.statusCode).toBe(401);
  });

  it('never hands the secret to the browser', async () => {
    const { webConfigOf } = await import('../src/plugins/web-app');
    expect(JSON.stringify(webConfigOf(t.config))).not.toContain(SECRET);
    expect(webConfigOf(t.config).supportChat).toEqual({ appId: 'app-123' });
  });
});

describe('GET /api/support/chat-identity, not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers 404 not-found: the chat is off, not broken', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/support/chat-identity',
      headers: await t.authHeader('owner@acme.test'),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, code: 'not-found' });
  });

  it('is off when only the app id is given (the hash needs the secret)', async () => {
    const partial = await buildTestApp({ SUPPORT_CHAT_APP_ID: 'app-123' }, {});
    try {
      const response = await partial.app.inject({
        method: 'GET',
        url: '/api/support/chat-identity',
        headers: await partial.authHeader('owner@acme.test'),
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await partial.close();
    }
  });
});
