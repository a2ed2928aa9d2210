import type { NavigationMessage } from './messages';

export interface NavigationTarget {
  /** An in-app path starting with a single `/`, without query or fragment. */
  path: string;
  query: Record<string, string>;
}

/**
 * Splits a query string on `&` and `=` and decodes keys and values with `decodeURIComponent`
 * (spec §5). A leading `?` is ignored. A pair with no `=` or an empty value is dropped, as is one whose
 * escapes are malformed. `+` is not special (it stays `+`; senders encode spaces as `%20`). A value
 * may contain `=` (only the first one splits). A repeated key keeps its last value.
 */
export function splitQuery(query: string): Record<string, string> {
  const pairs = new Map<string, string>();
  const text = query.startsWith('?') ? query.slice(1) : query;
  for (const part of text.split('&')) {
    const at = part.indexOf('=');
    if (at <= 0 || at === part.length - 1) continue;
    try {
      pairs.set(decodeURIComponent(part.slice(0, at)), decodeURIComponent(part.slice(at + 1)));
    } catch {
      continue;
    }
  }
  // fromEntries defines own properties, so a `__proto__` key cannot reach the prototype.
  return Object.fromEntries(pairs);
}

// C0 controls, space and DEL: browsers strip tab and newline from URLs, which would turn `/\t/x` into
// the protocol-relative `//x`.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTER = /[\u0000-\u0020\u007f\\]/;
const PROBE_ORIGIN = 'https://in-app.invalid';

/** A path the shell can route to without leaving its own origin. */
export function isInAppPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || UNSAFE_CHARACTER.test(path)) return false;
  try {
    // Belt and braces: whatever a URL parser makes of it must stay on the same origin.
    return new URL(path, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/**
 * Where a frame's navigation request leads, or null when it must be ignored: no url, `replaceOnly`
 * (spec §5), or anything but a relative in-app path (absolute, protocol-relative, `javascript:`,
 * backslashes, control characters). A `?query` inside the url is split too; the message's own `query`
 * wins on a repeated key. A `#fragment` is dropped.
 */
export function resolveNavigationRequest(
  message: Pick<NavigationMessage, 'url' | 'replaceOnly' | 'query'>,
): NavigationTarget | null {
  const { url, replaceOnly, query } = message;
  if (!url || replaceOnly === true) return null;
  const withoutFragment = url.split('#', 1)[0] ?? '';
  const at = withoutFragment.indexOf('?');
  const path = at === -1 ? withoutFragment : withoutFragment.slice(0, at);
  if (!isInAppPath(path)) return null;
  const urlQuery = at === -1 ? {} : splitQuery(withoutFragment.slice(at + 1));
  return { path, query: { ...urlQuery, ...splitQuery(query ?? '') } };
}
