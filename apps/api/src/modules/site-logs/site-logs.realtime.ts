import type { IncomingMessage } from 'node:http';
import {
  parseLogFileName,
  parseTailSince,
  REALTIME_PATH,
  TAIL_EVENT,
  type RealtimeClientEvents,
  type RealtimeServerEvents,
  type SiteLogLine,
  type TailAck,
} from '@feedline/contracts';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { publisherOf } from '../../lib/redis-publisher';
import { checkSiteLogTail, readSiteLogTail } from './site-logs.service';

export interface RealtimeHub {
  /** Sends lines to the live-log subscribers of a site, on every api instance. */
  publishSiteLogLines(siteId: number, lines: SiteLogLine[]): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeHub;
  }
}

type TailSocket = Socket<RealtimeClientEvents, RealtimeServerEvents>;

const siteRoom = (siteId: number) => `site-log:${siteId}`;

/**
 * Cross-site WebSocket hijacking guard: browsers always send Origin on a WebSocket handshake,
 * and only the shell's own origin may open the live log.
 */
export function isAllowedOrigin(origin: string | undefined, publicUrl: string): boolean {
  return origin !== undefined && origin === new URL(publicUrl).origin;
}

/** The room of the site whose log this socket tails; a socket tails one site at a time. */
async function leaveSiteRooms(socket: TailSocket) {
  for (const room of socket.rooms) {
    if (room.startsWith('site-log:')) await socket.leave(room);
  }
}

function handleTail(app: FastifyInstance, socket: TailSocket) {
  // `tail(file, ack)`, or after a reconnect `tail(file, { after }, ack)`.
  socket.on(TAIL_EVENT, async (file: unknown, ...rest: unknown[]) => {
    const ack = rest.at(-1);
    const reply = (result: TailAck) => {
      if (typeof ack === 'function') (ack as (result: TailAck) => void)(result);
    };
    const target = parseLogFileName(file);
    if (!target) return reply({ ok: false, code: 'invalid-file' });
    const since = rest.length > 1 && rest[0] != null ? parseTailSince(rest[0]) : undefined;
    if (since === null) return reply({ ok: false, code: 'invalid-since' });
    try {
      const access = await checkSiteLogTail(app, target.siteId, target.hash);
      if (!access.ok) return reply(access);
      await leaveSiteRooms(socket);
      // Joined before the history is read: a line committed meanwhile comes twice rather than
      // never (read first, a line published between the read and the join was lost); clients
      // drop repeats by id.
      await socket.join(siteRoom(target.siteId));
      const history = await readSiteLogTail(app.db, target.siteId, since);
      for (const line of history) socket.emit(TAIL_EVENT, JSON.stringify(line));
      reply({ ok: true, history: history.length });
    } catch (error) {
      app.log.error({ err: error }, 'live log request failed');
      reply({ ok: false, code: 'internal' });
    }
  });
}

/**
 * Socket.IO server for the live log tail of the notifications drawer (spec §2.6, §7), at
 * `/realtime` on the api's HTTP server. With Redis, lines published on one instance reach the
 * subscribers of every instance (@socket.io/redis-adapter).
 */
export const realtimePlugin = fp(async (app: FastifyInstance) => {
  const { config } = app;
  const io = new Server<RealtimeClientEvents, RealtimeServerEvents>(app.server, {
    path: REALTIME_PATH,
    serveClient: false,
    // Same-origin GET polling requests carry no Origin header: WebSocket only, Origin required.
    transports: ['websocket'],
    maxHttpBufferSize: 4096,
    allowRequest: (request: IncomingMessage, callback) =>
      callback(null, isAllowedOrigin(request.headers.origin, config.publicUrl)),
  });

  let subscriber: Redis | undefined;
  if (app.redis) {
    subscriber = app.redis.duplicate();
    // The main client reports Redis going away and coming back (server.ts); without a listener,
    // ioredis would print a warning for every failed reconnection of this one.
    subscriber.on('error', () => {});
    // Per-prefix channels keep apps that share a Redis (tests, several deployments) apart.
    // The adapter does not await its publishes: one that fails while Redis is away is logged.
    const publisher = publisherOf(app.redis, (error) =>
      app.log.warn({ err: error }, 'a live-log line could not be sent to the other processes'),
    );
    io.adapter(
      createAdapter(publisher, subscriber, {
        key: `${app.redis.options.keyPrefix ?? ''}feedline-realtime`,
      }),
    );
  }

  io.on('connection', (socket) => handleTail(app, socket));

  app.decorate<RealtimeHub>('realtime', {
    publishSiteLogLines(siteId, lines) {
      const room = io.to(siteRoom(siteId));
      for (const line of lines) room.emit(TAIL_EVENT, JSON.stringify(line));
    },
  });

  // Open WebSockets would hold the HTTP server's close forever: end them first. Their transports
  // are closed, rather than the sockets disconnected by the server (which a Socket.IO client takes
  // as final), so that clients reconnect by themselves: through the load balancer, to a process
  // that stays. The HTTP server itself is Fastify's to close, so io.close() (which closes it too)
  // is not used.
  app.addHook('preClose', async () => {
    io.engine.close();
    await io.of('/').adapter.close();
  });
  app.addHook('onClose', async () => {
    await subscriber?.quit().catch(() => {});
  });
});
