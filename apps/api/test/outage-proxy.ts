import { buildTestApp, type TestApp } from './helper';
import { outageProxyFor, type OutageProxy } from './tcp-outage-proxy';

export type { OutageProxy };

/**
 * A test app that reaches PostgreSQL (`database`) or Redis (`redis`) through an outage proxy;
 * `close` brings the proxy back first, so that the app can close cleanly.
 */
export async function buildTestAppBehindProxy(
  service: 'database' | 'redis',
): Promise<{ t: TestApp; proxy: OutageProxy; close(): Promise<void> }> {
  let proxy: OutageProxy | undefined;
  const via = async (url: string) => {
    const proxied = await outageProxyFor(url);
    proxy = proxied.proxy;
    return proxied.url;
  };
  const t = await buildTestApp(
    {},
    service === 'database' ? { databaseVia: via } : { redisVia: via },
  );
  return {
    t,
    proxy: proxy!,
    async close() {
      await proxy!.up();
      await t.close();
      await proxy!.down();
    },
  };
}

/** The status `request` answers with once it answers `wanted`, trying for at most `ms`. */
export async function statusWithin(
  ms: number,
  wanted: number[],
  request: () => Promise<{ statusCode: number }>,
): Promise<number> {
  const deadline = Date.now() + ms;
  let status = 0;
  while (Date.now() < deadline) {
    status = (await request()).statusCode;
    if (wanted.includes(status)) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return status;
}
