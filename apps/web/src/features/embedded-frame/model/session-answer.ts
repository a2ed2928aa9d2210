import { isValidFor } from '../../../lib/auth/token-validity';

export type SessionAnswer =
  | { action: 'post'; accessToken: string }
  /** The token is missing, about to expire, or was refused: renew before answering. */
  | { action: 'refresh'; usedToken: string | null };

export interface SessionAnswerInput {
  /** The access token in storage now. */
  storedToken: string | null;
  /** The token this frame was last given, if any. */
  lastPostedToken: string | null;
  now: number;
  /** How long a token handed over must still be valid (the shell's refresh minimum, spec §9). */
  minValiditySeconds: number;
}

/**
 * How to answer a frame's `session-request`. The frame asks once when it starts and again only when
 * the API refused its token, so a request for the token it already holds means that token is no
 * good any more, whatever its expiry says: it is renewed rather than sent back into a loop.
 */
export function decideSessionAnswer({
  storedToken,
  lastPostedToken,
  now,
  minValiditySeconds,
}: SessionAnswerInput): SessionAnswer {
  if (
    storedToken &&
    storedToken !== lastPostedToken &&
    isValidFor(storedToken, minValiditySeconds, now)
  ) {
    return { action: 'post', accessToken: storedToken };
  }
  return { action: 'refresh', usedToken: storedToken };
}
