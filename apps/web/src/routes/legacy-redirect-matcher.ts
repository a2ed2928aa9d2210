import { LEGACY_REDIRECTS, type LegacyRedirect } from './legacy-redirects';

interface CompiledRedirect {
  pattern: RegExp;
  names: string[];
  to: string;
}

const ID_SEGMENT = '([1-9]\\d{0,9})';
const ANY_SEGMENT = '([^/]+)';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function compile({ from, to }: LegacyRedirect): CompiledRedirect {
  const names: string[] = [];
  const source = from
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return escapeRegExp(segment);
      const name = segment.slice(1);
      names.push(name);
      return name.endsWith('Id') ? ID_SEGMENT : ANY_SEGMENT;
    })
    .join('/');
  // One trailing slash is tolerated: old links were written both ways.
  return { pattern: new RegExp(`^${source}/?$`), names, to };
}

export function compileLegacyRedirects(table: readonly LegacyRedirect[]): CompiledRedirect[] {
  return table.map(compile);
}

const COMPILED = compileLegacyRedirects(LEGACY_REDIRECTS);

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The target's query wins over the old one for the same name; otherwise the old query is kept. */
function withQuery(target: string, search: string): string {
  const [path = '', targetQuery] = target.split('?', 2);
  const oldQuery = search.startsWith('?') ? search.slice(1) : search;
  if (targetQuery === undefined) return oldQuery ? `${path}?${oldQuery}` : path;
  const merged = new URLSearchParams(oldQuery);
  for (const [name, value] of new URLSearchParams(targetQuery)) merged.set(name, value);
  return `${path}?${merged.toString()}`;
}

/**
 * The new address of an old platform path (spec §2.16), or null when the path is not an old one.
 * `search` is the raw query string (with or without `?`), passed on unchanged.
 */
export function matchLegacyRedirect(
  pathname: string,
  search = '',
  compiled: readonly CompiledRedirect[] = COMPILED,
): string | null {
  for (const { pattern, names, to } of compiled) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    const values = new Map(names.map((name, index) => [name, match[index + 1] ?? '']));
    const [targetPath = '', targetQuery] = to.split('?', 2);
    const filledPath = targetPath.replace(
      /:([A-Za-z]+)/g,
      (_token, name: string) => values.get(name) ?? '',
    );
    const filledQuery = targetQuery?.replace(/:([A-Za-z]+)/g, (_token, name: string) =>
      encodeURIComponent(safeDecode(values.get(name) ?? '')),
    );
    return withQuery(
      filledQuery === undefined ? filledPath : `${filledPath}?${filledQuery}`,
      search,
    );
  }
  return null;
}
