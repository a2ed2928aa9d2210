export type QueryValue = string | number | boolean;

export interface FrameUrlOptions {
  /** The platform host from configuration, e.g. `https://platform.example.com` (scheme optional). */
  host: string;
  /** Optional path, with `{name}` or `:name` placeholders and optionally its own `?query`. */
  pathTemplate?: string;
  /** Values for the placeholders; each is URI-encoded. */
  params?: Readonly<Record<string, string | number>>;
  /** The route's query params; null and undefined are skipped, arrays repeat the key. */
  query?: Readonly<Record<string, QueryValue | readonly QueryValue[] | null | undefined>>;
  /** The current language, sent as `_locale`. */
  locale: string;
}

export class FrameUrlError extends Error {
  override readonly name = 'FrameUrlError';
}

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}|:([A-Za-z_][A-Za-z0-9_]*)/g;

/** Loopback hosts keep plain http: local development has no certificates. */
export function isLoopbackHost(hostname: string): boolean {
  const name = hostname.toLowerCase();
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === '[::1]' ||
    /^127(\.\d{1,3}){3}$/.test(name)
  );
}

/** Fills `{name}` and `:name` placeholders; a missing or empty value is an error, never `undefined`. */
export function fillPath(
  template: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return template.replace(PLACEHOLDER, (_match, braced?: string, colon?: string) => {
    const name = (braced ?? colon) as string;
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    if (value === undefined || value === '') {
      throw new FrameUrlError(
        `frame-bridge: route param "${name}" is missing for path "${template}"`,
      );
    }
    return encodeURIComponent(String(value));
  });
}

function parseHost(host: string): URL {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(host) ? host : `https://${host}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new FrameUrlError(`frame-bridge: invalid frame host "${host}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FrameUrlError(`frame-bridge: frame host must be http(s), got "${host}"`);
  }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) url.protocol = 'https:';
  return url;
}

function joinPath(base: string, path: string): string {
  if (path === '') return base;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * The address of an embedded legacy page (spec §2.10): host, plus the path with route params filled,
 * plus all query params, plus `_locale`; http is upgraded to https except on loopback hosts.
 */
export function frameUrl(options: FrameUrlOptions): string {
  const { host, pathTemplate = '', params, query = {}, locale } = options;
  const url = parseHost(host);
  const at = pathTemplate.indexOf('?');
  const templatePath = at === -1 ? pathTemplate : pathTemplate.slice(0, at);
  url.pathname = joinPath(url.pathname, fillPath(templatePath, params));
  url.search = at === -1 ? '' : pathTemplate.slice(at + 1);
  url.hash = '';
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      url.searchParams.append(key, String(item));
    }
  }
  url.searchParams.set('_locale', locale);
  return url.toString();
}
