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
