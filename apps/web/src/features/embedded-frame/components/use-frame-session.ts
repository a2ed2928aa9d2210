import type { FrameHost } from '@feedline/frame-bridge/host';
import { useCallback, useEffect, useRef } from 'react';
import { refreshTokens } from '../../../lib/auth/session';
import { MIN_TOKEN_VALIDITY_SECONDS } from '../../../lib/auth/token-refresher';
import { ACCESS_TOKEN_KEY, readAccessToken } from '../../../lib/auth/token-store';
import { logoutWithReturn } from '../../../lib/http';
import { decideSessionAnswer } from '../model/session-answer';

/**
 * How often the stored token is compared with the one the frame holds. The shell's own refresh
 * (after a 401 of its HTTP client) writes to localStorage without an event in this tab.
 */
export const TOKEN_WATCH_INTERVAL_MS = 5_000;

/**
 * Answers a frame's `session-request`: the stored token when it is good for the frame, else a
 * renewed one (through the shell's one refresher); a failed renewal signs the user out with a way
 * back, as the shell's own requests do (spec §8). `lastPosted` is the token the frame was last given.
 */
export function answerSessionRequest(
  lastPosted: string | null,
  post: (accessToken: string) => void,
): void {
  const answer = decideSessionAnswer({
    storedToken: readAccessToken(),
    lastPostedToken: lastPosted,
    now: Date.now(),
    minValiditySeconds: MIN_TOKEN_VALIDITY_SECONDS,
  });
  if (answer.action === 'post') {
    post(answer.accessToken);
    return;
  }
  void refreshTokens(answer.usedToken).then((isRenewed) => {
    const token = readAccessToken();
    if (isRenewed && token) post(token);
    else logoutWithReturn();
  });
}

/**
 * The frame's session (spec §7, ARCHITECTURE §6): answers `session-request` with a token that is
 * valid (renewing it through the shell's one refresher when it is not), and posts the session again
 * when the stored token or the language changes once the frame has asked. A failed renewal signs the
 * user out with a way back, as the shell's own requests do (spec §8).
 */
export function useFrameSession(
  hostRef: { readonly current: FrameHost | null },
  locale: string,
): {
  answerSessionRequest: () => void;
  /** A frame loaded ahead holds `token`: the session goes to it again, in today's language. */
  adoptSession: (token: string | null) => void;
} {
  const lastPostedRef = useRef<string | null>(null);
  const localeRef = useRef(locale);

  const post = useCallback(
    (accessToken: string) => {
      if (hostRef.current?.post({ type: 'session', accessToken, locale: localeRef.current })) {
        lastPostedRef.current = accessToken;
      }
    },
    [hostRef],
  );

  const answer = useCallback(() => answerSessionRequest(lastPostedRef.current, post), [post]);
  const adoptSession = useCallback(
    (token: string | null) => {
      lastPostedRef.current = token;
      if (token !== null) post(readAccessToken() ?? token);
    },
    [post],
  );

  // A new language reaches a frame that already has a session at once.
  useEffect(() => {
    localeRef.current = locale;
    if (lastPostedRef.current !== null) post(readAccessToken() ?? lastPostedRef.current);
  }, [locale, post]);

  useEffect(() => {
    const postIfChanged = () => {
      const token = readAccessToken();
      if (lastPostedRef.current !== null && token && token !== lastPostedRef.current) post(token);
    };
    const handleStorage = (event: StorageEvent) => {
      if (event.key === ACCESS_TOKEN_KEY || event.key === null) postIfChanged();
    };
    window.addEventListener('storage', handleStorage);
    const timer = window.setInterval(postIfChanged, TOKEN_WATCH_INTERVAL_MS);
    return () => {
      window.removeEventListener('storage', handleStorage);
      window.clearInterval(timer);
    };
  }, [post]);

  return { answerSessionRequest: answer, adoptSession };
}
