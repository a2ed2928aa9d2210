import { connect, createServer, type Server, type Socket } from 'node:net';
import { buildTestApp, type TestApp } from './helper';

export type OutageProxy = Awaited<ReturnType<typeof outageProxy>>;

/**
 * A loopback TCP proxy to host:port that can be taken down (refusing new connections and cutting
 * the open ones) and brought back: a service's outage, for the tests of what the api does then.
 */
export async function outageProxy(host: string, targetPort: number) {
  const sockets = new Set<Socket>();
  let isUp = false;
  let server: Server | undefined;
  let port = 0;
  const up = () =>
    new Promise<void>((resolve) => {
      if (isUp) return resolve();
      isUp = true;
      server = createServer((client) => {
        const upstream = connect(targetPort, host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as { port: number }).port;
        resolve();
      });
    });
  const down = () =>
    new Promise<void>((resolve) => {
      if (!isUp) return resolve();
      isUp = false;
      for (const socket of sockets) socket.destroy();
      server!.close(() => resolve());
    });
  await up();
  return { port: () => port, up, down };
}

/**
 * A test app that reaches PostgreSQL (`database`) or Redis (`redis`) through an outage proxy;
 * `close` brings the proxy back first, so that the app can close cleanly.
 */
export async function buildTestAppBehindProxy(
  service: 'database' | 'redis',
): Promise<{ t: TestApp; proxy: OutageProxy; close(): Promise<void> }> {
  let proxy: OutageProxy | undefined;
  const via = async (url: string) => {
    const target = new URL(url);
    proxy = await outageProxy(
      target.hostname,
      Number(target.port || (service === 'database' ? 5432 : 6379)),
    );
    target.hostname = '127.0.0.1';
    target.port = String(proxy.port());
    return target.toString();
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
