import type { RealtimeClientEvents, RealtimeServerEvents } from '@feedline/contracts';
import { REALTIME_PATH } from '@feedline/contracts/realtime';
import type { Socket } from 'socket.io-client';
import { getConfig } from '../config/config';

export type RealtimeSocket = Socket<RealtimeServerEvents, RealtimeClientEvents>;

export interface RealtimeAddress {
  /** Origin of the Socket.IO server. */
  url: string;
  /** Socket.IO path on that server. */
  path: string;
}

/**
 * Where the realtime server listens (spec §7 "the configured address"): the configured address
 * resolved against the page, its origin as server and its path as Socket.IO path (`/realtime`
 * when it has none). `http://api.example` and `/realtime` both work.
 */
export function realtimeAddress(configured: string, base: string): RealtimeAddress {
  const url = new URL(configured, base);
  const path = url.pathname.replace(/\/+$/, '');
  return { url: url.origin, path: path === '' ? REALTIME_PATH : path };
}

/**
 * A Socket.IO client for the realtime server, not yet connected: attach the listeners, then call
 * `connect()`. socket.io-client is loaded here on first use, in its own chunk, so it never
 * weighs on the first page load (ARCHITECTURE §9).
 */
export async function openRealtimeSocket(
  address: RealtimeAddress = realtimeAddress(getConfig().realtime, window.location.origin),
): Promise<RealtimeSocket> {
  const { io } = await import('socket.io-client');
  // WebSocket only: the server checks the Origin header, which same-origin polling lacks.
  return io(address.url, {
    path: address.path,
    transports: ['websocket'],
    autoConnect: false,
    reconnectionDelayMax: 10_000,
  });
}
