import {
  REALTIME_PATH,
  TAIL_EVENT,
  type RealtimeClientEvents,
  type RealtimeServerEvents,
  type SiteLogLine,
} from '@feedline/contracts';
import { io, type Socket } from 'socket.io-client';

export type ClientSocket = Socket<RealtimeServerEvents, RealtimeClientEvents>;

/**
 * A connected live-log client (one connection, no reconnection) that records every tail line it
 * receives; it is added to `opened` for the test to disconnect.
 */
export async function connectTailClient(url: string, origin: string, opened: ClientSocket[]) {
  const socket: ClientSocket = io(url, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    extraHeaders: { origin },
    reconnection: false,
    forceNew: true,
  });
  opened.push(socket);
  const lines: SiteLogLine[] = [];
  socket.on(TAIL_EVENT, (payload) => lines.push(JSON.parse(payload) as SiteLogLine));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return { socket, lines };
}
