// A service's outage for tests: shared by the api's outage tests (apps/api/test) and the scale
// suite's outages behind nginx (scale/outage.test.ts), so it imports nothing of the app.
import { connect, createServer, type Server, type Socket } from 'node:net';

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

const DEFAULT_PORTS: Record<string, number> = {
  'postgres:': 5432,
  'postgresql:': 5432,
  'redis:': 6379,
};

/**
 * An outage proxy in front of the service of `url` (PostgreSQL or Redis), and the address that
 * reaches the same service through it.
 */
export async function outageProxyFor(url: string): Promise<{ proxy: OutageProxy; url: string }> {
  const target = new URL(url);
  const proxy = await outageProxy(
    target.hostname,
    Number(target.port || DEFAULT_PORTS[target.protocol]),
  );
  target.hostname = '127.0.0.1';
  target.port = String(proxy.port());
  return { proxy, url: target.toString() };
}
