// PostgreSQL going away and coming back while the api runs: requests fail fast with 503 (no
// hang, no crash), readiness says so, and the api recovers by itself once the database answers.
// A TCP proxy in front of the test's database plays the outage: it refuses new connections and
// cuts the open ones. PostgreSQL only (the embedded database cannot be unreachable).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helper';
import { buildTestAppBehindProxy, statusWithin, type OutageProxy } from './outage-proxy';

let t: TestApp;
let proxy: OutageProxy;
let close: () => Promise<void>;

describe.runIf(process.env.DATABASE_URL)('PostgreSQL unreachable, then back', () => {
  beforeAll(async () => {
    ({ t, proxy, close } = await buildTestAppBehindProxy('database'));
  }, 120_000);
  afterAll(() => close?.());

  it('answers 503 within seconds while it is away, says not ready, and recovers within 10 s', async () => {
    const auth = await t.authHeader('owner@acme.test');
    const read = () => t.app.inject({ url: '/api/accounts', headers: auth });
    expect((await read()).statusCode).toBe(200);

    await proxy.down();
    for (let i = 0; i < 3; i += 1) {
      const started = Date.now();
      const response = await read();
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'service-unavailable' });
      expect(response.headers['retry-after']).toBe('5');
    }
    const ready = await t.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(503);

    await proxy.up();
    expect(await statusWithin(10_000, [200], read)).toBe(200);
    expect((await t.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
  }, 60_000);
});
