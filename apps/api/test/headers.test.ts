import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper';
import { Browser, pkcePair } from './identity-fixtures/browser';

let http: TestApp;
let https: TestApp;
beforeAll(async () => {
  [http, https] = await Promise.all([
    buildTestApp(),
    buildTestApp({
      PUBLIC_URL: 'https://feedline.example',
      PLATFORM_URL: 'https://screens.example',
    }),
  ]);
});
afterAll(() => Promise.all([http.close(), https.close()]));

const directives = (csp: string) =>
  new Map(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );

describe('security headers of the shell origin', () => {
  it('let nobody frame it and name the exact realtime origin', async () => {
    const response = await http.app.inject({ method: 'GET', url: '/api/health' });
    const csp = directives(String(response.headers['content-security-policy']));
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers['x-frame-options']).toBe('DENY');
    const connect = csp.get('connect-src')!;
    expect(connect).toContain('ws://localhost:3000');
    expect(connect).not.toContain('ws:');
    expect(connect).not.toContain('wss:');
  });

  it('send HSTS over https only, and wss for the realtime origin there', async () => {
    const plain = await http.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await https.app.inject({ method: 'GET', url: '/api/health' });
    expect(secure.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const csp = directives(String(secure.headers['content-security-policy']));
    expect(csp.get('connect-src')).toContain('wss://feedline.example');
  });

  it('keep answers for a signed-in user out of every cache', async () => {
    for (const url of ['/api/user', '/api/accounts']) {
      const response = await http.app.inject({
        method: 'GET',
        url,
        headers: await http.authHeader('owner@acme.test'),
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const refused = await http.app.inject({ method: 'GET', url: '/api/user' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it("mark the identity server's cookies Secure when it is served over https", async () => {
    const cookiesOf = async (t: TestApp) => {
      const { challenge } = pkcePair();
      const query = new URLSearchParams({
        client_id: t.config.identity.clientId,
        redirect_uri: `${t.config.publicUrl}/auth/callback`,
        response_type: 'code',
        scope: 'openid profile email offline_access api',
        code_challenge: challenge,
        code_challenge_method: 'S256',
        state: 'cookies',
      });
      const response = await new Browser(t.app).get(`/oidc/auth?${query}`);
      expect(response.statusCode).toBe(303);
      return ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    };
    const secure = await cookiesOf(https);
    expect(secure.length).toBeGreaterThan(0);
    for (const cookie of secure) expect(cookie).toMatch(/;\s*secure/i);
    for (const cookie of await cookiesOf(http)) expect(cookie).not.toMatch(/;\s*secure/i);
  });
});
