import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper';

// The embedded screens (platform origin, http://localhost:3001 here) call the API of the shell's
// origin with a bearer token: that origin, and no other, gets the CORS headers.

let t: TestApp;
const PLATFORM = 'http://localhost:3001';

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const preflight = (origin: string, url = '/api/user') =>
  t.app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin,
      'access-control-request-method': 'PUT',
      'access-control-request-headers': 'authorization, content-type',
    },
  });

describe('CORS for the platform origin', () => {
  it('answers the preflight of a call with the Authorization header', async () => {
    const response = await preflight(PLATFORM, '/api/sites/1/designer-templates/new');
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(PLATFORM);
    expect(String(response.headers['access-control-allow-headers'])).toMatch(/authorization/i);
    expect(String(response.headers['access-control-allow-methods'])).toMatch(/PUT/);
    // Bearer tokens, no cookies: credentials stay off.
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('lets the platform origin read answers, the 401 that asks for a new token included', async () => {
    const signedIn = await t.app.inject({
      url: '/api/user',
      headers: { origin: PLATFORM, ...(await t.authHeader('editor@acme.test')) },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['access-control-allow-origin']).toBe(PLATFORM);
    expect(String(signedIn.headers.vary)).toMatch(/origin/i);
    // A download's name and item count are readable across origins (the data view's progress).
    expect(signedIn.headers['access-control-expose-headers']).toBe(
      'content-disposition, x-total-count',
    );

    const expired = await t.app.inject({ url: '/api/user', headers: { origin: PLATFORM } });
    expect(expired.statusCode).toBe(401);
    expect(expired.headers['access-control-allow-origin']).toBe(PLATFORM);
  });

  it('gives any other origin no Access-Control-Allow-Origin', async () => {
    for (const origin of [
      'http://evil.test',
      'http://localhost:3000',
      'http://localhost:30011',
      'null',
    ]) {
      const response = await preflight(origin);
      expect(response.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(response.headers['access-control-allow-methods'], origin).toBeUndefined();
      const read = await t.app.inject({
        url: '/api/user',
        headers: { origin, ...(await t.authHeader('editor@acme.test')) },
      });
      expect(read.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });

  it('opens only the API to the platform origin', async () => {
    const shell = await t.app.inject({ url: '/data-view/site/1', headers: { origin: PLATFORM } });
    expect(shell.headers['access-control-allow-origin']).toBeUndefined();
    expect(
      (await preflight(PLATFORM, '/interaction/x')).headers['access-control-allow-origin'],
    ).toBeUndefined();
  });
});
