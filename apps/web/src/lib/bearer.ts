/** Paths (from the origin root) whose requests never carry the bearer header (spec §7). */
export const BEARER_EXEMPT_PREFIXES = ['/user', '/unauthorized'] as const;

/**
 * Whether a request to `url` gets `Authorization: Bearer …`. Relative URLs are resolved against
 * `origin`; the exemption is a prefix of the path from the root, so `/api/user` does get it.
 */
export function shouldAttachBearer(url: string, origin: string): boolean {
  let pathname: string;
  try {
    pathname = new URL(url, origin).pathname;
  } catch {
    return false;
  }
  return !BEARER_EXEMPT_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}
