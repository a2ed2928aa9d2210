import type { WebConfig } from '@feedline/contracts';

/** Sampling of spec §9. */
export const ERROR_REPORTING_SAMPLING = {
  replaysSessionSampleRate: 0,
  replaysOnErrorSampleRate: 1,
  tracesSampleRate: 0.5,
} as const;

/** Replays show all text and block all media (spec §9). */
export const REPLAY_PRIVACY = { maskAllText: false, blockAllMedia: true } as const;

/**
 * Error reporting is pure configuration: off without a DSN; with one it starts outside local mode
 * (env development) or when its debug flag is set (spec §9).
 */
export function shouldStartErrorReporting(config: Pick<WebConfig, 'env' | 'sentry'>): boolean {
  if (!config.sentry || config.sentry.dsn.trim() === '') return false;
  return config.env !== 'development' || config.sentry.debug;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function originOf(address: string): string | undefined {
  try {
    return new URL(address).origin;
  } catch {
    return undefined;
  }
}

/**
 * Tracing headers go only to the two platform hosts (spec §9): the shell's own origin (its
 * relative paths included) and the main platform host. Anchored, so that neither a longer port
 * nor a look-alike domain matches.
 */
export function tracePropagationTargets(shellOrigin: string, platformHost: string): RegExp[] {
  const origins = [...new Set([originOf(shellOrigin), originOf(platformHost)])].filter(
    (origin): origin is string => origin !== undefined,
  );
  return [
    /^\/(?!\/)/,
    ...origins.map((origin) => new RegExp(`^${escapeRegExp(origin)}(?:[/?#]|$)`)),
  ];
}
