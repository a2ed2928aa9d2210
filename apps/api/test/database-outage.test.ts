// PostgreSQL going away and coming back while the api runs: requests fail fast with 503 (no
// hang, no crash), readiness says so, and the api recovers by itself once the database answers.
// A TCP proxy in front of the test's database plays the outage: it refuses new connections and
// cuts the open ones. PostgreSQL only (the embedded database cannot be unreachable).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper';
import { outageProxy, type OutageProxy } from './outage-proxy';

let t: TestApp;
let proxy: OutageProxy;

describe.runIf(process.env.DATABASE_URL)('PostgreSQL unreachable, then back', () => {
  beforeAll(async () => {
    t = await buildTestApp(
      {},
      {
        databaseVia: async (url) => {
          const target = new URL(url);
          proxy = await outageProxy(target.hostname, Number(target.port || 5432));
          target.hostname = '127.0.0.1';
          target.port = String(proxy.port());
          return target.toString();
        },
      },
    );
  }, 120_000);
  afterAll(async () => {
    await proxy?.up();
    await t?.close();
    await proxy?.down();
  });

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
    const back = Date.now();
    let status = 0;
    while (Date.now() - back < 10_000) {
      status = (await read()).statusCode;
      if (status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(200);
    expect((await t.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
  }, 60_000);
});
