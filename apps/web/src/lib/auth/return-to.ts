import { readItem, removeItem, storageKeys, writeItem } from '../storage';

export type ReturnTarget = { kind: 'internal'; path: string } | { kind: 'external'; url: string };

const HOME: ReturnTarget = { kind: 'internal', path: '/' };

/** Paths that would start another sign-in or sign-out if we returned to them. */
const AUTH_FLOW_PATHS = ['/login', '/logout', '/auth/callback'];

function isAuthFlowPath(pathname: string): boolean {
  return AUTH_FLOW_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/**
 * Decides where to go after sign-in. Same-origin targets become in-app paths; other origins are
 * followed only when listed (the configured logout-redirect address), everything else goes home,
 * so a crafted `redirectUrl` cannot send the user to a foreign site.
 */
export function resolveReturnTo(
  raw: unknown,
  origin: string,
  allowedOrigins: readonly string[] = [],
): ReturnTarget {
  if (typeof raw !== 'string' || raw.trim() === '') return HOME;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return HOME;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return HOME;
  if (url.origin === origin) {
    if (isAuthFlowPath(url.pathname)) return HOME;
    return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` };
  }
  if (allowedOrigins.includes(url.origin)) return { kind: 'external', url: url.href };
  return HOME;
}

/** Remembers where the next sign-in should return to (set by /logout?redirectUrl=…). */
export function savePendingReturnTo(target: string): void {
  writeItem(storageKeys.returnTo, target);
}

export function takePendingReturnTo(): string | null {
  const target = readItem(storageKeys.returnTo);
  if (target !== null) removeItem(storageKeys.returnTo);
  return target;
}
