// Redis going away while the api runs: the sign-in, whose rate limits live in Redis, fails closed
// (503, nobody signs in unchecked) instead of hanging or letting the attempt through, and works
// again once Redis is back. A TCP proxy in front of Redis plays the outage.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from './identity-fixtures/browser';
import { PASSWORD, startSignIn, submitForm } from './identity-fixtures/sign-in';
import { buildTestApp, type TestApp } from './helper';
import { outageProxy, type OutageProxy } from './outage-proxy';

let t: TestApp;
let proxy: OutageProxy;

describe.runIf(process.env.REDIS_URL)('Redis unreachable, then back', () => {
  beforeAll(async () => {
    t = await buildTestApp(
      {},
      {
        redisVia: async (url) => {
          const target = new URL(url);
          proxy = await outageProxy(target.hostname, Number(target.port || 6379));
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

  it('refuses a sign-in while its rate limits cannot be counted, and signs in once Redis is back', async () => {
    const signIn = async () => {
      const browser = new Browser(t.app);
      const { page } = await startSignIn(t, browser);
      return submitForm(browser, page.body, { email: 'owner@acme.test', password: PASSWORD });
    };
    await proxy.down();
    const started = Date.now();
    const refused = await signIn();
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(refused.statusCode, refused.body.slice(0, 400)).toBe(503);

    await proxy.up();
    const back = Date.now();
    let status = 0;
    while (Date.now() - back < 10_000) {
      status = (await signIn()).statusCode;
      if (status === 303 || status === 302) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect([302, 303]).toContain(status);
  }, 60_000);
});
