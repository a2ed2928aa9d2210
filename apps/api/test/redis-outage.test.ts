// Redis going away while the api runs: the sign-in, whose rate limits live in Redis, fails closed
// (503, nobody signs in unchecked) instead of hanging or letting the attempt through, and works
// again once Redis is back. A TCP proxy in front of Redis plays the outage.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from './identity-fixtures/browser';
import { PASSWORD, startSignIn, submitForm } from './identity-fixtures/sign-in';
import type { TestApp } from './helper';
import { buildTestAppBehindProxy, statusWithin, type OutageProxy } from './outage-proxy';

let t: TestApp;
let proxy: OutageProxy;
let close: () => Promise<void>;

describe.runIf(process.env.REDIS_URL)('Redis unreachable, then back', () => {
  beforeAll(async () => {
    ({ t, proxy, close } = await buildTestAppBehindProxy('redis'));
  }, 120_000);
  afterAll(() => close?.());

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
    expect([302, 303]).toContain(await statusWithin(10_000, [302, 303], signIn));
  }, 60_000);
});
