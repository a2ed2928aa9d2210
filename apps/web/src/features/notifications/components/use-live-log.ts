import { logFileName, TAIL_EVENT } from '@feedline/contracts/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useState } from 'react';
import { openRealtimeSocket, type RealtimeSocket } from '../../../lib/socket';
import { secureHashQueryOptions } from '../api/secure-hash-query';
import { EMPTY_LOG_VIEW, logViewReducer, parseTailPayload, type LogLine } from '../model/log-lines';

export type LiveLogStatus = 'idle' | 'connecting' | 'live' | 'error';

export interface LiveLog {
  /** Newest first. */
  lines: LogLine[];
  status: LiveLogStatus;
  /** Empties the view (the server keeps its log). */
  clear: () => void;
}

const nextFrame = (callback: () => void): (() => void) => {
  if (typeof requestAnimationFrame === 'function') {
    const frame = requestAnimationFrame(callback);
    return () => cancelAnimationFrame(frame);
  }
  const timer = setTimeout(callback, 16);
  return () => clearTimeout(timer);
};

/**
 * Tails the live log of a site while `enabled` (spec §7): asks the legacy site service for the
 * secure hash, requests `{siteId}_{hash}.log` on the realtime server, and collects the history
 * and then the live lines; after a reconnect it asks for the lines after the newest it has, so
 * none written meanwhile is missed. Lines arriving together are applied once per frame.
 */
export function useLiveLog(siteId: number, enabled: boolean): LiveLog {
  const queryClient = useQueryClient();
  const [view, dispatch] = useReducer(logViewReducer, EMPTY_LOG_VIEW);
  const [status, setStatus] = useState<LiveLogStatus>('idle');

  useEffect(() => {
    if (!enabled) return;
    let isActive = true;
    let socket: RealtimeSocket | undefined;
    const pending: LogLine[] = [];
    // The newest line received: after a reconnect, the server sends what came after it.
    let newestId = 0;
    let cancelFlush: (() => void) | undefined;

    const flush = () => {
      cancelFlush = undefined;
      dispatch({ type: 'add', lines: pending.splice(0) });
    };
    const receive = (payload: unknown) => {
      const line = parseTailPayload(payload);
      if (!line) return;
      newestId = Math.max(newestId, line.id);
      pending.push(line);
      cancelFlush ??= nextFrame(flush);
    };

    const subscribe = async (live: RealtimeSocket, isRetry = false): Promise<void> => {
      setStatus('connecting');
      try {
        const { hash } = await queryClient.fetchQuery(secureHashQueryOptions({ siteId }));
        const file = logFileName(siteId, hash);
        // Lines written while the connection was down (a process stopped, the network dropped)
        // come with the new subscription, each once: the view drops ids it has.
        const ack =
          newestId > 0
            ? await live.emitWithAck(TAIL_EVENT, file, { after: newestId })
            : await live.emitWithAck(TAIL_EVENT, file);
        if (!isActive) return;
        if (!ack.ok && ack.code === 'expired' && !isRetry) {
          queryClient.removeQueries({ queryKey: secureHashQueryOptions({ siteId }).queryKey });
          return subscribe(live, true);
        }
        setStatus(ack.ok ? 'live' : 'error');
      } catch {
        if (isActive) setStatus('error');
      }
    };

    void (async () => {
      try {
        socket = await openRealtimeSocket();
      } catch {
        if (isActive) setStatus('error');
        return;
      }
      if (!isActive) return;
      const live = socket;
      live.on(TAIL_EVENT, receive);
      // Also after every reconnect, which may reach another api process: the server forgets
      // subscriptions with the connection.
      live.on('connect', () => void subscribe(live));
      live.on('connect_error', () => isActive && setStatus('error'));
      live.on('disconnect', () => {
        if (!isActive) return;
        setStatus('connecting');
        // A connection the server ended itself is not tried again by the client on its own.
        if (!live.active) live.connect();
      });
      setStatus('connecting');
      live.connect();
    })();

    return () => {
      isActive = false;
      cancelFlush?.();
      socket?.disconnect();
    };
  }, [enabled, siteId, queryClient]);

  const clear = useCallback(() => dispatch({ type: 'clear' }), []);
  return { lines: view.lines, status: enabled ? status : 'idle', clear };
}
